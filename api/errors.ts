import { GraphQLError } from 'graphql';
import type { z, ZodError } from 'zod';
import { AlreadyExistsError, EventValidationError, NotFoundError, WrongExpectedVersionError } from '../events/store/errors.ts';
import { ImageRejectedError, QueueFullError, type ImageRejection } from '../media/mediaErrors.ts';
import { isDatabaseUnavailable } from './databaseUnavailable.ts';
import { describeProblem, findUnstorableInput } from './http/unstorableText.ts';

/** A refused image file: too large is 413, a format the site does not take 415, anything else about its content 422. */
const statusOfRejection = (reason: ImageRejection) => (reason === 'too-large' ? 413 : reason === 'unsupported-format' ? 415 : 422);

export interface InputError {
  path: string;
  message: string;
}

/** An error the caller caused: it carries the HTTP status and a message that reads well after '{status}: '. */
export class UserError extends Error {
  override name = 'UserError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly inputErrors: InputError[] = [],
    /** For a 503 or 429: when to try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  static fromZod(error: ZodError, prefix = ''): UserError {
    const inputErrors = error.issues.map((issue) => ({
      path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
      message: issue.message,
    }));
    const text = inputErrors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
    return new UserError(400, text, inputErrors);
  }
}

/**
 * The input as the schema parses it, or a 400 naming each problem (paths under `prefix`). Text the
 * database cannot store is refused here too: the edge checks the request as sent, but a form part or
 * JSON text inside a field (the tags) only shows what it holds once parsed.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw UserError.fromZod(parsed.error, prefix);
  const unstorable = findUnstorableInput(parsed.data);
  if (unstorable) throw new UserError(400, describeProblem({ ...unstorable, path: [prefix, unstorable.path].filter(Boolean).join('.') }, 'input'));
  return parsed.data;
}

export const notFound = (what: string) => new UserError(404, `${what} not found`);
export const unauthorized = () => new UserError(401, 'admin session required: sign in again');

/** Maps domain errors to user errors; anything else stays internal (masked, logged). */
export function toUserError(error: unknown): UserError | undefined {
  if (error instanceof UserError) return error;
  if (error instanceof NotFoundError) return notFound(error.what);
  if (error instanceof AlreadyExistsError) return new UserError(409, error.message);
  if (error instanceof WrongExpectedVersionError) {
    const what = error.streamId.replace(/^image:/, 'image ').replace(/^creative-session:/, 'creative session ');
    return new UserError(409, `conflict: ${what} was changed by someone else (now at version ${error.actual}); reload and try again`);
  }
  if (error instanceof ImageRejectedError) return new UserError(statusOfRejection(error.reason), error.message);
  if (error instanceof QueueFullError) return new UserError(503, error.message, [], error.retryAfterSeconds);
  if (isDatabaseUnavailable(error)) {
    return new UserError(503, 'the database is unavailable right now; please try again in a moment');
  }
  if (error instanceof EventValidationError) {
    return new UserError(400, error.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '), error.issues);
  }
  return undefined;
}

const codeOf: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_IMAGE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

export function toGraphQLError(error: UserError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: {
      code: codeOf[error.status] ?? 'BAD_REQUEST',
      http: { status: error.status, ...(error.retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(error.retryAfterSeconds) } }) },
      inputErrors: error.inputErrors,
    },
  });
}

/** Subscriptions are checked when they start (scope checks on resolve would only fire on the first event). */
export function requireAdmin(ctx: { admin: unknown }): void {
  if (!ctx.admin) throw toGraphQLError(unauthorized());
}
