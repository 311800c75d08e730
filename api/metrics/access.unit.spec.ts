import { describe, expect, it } from 'vitest';
import { isLoopback, metricsAccess, sameToken } from './access.ts';

const token = 'metrics-token-0123456789abcdef';

describe('loopback addresses', () => {
  it('counts 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6 as this machine', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3']) {
      expect(isLoopback(address), address).toBe(true);
    }
  });

  it('counts every other address, and none at all, as another machine', () => {
    for (const address of [undefined, '', '10.0.0.1', '128.0.0.1', '0.0.0.0', '::', '::2', '::ffff:10.0.0.1', 'fe80::1', 'localhost', '127.0.0.1.example']) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});

describe('token comparison', () => {
  it('accepts only the same text, whatever the lengths', () => {
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(`${token}x`, token)).toBe(false);
    expect(sameToken(token.slice(1), token)).toBe(false);
    expect(sameToken('', token)).toBe(false);
  });
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: this machine only, and the refusal says to set METRICS_TOKEN', () => {
    expect(metricsAccess({ authorization: undefined, remoteAddress: '127.0.0.1', clientAddress: '127.0.0.1' }, undefined)).toEqual({ allowed: true });
    const refused = metricsAccess({ authorization: `Bearer ${token}`, remoteAddress: '198.51.100.4', clientAddress: '198.51.100.4' }, undefined);
    expect(refused).toMatchObject({ allowed: false, status: 403, message: expect.stringMatching(/set METRICS_TOKEN/) });
  });

  it('without METRICS_TOKEN: behind a trusted proxy on this machine, the client it forwarded must be local too', () => {
    expect(metricsAccess({ authorization: undefined, remoteAddress: '127.0.0.1', clientAddress: '203.0.113.9' }, undefined)).toMatchObject({ allowed: false, status: 403 });
    expect(metricsAccess({ authorization: undefined, remoteAddress: '203.0.113.9', clientAddress: '127.0.0.1' }, undefined)).toMatchObject({ allowed: false, status: 403 });
    expect(metricsAccess({ authorization: undefined, remoteAddress: '::ffff:127.0.0.1', clientAddress: '::1' }, undefined)).toEqual({ allowed: true });
  });

  it('with METRICS_TOKEN: a missing token is 401, a wrong one 403 (from this machine too), the right one passes from anywhere', () => {
    expect(metricsAccess({ authorization: undefined, remoteAddress: '127.0.0.1', clientAddress: '127.0.0.1' }, token)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess({ authorization: `Basic ${token}`, remoteAddress: '127.0.0.1', clientAddress: '127.0.0.1' }, token)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess({ authorization: 'Bearer not-the-metrics-token', remoteAddress: '127.0.0.1', clientAddress: '127.0.0.1' }, token)).toMatchObject({ allowed: false, status: 403 });
    expect(metricsAccess({ authorization: `bearer ${token}`, remoteAddress: '198.51.100.4', clientAddress: '198.51.100.4' }, token)).toEqual({ allowed: true });
  });
});
