/**
 * How each perspective draws: every difference between founders, creators and families lives in this
 * one table, so the drawing code looks a value up instead of asking which perspective it serves.
 * Founders get straight lines, grids and small radii; creators tilted, bold and lively shapes;
 * families soft, rounded and warm ones. Numbers are fractions of the size they scale.
 */
import type { Perspective } from '../domain/vocabulary.ts';
import type { PaletteColour } from './palettes.ts';

/** An integer chosen by the seed between min and max inclusive, or a fixed one (no random draw). */
export type SeededCount = number | { readonly min: number; readonly max: number };

export interface PaletteTone {
  /** hue the colours drift towards (degrees) */
  hueTarget: number;
  /** target for blue to purple hues (170-330 degrees) instead of hueTarget, when set */
  coolHueTarget: number | null;
  /** share of the way towards the target (capped at 14 degrees) */
  hueDrift: number;
  saturation: number;
  /** share of the way towards white */
  lightnessLift: number;
}

export interface PerspectiveStyle {
  palette: {
    tone: PaletteTone;
    /** the faint hue and saturation that monochrome greys take on */
    monochromeTint: { hue: number; saturation: number };
  };
  layout: {
    /** panel corner radius, of the short side */
    panelCornerRadius: number;
    /** added to the horizon's height fraction */
    horizonShift: number;
    /** positions across the width the seed picks from for one focal object */
    singleFocusPositions: readonly number[];
    /** positions across the width of two focal objects */
    pairFocusPositions: readonly [number, number];
  };
  backdrop: {
    /** what lies beneath the panel: an offset outline, a tilted coloured card or a mat with a shadow */
    panelBacking: 'offsetOutline' | 'tiltedCard' | 'mat';
    /** hill crests as a few straight zigzag segments, or a smooth line through more points */
    hills: { segments: number; angular: boolean };
    /** hill height, of the panel height */
    hillAmplitude: number;
    /** perspective lines on the ground */
    floorGrid: boolean;
    /** small accents in the sky: crosses snapped to a grid, confetti strips or round dots */
    skyAccent: 'gridCross' | 'confetti' | 'dot';
    /** stacked pill clouds or round puffs */
    cloudShape: 'stackedPills' | 'puffs';
    /** composition for prompts without a motif word */
    abstractComposition: 'grid' | 'collage' | 'arches';
  };
  circuit: {
    /** network nodes snapped to a grid and joined by right-angled traces, or free with curves */
    orthogonalNetwork: boolean;
    /** positions across the width the seed picks from for the chip */
    chipPositions: readonly number[];
    /** how far a trace continues straight on after its turn, of the turn's length */
    traceOvershoot: number;
    /** traces bend in one curve instead of two straight segments */
    curvedTraces: boolean;
    /** chip corner radius, of the chip size */
    chipCornerRadius: number;
    /** degrees */
    chipTilt: number;
  };
  garden: {
    /** angle between neighbouring big leaves (radians) */
    leafFanSpread: number;
    /** leaf width, of its length */
    leafWidth: number;
    /** position across the width of a lone flower */
    singleFlowerPosition: number;
  };
  landscape: {
    /** mountain ridges and snow caps as smooth curves instead of polygons */
    roundedMountains: boolean;
    /** tops of every third (tall) building */
    cityTowerTop: 'flat' | 'slanted' | 'arched';
    /** building corner radius, of the building width, front row and back row */
    cityCornerRadius: number;
    cityBackRowCornerRadius: number;
    /** wave height, of the water depth */
    waveAmplitude: number;
    /** wave crests across the panel width */
    waveCrests: SeededCount;
    /** a straight centred path, or one that winds from a seeded start */
    windingPath: boolean;
    pathDashColour: PaletteColour;
  };
  objects: {
    /** lighthouse lantern corner radius, of the tower's top width */
    lanternCornerRadius: number;
    lighthouseRoof: 'pointed' | 'domed';
    bridge: 'suspension' | 'bowArch' | 'stoneArches';
    /** a round crown on two symmetric lobes, or a seeded wobbly one on four lobes */
    treeCrown: { kind: 'round' } | { kind: 'wobbly'; radiusRange: readonly [number, number] };
    /** outside a garden, where the fruit is always the accent colour */
    fruitColour: PaletteColour;
    /** house roof height, of the house width */
    roofHeight: number;
    roofShape: 'gable' | 'skewed' | 'curved';
    /** of the house width */
    wallCornerRadius: number;
    doorCornerRadius: number;
    windowCornerRadius: number;
    bookCover: PaletteColour;
  };
  sun: {
    /** positions across the width the seed shuffles before the fixed fallbacks */
    positions: readonly number[];
    /** ray tips, of the sun radius */
    rayLength: number;
    /** rays as thin wedges or as lines of a stroke width (of the short side) */
    rays: { shape: 'wedge' } | { shape: 'line'; width: number };
  };
  frame: {
    /** corner radius of the outer frame, of the short side */
    cornerRadius: number;
    /** degrees the dashed inner frame turns */
    innerTilt: number;
    corner: 'square' | 'diamond' | 'circle';
    stud: 'diamond' | 'dot';
  };
  marks: {
    /** the line beneath marks that stand as the hero: a bar, a wave or a smile */
    baseline: 'bar' | 'wave' | 'smile';
    /** hero marks alternate up and down by this share of their radius */
    stagger: number;
    /** each mark tilts by seeded degrees in this range, alternating sides; null keeps them upright */
    tilt: readonly [number, number] | null;
  };
}

export const perspectiveStyles: Record<Perspective, PerspectiveStyle> = {
  startup_founders: {
    palette: {
      // professional and cool: hues drift towards blue/teal, slightly calmer saturation
      tone: { hueTarget: 200, coolHueTarget: null, hueDrift: 0.22, saturation: 0.9, lightnessLift: 0 },
      monochromeTint: { hue: 210, saturation: 0.05 },
    },
    layout: { panelCornerRadius: 0.018, horizonShift: 0, singleFocusPositions: [0.5, 0.5, 1 / 3, 2 / 3], pairFocusPositions: [0.32, 0.68] },
    backdrop: {
      panelBacking: 'offsetOutline',
      hills: { segments: 3, angular: true },
      hillAmplitude: 0.012,
      floorGrid: true,
      skyAccent: 'gridCross',
      cloudShape: 'stackedPills',
      abstractComposition: 'grid',
    },
    circuit: { orthogonalNetwork: true, chipPositions: [0.5, 0.42, 0.58], traceOvershoot: 0, curvedTraces: false, chipCornerRadius: 0.06, chipTilt: 0 },
    garden: { leafFanSpread: 0.18, leafWidth: 0.2, singleFlowerPosition: 0.8 },
    landscape: {
      roundedMountains: false,
      cityTowerTop: 'flat',
      cityCornerRadius: 0,
      cityBackRowCornerRadius: 0,
      waveAmplitude: 0.03,
      waveCrests: 8,
      windingPath: false,
      pathDashColour: 'light',
    },
    objects: {
      lanternCornerRadius: 0,
      lighthouseRoof: 'pointed',
      bridge: 'suspension',
      treeCrown: { kind: 'round' },
      fruitColour: 'warm',
      roofHeight: 0.32,
      roofShape: 'gable',
      wallCornerRadius: 0,
      doorCornerRadius: 0,
      windowCornerRadius: 0,
      bookCover: 'fourth',
    },
    sun: { positions: [0.5, 0.3, 0.7], rayLength: 2.05, rays: { shape: 'line', width: 0.004 } },
    frame: { cornerRadius: 0, innerTilt: 0, corner: 'square', stud: 'diamond' },
    marks: { baseline: 'bar', stagger: 0, tilt: null },
  },
  content_creators: {
    palette: {
      // creative: a little more saturated, hue kept
      tone: { hueTarget: 0, coolHueTarget: null, hueDrift: 0, saturation: 1.08, lightnessLift: 0 },
      monochromeTint: { hue: 285, saturation: 0.025 },
    },
    layout: { panelCornerRadius: 0.045, horizonShift: -0.02, singleFocusPositions: [0.36, 0.64], pairFocusPositions: [0.26, 0.7] },
    backdrop: {
      panelBacking: 'tiltedCard',
      hills: { segments: 6, angular: false },
      hillAmplitude: 0.06,
      floorGrid: false,
      skyAccent: 'confetti',
      cloudShape: 'puffs',
      abstractComposition: 'collage',
    },
    circuit: { orthogonalNetwork: false, chipPositions: [0.38, 0.62], traceOvershoot: 0.7, curvedTraces: false, chipCornerRadius: 0.12, chipTilt: -6 },
    garden: { leafFanSpread: 0.24, leafWidth: 0.3, singleFlowerPosition: 0.2 },
    landscape: {
      roundedMountains: false,
      cityTowerTop: 'slanted',
      cityCornerRadius: 0,
      cityBackRowCornerRadius: 0,
      waveAmplitude: 0.09,
      waveCrests: { min: 4, max: 6 },
      windingPath: true,
      pathDashColour: 'accent',
    },
    objects: {
      lanternCornerRadius: 0,
      lighthouseRoof: 'domed',
      bridge: 'bowArch',
      treeCrown: { kind: 'wobbly', radiusRange: [0.8, 1.12] },
      fruitColour: 'warm',
      roofHeight: 0.42,
      roofShape: 'skewed',
      wallCornerRadius: 0,
      doorCornerRadius: 0.08,
      windowCornerRadius: 0,
      bookCover: 'accent',
    },
    sun: { positions: [0.24, 0.3, 0.7, 0.76], rayLength: 2.3, rays: { shape: 'wedge' } },
    frame: { cornerRadius: 0.018, innerTilt: 0.8, corner: 'diamond', stud: 'diamond' },
    marks: { baseline: 'wave', stagger: 0.25, tilt: [5, 14] },
  },
  memory_capturers: {
    palette: {
      // personal and warm: hues drift towards amber or rose, a touch softer and lighter
      tone: { hueTarget: 30, coolHueTarget: 345, hueDrift: 0.2, saturation: 0.94, lightnessLift: 0.04 },
      monochromeTint: { hue: 32, saturation: 0.06 },
    },
    layout: { panelCornerRadius: 0.075, horizonShift: 0, singleFocusPositions: [0.42, 0.58], pairFocusPositions: [0.32, 0.68] },
    backdrop: {
      panelBacking: 'mat',
      hills: { segments: 6, angular: false },
      hillAmplitude: 0.035,
      floorGrid: false,
      skyAccent: 'dot',
      cloudShape: 'puffs',
      abstractComposition: 'arches',
    },
    circuit: { orthogonalNetwork: false, chipPositions: [0.5, 0.42, 0.58], traceOvershoot: 0.5, curvedTraces: true, chipCornerRadius: 0.2, chipTilt: 0 },
    garden: { leafFanSpread: 0.18, leafWidth: 0.26, singleFlowerPosition: 0.2 },
    landscape: {
      roundedMountains: true,
      cityTowerTop: 'arched',
      cityCornerRadius: 0.08,
      cityBackRowCornerRadius: 0.2,
      waveAmplitude: 0.05,
      waveCrests: { min: 4, max: 6 },
      windingPath: true,
      pathDashColour: 'accent',
    },
    objects: {
      lanternCornerRadius: 0.15,
      lighthouseRoof: 'domed',
      bridge: 'stoneArches',
      treeCrown: { kind: 'wobbly', radiusRange: [0.92, 1.04] },
      fruitColour: 'accent',
      roofHeight: 0.42,
      roofShape: 'curved',
      wallCornerRadius: 0.03,
      doorCornerRadius: 0.08,
      windowCornerRadius: 0.05,
      bookCover: 'accent',
    },
    sun: { positions: [0.24, 0.3, 0.7, 0.76], rayLength: 2.05, rays: { shape: 'line', width: 0.008 } },
    frame: { cornerRadius: 0.05, innerTilt: 0, corner: 'circle', stud: 'dot' },
    marks: { baseline: 'smile', stagger: 0, tilt: null },
  },
};
