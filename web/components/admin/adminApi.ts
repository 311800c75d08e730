/**
 * The GraphQL documents and REST calls more than one admin page makes: the image with its live
 * changes, the signed-in account, sign-in and sign-out, and how a refused request reads. Their result
 * and variable types are generated (web/generated/graphql.ts: AdminImageQuery, ...); the image's
 * fields are the fragment beside the edit hooks (adminImageFragment.ts).
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ApiError, apiRequest, apiResponse } from '../../api/apiRequest.ts';
import { graphql } from '../../generated/gql.ts';

/** One image by id: the detail page's query, and what an edit refused as stale reloads. */
export const ADMIN_IMAGE = graphql(`
  query AdminImage($id: ID!) {
    image(id: $id) {
      ...AdminImage_image
    }
  }
`);

/** An image's live changes (the detail page's image, the admin grid's images). */
export const IMAGE_CHANGED = graphql(`
  subscription AdminImageChanged($id: ID, $after: BigInt) {
    imageChanged(id: $id, after: $after) {
      ...AdminImage_image
      logPosition
    }
  }
`);

function errorCodes(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => String(e.extensions?.code ?? ''));
  return [];
}

/** The server no longer knows the session (expired, restarted or signed out elsewhere). */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return errorCodes(error).includes('UNAUTHENTICATED');
}

/** An edit based on a version that another administrator has since replaced. */
export function isConflict(error: unknown): boolean {
  return errorCodes(error).includes('CONFLICT');
}

/** The account a sign-in without a name means (the server's default too). */
export const DEFAULT_ADMIN_ACCOUNT = 'admin';

/** The name of the administrator account the stored session signs in. */
export const ADMIN_ACCOUNT = graphql(`
  query AdminAccount {
    adminSession {
      account
    }
  }
`);

export interface LoginRequest {
  /** The administrator account; 'admin' when not given. */
  readonly name?: string;
  readonly password: string;
}

export type LoginOutcome =
  | { readonly ok: true; readonly sessionId: string; readonly account: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'failed' }
  | { readonly ok: false; readonly reason: 'throttled'; readonly message: string };

/** Too many attempts: the server's own words (they say how long to wait). */
class SignInThrottled {
  constructor(readonly message: string) {}
}

/** What POST /api/admin/auth is sent: the account name (surrounding spaces dropped, 'admin' when blank) and the password as typed. */
export function loginRequestBody({ name, password }: LoginRequest): { name: string; password: string } {
  return { name: name?.trim() || DEFAULT_ADMIN_ACCOUNT, password };
}

/** The sign-in answer, successful or not (a wrong name or password is a 401 that still explains itself in JSON). */
async function signInAnswer(request: LoginRequest): Promise<unknown> {
  try {
    return await apiRequest('POST', '/api/admin/auth', loginRequestBody(request), { auth: 'none' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429) return new SignInThrottled(error.body);
    // A name that cannot be an account (400) is refused like a wrong one.
    if (error.status === 400) return { success: false };
    return JSON.parse(error.body);
  }
}

/**
 * Any answer without success is 'invalid' (the form says 'Invalid password', whether the name or the
 * password was wrong: it does not tell which accounts exist); an unreachable server or an answer that
 * is not JSON is 'failed' ('Authentication failed'). No token goes with it: an old session's secret
 * has no business travelling with a sign-in.
 */
export async function requestAdminLogin(request: LoginRequest): Promise<LoginOutcome> {
  let body: unknown;
  try {
    body = await signInAnswer(request);
  } catch {
    return { ok: false, reason: 'failed' };
  }
  if (body instanceof SignInThrottled) return { ok: false, reason: 'throttled', message: body.message };
  const answer = body as { success?: unknown; sessionId?: unknown; account?: unknown } | null;
  if (answer?.success !== true || typeof answer.sessionId !== 'string') return { ok: false, reason: 'invalid' };
  const account = typeof answer.account === 'string' ? answer.account : loginRequestBody(request).name;
  return { ok: true, sessionId: answer.sessionId, account };
}

/** Ends the given session on the server; false when the server could not confirm it. */
export async function requestAdminLogout(token: string | null): Promise<boolean> {
  try {
    await apiResponse('POST', '/api/admin/logout', undefined, { auth: { token } });
    return true;
  } catch {
    return false;
  }
}
