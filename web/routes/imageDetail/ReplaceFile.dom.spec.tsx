import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminCatalog, imageDetailHandlers } from '../../../tests/web/fixtures/admin.ts';
import { adminImage, imageFile } from '../../../tests/web/fixtures/images.ts';
import { installFakeXhr, type FakeXhr } from '../../../tests/web/fakeXhr.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { ADMIN_IMAGE } from '../../components/admin/adminApi.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { imageDetail } from '../../content/imageDetail.ts';
import { historyFiles, replaceFile as copy } from '../../content/imageFiles.ts';
import { shell } from '../../content/site.ts';
import { IMAGE_HISTORY, UNDO_IMAGE_EDIT } from './detailDocuments.ts';

let Xhr: typeof FakeXhr;
let catalog: AdminCatalog;
let image: ReturnType<typeof adminImage>;

beforeEach(() => {
  image = adminImage({ title: 'The lighthouse', description: 'A lighthouse at night', version: 3, file: imageFile('first-file') });
  catalog = new AdminCatalog([image]);
  mockServer.use(...imageDetailHandlers(catalog));
  Xhr = installFakeXhr();
});

afterEach(() => vi.unstubAllGlobals());

const newFile = () => new File([new Uint8Array(64 * 1024)], 'lighthouse-retouched.jpg', { type: 'image/jpeg' });
const mainPicture = () => screen.getByRole('img', { name: 'A lighthouse at night' });
const toasts = () => within(screen.getByRole('region', { name: shell.notificationsLabel }));

async function openDetail() {
  const rendered = renderRoute(`/image-detail/${image.id}`, { adminToken: 'test-token' });
  await screen.findByRole('heading', { level: 1, name: image.title }, { timeout: 5000 });
  return rendered;
}

/** The image as the server answers a replacement: the same image, a new file, the next version. */
function replaced(hash: string) {
  const { archivedAt: _archivedAt, ...next } = catalog.change(image.id, { file: imageFile(hash, { width: 2400, height: 1600, bytes: 820_000 }) });
  return next;
}

describe("replacing an image's file on its detail page", { timeout: 20_000 }, () => {
  it('uploads the chosen file on the version shown, with its progress, and then shows the new file and its version in the history', async () => {
    const { user } = await openDetail();
    expect(mainPicture().getAttribute('src')).toBe('/media/first-file.jpg');

    await user.upload(screen.getByLabelText(copy.chooseLabel), newFile());
    const request = await Xhr.request(0);
    expect(request.operations.query).toContain('replaceImageFile(id: $id, file: $file, expectedVersion: $expectedVersion)');
    expect(request.operations.variables).toEqual({ id: image.id, expectedVersion: 3, file: null });
    expect(request.requestHeaders.authorization).toBe('Bearer test-token');
    expect(request.file.name).toBe('lighthouse-retouched.jpg');

    act(() => request.progress(16 * 1024, 64 * 1024));
    expect(screen.getByRole('progressbar', { name: copy.progressLabel }).getAttribute('value')).toBe('25');
    expect(screen.getByText(copy.uploading(25))).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.button })).toHaveProperty('disabled', true);

    const after = replaced('second-file');
    // The history the page asks for once the version moved: the file entry with both versions.
    mockServer.use(
      graphql.query(IMAGE_HISTORY, () =>
        HttpResponse.json({
          data: {
            imageHistory: [
              {
                position: '120',
                actor: 'admin:admin',
                time: '2026-11-26T12:00:00.000Z',
                field: 'file',
                from: { original: { hash: 'first-file' } },
                to: { original: { hash: 'second-file' } },
                fromFile: image.file,
                toFile: after.file,
                undoes: null,
              },
            ],
          },
        }),
      ),
    );
    act(() => request.respond(200, { data: { replaceImageFile: after } }));

    expect(await toasts().findByText(copy.replaced)).toBeTruthy();
    expect(mainPicture().getAttribute('src')).toBe('/media/second-file.jpg');
    expect(mainPicture().getAttribute('width')).toBe('2400');
    expect(screen.getByTestId('image-file-facts').textContent).toContain('2400 × 1600 · JPEG · 801 KB');
    expect(screen.queryByRole('progressbar', { name: copy.progressLabel })).toBeNull();

    const entry = within(await screen.findByTestId('history-entry'));
    expect(entry.getByText(imageDetail.fieldLabels.file)).toBeTruthy();
    const before = entry.getByRole('link', { name: historyFiles.before('1600 × 900 JPEG, 52 KB') });
    expect(before.getAttribute('href')).toBe('/media/first-file.jpg');
    expect(before.querySelector('img')?.getAttribute('src')).toBe('/media/first-file.jpg');
    expect(entry.getByRole('link', { name: historyFiles.after('2400 × 1600 JPEG, 801 KB') }).getAttribute('href')).toBe('/media/second-file.jpg');

    // Undo brings the earlier file back, as for any other edit.
    const undone: unknown[] = [];
    mockServer.use(
      graphql.mutation(UNDO_IMAGE_EDIT, ({ variables }) => {
        undone.push(variables);
        const { archivedAt: _archivedAt, ...back } = catalog.change(image.id, { file: image.file });
        return HttpResponse.json({ data: { undoImageEdit: back } });
      }),
    );
    await user.click(entry.getByRole('button', { name: /^Undo the Image file change/ }));
    expect(await toasts().findByText(imageDetail.history.undone)).toBeTruthy();
    expect(undone).toEqual([{ eventPosition: '120', expectedVersion: 4 }]);
    expect(mainPicture().getAttribute('src')).toBe('/media/first-file.jpg');
  });

  it("shows the server's refusal beside the button and keeps the file shown", async () => {
    const { user } = await openDetail();
    await user.upload(screen.getByLabelText(copy.chooseLabel), newFile());
    const refusal = 'lighthouse-retouched.jpg is damaged: the JPEG data ends early';
    act(() => void Xhr.sent[0]!.respond(422, { errors: [{ message: refusal, extensions: { code: 'UNPROCESSABLE_IMAGE' } }] }));
    expect((await screen.findByTestId('replace-error')).textContent).toBe(refusal);
    expect(mainPicture().getAttribute('src')).toBe('/media/first-file.jpg');
    expect(screen.getByRole('button', { name: copy.button })).toHaveProperty('disabled', false);
  });

  it('on a conflict loads the version another administrator saved and says so, replacing nothing', async () => {
    const { user } = await openDetail();
    const theirs = catalog.change(image.id, { title: 'Their lighthouse' });
    const reloaded: unknown[] = [];
    mockServer.use(
      graphql.query(ADMIN_IMAGE, ({ variables }) => {
        reloaded.push(variables);
        const { archivedAt: _archivedAt, ...current } = theirs;
        return HttpResponse.json({ data: { image: current } });
      }),
    );
    await user.upload(screen.getByLabelText(copy.chooseLabel), newFile());
    act(() =>
      void Xhr.sent[0]!.respond(409, {
        errors: [{ message: `conflict: image ${image.id} was changed by someone else (now at version 4); reload and try again`, extensions: { code: 'CONFLICT' } }],
      }),
    );
    expect((await screen.findByTestId('replace-error')).textContent).toBe(imageAdmin.toasts.conflict);
    expect(await screen.findByRole('heading', { level: 1, name: 'Their lighthouse' })).toBeTruthy();
    expect(reloaded).toEqual([{ id: image.id }]);
    expect(mainPicture().getAttribute('src')).toBe('/media/first-file.jpg');
  });
});
