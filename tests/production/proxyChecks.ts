/**
 * What the reverse proxy in deploy/ must do, as checks that report instead of throwing: the end-to-end
 * suite (tests/e2e/proxy.spec.ts) expects each to pass through nginx in front of the WORKERS=2 site, and
 * tests/production/proxyConfig.int.spec.ts shows they fail when the configuration loses what they check.
 */
import { request, type OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { talk } from '../support/graphqlWs.ts';

export type CheckResult = { passed: true } | { passed: false; reason: string };

const passed: CheckResult = { passed: true };
const failed = (reason: string): CheckResult => ({ passed: false, reason });

export interface RawResponse {
  status: number;
  /** Every header line as sent, names in lower case (repeated headers stay separate). */
  headers: [string, string][];
  /** The body as sent, not decoded. */
  body: Buffer;
}

/** One HTTP request on a connection of its own, from the given local address (a client of that address). */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; body?: string; localAddress?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: [string, string][] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) headers.push([response.rawHeaders[index]!.toLowerCase(), response.rawHeaders[index + 1]!]);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(options.body);
  });
}

export const headerValues = (response: RawResponse, name: string) => response.headers.filter(([key]) => key === name).map(([, value]) => value);

/** A graphql-ws socket opened through the proxy is acknowledged and runs an operation. */
export async function webSocketThrough(baseUrl: string): Promise<CheckResult> {
  const frame = JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ __typename }' } });
  const outcome = await talk(`${baseUrl.replace(/^http/, 'ws')}/graphql`, undefined, [frame]);
  if (outcome.refusedWith !== undefined) return failed(`the WebSocket upgrade of /graphql was answered with HTTP ${outcome.refusedWith}, not 101`);
  const types = outcome.messages.map((message) => (message as { type: string }).type);
  if (!types.includes('connection_ack') || !types.includes('next')) {
    return failed(`the socket got ${JSON.stringify(types)} (closed ${outcome.closeCode ?? 'never'}), not an acknowledgement and a result`);
  }
  return passed;
}

/** An image that does not exist: a download of it spends one write and changes nothing. */
const NO_SUCH_IMAGE = 'img-proxy-budget-probe';
/**
 * Requests sent at once: more than the idle connections nginx keeps to the site (`keepalive 16` in deploy/), so
 * that each batch opens new ones, which the server processes take in turn. At 8, nginx reused its kept
 * connections, whichever processes had accepted them: one e2e run sent 1,808 writes of which the second process
 * saw too few to spend its budget (432 of 600 granted).
 */
const AT_ONCE = 32;
/**
 * How many times the whole budget the first client may send before the check gives up. A process busy with
 * other work answers its connections more slowly and so gets fewer of the writes: in one e2e run, beside the
 * 20 MB upload's rendering, the second process saw 247 of 1,832 (547 of 600 granted) when the bound was 3.
 * The check stops as soon as the budget is spent, within the limiter's minute.
 */
const MAX_SENT_PER_BUDGET = 10;

export interface WriteBudget {
  /** WRITE_LIMIT_PER_MINUTE of the site. */
  writesPerMinute: number;
  /** Server processes (WORKERS): each keeps its own budget per client. */
  processes: number;
}

/**
 * The write budget applies to each client's own address, as the proxy forwarded it: once the first client
 * (a connection from the local address `first`, e.g. 127.0.0.2) has spent its budget in every process,
 * it is refused even when it writes someone else's address into X-Forwarded-For, while a second client
 * (`second`) still writes. The two addresses must not have written in the last minute.
 */
export async function limitsPerForwardedClient(baseUrl: string, budget: WriteBudget, first: string, second: string): Promise<CheckResult> {
  const writes = (localAddress: string, count: number, headers: OutgoingHttpHeaders = {}) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const response = await rawRequest(`${baseUrl}/api/creative/images/${NO_SUCH_IMAGE}/download`, { method: 'POST', localAddress, headers });
        if (response.status !== 404 && response.status !== 429) throw new Error(`a write answered ${response.status}: ${response.body.toString()}`);
        return response.status;
      }),
    );
  const total = budget.writesPerMinute * budget.processes;
  let granted = 0;
  for (let sent = 0; granted < total && sent < total * MAX_SENT_PER_BUDGET; sent += AT_ONCE) {
    granted += (await writes(first, AT_ONCE)).filter((status) => status !== 429).length;
  }
  if (granted !== total) return failed(`the first client (${first}) was granted ${granted} writes, not the ${total} its budget holds`);
  // No more than one process's budget, wherever they land.
  if ((await writes(second, Math.min(AT_ONCE, budget.writesPerMinute))).includes(429)) {
    return failed(`a second client (${second}) was refused once the first had spent its budget: the site counted both as one client (is the client address forwarded?)`);
  }
  if ((await writes(first, AT_ONCE, { 'x-forwarded-for': '198.51.100.23' })).some((status) => status !== 429)) {
    return failed(`the first client (${first}) wrote again by sending its own X-Forwarded-For`);
  }
  return passed;
}

/** GET /metrics through the proxy answers 404 from the proxy, whoever asks. */
export async function metricsHidden(baseUrl: string): Promise<CheckResult> {
  for (const path of ['/metrics', '//metrics', '/metrics?format=prometheus']) {
    const response = await rawRequest(`${baseUrl}${path}`);
    if (response.status !== 404 || response.body.includes('chb_')) return failed(`GET ${path} through the proxy answered ${response.status}`);
  }
  return passed;
}

/**
 * The response carries exactly one Content-Encoding (brotli or gzip, as asked) and decodes, once, into
 * what `expected` accepts.
 */
export function decodedOnce(response: RawResponse, expected: (text: string) => boolean): CheckResult {
  const encodings = headerValues(response, 'content-encoding').flatMap((value) => value.split(',').map((token) => token.trim()));
  if (encodings.length !== 1 || !['br', 'gzip'].includes(encodings[0]!)) return failed(`Content-Encoding is ${JSON.stringify(encodings)}, not one of br or gzip`);
  let text: string;
  try {
    text = (encodings[0] === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body)).toString('utf8');
  } catch (error) {
    return failed(`the ${encodings[0]} body does not decode: ${(error as Error).message}`);
  }
  let expectedText = false;
  try {
    expectedText = expected(text);
  } catch {}
  return expectedText ? passed : failed(`the decoded body is not what was asked for: ${JSON.stringify(text.slice(0, 120))}`);
}
