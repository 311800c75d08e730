import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers of any response that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sends for these options, read off one response of a throwaway server.
 * None of ours depends on the request (no nonces, no directive functions), so they never change.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ url: '/' });
    return Object.fromEntries(Object.entries(response.headers).flatMap(([name, value]) => (NOT_HELMET.has(name) ? [] : [[name, String(value)]])));
  } finally {
    await probe.close();
  }
}

/**
 * Sends helmet's headers on every response. @fastify/helmet builds a new helmet middleware per request
 * (parsing the CSP directives each time, in two hooks); the headers are the same every time.
 */
export async function installSecurityHeaders(server: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  server.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
