import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AdminSessions, bearerToken } from './adminSessions.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function clock(start = 1_700_000_000_000) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

describe('admin sessions', () => {
  it('issues 256-bit base64url tokens with a 12-hex-char id', () => {
    const sessions = new AdminSessions();
    const a = sessions.issue();
    const b = sessions.issue();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.tokenId).toMatch(/^[0-9a-f]{12}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenId).not.toBe(b.tokenId);
    expect(sessions.size).toBe(2);
  });

  it('keeps only sha256 hashes of tokens in memory', () => {
    const sessions = new AdminSessions();
    const { token, tokenId } = sessions.issue();
    const store = sessions.inspectStoreForTests();
    expect(store).toHaveLength(1);
    expect(store[0]?.key).toMatch(/^[0-9a-f]{64}$/);
    expect(store[0]?.key.startsWith(tokenId)).toBe(true);
    expect(JSON.stringify(store)).not.toContain(token);
  });

  it('verifies a live token, returns its id, and refreshes it', () => {
    const time = clock();
    const sessions = new AdminSessions({ now: time.now });
    const { token, tokenId } = sessions.issue();
    expect(sessions.verify(token)).toEqual({ tokenId });
    // Stay active: each check within the idle limit moves lastSeenAt forward.
    for (let i = 0; i < 5; i += 1) {
      time.advance(25 * MINUTE);
      expect(sessions.verify(token)).toEqual({ tokenId });
    }
  });

  it('expires after 30 idle minutes', () => {
    const time = clock();
    const sessions = new AdminSessions({ now: time.now });
    const { token, tokenId } = sessions.issue();
    time.advance(30 * MINUTE);
    expect(sessions.verify(token)).toEqual({ tokenId });
    time.advance(30 * MINUTE + 1);
    expect(sessions.verify(token)).toBeNull();
    expect(sessions.size).toBe(0); // deleted when seen expired
  });

  it('expires 8 hours after login even when active', () => {
    const time = clock();
    const sessions = new AdminSessions({ now: time.now });
    const { token } = sessions.issue();
    for (let elapsed = 0; elapsed < 8 * HOUR; elapsed += 20 * MINUTE) {
      expect(sessions.verify(token)).not.toBeNull();
      time.advance(20 * MINUTE);
    }
    // now exactly 8 h after login: still valid; one millisecond later: refused.
    expect(sessions.verify(token)).not.toBeNull();
    time.advance(1);
    expect(sessions.verify(token)).toBeNull();
  });

  it('honours custom limits', () => {
    const time = clock();
    const sessions = new AdminSessions({ now: time.now, idleMs: 1000, absoluteMs: 5000 });
    const { token } = sessions.issue();
    time.advance(1001);
    expect(sessions.verify(token)).toBeNull();
  });

  it('revokes a session', () => {
    const sessions = new AdminSessions();
    const { token, tokenId } = sessions.issue();
    const other = sessions.issue();
    expect(sessions.revoke(token)).toEqual({ tokenId });
    expect(sessions.verify(token)).toBeNull();
    expect(sessions.revoke(token)).toBeNull();
    expect(sessions.verify(other.token)).toEqual({ tokenId: other.tokenId });
  });

  it('refuses unknown, malformed and non-string tokens', () => {
    const sessions = new AdminSessions();
    const { token } = sessions.issue();
    const refused: unknown[] = [
      randomBytes(32).toString('base64url'),
      '',
      token.slice(0, 42),
      `${token}A`,
      `${token.slice(0, 42)}=`,
      ` ${token}`,
      undefined,
      null,
      42,
      { token },
      [token],
    ];
    for (const candidate of refused) {
      expect(sessions.verify(candidate)).toBeNull();
      expect(sessions.revoke(candidate)).toBeNull();
    }
    expect(sessions.verify(token)).not.toBeNull();
  });

  it('a fresh store (as after a restart) refuses earlier tokens', () => {
    const { token } = new AdminSessions().issue();
    expect(new AdminSessions().verify(token)).toBeNull();
  });

  it('sweeps expired sessions', () => {
    const time = clock();
    const sessions = new AdminSessions({ now: time.now });
    sessions.issue();
    time.advance(20 * MINUTE);
    const recent = sessions.issue();
    time.advance(15 * MINUTE);
    sessions.sweep();
    expect(sessions.size).toBe(1);
    expect(sessions.verify(recent.token)).not.toBeNull();
  });
});

describe('bearerToken', () => {
  it('extracts the token from a Bearer header', () => {
    expect(bearerToken('Bearer abc_DEF-123')).toBe('abc_DEF-123');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('BEARER   abc  ')).toBe('abc');
    expect(bearerToken('  Bearer abc')).toBe('abc');
  });

  it('returns undefined for anything else', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearerabc', 'Bearer a b', 'abc']) {
      expect(bearerToken(header)).toBeUndefined();
    }
  });
});
