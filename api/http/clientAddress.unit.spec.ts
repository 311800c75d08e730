import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, clientKey, trustProxyOf } from './clientAddress.ts';

const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('client keys', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });

  it('keeps IPv4 addresses whole, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });
});

describe('trusted proxies', () => {
  it('ignores X-Forwarded-For by default', () => {
    expect(clientAddressOf(request('198.51.100.1', '203.0.113.7'), trustProxyOf(false))).toBe('198.51.100.1');
  });

  it('takes the address one hop behind the proxy with a hop count of 1, not one a client wrote further left', () => {
    expect(clientAddressOf(request('127.0.0.1', '6.6.6.6, 203.0.113.7'), trustProxyOf(1))).toBe('203.0.113.7');
  });

  it('trusts only the listed proxies', () => {
    const trust = trustProxyOf(['10.0.0.0/8']);
    expect(clientAddressOf(request('10.1.2.3', '203.0.113.7'), trust)).toBe('203.0.113.7');
    expect(clientAddressOf(request('198.51.100.1', '203.0.113.7'), trust)).toBe('198.51.100.1');
  });
});
