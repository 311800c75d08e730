import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiRequest.ts';
import { previewFailureMessage } from './ImagePreview.tsx';

describe('preview failures', () => {
  it('says the preview is paused when the generator’s rate limit refused it, in the server’s words', () => {
    const reason = 'you can generate up to 20 images a minute; please wait 12 s and try again';
    const refused = new Error(reason, { cause: new ApiError(429, '429: Too Many Requests', JSON.stringify({ error: 'Too many generation requests', details: reason })) });
    expect(previewFailureMessage(refused)).toBe(`Preview paused: ${reason}`);
  });

  it('shows any other refusal as the server gave it, and a fallback without one', () => {
    expect(previewFailureMessage(new Error('prompt: must be at most 500 characters', { cause: new ApiError(400, '400: Bad Request') }))).toBe('prompt: must be at most 500 characters');
    expect(previewFailureMessage('boom')).toBe('The preview could not be rendered.');
  });
});
