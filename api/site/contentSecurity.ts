import { clientBuildDir } from './clientBuild.ts';
import { readInlineScriptSources } from './inlineScriptHashes.ts';

/** Script sources of the site: its own files and, by their hashes, the inline scripts of its built pages. */
export const scriptSources = ["'self'", ...readInlineScriptSources(clientBuildDir)];
