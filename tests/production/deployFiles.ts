/** The example production files in deploy/, read as the tests use them. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const deployPath = (name: string) => fileURLToPath(new URL(`../../deploy/${name}`, import.meta.url));

/** KEY=value lines as systemd's EnvironmentFile reads them (no quotes used); comments and blank lines skipped. */
export function readEnvironmentFile(path = deployPath('chb.env.example')): Record<string, string> {
  const entries = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const equals = line.indexOf('=');
      if (equals < 1) throw new Error(`${path}: "${line}" is not KEY=value`);
      return [line.slice(0, equals), line.slice(equals + 1)] as const;
    });
  return Object.fromEntries(entries);
}
