import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminCatalog, imageDetailHandlers, TEST_SESSION_ID } from '../../../../tests/web/fixtures/admin.ts';
import { adminImage, imageFile } from '../../../../tests/web/fixtures/images.ts';
import { installFakeXhr, type FakeXhr } from '../../../../tests/web/fakeXhr.ts';
import { mockServer } from '../../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../../tests/web/renderRoute.tsx';
import { catalogFieldLabels } from '../../../content/catalogAdmin.ts';
import { imageDetail } from '../../../content/imageDetail.ts';
import { imageUpload as copy } from '../../../content/imageFiles.ts';
import { shell } from '../../../content/site.ts';

let Xhr: typeof FakeXhr;

/** Decoded sizes by file name, as createImageBitmap would give them; an unknown name cannot be decoded. */
const decodedSizes: Record<string, { width: number; height: number }> = { 'harbour-at-dusk.png': { width: 1200, height: 800 }, 'field.jpg': { width: 640, height: 480 } };

beforeEach(() => {
  mockServer.use(...imageDetailHandlers(new AdminCatalog([adminImage()])));
  Xhr = installFakeXhr();
  vi.stubGlobal('createImageBitmap', async (file: File) => {
    const size = decodedSizes[file.name];
    if (!size) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...size, close: () => undefined };
  });
});

afterEach(() => vi.unstubAllGlobals());

const png = () => new File([new Uint8Array(300 * 1024)], 'harbour-at-dusk.png', { type: 'image/png' });
const svg = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });

/** The upload panel of /image-admin/new, signed in, once the sessions have loaded. */
async function openUploads() {
  const rendered = renderRoute('/image-admin/new?mode=upload', { adminToken: 'test-token' });
  // The first render also loads the lazy page module, which takes longer on a busy machine.
  await screen.findByRole('tab', { name: copy.modes.upload, selected: true }, { timeout: 5000 });
  await screen.findByRole('option', { name: /^Test session/ });
  return rendered;
}

const fileCard = (name: string) => within(screen.getByRole('listitem', { name: copy.file.fieldsLabel(name) }));

/** Drops files on the drop zone, as a drag from the desktop does. */
function drop(...files: File[]) {
  fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files, types: ['Files'] } });
}

/** The image the server makes of an upload: the admin image with the file it stored. */
function uploaded(id: string, title: string) {
  const { archivedAt: _archivedAt, ...image } = adminImage({ id, title, generationParams: null, file: imageFile(`hash-of-${id}`) });
  return image;
}

describe('uploading files on the new image page', { timeout: 20_000 }, () => {
  it("shows each file's preview with its decoded dimensions and size, uploads each with its own progress, saves one and shows the other's refusal beside it", async () => {
    const { user } = await openUploads();
    expect(screen.getByTestId('upload-empty').textContent).toBe(copy.empty);

    await user.upload(screen.getByLabelText(copy.drop.choose), png());
    drop(svg());
    const harbour = fileCard('harbour-at-dusk.png');
    expect(await harbour.findByText('1200 × 800')).toBeTruthy();
    expect(harbour.getByTestId('upload-file-facts').textContent).toBe('1200 × 800 · 300 KB');
    expect(harbour.getByRole('img', { name: copy.file.previewAlt('harbour-at-dusk.png') }).getAttribute('src')).toMatch(/^blob:/);
    expect((harbour.getByRole('textbox', { name: imageDetail.fieldLabels.title }) as HTMLInputElement).value).toBe('Harbour at dusk');
    expect(await fileCard('logo.svg').findByText(copy.file.unreadable)).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: catalogFieldLabels.sessionId }), TEST_SESSION_ID);
    await user.selectOptions(screen.getByRole('combobox', { name: catalogFieldLabels.learningStatus }), 'happy_accident');
    await user.type(harbour.getByRole('textbox', { name: imageDetail.fieldLabels.prompt }), 'a harbour at dusk, painted');
    await user.type(fileCard('logo.svg').getByRole('textbox', { name: imageDetail.fieldLabels.prompt }), 'our logo');
    await user.click(screen.getByRole('button', { name: copy.save(2) }));

    const [first, second] = [await Xhr.request(0), await Xhr.request(1)];
    const byName = new Map([first, second].map((request) => [request.file.name, request]));
    const harbourRequest = byName.get('harbour-at-dusk.png')!;
    expect(harbourRequest.url).toBe('/graphql');
    expect(harbourRequest.requestHeaders).toMatchObject({ authorization: 'Bearer test-token', 'x-graphql-yoga-csrf': '1' });
    expect(harbourRequest.operations.query).toContain('uploadImage(file: $file, input: $input)');
    expect(harbourRequest.operations.variables).toEqual({
      file: null,
      input: {
        title: 'Harbour at dusk',
        prompt: 'a harbour at dusk, painted',
        sessionId: TEST_SESSION_ID,
        perspective: 'startup_founders',
        journeyStage: 'brand_discovery',
        learningStatus: 'happy_accident',
        complexityLevel: 3,
      },
    });
    expect(harbourRequest.map).toEqual({ 0: ['variables.file'] });
    expect(harbourRequest.file.size).toBe(300 * 1024);

    act(() => harbourRequest.progress(150 * 1024, 300 * 1024));
    const progress = harbour.getByRole('progressbar', { name: copy.progress.label('harbour-at-dusk.png') });
    expect(progress.getAttribute('value')).toBe('50');
    expect(harbour.getByTestId('upload-status').textContent).toBe(copy.progress.uploading(50));
    expect(fileCard('logo.svg').getByTestId('upload-status').textContent).toBe(copy.progress.uploading(0));
    act(() => harbourRequest.progress(300 * 1024, 300 * 1024));
    expect(harbour.getByTestId('upload-status').textContent).toBe(copy.progress.processing);

    const refusal = 'unsupported format svg: upload PNG, JPEG, WebP or AVIF';
    act(() => byName.get('logo.svg')!.respond(415, { errors: [{ message: refusal, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] }));
    act(() => harbourRequest.respond(200, { data: { uploadImage: uploaded('img-harbour-at-dusk', 'Harbour at dusk') } }));

    expect((await fileCard('logo.svg').findByRole('alert')).textContent).toBe(refusal);
    expect(fileCard('logo.svg').getByTestId('upload-status').textContent).toBe(copy.progress.refused);
    const open = await harbour.findByRole('link', { name: copy.openSaved('Harbour at dusk') });
    expect(open.getAttribute('href')).toBe('/image-detail/img-harbour-at-dusk');
    expect(harbour.queryByRole('alert')).toBeNull();
    // The refused file and what was typed for it stay, to be fixed or removed.
    expect((fileCard('logo.svg').getByRole('textbox', { name: imageDetail.fieldLabels.prompt }) as HTMLTextAreaElement).value).toBe('our logo');
    expect(screen.getByRole('button', { name: copy.save(1) })).toBeTruthy();
    const toasts = within(screen.getByRole('region', { name: shell.notificationsLabel }));
    expect(await toasts.findByText(copy.toastSomeFailed(1))).toBeTruthy();
    expect(toasts.getByText(copy.toastSomeFailedHint(1))).toBeTruthy();

    // Once the refused file is removed nothing is left unsaved, and the saved image opens without asking.
    await user.click(fileCard('logo.svg').getByRole('button', { name: copy.file.remove('logo.svg') }));
    expect(screen.queryByRole('listitem', { name: copy.file.fieldsLabel('logo.svg') })).toBeNull();
    mockServer.use(...imageDetailHandlers(new AdminCatalog([{ ...uploaded('img-harbour-at-dusk', 'Harbour at dusk'), archivedAt: null }])));
    await user.click(open);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour at dusk' }, { timeout: 5000 })).toBeTruthy();
  });

  it("puts the server's field errors beside that file's fields, keeps every file and value, and sends only the unsaved file again", async () => {
    const { user } = await openUploads();
    await user.upload(screen.getByLabelText(copy.drop.choose), [png(), new File([new Uint8Array(2048)], 'field.jpg', { type: 'image/jpeg' })]);
    await user.selectOptions(screen.getByRole('combobox', { name: catalogFieldLabels.sessionId }), TEST_SESSION_ID);
    await user.type(fileCard('harbour-at-dusk.png').getByRole('textbox', { name: imageDetail.fieldLabels.prompt }), 'a harbour');
    await user.click(screen.getByRole('button', { name: copy.save(2) }));
    // Each file needs its prompt: nothing is sent while one is missing.
    expect(await fileCard('field.jpg').findByText(copy.promptRequired)).toBeTruthy();
    expect(Xhr.sent).toHaveLength(0);

    await user.type(fileCard('field.jpg').getByRole('textbox', { name: imageDetail.fieldLabels.prompt }), 'a field');
    await user.click(screen.getByRole('button', { name: copy.save(2) }));
    const requests = new Map((await Promise.all([Xhr.request(0), Xhr.request(1)])).map((request) => [request.file.name, request]));
    act(() => requests.get('harbour-at-dusk.png')!.respond(200, { data: { uploadImage: uploaded('img-harbour', 'Harbour at dusk') } }));
    act(() =>
      requests.get('field.jpg')!.respond(400, {
        errors: [{ message: 'input.title: already used', extensions: { code: 'BAD_USER_INPUT', inputErrors: [{ path: 'input.title', message: 'an image with this title exists' }] } }],
      }),
    );

    const title = fileCard('field.jpg').getByRole('textbox', { name: imageDetail.fieldLabels.title });
    expect(await fileCard('field.jpg').findByText('an image with this title exists')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect((title as HTMLInputElement).value).toBe('Field');
    expect(fileCard('field.jpg').getByTestId('upload-error').textContent).toBe(copy.fixFields);

    await user.clear(title);
    await user.type(title, 'A second field');
    await user.click(screen.getByRole('button', { name: copy.save(1) }));
    const retry = await Xhr.request(2);
    expect(retry.file.name).toBe('field.jpg');
    expect(retry.operations.variables.input).toMatchObject({ title: 'A second field', prompt: 'a field' });
    act(() => retry.respond(200, { data: { uploadImage: uploaded('img-a-second-field', 'A second field') } }));
    expect(await fileCard('field.jpg').findByRole('link', { name: copy.openSaved('A second field') })).toBeTruthy();
    expect(Xhr.sent).toHaveLength(3);
    expect(screen.getByRole('button', { name: copy.save(0) })).toHaveProperty('disabled', true);
  });
});
