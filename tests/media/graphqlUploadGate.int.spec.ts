import { request } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/databases.ts';

const MB = 1024 * 1024;

/**
 * A GraphQL multipart upload (uploadImage) whose file part is `fileBytes` of zeros, produced as it is
 * read; `pulled()` says how many of them the server read.
 */
function streamedUpload(fileBytes: number) {
  const boundary = '----chbgate';
  const operations = JSON.stringify({
    query: 'mutation($file: Upload!, $input: UploadedImageInput!) { uploadImage(file: $file, input: $input) { id } }',
    variables: { file: null, input: { title: 'Too large', prompt: 'p', perspective: 'startup_founders', journeyStage: 'brand_discovery', sessionId: 's', learningStatus: 'final_version', complexityLevel: 2, tags: [] } },
  });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let pulled = 0;
  const chunk = Buffer.alloc(64 * 1024);
  const body = Readable.from(
    (function* () {
      yield head;
      for (let sent = 0; sent < fileBytes; sent += chunk.length) {
        pulled += chunk.length;
        yield chunk;
      }
      yield tail;
    })(),
  );
  return {
    body,
    length: head.length + Math.ceil(fileBytes / chunk.length) * chunk.length + tail.length,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-graphql-yoga-csrf': '1' },
    pulled: () => pulled,
  };
}

/** Sends the upload to a listening server without a length; the answer once it arrives, the rest of the body unsent. */
function sendChunked(origin: string, upload: ReturnType<typeof streamedUpload>, headers: Record<string, string>) {
  return new Promise<{ statusCode: number | undefined; body: string }>((resolve, reject) => {
    const sending = request(`${origin}/graphql`, { method: 'POST', headers: { ...upload.headers, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => {
        upload.body.unpipe(sending);
        upload.body.destroy();
        sending.destroy();
        resolve({ statusCode: response.statusCode, body });
      });
    });
    sending.on('error', reject);
    upload.body.pipe(sending);
  });
}

describe.each(databaseKinds)('GraphQL uploads are refused before their body is read, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // At most 2 files of 1 MB in one request: 2 MB and the form's fields.
    t = await startTestApp(kind, { IMAGE_MAX_MB: '1', UPLOAD_MAX_FILES: '2' });
    token = await t.login();
  });
  afterAll(() => t.close());

  const send = (upload: ReturnType<typeof streamedUpload>, headers: Record<string, string>) =>
    t.server.inject({ method: 'POST', url: '/graphql', headers: { ...upload.headers, ...headers }, payload: upload.body });

  it("answers a visitor's upload 401 without reading its file, and appends nothing", async () => {
    const position = await t.app.store.lastPosition();
    const upload = streamedUpload(20 * MB);
    const response = await send(upload, { 'content-length': String(upload.length) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [{ message: 'admin session required: sign in again', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(upload.pulled()).toBeLessThan(2 * MB);
    expect(await t.app.store.lastPosition()).toBe(position);
  });

  it("reads an administrator's upload up to what UPLOAD_MAX_FILES files of IMAGE_MAX_MB allow, as REST does, and refuses more with 413", async () => {
    const position = await t.app.store.lastPosition();
    const withinLimits = streamedUpload(1.5 * MB);
    const taken = await send(withinLimits, { 'content-length': String(withinLimits.length), authorization: `Bearer ${token}` });
    // Read whole and refused for what it is (1 MB at most per file), not for the request's size.
    expect(taken.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/huge\.png is larger than 1 MB, the limit/) }] });

    const declared = streamedUpload(64 * MB);
    const tooLarge = await send(declared, { 'content-length': String(declared.length), authorization: `Bearer ${token}` });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errors: [{ message: 'the request is larger than 2 files of 1 MB, the limit', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    expect(declared.pulled()).toBeLessThan(2 * MB);
    expect(await t.app.store.lastPosition()).toBe(position);
  });

  it("refuses an administrator's upload sent without a length with the same 413 once it passes the limit", async () => {
    const position = await t.app.store.lastPosition();
    const chunked = streamedUpload(64 * MB);
    // Over a socket: with no length Node sends the body chunked, as a browser's streamed upload does.
    const response = await sendChunked(await t.listen(), chunked, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ message: 'the request is larger than 2 files of 1 MB, the limit', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    // Over a socket the client's buffers pull more than the server reads; far from the 64 MB sent.
    expect(chunked.pulled()).toBeLessThan(16 * MB);
    expect(await t.app.store.lastPosition()).toBe(position);
    // The server leaves a refused upload's connection unread until its keep-alive timeout, so a client still
    // sending reads the answer rather than a reset; the test's close need not wait for that.
    t.server.server.closeAllConnections();
  });
});
