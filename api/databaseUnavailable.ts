const connectionCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // Prisma: cannot reach the server, the server closed the connection.
  'P1001',
  'P1017',
]);

/** True when an error (or one it wraps) means the database server cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; originalCode?: unknown };
    const code = String(candidate.code ?? candidate.originalCode ?? '');
    if (connectionCodes.has(code) || code.startsWith('08')) return true;
    if (typeof candidate.message === 'string' && /not currently accepting connections|Connection terminated|connection is closed|terminating connection/i.test(candidate.message)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
