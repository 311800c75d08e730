import type { FastifyError, FastifyInstance } from 'fastify';
import { toUserError } from '../errors.ts';

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body is larger than 100 KB',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content length does not match the body',
};

/**
 * Every non-OK answer is plain text that reads well after '{status}: ' (the client's error format).
 * Internal errors are logged with detail and answered without it.
 */
export function installErrorHandler(server: FastifyInstance) {
  server.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may have set what only its success answer should carry (a year's cache, an ETag, a download's name).
    reply.removeHeader('etag').removeHeader('content-disposition').removeHeader('last-modified').header('cache-control', 'no-store');
    const userError = toUserError(error);
    if (userError) {
      if (userError.status === 503) reply.header('retry-after', String(userError.retryAfterSeconds ?? 2));
      return reply.status(userError.status).type('text/plain; charset=utf-8').send(userError.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message = fastifyMessages[error.code] ?? error.message.replace(/^[^:]*Error: /, '');
      return reply.status(error.statusCode).type('text/plain; charset=utf-8').send(message);
    }
    request.log.error({ err: error }, 'internal error');
    return reply.status(500).type('text/plain; charset=utf-8').send('internal error; it has been logged');
  });
  server.setNotFoundHandler((request, reply) =>
    reply.status(404).type('text/plain; charset=utf-8').send(`no route for ${request.method} ${request.url.split('?')[0]}`),
  );
}
