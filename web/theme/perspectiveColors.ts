/**
 * Each perspective's colours (web/content/perspectives.ts holds the rest of its theme). The brand
 * pink is the primary everywhere; every text colour keeps AA contrast on its background and surface.
 */
const brandPink = '#FE299E';
/** Near-black text on the pink primary. */
const onBrandPink = '#0B0B0F';

export const perspectiveColors = {
  startup_founders: {
    primary: brandPink,
    onPrimary: onBrandPink,
    secondary: '#334155',
    accent: '#0369A1',
    quaternary: '#0F766E',
    background: '#F8FAFC',
    surface: '#FFFFFF',
    foreground: '#0F172A',
    muted: '#475569',
  },
  content_creators: {
    primary: brandPink,
    onPrimary: onBrandPink,
    secondary: '#6D28D9',
    accent: '#A21CAF',
    quaternary: '#1D4ED8',
    background: '#FAF5FF',
    surface: '#FFFFFF',
    foreground: '#2E1065',
    muted: '#5B4A7A',
  },
  memory_capturers: {
    primary: brandPink,
    onPrimary: onBrandPink,
    secondary: '#8A5A35',
    accent: '#9A3412',
    quaternary: '#3F6212',
    background: '#FDF8EF',
    surface: '#FFFDF8',
    foreground: '#3A2A1C',
    muted: '#6B5444',
  },
} as const;
