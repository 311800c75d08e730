import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import { bearerToken } from '../auth/adminSessions.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6 (::ffff:127.x.y.z). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return loopback.check(mapped, 'ipv4');
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  return loopback.check(address, 'ipv6');
}

/** Compares in constant time: both sides are hashed to the same length first. */
export function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type MetricsAccess = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/**
 * Who may read /metrics. With METRICS_TOKEN set: a caller presenting it as a bearer token, from
 * anywhere. Without it: only a caller on this machine, which takes two loopback addresses: the
 * connection's own (a forwarded address alone never makes a caller local), and the client's address as
 * TRUST_PROXY resolves it (`clientAddress`, Fastify's request.ip), so that a request a trusted reverse
 * proxy on this machine forwarded from elsewhere (X-Forwarded-For: 203.0.113.9) is not taken for local.
 * Without TRUST_PROXY both are the connection's address.
 */
export function metricsAccess(
  caller: { authorization: string | undefined; remoteAddress: string | undefined; clientAddress: string | undefined },
  token: string | undefined,
): MetricsAccess {
  if (token === undefined) {
    if (isLoopback(caller.remoteAddress) && isLoopback(caller.clientAddress)) return { allowed: true };
    return { allowed: false, status: 403, message: 'metrics are served to this machine only: set METRICS_TOKEN to read them from elsewhere with a bearer token' };
  }
  const given = bearerToken(caller.authorization);
  if (given === undefined) return { allowed: false, status: 401, message: 'metrics need the METRICS_TOKEN as a bearer token (Authorization: Bearer <token>)' };
  if (!sameToken(given, token)) return { allowed: false, status: 403, message: 'the bearer token is not the METRICS_TOKEN' };
  return { allowed: true };
}
