export class WrongExpectedVersionError extends Error {
  override name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: bigint,
    readonly actual: bigint,
  ) {
    super(`${streamId} changed meanwhile: expected version ${expected}, found ${actual}`);
  }
}

export class EventValidationError extends Error {
  override name = 'EventValidationError';
  constructor(
    readonly eventType: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(`invalid ${eventType}: ${issues.map((issue) => `${issue.path || '(data)'} ${issue.message}`).join('; ')}`);
  }
}
