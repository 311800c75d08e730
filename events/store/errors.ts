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

/** A command names something that does not exist (an image, an edit, a page visit). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  constructor(readonly what: string) {
    super(`${what} not found`);
  }
}

/** A command would create something that already exists (an administrator account). */
export class AlreadyExistsError extends Error {
  override name = 'AlreadyExistsError';
  constructor(readonly what: string) {
    super(`${what} already exists`);
  }
}

/** An aggregate's own reason to refuse a command, beyond the store's; aggregates extend it. */
export class RefusalError extends Error {
  override name = 'RefusalError';
}

/** Why a decider refuses a command. */
export type DomainError = NotFoundError | WrongExpectedVersionError | AlreadyExistsError | RefusalError;
