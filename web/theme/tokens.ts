/**
 * Design tokens for components. Perspective-dependent values are CSS variables set on the page
 * root (web/perspective/themeVariables.ts), so a perspective switch restyles the page without
 * re-rendering it; the rest are fixed scales shared by every perspective.
 */
import { themeVar } from '../perspective/themeVariables.ts';

const v = (name: string) => `var(${name})`;

export const color = {
  primary: v(themeVar.colorPrimary),
  onPrimary: v(themeVar.colorOnPrimary),
  secondary: v(themeVar.colorSecondary),
  accent: v(themeVar.colorAccent),
  quaternary: v(themeVar.colorQuaternary),
  background: v(themeVar.colorBackground),
  surface: v(themeVar.colorSurface),
  foreground: v(themeVar.colorForeground),
  muted: v(themeVar.colorMuted),
  /** Hairlines and card borders. */
  border: `color-mix(in srgb, ${v(themeVar.colorForeground)} 12%, ${v(themeVar.colorBackground)})`,
  /** A quiet band behind alternate sections; body text keeps AA on it. */
  tint: `color-mix(in srgb, ${v(themeVar.colorSecondary)} 6%, ${v(themeVar.colorBackground)})`,
  /** Dark bands (hero, closing calls to action) use the foreground as their background. */
  ink: v(themeVar.colorForeground),
  onInk: v(themeVar.colorBackground),
  onInkMuted: `color-mix(in srgb, ${v(themeVar.colorBackground)} 78%, ${v(themeVar.colorForeground)})`,
  primarySoft: `color-mix(in srgb, ${v(themeVar.colorPrimary)} 12%, ${v(themeVar.colorSurface)})`,
} as const;

/**
 * Colours that mean the same in every perspective (status, warnings, errors), so they do not come
 * from the perspective's variables. Each text shade keeps AA contrast on its own backgrounds.
 */
export const status = {
  success: { soft: '#dcfce7', faint: '#f0fdf4', strong: '#15803d', text: '#14532d' },
  info: { soft: '#dbeafe', text: '#1e3a8a' },
  warning: { soft: '#fef3c7', faint: '#fffbeb', border: '#f59e0b', strong: '#b45309', text: '#78350f' },
  danger: { strong: '#b91c1c' },
} as const;

/** Fixed text colours for surfaces that do not follow the perspective. */
export const fixedText = {
  /** Body text on the light tinted boxes (status notes, journey chapters). */
  onTint: '#1f2937',
  /** Text on a saturated accent or a dark overlay. */
  onStrong: '#ffffff',
} as const;

/** Hues with a fixed meaning of their own (the journey's chapters); text shades keep AA on white. */
export const hue = {
  blue: { accent: '#2563eb', soft: '#eff6ff', text: '#1e40af' },
  purple: { accent: '#7c3aed', soft: '#f5f3ff', text: '#5b21b6' },
  green: { accent: '#16a34a', soft: '#f0fdf4', text: '#166534' },
} as const;

export const hero = {
  overlayGradient: v(themeVar.heroOverlayGradient),
  overlayOpacity: v(themeVar.heroOverlayOpacity),
  imageFilter: v(themeVar.heroImageFilter),
} as const;

export const font = {
  body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headline: v(themeVar.headlineFont),
  headlineWeight: v(themeVar.headlineWeight),
  headlineTracking: v(themeVar.headlineTracking),
  bodySize: v(themeVar.bodySize),
} as const;

export const layout = {
  /** Section spacing: 2, 3 or 4rem by perspective. */
  spacing: v(themeVar.spacing),
  /** Vertical padding of a page section: twice the spacing on wide screens. */
  sectionPadding: `calc(${v(themeVar.spacing)} * 2)`,
  sectionPaddingNarrow: `calc(${v(themeVar.spacing)} * 1.25)`,
  containerMaxWidth: v(themeVar.containerMaxWidth),
  textAlign: v(themeVar.textAlign),
  radius: v(themeVar.radius),
  gridStagger: v(themeVar.gridStagger),
  headerHeight: '4rem',
  /** Comfortable line length for running text. */
  measure: '68ch',
} as const;

export const shadow = {
  card: '0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px -12px rgb(15 23 42 / 0.18)',
  raised: '0 2px 4px rgb(15 23 42 / 0.08), 0 20px 40px -20px rgb(15 23 42 / 0.35)',
} as const;

export const motion = {
  fast: '150ms cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Mobile-first breakpoints. */
export const media = {
  md: '@media (min-width: 768px)',
  lg: '@media (min-width: 1024px)',
  /** Where the header shows the full navigation instead of the menu toggle. */
  desktopNav: '@media (min-width: 900px)',
} as const;
