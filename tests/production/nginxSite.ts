/**
 * nginx running deploy/nginx-site.conf as it is, for the tests: only its `listen` lines and the address of
 * its upstream server change. The http context around it is Debian's in what matters to the site (gzip
 * on, the MIME types); everything nginx writes goes to a temporary prefix of its own.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SITE_FILE = fileURLToPath(new URL('../../deploy/nginx-site.conf', import.meta.url));

export interface SiteAddresses {
  /** The port nginx listens on, on 127.0.0.1. */
  listenPort: number;
  /** host:port of the site nginx forwards to. */
  upstream: string;
}

/** The site file with its listen lines and upstream server replaced: the only changes the tests make to it. */
export function siteForTest(site: string, { listenPort, upstream }: SiteAddresses): string {
  const listens = site.match(/^[ \t]*listen[ \t][^;]*;[^\n]*\n/gm) ?? [];
  const upstreams = site.match(/^([ \t]*upstream[ \t]+\w+[ \t]*\{[^}]*?\n[ \t]*server[ \t]+)[^;\s]+;/m);
  if (!listens.length || !upstreams) throw new Error(`${SITE_FILE} has no listen line or no upstream server to point at the test's site`);
  let first = true;
  return site
    .replace(/^([ \t]*)listen[ \t][^;]*;[^\n]*\n/gm, (_line, indent: string) => {
      const replacement = first ? `${indent}listen 127.0.0.1:${listenPort};\n` : '';
      first = false;
      return replacement;
    })
    .replace(upstreams[0], `${upstreams[1]}${upstream};`);
}

/** nginx's main configuration around the site: Debian's settings that touch it, paths in the prefix. */
function mainConfiguration(prefix: string): string {
  return `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    sendfile on;
    tcp_nopush on;
    gzip on;
    include ${prefix}/site.conf;
}
`;
}

export interface RunningNginx {
  url: string;
  /** What nginx logged at warn level and above. */
  errorLog(): Promise<string>;
  /** Resolves when nginx has exited, stopped or not. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts nginx with the site (`edit` may change it further, to show what a broken configuration does)
 * and resolves once it accepts connections.
 */
export async function startNginx(addresses: SiteAddresses, edit: (site: string) => string = (site) => site): Promise<RunningNginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'chb-nginx-'));
  await writeFile(join(prefix, 'site.conf'), edit(siteForTest(await readFile(SITE_FILE, 'utf8'), addresses)));
  await writeFile(join(prefix, 'nginx.conf'), mainConfiguration(prefix));
  const errorLog = () => readFile(join(prefix, 'error.log'), 'utf8').catch(() => '');

  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  let running = true;
  const exited = new Promise<void>((resolve) => {
    const ended = () => {
      running = false;
      resolve();
    };
    child.once('exit', ended);
    child.once('error', ended); // not started at all (no nginx at NGINX_PATH)
  });
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };

  for (let attempt = 0; attempt < 100; attempt++) {
    if (!running) break;
    if (await acceptsConnections(addresses.listenPort)) return { url: `http://127.0.0.1:${addresses.listenPort}`, errorLog, exited, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = await errorLog();
  await stop();
  throw new Error(`nginx (${NGINX}) did not start with ${SITE_FILE}:\n${log}`);
}
