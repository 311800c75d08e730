import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import { PinoPretty } from 'pino-pretty';
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

export type LogFormat = 'json' | 'pretty';

/**
 * JSON lines, one per event, for log collectors; readable colored lines only for a developer
 * watching a terminal. Production is always JSON, whatever stdout is.
 */
export function logFormatFor(nodeEnv: Config['NODE_ENV'], stdoutIsTerminal: boolean): LogFormat {
  return nodeEnv === 'development' && stdoutIsTerminal ? 'pretty' : 'json';
}

export interface LoggerOptions {
  /** Where the lines go (standard output unless given). */
  readonly destination?: Writable;
  readonly format?: LogFormat;
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, options: LoggerOptions = {}): Logger {
  const format = options.format ?? logFormatFor(config.NODE_ENV, Boolean(process.stdout.isTTY));
  const settings = {
    level: config.LOG_LEVEL,
    base: { service: 'chb-site' },
    serializers,
    redact: ['req.headers.authorization', 'password', '*.password'],
  };
  const destination: DestinationStream | undefined =
    format === 'pretty'
      ? PinoPretty({
          destination: options.destination ?? 1,
          colorize: options.destination === undefined,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname,service',
        })
      : options.destination;
  return destination ? pino(settings, destination) : pino(settings);
}
