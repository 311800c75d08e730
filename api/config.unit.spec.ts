import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', LOG_LEVEL: 'info' });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
  });

  it('names every invalid variable in one error', () => {
    const read = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT/);
    expect(read).toThrow(/LOG_LEVEL/);
    expect(read).toThrow(/DATABASE_URL/);
  });
});

describe('hardening settings', () => {
  it('defaults to no trusted proxy, no extra CORS origin and the documented limits', () => {
    expect(loadConfig({})).toMatchObject({
      TRUST_PROXY: false,
      CORS_ORIGINS: [],
      RESPONSE_CACHE_MB: 64,
      WS_MAX_CONNECTIONS_PER_IP: 50,
      WS_MAX_SUBSCRIPTIONS: 25,
      GENERATED_MAX_MB: 256,
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/33' })).toThrow(/10\.0\.0\.1\/33/);
  });

  it('reads CORS_ORIGINS as origins and refuses anything else', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://b.example:8080' }).CORS_ORIGINS).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('WORKERS', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site' };

  it('defaults to one process, and takes a count with PostgreSQL', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).WORKERS).toBe(1);
    expect(loadConfig({ ...postgres, WORKERS: '4' }).WORKERS).toBe(4);
  });

  it('refuses more than one process on the embedded database, naming DATABASE_URL', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: 2 server processes need PostgreSQL: set DATABASE_URL/);
  });

  it('refuses counts that are not whole numbers from 1 to 64, with one message each', () => {
    for (const bad of ['0', '65', '1.5', 'two', '-1', 'auto']) {
      let message = '';
      try {
        loadConfig({ ...postgres, WORKERS: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, bad).toMatch(/WORKERS: must be/);
      expect(message.match(/WORKERS/g), bad).toHaveLength(1);
    }
    expect(() => loadConfig({ WORKERS: '1.5' })).not.toThrow(/need PostgreSQL/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default, and taken when it is at least 16 characters without spaces', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'metrics-token-0123456789' }).METRICS_TOKEN).toBe('metrics-token-0123456789');
  });

  it('refuses a short token or one with spaces, naming METRICS_TOKEN', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle' })).toThrow(/METRICS_TOKEN: must not contain spaces/);
  });
});
