/** Prompt words and punctuation marks that choose motifs (case-insensitive whole-word match). */

export const MOTIFS = [
  'garden', 'frame', 'mountain', 'sun', 'wave', 'star', 'circuit',
  'bridge', 'lighthouse', 'tree', 'path', 'city', 'home', 'book',
] as const;
export type Motif = (typeof MOTIFS)[number];

export const MARKS = ['#', ';', '&', '|', '!'] as const;
export type Mark = (typeof MARKS)[number];

const MOTIF_WORDS: Record<Motif, readonly string[]> = {
  garden: ['garden', 'eden'],
  frame: ['geometric', 'frame', 'framed'],
  mountain: ['mountain', 'peak'],
  sun: ['sun', 'sunrise', 'sunset', 'sunny', 'dawn'],
  wave: ['wave', 'ocean', 'sea'],
  star: ['star', 'constellation', 'night'],
  circuit: ['circuit', 'network', 'data'],
  bridge: ['bridge'],
  lighthouse: ['lighthouse'],
  tree: ['tree', 'legacy', 'family', 'families'],
  path: ['path', 'road', 'journey'],
  city: ['city', 'cities', 'skyline'],
  home: ['home', 'hearth', 'house'],
  book: ['book', 'story', 'stories'],
};

const MARK_WORDS: Record<Mark, readonly string[]> = {
  '#': ['hash', 'hashtag'],
  ';': ['semi', 'semicolon'],
  '&': ['scout', 'ampersand'],
  '|': ['pipes', 'pipe'],
  '!': ['workshop', 'exclamation'],
};

function wordMatches(tokens: readonly string[], words: readonly string[]): boolean {
  return tokens.some((token) => words.some((word) => token === word || token === `${word}s` || token === `${word}es`));
}

export function detectMotifs(prompt: string): { motifs: Motif[]; marks: Mark[]; sunset: boolean } {
  const lower = prompt.toLowerCase();
  const tokens = lower.split(/[^a-z]+/).filter((token) => token.length > 0);
  const motifs = MOTIFS.filter((motif) => wordMatches(tokens, MOTIF_WORDS[motif]));
  const marks = MARKS.filter((mark) => lower.includes(mark) || wordMatches(tokens, MARK_WORDS[mark]));
  const sunset = wordMatches(tokens, ['sunset', 'sunrise', 'dawn', 'dusk']);
  return { motifs, marks, sunset };
}
