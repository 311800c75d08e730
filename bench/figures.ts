/** One measured figure of `npm run bench`, and the results file they are kept in. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. '>= 1500'. */
  target?: string;
  met?: boolean;
  note?: string;
}

export interface GroupResult {
  title: string;
  date: string;
  runs: number;
  figures: Figure[];
  /** The machine this group was measured on (a partial run may add groups from another machine). */
  machine?: Machine;
}

export interface Machine {
  cores: number;
  cpu?: string;
  memoryGiB: number;
  node: string;
}

export interface Results {
  date: string;
  machine: Machine;
  /** Keyed by group id; a partial run (`--only`) replaces just its own groups. */
  groups: Record<string, GroupResult>;
}

export const formatValue = (value: number) =>
  Number.isInteger(value) || Math.abs(value) >= 100
    ? Math.round(value).toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) < 1 ? 3 : 2 });
