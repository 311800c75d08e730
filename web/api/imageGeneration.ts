import { ApiError, apiRequest } from './apiRequest.ts';

export interface GeneratedImage {
  readonly success: boolean;
  readonly imageUrl: string;
  readonly metadata: { readonly prompt: string; readonly parameters: { readonly seed: number; readonly perspective: string } };
}

/** The server's explanation of a refused generation: its `details`, else its `error` title. */
function failureMessage(body: string): string | undefined {
  let failure: { details?: unknown; error?: unknown } | null;
  try {
    failure = JSON.parse(body) as typeof failure;
  } catch {
    return undefined;
  }
  return [failure?.details, failure?.error].find((value): value is string => typeof value === 'string' && value !== '');
}

/**
 * Asks the server to render an image from the demo's parameters. A refusal is raised as an Error
 * carrying the server's explanation, or `fallback` when it gave none.
 */
export async function generateImage(parameters: Record<string, unknown>, fallback: string): Promise<GeneratedImage> {
  try {
    return await apiRequest<GeneratedImage>('POST', '/api/images/generate', parameters);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(failureMessage(error.body) ?? fallback, { cause: error });
    throw error;
  }
}
