import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.ts';

export type Logger = FastifyBaseLogger;

interface LoggedRequest {
  method?: string;
  url?: string;
}

/**
 * Requests are logged by method and path only: never the client's address or port (Fastify's default),
 * its user agent or a query string, so no log line can tie a visitor to what they did.
 */
const serializers = {
  req: (request: LoggedRequest) => ({ method: request.method, path: request.url?.split('?')[0] }),
};

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'chb-site' },
    serializers,
    redact: ['req.headers.authorization', 'password', '*.password'],
  });
}
