import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSteps, staleReason } from '../../scripts/buildSteps.js';
import { copyCatalogInto } from './catalogCache.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

let serverBuildCurrent: boolean | undefined;
let serverArguments: string[] | undefined;

/** Whether dist/server was built from the sources as they are now (checked once per test process: it reads every source's time). */
function compiledServerIsCurrent(): boolean {
  return (serverBuildCurrent ??= !staleReason(root, buildSteps.find((step) => step.output === 'dist/server')!));
}

/** The node options `npm start` runs the server with (package.json): the tests' servers run with them too. */
export function startNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [, options = ''] = /\bnode ((?:--\S+ )*)dist\/server\/api\/main\.js/.exec(scripts.start) ?? [];
  return options.split(' ').filter((option) => option.length > 0);
}

/**
 * How to run the server: the compiled one (dist/server, what `npm start` runs) when it was built from
 * the sources as they are now (`npm test` builds first), which starts without compiling anything;
 * otherwise the sources through tsx.
 */
export function serverCommand(): string[] {
  return (serverArguments ??= [...startNodeOptions(), ...(compiledServerIsCurrent() ? [join('dist', 'server', 'api', 'main.js')] : ['--import', 'tsx', 'api/main.ts'])]);
}

/**
 * The node arguments that run an operator script (`scripts/<name>.ts`, what `npm run <command>` runs through
 * tsx): its compiled form in dist/server/scripts when dist/server is current, which starts on about 0.6 s of
 * CPU instead of 1.0; otherwise the source through tsx.
 */
export function scriptCommand(script: string): string[] {
  const compiled = join('dist', 'server', script.replace(/\.ts$/, '.js'));
  return compiledServerIsCurrent() && existsSync(join(root, compiled)) ? [compiled] : ['--import', 'tsx', script];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /** The server renders the catalog's files itself when it starts, instead of starting from a copy of the run's (on PGlite) or rendering each when first asked for. */
  readonly renderCatalog?: boolean;
  /** Run `npm start` itself (its build check, then the compiled server), not the sources through tsx. */
  readonly npmStart?: boolean;
}

/**
 * Starts `api/main.ts` as `npm start` would (without the build step, unless `npmStart`: compiled when
 * dist/server is current, see serverCommand) and waits
 * for /healthz. A new DATA_DIR gets a copy of the run's pre-rendered catalog files (CHB_CATALOG_CACHE)
 * unless `renderCatalog` asks the server to render them itself at start.
 */
export async function startServer(env: Record<string, string | undefined>, timeoutMs = 120_000, options: StartOptions = {}): Promise<ServerProcess> {
  const cache = process.env.CHB_CATALOG_CACHE;
  if (!options.renderCatalog && cache && env.DATA_DIR && !existsSync(join(env.DATA_DIR, 'blobs'))) {
    copyCatalogInto(cache, env.DATA_DIR);
  }
  const port = Number(env.PORT) || (await freePort());
  const [command, args] = options.npmStart ? ['npm', ['start', '--silent']] : [process.execPath, serverCommand()];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // As npm start runs it.
      MALLOC_ARENA_MAX: '2',
      LOG_LEVEL: 'warn',
      CATALOG_RENDER_AT_START: options.renderCatalog ? 'true' : 'false',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // npm runs the server in a shell of its own: stopping signals the whole group.
    detached: options.npmStart,
  });
  const signal = (name: NodeJS.Signals) => {
    if (!options.npmStart) return child.kill(name);
    try {
      return process.kill(-child.pid!, name);
    } catch (error) {
      // The whole group has already gone (npm ended on an earlier signal).
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
      throw error;
    }
  };
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      signal('SIGKILL');
      throw new Error(`server did not answer /healthz in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    async stop(stopSignal = 'SIGTERM') {
      // A process ended by a signal keeps exitCode null: signalCode says it has gone too.
      if (child.exitCode === null && child.signalCode === null) signal(stopSignal);
      return exited;
    },
  };
}
