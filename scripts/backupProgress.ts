import cliProgress from 'cli-progress';

export interface Progress {
  start(total: number, detail?: string): void;
  update(value: number, detail?: string): void;
  stop(): void;
}

/**
 * A progress bar on standard error when it is a terminal; nothing otherwise (the scripts then print one
 * quiet line per finished phase, which a log or cron mail keeps readable).
 */
export function progressBar(label: string): Progress {
  if (!process.stderr.isTTY) return { start() {}, update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    { format: `${label.padEnd(10)} [{bar}] {percentage}% {detail}`, stream: process.stderr, hideCursor: true, clearOnComplete: false, etaBuffer: 50 },
    cliProgress.Presets.shades_classic,
  );
  let running = false;
  return {
    start(total, detail = '') {
      running = true;
      bar.start(Math.max(total, 1), 0, { detail });
    },
    update(value, detail) {
      if (running) bar.update(value, detail === undefined ? undefined : { detail });
    },
    stop() {
      if (running) bar.stop();
      running = false;
    },
  };
}
