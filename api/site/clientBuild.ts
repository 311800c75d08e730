import { fileURLToPath } from 'node:url';

/** The client build (`vite build` writes dist/web): the static site serves it, the usage scan reads its image references. */
export const clientBuildDir = fileURLToPath(new URL('../../dist/web', import.meta.url));
