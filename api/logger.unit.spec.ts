import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor } from './logger.ts';

function capture(format: 'json' | 'pretty') {
  const destination = new PassThrough();
  const chunks: string[] = [];
  destination.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'development' }, { destination, format });
  return { logger, text: () => chunks.join('') };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('log format', () => {
  it('is JSON in production even on a terminal, pretty only for development on a terminal', () => {
    expect(logFormatFor('production', true)).toBe('json');
    expect(logFormatFor('production', false)).toBe('json');
    expect(logFormatFor('test', true)).toBe('json');
    expect(logFormatFor('development', false)).toBe('json');
    expect(logFormatFor('development', true)).toBe('pretty');
  });

  it('writes one JSON object per line, with the level, the message and the service', async () => {
    const { logger, text } = capture('json');
    logger.info({ rendered: 3 }, 'catalog images rendered');
    await settle();
    const line = JSON.parse(text().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'catalog images rendered', rendered: 3, service: 'chb-site' });
  });

  it('writes readable lines in the pretty format: level name and message, no JSON', async () => {
    const { logger, text } = capture('pretty');
    logger.warn('disk budget reached');
    await settle();
    expect(text()).toMatch(/WARN.*: disk budget reached/);
    expect(() => JSON.parse(text().trim())).toThrow();
  });

  it('never logs a password or an authorization header', async () => {
    const { logger, text } = capture('json');
    logger.info({ password: 'hunter2hunter2', req: { headers: { authorization: 'Bearer secret-token' } } }, 'sign-in');
    await settle();
    expect(text()).not.toContain('hunter2hunter2');
    expect(text()).not.toContain('secret-token');
  });
});
