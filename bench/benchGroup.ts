/** What a group of benchmarks in `npm run bench` is, and the settings every group runs with. */
import type { DatabaseKind } from '../prisma/database.ts';
import type { Figure } from './figures.ts';

export interface BenchSettings {
  /** `--quick`: every run shortened. */
  quick: boolean;
  /** Length of each timed run, in seconds. */
  seconds: number;
  /** Runs per figure; the median is kept. */
  runs: number;
  /** The databases to measure on: PGlite, and PostgreSQL when its server is reachable. */
  kinds: DatabaseKind[];
}

/** Prints a figure and keeps it in the group's results. */
export type RecordFigure = (figure: Figure) => void;

export interface BenchGroup {
  id: string;
  title: string;
  run(record: RecordFigure, settings: BenchSettings): Promise<void>;
}
