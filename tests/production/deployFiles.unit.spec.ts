/** The files in deploy/ agree with each other and with the site's configuration (api/config.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { startNodeOptions } from '../support/serverProcess.ts';
import { deployPath, readEnvironmentFile } from './deployFiles.ts';

const site = readFileSync(deployPath('nginx-site.conf'), 'utf8');
const unit = readFileSync(deployPath('chb.service'), 'utf8');
const environment = readEnvironmentFile();

describe('deploy/', () => {
  it('has an environment file the site accepts: two workers on PostgreSQL, behind the proxy on this machine', () => {
    const config = loadConfig(environment);
    expect(config).toMatchObject({ NODE_ENV: 'production', WORKERS: 2, HOST: '127.0.0.1', TRUST_PROXY: ['127.0.0.1'] });
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
  });

  it('has nginx forward to the address the site listens on, and take the largest upload the site takes', () => {
    const config = loadConfig(environment);
    expect(site).toMatch(new RegExp(`upstream chb_site \\{\\s*server ${config.HOST}:${config.PORT};`));
    const [, megabytes] = /client_max_body_size (\d+)m;/.exec(site) ?? [];
    expect(Number(megabytes)).toBeGreaterThan(config.IMAGE_MAX_MB);
  });

  it('has the systemd unit run the compiled server as npm start does, with that environment file', () => {
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/chb\/chb\.env$/m);
    const options = startNodeOptions();
    expect(options.join(' ')).toMatch(/--max-semi-space-size=\d+ --heap-growing-percent=\d+/);
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/node ${[...options, 'dist/server/api/main.js'].join(' ')}$`, 'm'));
    expect(unit).toMatch(/^Environment=MALLOC_ARENA_MAX=2$/m);
    expect(readFileSync(deployPath('chb.env.example'), 'utf8')).toContain('/etc/chb/chb.env');
  });
});
