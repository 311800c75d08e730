/**
 * The three visitor perspectives: what the switchers show about each and its theme tokens as data.
 * The pages turn these tokens into CSS variables.
 */
import { perspectiveLabels, type Perspective } from '../generated/vocabulary.ts';
import { perspectiveColors } from '../theme/perspectiveColors.ts';
import type { ByPerspective } from './types.ts';

export interface PerspectiveInfo {
  readonly id: Perspective;
  /** The perspective's label (from the schema). */
  readonly label: string;
  /** One line shown under the label in the desktop dropdown and mobile menu. */
  readonly shortDescription: string;
  /** Who this perspective speaks to, for screen readers and tooltips. */
  readonly audience: string;
}

export const perspectiveInfo: ByPerspective<PerspectiveInfo> = {
  startup_founders: {
    id: 'startup_founders',
    label: perspectiveLabels.startup_founders,
    shortDescription: 'Strategic memory and AI you control while you build and scale.',
    audience: 'Founders and small teams building companies without giving up control of their data.',
  },
  content_creators: {
    id: 'content_creators',
    label: perspectiveLabels.content_creators,
    shortDescription: 'Keep your voice, your archive and your audience on your own terms.',
    audience: 'Podcasters, video creators, writers and community builders who refuse to be silenced.',
  },
  memory_capturers: {
    id: 'memory_capturers',
    label: perspectiveLabels.memory_capturers,
    shortDescription: 'Keep family stories, faith and memories safe and in your hands.',
    audience: 'Families preserving their stories, faith and traditions for the next generation.',
  },
};

/** Label shown in the switcher heading (mobile menu section title). */
export const perspectiveSwitcherLabel = 'Perspective';

export type HeadlineStyle = 'authoritative' | 'playful' | 'elegant';
export type Spacing = 'compact' | 'comfortable' | 'spacious';
export type GridStyle = 'structured' | 'asymmetric' | 'minimal';
export type ContainerMaxWidth = '1200px' | '1100px' | '1000px';
export type Complexity = 'detailed' | 'moderate' | 'simple';
export type Focus = 'features' | 'benefits' | 'emotions';
export type ImageStyle = 'cool' | 'warm';
export type ImageTone = 'professional' | 'creative' | 'personal';

export interface ThemeColors {
  /** Brand pink, the same for every perspective. Contrast on background is about 3.3:1: use it for large text, buttons and borders, not body text. */
  readonly primary: string;
  /** Text colour to place on a primary-coloured surface (AA contrast). */
  readonly onPrimary: string;
  readonly secondary: string;
  readonly accent: string;
  /** Fourth product colour: product cards whose colour key is 'quaternary' use it. */
  readonly quaternary: string;
  readonly background: string;
  /** Cards and panels that sit on the background; every text colour keeps AA on it too. */
  readonly surface: string;
  readonly foreground: string;
  /** Secondary text; still AA (4.5:1) on background. */
  readonly muted: string;
}

export interface HeroSettings {
  readonly overlayOpacity: number;
  readonly overlayGradient: string;
  /** CSS filter brightness() factor for the hero image. */
  readonly brightness: number;
  /** CSS filter contrast() factor for the hero image. */
  readonly contrast: number;
  readonly imageStyle: ImageStyle;
}

export interface Typography {
  readonly headlineStyle: HeadlineStyle;
  readonly bodyTone: string;
  readonly alignment: 'left';
}

export interface Layout {
  readonly spacing: Spacing;
  readonly gridStyle: GridStyle;
  readonly containerMaxWidth: ContainerMaxWidth;
}

export interface ContentTone {
  readonly voice: string;
  readonly complexity: Complexity;
  readonly focus: Focus;
}

export interface ImageContext {
  readonly tone: ImageTone;
  readonly imageStyle: ImageStyle;
  readonly overlayOpacity: number;
  readonly overlayGradient: string;
}

export interface PerspectiveTheme {
  readonly colors: ThemeColors;
  readonly heroSettings: HeroSettings;
  readonly typography: Typography;
  readonly layout: Layout;
  readonly contentTone: ContentTone;
  readonly imageContext: ImageContext;
}

const foundersGradient = 'linear-gradient(135deg, rgba(15, 23, 42, 0.88) 0%, rgba(30, 41, 59, 0.55) 60%, rgba(15, 23, 42, 0.25) 100%)';
const creatorsGradient = 'linear-gradient(120deg, rgba(46, 16, 101, 0.85) 0%, rgba(109, 40, 217, 0.5) 55%, rgba(254, 41, 158, 0.2) 100%)';
const familiesGradient = 'linear-gradient(180deg, rgba(58, 42, 28, 0.15) 0%, rgba(58, 42, 28, 0.55) 70%, rgba(58, 42, 28, 0.75) 100%)';

export const perspectiveThemes: ByPerspective<PerspectiveTheme> = {
  startup_founders: {
    colors: perspectiveColors.startup_founders,
    heroSettings: {
      overlayOpacity: 0.6,
      overlayGradient: foundersGradient,
      brightness: 0.9,
      contrast: 1.1,
      imageStyle: 'cool',
    },
    typography: {
      headlineStyle: 'authoritative',
      bodyTone: 'precise and matter-of-fact',
      alignment: 'left',
    },
    layout: { spacing: 'compact', gridStyle: 'structured', containerMaxWidth: '1200px' },
    contentTone: { voice: 'direct, strategic and evidence-led', complexity: 'detailed', focus: 'features' },
    imageContext: { tone: 'professional', imageStyle: 'cool', overlayOpacity: 0.6, overlayGradient: foundersGradient },
  },
  content_creators: {
    colors: perspectiveColors.content_creators,
    heroSettings: {
      overlayOpacity: 0.5,
      overlayGradient: creatorsGradient,
      brightness: 1.05,
      contrast: 1.15,
      imageStyle: 'cool',
    },
    typography: {
      headlineStyle: 'playful',
      bodyTone: 'energetic and encouraging',
      alignment: 'left',
    },
    layout: { spacing: 'comfortable', gridStyle: 'asymmetric', containerMaxWidth: '1100px' },
    contentTone: { voice: 'bold, creative and on your side', complexity: 'moderate', focus: 'benefits' },
    imageContext: { tone: 'creative', imageStyle: 'cool', overlayOpacity: 0.5, overlayGradient: creatorsGradient },
  },
  memory_capturers: {
    colors: perspectiveColors.memory_capturers,
    heroSettings: {
      overlayOpacity: 0.4,
      overlayGradient: familiesGradient,
      brightness: 1,
      contrast: 0.95,
      imageStyle: 'warm',
    },
    typography: {
      headlineStyle: 'elegant',
      bodyTone: 'gentle and reassuring',
      alignment: 'left',
    },
    layout: { spacing: 'spacious', gridStyle: 'minimal', containerMaxWidth: '1000px' },
    contentTone: { voice: 'warm, personal and unhurried', complexity: 'simple', focus: 'emotions' },
    imageContext: { tone: 'personal', imageStyle: 'warm', overlayOpacity: 0.4, overlayGradient: familiesGradient },
  },
};
