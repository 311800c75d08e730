import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE } from '../routes/imageNew/uploadDocuments.ts';
import { GraphQLUploadError, uploadFormData, uploadResult } from './graphqlUpload.ts';

const refusal = (error: () => unknown): GraphQLUploadError => {
  try {
    error();
  } catch (thrown) {
    if (thrown instanceof GraphQLUploadError) return thrown;
    throw thrown;
  }
  throw new Error('nothing was thrown');
};

describe('a GraphQL upload', () => {
  it('is the multipart request of the spec: operations with the file variable null, the map, then the file, with type names for the cache', () => {
    const file = new File(['png bytes'], 'harbour.png', { type: 'image/png' });
    const form = uploadFormData(UPLOAD_IMAGE as never, { input: { title: 'Harbour' } }, file);
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.variables).toEqual({ input: { title: 'Harbour' }, file: null });
    expect(operations.query).toContain('mutation UploadImage($file: Upload!, $input: UploadedImageInput!)');
    expect(operations.query).toContain('__typename');
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('harbour.png');
  });

  it("answers the data of a successful answer, and refuses with the server's message, code, fields and when to retry", () => {
    expect(uploadResult(200, JSON.stringify({ data: { uploadImage: { id: 'img-1' } } }), null)).toEqual({ uploadImage: { id: 'img-1' } });

    const tooLarge = refusal(() => uploadResult(413, JSON.stringify({ errors: [{ message: 'big.png is 41.0 MB; the limit is 30 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }), null));
    expect([tooLarge.message, tooLarge.status, tooLarge.code]).toEqual(['big.png is 41.0 MB; the limit is 30 MB', 413, 'PAYLOAD_TOO_LARGE']);

    const invalid = refusal(() =>
      uploadResult(400, JSON.stringify({ errors: [{ message: 'input.title: must not be empty', extensions: { code: 'BAD_USER_INPUT', inputErrors: [{ path: 'input.title', message: 'must not be empty' }] } }] }), null),
    );
    expect(invalid.inputErrors).toEqual([{ path: 'input.title', message: 'must not be empty' }]);

    const busy = refusal(() => uploadResult(503, JSON.stringify({ errors: [{ message: 'the image queue is full', extensions: { code: 'UNAVAILABLE' } }] }), '5'));
    expect(busy.retryAfterSeconds).toBe(5);

    // An answer that is not GraphQL's (a proxy's page) still says what happened.
    expect(refusal(() => uploadResult(502, '<html>Bad gateway</html>', null)).message).toBe('502: <html>Bad gateway</html>');
  });
});
