import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config.ts';

export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Which peers may tell the client's address in X-Forwarded-For: none by default; with a hop count, that
 * many proxies in front of the server (whoever connects directly is taken for the first of them, so use
 * it only when the server cannot be reached but through them); with a list, exactly those addresses.
 */
export function trustProxyOf(setting: Config['TRUST_PROXY']): TrustProxy {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The client's address of a request that Fastify does not see (a WebSocket upgrade), as Fastify's request.ip would give it. */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trust) ?? request.socket.remoteAddress ?? '';
}

/**
 * What rate limits and the sign-in throttle count a client under: an IPv4 address, or the /64 network of
 * an IPv6 address (one subscriber gets a whole /64, so single IPv6 addresses are free to rotate).
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.map((part, index) => (index < 4 ? part : 0));
  return `${new ipaddr.IPv6(network).toString()}/64`;
}
