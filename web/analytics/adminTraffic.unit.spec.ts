import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MARKED_STORAGE_KEY, adminSessionPath, markAdminTraffic } from './adminTraffic.ts';
import { ANALYTICS_SESSION_STORAGE_KEY } from './sessionId.ts';

function memoryStorage(values: Record<string, string> = {}) {
  return { values, getItem: (key: string) => values[key] ?? null, setItem: (key: string, value: string) => void (values[key] = value) };
}

describe('marking the administrator’s own traffic', () => {
  it('sends the analytics session id once per browser session', async () => {
    const storage = memoryStorage({ [ANALYTICS_SESSION_STORAGE_KEY]: 'session_abc_1' });
    const send = vi.fn().mockResolvedValue({ success: true });
    await markAdminTraffic({ storage, send, warn: vi.fn() });
    await markAdminTraffic({ storage, send, warn: vi.fn() });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('POST', adminSessionPath, { sessionId: 'session_abc_1' });
    expect(storage.values[ADMIN_MARKED_STORAGE_KEY]).toBe('session_abc_1');
  });

  it('sends nothing when tracking never started a session', async () => {
    const send = vi.fn();
    await markAdminTraffic({ storage: memoryStorage(), send, warn: vi.fn() });
    await markAdminTraffic({ storage: undefined, send, warn: vi.fn() });
    expect(send).not.toHaveBeenCalled();
  });

  it('only warns when the call fails, and tries again next time', async () => {
    const storage = memoryStorage({ [ANALYTICS_SESSION_STORAGE_KEY]: 'session_abc_1' });
    const warn = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ success: true });
    await markAdminTraffic({ storage, send, warn });
    expect(warn).toHaveBeenCalledWith('Failed to mark admin traffic', expect.any(Error));
    await markAdminTraffic({ storage, send, warn });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
