/** A line of an NDJSON export (events/export.ts) that the log or its read models cannot take; nothing is imported. */
export class ImportLineError extends Error {
  override name = 'ImportLineError';
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`line ${line}: ${problem}`);
  }
}

export class ImportRefusedError extends Error {
  override name = 'ImportRefusedError';
}
