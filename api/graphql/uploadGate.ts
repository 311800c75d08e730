import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config.ts';
import { toGraphQLError, unauthorized, UserError } from '../errors.ts';

const MB = 1024 * 1024;
/** The end of the message of Yoga's form parser when its body limit cut the body off. */
const YOGA_BODY_TOO_LARGE = 'Request body too large';
/** Room for the form's text parts (operations, map) beside the files. */
const FIELDS_BYTES = MB;

/** The most a GraphQL request may send: UPLOAD_MAX_FILES files of IMAGE_MAX_MB and the form's fields (Yoga's maxRequestBodySize). */
export const graphqlBodyLimit = (config: Pick<Config, 'IMAGE_MAX_MB' | 'UPLOAD_MAX_FILES'>) => Math.round(config.UPLOAD_MAX_FILES * config.IMAGE_MAX_MB * MB) + FIELDS_BYTES;

/**
 * GraphQL uploads (the multipart request spec): Yoga's form parser reads a request's files whole into
 * memory before any resolver runs, so a multipart request is checked before its body is read. Only an
 * administrator uploads, and a declared length beyond graphqlBodyLimit is refused with the limits
 * named; a body sent without a length is cut off at the limit by Yoga itself, and refused the same.
 * Each file's own size is checked after, as REST does.
 */
export function uploadGate(config: Pick<Config, 'IMAGE_MAX_MB' | 'UPLOAD_MAX_FILES'>, identify: (authorization: string | undefined) => Promise<unknown>): Plugin {
  const maxBytes = graphqlBodyLimit(config);
  return {
    async onRequestParse({ request, requestParser, setRequestParser }) {
      if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) return;
      if (!(await identify(request.headers.get('authorization') ?? undefined))) throw toGraphQLError(unauthorized());
      const tooLarge = () => toGraphQLError(new UserError(413, `the request is larger than ${config.UPLOAD_MAX_FILES} files of ${config.IMAGE_MAX_MB} MB, the limit`));
      if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge();
      if (!requestParser) return;
      // Yoga cuts a body sent without a length off at maxRequestBodySize, and its form parser reports the cut as
      // invalid multipart data (400): the same request with a length gets 413 above.
      setRequestParser(async (parsed) => {
        try {
          return await requestParser(parsed);
        } catch (error) {
          if (error instanceof Error && error.message.endsWith(YOGA_BODY_TOO_LARGE)) throw tooLarge();
          throw error;
        }
      });
    },
  };
}
