import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config.ts';
import { toGraphQLError, unauthorized, UserError } from '../errors.ts';

const MB = 1024 * 1024;
/** Room for the form's text parts (operations, map) beside the files. */
const FIELDS_BYTES = MB;

/** The most a GraphQL request may send: UPLOAD_MAX_FILES files of IMAGE_MAX_MB and the form's fields (Yoga's maxRequestBodySize). */
export const graphqlBodyLimit = (config: Pick<Config, 'IMAGE_MAX_MB' | 'UPLOAD_MAX_FILES'>) => Math.round(config.UPLOAD_MAX_FILES * config.IMAGE_MAX_MB * MB) + FIELDS_BYTES;

/**
 * GraphQL uploads (the multipart request spec): Yoga's form parser reads a request's files whole into
 * memory before any resolver runs, so a multipart request is checked before its body is read. Only an
 * administrator uploads, and a declared length beyond graphqlBodyLimit is refused with the limits
 * named; a body sent without a length is cut off at the limit by Yoga itself. Each file's own size is
 * checked after, as REST does.
 */
export function uploadGate(config: Pick<Config, 'IMAGE_MAX_MB' | 'UPLOAD_MAX_FILES'>, identify: (authorization: string | undefined) => Promise<unknown>): Plugin {
  const maxBytes = graphqlBodyLimit(config);
  return {
    async onRequestParse({ request }) {
      if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) return;
      if (!(await identify(request.headers.get('authorization') ?? undefined))) throw toGraphQLError(unauthorized());
      if (Number(request.headers.get('content-length')) > maxBytes) {
        throw toGraphQLError(new UserError(413, `the request is larger than ${config.UPLOAD_MAX_FILES} files of ${config.IMAGE_MAX_MB} MB, the limit`));
      }
    },
  };
}
