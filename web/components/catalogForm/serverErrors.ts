/**
 * Field errors from the server, for react-hook-form: a refused input answers BAD_USER_INPUT with
 * `inputErrors` ({ path: 'input.sessionId', message }) and a message naming each path
 * ('input.sessionId: no creative session named x'); each is put beside the field it names.
 */
import { CombinedGraphQLErrors } from '@apollo/client';

export interface ServerFieldError {
  /** The form field ('sessionId', 'generationParams.seed'), or null when it names none the form has. */
  readonly field: string | null;
  readonly message: string;
}

interface InputErrorLike {
  readonly path?: unknown;
  readonly message?: unknown;
}

const fieldOf = (path: string) => path.replace(/^input\./, '') || null;

/** The input errors a failed mutation names: from the errors' `inputErrors`, else read from their messages. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const found: ServerFieldError[] = [];
  for (const graphqlError of error.errors) {
    const listed = graphqlError.extensions?.inputErrors;
    if (Array.isArray(listed) && listed.length > 0) {
      for (const item of listed as InputErrorLike[]) {
        if (typeof item.message !== 'string') continue;
        found.push({ field: typeof item.path === 'string' ? fieldOf(item.path) : null, message: item.message });
      }
      continue;
    }
    found.push(...messageFieldErrors(graphqlError.message));
  }
  return found;
}

/** 'input.title: must not be empty; input.generationParams.seed: must be at least 1' → one error per part. */
export function messageFieldErrors(message: string): ServerFieldError[] {
  return message.split('; ').map((part) => {
    const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(part);
    return match ? { field: fieldOf(match[1]!), message: match[2]! } : { field: null, message: part };
  });
}

/**
 * The form fields an input's errors may name: each field of the input, and a nested input's fields as
 * `<field>.<name>` in place of the field itself (generationParams → generationParams.seed, ...).
 */
export function serverErrorFields(fields: readonly string[], nested: Readonly<Record<string, readonly string[]>> = {}): string[] {
  return fields.flatMap((field) => nested[field]?.map((name) => `${field}.${name}`) ?? [field]);
}

/** Gives each error to `setError` when the form has its field; returns the messages no field took. */
export function applyServerFieldErrors(errors: readonly ServerFieldError[], knownFields: readonly string[], setError: (field: string, message: string) => void): string[] {
  const rest: string[] = [];
  for (const { field, message } of errors) {
    if (field !== null && knownFields.includes(field)) setError(field, message);
    else rest.push(field ? `${field}: ${message}` : message);
  }
  return rest;
}
