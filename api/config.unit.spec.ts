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
