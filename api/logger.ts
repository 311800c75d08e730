import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.ts';

export type Logger = FastifyBaseLogger;

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'chb-site' },
    redact: ['req.headers.authorization', 'password', '*.password'],
  });
}
