/**
 * GraphQL mutations that carry a file, as the GraphQL multipart request spec sends them
 * (multipart/form-data: `operations`, then `map`, then the file part), over XMLHttpRequest because it
 * reports the upload's progress and fetch does not. Like apiRequest (./apiRequest.ts): the stored
 * administrator's bearer token and credentials go with it; so does the header Yoga's CSRF prevention
 * asks of a multipart request. The document is sent with the type names Apollo's cache keys entries by,
 * so the answer can be written into the cache.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import { readAdminSession } from '../auth/adminSession.ts';

const GRAPHQL_PATH = '/graphql';

export interface UploadProgress {
  /** Bytes of the request sent so far, and in all (the file and the form around it). */
  readonly loaded: number;
  readonly total: number;
}

export interface UploadInputError {
  /** The input field, as the server names it ('input.title'). */
  readonly path: string;
  readonly message: string;
}

/**
 * A refused or failed upload: the server's message ('unsupported format svg: upload PNG, JPEG, WebP or
 * AVIF'), the HTTP status (0: no answer), the GraphQL error code, the fields it names, and for a busy
 * server when to try again.
 */
export class GraphQLUploadError extends Error {
  override name = 'GraphQLUploadError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly inputErrors: readonly UploadInputError[] = [],
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The connection failed before an answer came (status 0). */
export const NETWORK_ERROR_CODE = 'NETWORK';

export interface GraphQLUploadOptions<TVariables> {
  /** Every variable but the file, which goes in its own part. */
  readonly variables: Omit<TVariables, 'file'>;
  readonly file: File;
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}

/** The multipart body of the spec: the operation with the file variable null, the map naming the part that fills it, and the file. */
export function uploadFormData(document: TypedDocumentNode<unknown, never>, variables: Record<string, unknown>, file: File): FormData {
  const query = print(addTypenameToDocument(document));
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, file.name);
  return form;
}

interface GraphQLAnswer<TData> {
  readonly data?: TData | null;
  readonly errors?: readonly { readonly message?: unknown; readonly extensions?: { readonly code?: unknown; readonly inputErrors?: unknown } }[];
}

function parseAnswer<TData>(text: string): GraphQLAnswer<TData> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as GraphQLAnswer<TData>) : null;
  } catch {
    return null;
  }
}

function inputErrorsOf(value: unknown): UploadInputError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: { path?: unknown; message?: unknown }) =>
    typeof item?.path === 'string' && typeof item.message === 'string' ? [{ path: item.path, message: item.message }] : [],
  );
}

/** What the request answered: the data, or the error that explains the refusal. */
export function uploadResult<TData>(status: number, text: string, retryAfter: string | null): TData {
  const answer = parseAnswer<TData>(text);
  const retryAfterSeconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  const errors = answer?.errors ?? [];
  if (errors.length > 0) {
    const message = errors.map((error) => (typeof error.message === 'string' ? error.message : '')).filter(Boolean).join('; ');
    const code = errors.map((error) => error.extensions?.code).find((value) => typeof value === 'string') as string | undefined;
    const inputErrors = errors.flatMap((error) => inputErrorsOf(error.extensions?.inputErrors));
    throw new GraphQLUploadError(message || `${status}: the upload was refused`, status, code ?? null, inputErrors, retryAfterSeconds);
  }
  if (status >= 200 && status < 300 && answer?.data) return answer.data;
  throw new GraphQLUploadError(`${status}: ${text.trim().slice(0, 300) || 'no answer'}`, status, null, [], retryAfterSeconds);
}

/** Sends the mutation with the file; resolves with its data, rejects with a GraphQLUploadError (or an AbortError). */
export function graphqlUpload<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, options: GraphQLUploadOptions<TVariables>): Promise<TData> {
  const body = uploadFormData(document as TypedDocumentNode<unknown, never>, options.variables as Record<string, unknown>, options.file);
  return new Promise<TData>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', GRAPHQL_PATH);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    // Yoga refuses a multipart request without a header a plain HTML form cannot send (CSRF prevention).
    request.setRequestHeader('x-graphql-yoga-csrf', '1');
    const token = readAdminSession();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      try {
        resolve(uploadResult<TData>(request.status, request.responseText, request.getResponseHeader('retry-after')));
      } catch (error) {
        reject(error as Error);
      }
    };
    request.onerror = () => reject(new GraphQLUploadError('the connection was lost before the server answered', 0, NETWORK_ERROR_CODE));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return request.abort();
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(body);
  });
}
