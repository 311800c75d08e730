import { get } from 'node:http';

/** What GET /healthz answers. */
export interface Health {
  status: string;
  database: string;
  lastPosition: string;
  /** The answering worker's id ("main" without workers). */
  worker: string;
  pid: number;
}

/** GET /healthz on a connection of its own (a kept-alive connection stays with the worker that accepted it). */
export function healthOnFreshConnection(url: string): Promise<Health> {
  return new Promise((resolve, reject) => {
    const request = get(`${url}/healthz`, { agent: false, headers: { connection: 'close' }, timeout: 5_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(JSON.parse(body) as Health) : reject(new Error(`${response.statusCode}: ${body}`))));
    });
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('no answer in 5 s')));
  });
}
