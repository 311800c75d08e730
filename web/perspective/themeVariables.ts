/**
 * Turns a perspective's theme (web/content/perspectives.ts) into CSS custom properties.
 * The spacing, headline weight and body size mappings are fixed values; the rest are
 * design decisions derived from the same theme fields. Components never read these names
 * directly: they use the `var(...)` references in web/theme/tokens.ts.
 */
import type { PerspectiveTheme } from '../content/perspectives.ts';

export const themeVar = {
  colorPrimary: '--chb-color-primary',
  colorOnPrimary: '--chb-color-on-primary',
  colorSecondary: '--chb-color-secondary',
  colorAccent: '--chb-color-accent',
  colorQuaternary: '--chb-color-quaternary',
  colorBackground: '--chb-color-background',
  colorSurface: '--chb-color-surface',
  colorForeground: '--chb-color-foreground',
  colorMuted: '--chb-color-muted',
  heroOverlayGradient: '--chb-hero-overlay-gradient',
  heroOverlayOpacity: '--chb-hero-overlay-opacity',
  heroImageFilter: '--chb-hero-image-filter',
  headlineFont: '--chb-headline-font',
  headlineWeight: '--chb-headline-weight',
  headlineTracking: '--chb-headline-tracking',
  bodySize: '--chb-body-size',
  textAlign: '--chb-text-align',
  spacing: '--chb-spacing',
  containerMaxWidth: '--chb-container-max-width',
  radius: '--chb-radius',
  gridStagger: '--chb-grid-stagger',
} as const;

export type ThemeVariableName = (typeof themeVar)[keyof typeof themeVar];
export type ThemeVariables = Record<ThemeVariableName, string>;

/** Section spacing: compact 2rem, comfortable 3rem, otherwise 4rem. */
export function spacingFor(spacing: string): string {
  if (spacing === 'compact') return '2rem';
  if (spacing === 'comfortable') return '3rem';
  return '4rem';
}

/** Headline font weight: bold 700, elegant 300, playful 600, otherwise 800. */
export function headlineWeightFor(headlineStyle: string): number {
  switch (headlineStyle) {
    case 'bold':
      return 700;
    case 'elegant':
      return 300;
    case 'playful':
      return 600;
    default:
      return 800;
  }
}

/** Body text size by content complexity: simple 1.125rem, moderate 1rem, otherwise 0.875rem. */
export function bodySizeFor(complexity: string): string {
  if (complexity === 'simple') return '1.125rem';
  if (complexity === 'moderate') return '1rem';
  return '0.875rem';
}

const sansStack = "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif";
const serifStack = "'Fraunces', Georgia, 'Times New Roman', serif";

/** Authoritative headlines are set in the sans face; playful and elegant ones in the serif. */
function headlineFontFor(headlineStyle: string): string {
  return headlineStyle === 'authoritative' ? sansStack : serifStack;
}

/** Heavy sans headlines read best tightly set; light serif ones need less tightening. */
function headlineTrackingFor(headlineStyle: string): string {
  return headlineStyle === 'authoritative' ? '-0.035em' : headlineStyle === 'elegant' ? '-0.01em' : '-0.02em';
}

/** Structured grids get crisp corners, asymmetric ones soft corners and a staggered rhythm. */
const gridShapes: Record<string, { radius: string; stagger: string }> = {
  structured: { radius: '0.5rem', stagger: '0rem' },
  asymmetric: { radius: '1.25rem', stagger: '1.5rem' },
  minimal: { radius: '1rem', stagger: '0rem' },
};

function heroImageFilterFor(hero: PerspectiveTheme['heroSettings']): string {
  const warmth = hero.imageStyle === 'warm' ? ' sepia(0.12)' : '';
  return `brightness(${hero.brightness}) contrast(${hero.contrast})${warmth}`;
}

export function themeVariables(theme: PerspectiveTheme): ThemeVariables {
  const { colors, heroSettings, typography, layout, contentTone } = theme;
  const shape = gridShapes[layout.gridStyle] ?? gridShapes.structured!;
  return {
    [themeVar.colorPrimary]: colors.primary,
    [themeVar.colorOnPrimary]: colors.onPrimary,
    [themeVar.colorSecondary]: colors.secondary,
    [themeVar.colorAccent]: colors.accent,
    [themeVar.colorQuaternary]: colors.quaternary,
    [themeVar.colorBackground]: colors.background,
    [themeVar.colorSurface]: colors.surface,
    [themeVar.colorForeground]: colors.foreground,
    [themeVar.colorMuted]: colors.muted,
    [themeVar.heroOverlayGradient]: heroSettings.overlayGradient,
    [themeVar.heroOverlayOpacity]: String(heroSettings.overlayOpacity),
    [themeVar.heroImageFilter]: heroImageFilterFor(heroSettings),
    [themeVar.headlineFont]: headlineFontFor(typography.headlineStyle),
    [themeVar.headlineWeight]: String(headlineWeightFor(typography.headlineStyle)),
    [themeVar.headlineTracking]: headlineTrackingFor(typography.headlineStyle),
    [themeVar.bodySize]: bodySizeFor(contentTone.complexity),
    [themeVar.textAlign]: typography.alignment,
    [themeVar.spacing]: spacingFor(layout.spacing),
    [themeVar.containerMaxWidth]: layout.containerMaxWidth,
    [themeVar.radius]: shape.radius,
    [themeVar.gridStagger]: shape.stagger,
  } satisfies ThemeVariables;
}
