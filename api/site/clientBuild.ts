import { projectPath } from '../../projectRoot.ts';

/** The client build (`vite build` writes dist/web): the static site serves it, the usage scan reads its image references. */
export const clientBuildDir = projectPath('dist/web');
