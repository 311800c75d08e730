/**
 * The server of proxy.spec.ts: nginx with deploy/nginx-site.conf as it is (listening on
 * PORT, forwarding to UPSTREAM_PORT: the WORKERS=2 site of workers.spec.ts, tests/e2e/serveWorkers.ts).
 * SIGTERM stops nginx and removes its temporary prefix.
 */
import { startNginx } from '../production/nginxSite.ts';

const listenPort = Number(process.env.PORT ?? 4181);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 4180);

const nginx = await startNginx({ listenPort, upstream: `127.0.0.1:${upstreamPort}` });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void nginx.stop().then(() => process.exit(0));
};
void nginx.exited.then(async () => {
  if (stopping) return;
  console.error(`nginx exited by itself:\n${await nginx.errorLog()}`);
  await nginx.stop();
  process.exit(1);
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
