import { describe, expect, it } from 'vitest';
import { AlreadyExistsError, NotFoundError, WrongExpectedVersionError } from '../store/errors.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from '../store/eventType.ts';
import type { ImageManifest } from '../../domain/imageFile.ts';
import { imageDecider, RenderNeededError, type ImageCommand } from './decide.ts';
import { ImageArchived, ImageCatalogued, ImageDetailsEdited, ImageDownloaded, ImageRestored, imageStream } from './events.ts';
import { renderKeyOf, type RenderInputs } from './imageFile.ts';

const imageId = 'img-lighthouse';
const metadata: EventMetadata = { actor: 'admin:0123abcd', time: '2026-01-31T12:00:00.000Z' };

/** Past events of the image's stream, recorded at global positions 10, 20, 30, ... */
function given(...events: NewEvent[]) {
  const recorded: RecordedEvent[] = events.map((event, index) => ({
    ...event,
    globalPosition: BigInt((index + 1) * 10),
    streamId: imageStream(imageId),
    streamVersion: BigInt(index + 1),
    eventId: `00000000-0000-4000-8000-00000000000${index}`,
    schemaVersion: 1,
    metadata,
  }));
  const state = recorded.reduce(imageDecider.evolve, imageDecider.initialState());
  return { when: (command: ImageCommand) => imageDecider.decide(command, state, metadata.time) };
}

const hashOf = (n: number) => n.toString(16).padStart(64, '0');
/** A file as the pipeline records it; `renderedFrom` the inputs of a generated image's render. */
const fileFor = (n: number, inputs?: RenderInputs): ImageManifest => ({
  sourceFormat: 'png',
  original: { format: 'png', width: 1600, height: 900, bytes: 1000 + n, hash: hashOf(n) },
  derivatives: [{ format: 'avif', width: 480, height: 270, bytes: 100 + n, hash: hashOf(n + 1000) }],
  hasAlpha: true,
  placeholder: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
  dominantColor: '#fe299e',
  ...(inputs ? { renderedFrom: renderKeyOf(inputs) } : {}),
});
const params = { colorPalette: 'vibrant', aspectRatio: '16:9', background: 'transparent', minimalism: 50, seed: 42, context: { type: 'hero' } } as const;
const inputs: RenderInputs = { prompt: 'a lighthouse', perspective: 'startup_founders', generationParams: params };

const catalogued = ImageCatalogued({
  id: imageId,
  sessionId: 'session-1',
  title: 'Lighthouse',
  description: 'A lighthouse at dusk',
  extendedDescription: '',
  file: fileFor(1, inputs),
  filename: 'img-lighthouse.png',
  filePath: `/media/${hashOf(1)}.png`,
  prompt: 'a lighthouse',
  perspective: 'startup_founders',
  learningStatus: 'final_version',
  journeyStage: 'brand_discovery',
  rejectionReason: null,
  correctionApproach: null,
  designPhilosophy: null,
  complexityLevel: 2,
  licensing: 'Creative Commons CC0',
  tags: ['sea'],
  searchKeywords: '',
  generationParams: params,
});

const edit = (changes: Extract<ImageCommand, { type: 'EditImageDetails' }>['changes'], expectedVersion?: bigint): ImageCommand => ({
  type: 'EditImageDetails',
  imageId,
  changes,
  expectedVersion,
});

describe('editing an image', () => {
  it('records only the fields that change, each with the value it replaces', () => {
    expect(given(catalogued).when(edit({ title: 'Lighthouse', description: 'At night', tags: ['sea', 'night'] }))).toEqual([
      ImageDetailsEdited({ imageId, changes: { description: 'At night', tags: ['sea', 'night'] }, previous: { description: 'A lighthouse at dusk', tags: ['sea'] } }),
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(given(catalogued).when(edit({ title: 'Lighthouse', rejectionReason: null }))).toEqual([]);
  });

  it('decides from the latest values, after earlier edits', () => {
    const earlier = ImageDetailsEdited({ imageId, changes: { description: 'At night' }, previous: { description: 'A lighthouse at dusk' } });
    expect(given(catalogued, earlier).when(edit({ description: 'At night' }, 2n))).toEqual([]);
  });

  it('refuses an edit based on a version that is no longer the latest as a conflict', () => {
    const earlier = ImageDetailsEdited({ imageId, changes: { description: 'At night' }, previous: { description: 'A lighthouse at dusk' } });
    const decision = given(catalogued, earlier).when(edit({ title: 'Beacon' }, 1n));
    expect(decision).toBeInstanceOf(WrongExpectedVersionError);
    expect(decision).toMatchObject({ streamId: imageStream(imageId), expected: 1n, actual: 2n });
  });

  it('refuses an edit of an image that was never catalogued as not found', () => {
    expect(given().when(edit({ title: 'Beacon' }))).toEqual(new NotFoundError(`image ${imageId}`));
  });
});

describe('undoing an edit', () => {
  const first = ImageDetailsEdited({ imageId, changes: { description: 'At night', title: 'Beacon' }, previous: { description: 'A lighthouse at dusk', title: 'Lighthouse' } });

  it('restores what the edit replaced and names the edit it undoes', () => {
    expect(given(catalogued, first).when({ type: 'UndoImageEdit', imageId, position: 20n, expectedVersion: 2n })).toEqual([
      ImageDetailsEdited({
        imageId,
        changes: { title: 'Lighthouse', description: 'A lighthouse at dusk' },
        previous: { title: 'Beacon', description: 'At night' },
        undoes: '20',
      }),
    ]);
  });

  it('restores only the fields that still differ', () => {
    const later = ImageDetailsEdited({ imageId, changes: { title: 'Lighthouse' }, previous: { title: 'Beacon' } });
    expect(given(catalogued, first, later).when({ type: 'UndoImageEdit', imageId, position: 20n })).toEqual([
      ImageDetailsEdited({ imageId, changes: { description: 'A lighthouse at dusk' }, previous: { description: 'At night' }, undoes: '20' }),
    ]);
  });

  it('records nothing when every field already has its earlier value', () => {
    const reverted = ImageDetailsEdited({ imageId, changes: { title: 'Lighthouse', description: 'A lighthouse at dusk' }, previous: { title: 'Beacon', description: 'At night' } });
    expect(given(catalogued, first, reverted).when({ type: 'UndoImageEdit', imageId, position: 20n })).toEqual([]);
  });

  it('refuses a position that is not an edit of the image as not found', () => {
    expect(given(catalogued, first).when({ type: 'UndoImageEdit', imageId, position: 10n })).toEqual(new NotFoundError('image edit 10'));
  });

  it('refuses an undo based on a stale version as a conflict', () => {
    expect(given(catalogued, first).when({ type: 'UndoImageEdit', imageId, position: 20n, expectedVersion: 1n })).toBeInstanceOf(WrongExpectedVersionError);
  });
});

describe('setting a rejection reason', () => {
  it('records the reason with the one it replaces', () => {
    expect(given(catalogued).when({ type: 'SetRejectionReason', imageId, rejectionReason: 'too busy' })).toEqual([
      ImageDetailsEdited({ imageId, changes: { rejectionReason: 'too busy' }, previous: { rejectionReason: null } }),
    ]);
  });

  it('skips an image that already has that reason', () => {
    const rejected = ImageDetailsEdited({ imageId, changes: { rejectionReason: 'too busy' }, previous: { rejectionReason: null } });
    expect(given(catalogued, rejected).when({ type: 'SetRejectionReason', imageId, rejectionReason: 'too busy' })).toEqual([]);
  });

  it('refuses an unknown image as not found', () => {
    expect(given().when({ type: 'SetRejectionReason', imageId, rejectionReason: 'too busy' })).toEqual(new NotFoundError(`image ${imageId}`));
  });
});

describe('downloading an image', () => {
  it('records one download', () => {
    expect(given(catalogued).when({ type: 'RecordImageDownload', imageId })).toEqual([ImageDownloaded({ imageId })]);
  });

  it('refuses an unknown image as not found', () => {
    expect(given().when({ type: 'RecordImageDownload', imageId })).toEqual(new NotFoundError(`image ${imageId}`));
  });
});

describe('cataloguing an image', () => {
  it('records the new image', () => {
    expect(given().when({ type: 'CatalogImage', image: catalogued.data })).toEqual([catalogued]);
  });

  it('refuses an id that is taken', () => {
    expect(given(catalogued).when({ type: 'CatalogImage', image: catalogued.data })).toEqual(new AlreadyExistsError(`image ${imageId}`));
  });
});

describe('re-rendering an image', () => {
  const newParams = { ...params, seed: 7 };
  const newInputs = { ...inputs, generationParams: newParams };

  it('asks for the render of the new inputs when the parameters, prompt or perspective of a generated image change', () => {
    expect(given(catalogued).when(edit({ generationParams: newParams, title: 'Beacon' }))).toEqual(new RenderNeededError(imageId, newInputs));
    expect(given(catalogued).when(edit({ prompt: 'a beacon' }))).toEqual(new RenderNeededError(imageId, { ...inputs, prompt: 'a beacon' }));
  });

  it('records that render with the new inputs, and only a render of exactly them', () => {
    const rendered = fileFor(7, newInputs);
    expect(given(catalogued).when({ ...edit({ generationParams: newParams, title: 'Beacon' }), rendered } as ImageCommand)).toEqual([
      ImageDetailsEdited({
        imageId,
        changes: { title: 'Beacon', generationParams: newParams, file: rendered },
        previous: { title: 'Lighthouse', generationParams: params, file: fileFor(1, inputs) },
      }),
    ]);
    const renderOfOtherInputs = fileFor(8, { ...inputs, prompt: 'something else' });
    expect(given(catalogued).when({ ...edit({ generationParams: newParams }), rendered: renderOfOtherInputs } as ImageCommand)).toEqual(new RenderNeededError(imageId, newInputs));
  });

  it('keeps the file when only other fields change, or the parameters are the same values in another key order', () => {
    const reordered = { context: params.context, seed: params.seed, minimalism: params.minimalism, background: params.background, aspectRatio: params.aspectRatio, colorPalette: params.colorPalette };
    expect(given(catalogued).when(edit({ generationParams: reordered, complexityLevel: 3 }))).toEqual([
      ImageDetailsEdited({ imageId, changes: { complexityLevel: 3 }, previous: { complexityLevel: 2 } }),
    ]);
  });

  it('brings the earlier file back with an undo, without a render', () => {
    const rerendered = given(catalogued).when({ ...edit({ generationParams: newParams }), rendered: fileFor(7, newInputs) } as ImageCommand) as ReturnType<typeof ImageDetailsEdited>[];
    const undo = given(catalogued, rerendered[0]!).when({ type: 'UndoImageEdit', imageId, position: 20n }) as ReturnType<typeof ImageDetailsEdited>[];
    expect(undo[0]!.data.changes).toEqual({ generationParams: params, file: fileFor(1, inputs) });
  });

  it('never renders an uploaded image: its prompt is what it was made from elsewhere, and a new file replaces it', () => {
    const uploaded = ImageCatalogued({ ...catalogued.data, generationParams: null, file: fileFor(3) });
    expect(given(uploaded).when(edit({ prompt: 'a lighthouse, by hand' }))).toEqual([
      ImageDetailsEdited({ imageId, changes: { prompt: 'a lighthouse, by hand' }, previous: { prompt: 'a lighthouse' } }),
    ]);
    const replacement = fileFor(4);
    expect(given(catalogued).when(edit({ file: replacement, generationParams: null }))).toEqual([
      ImageDetailsEdited({ imageId, changes: { generationParams: null, file: replacement }, previous: { generationParams: params, file: fileFor(1, inputs) } }),
    ]);
  });
});

describe('an image catalogued without a file (an old log, or a seed whose file was missing)', () => {
  const withoutFile = ImageCatalogued({ ...catalogued.data, file: null, filename: 'lighthouse-seed.png' });
  const systemRender = ImageDetailsEdited({
    imageId,
    changes: { file: fileFor(1, inputs), filename: 'img-lighthouse.png' },
    previous: { file: null, filename: 'lighthouse-seed.png' },
  });

  it("keeps its uploaded file when the system's render of its first file is undone", () => {
    const upload = fileFor(5);
    const replaced = ImageDetailsEdited({
      imageId,
      changes: { file: upload, filename: 'img-lighthouse.jpg', generationParams: null },
      previous: { file: fileFor(1, inputs), filename: 'img-lighthouse.png', generationParams: params },
    });
    expect(given(withoutFile, systemRender, replaced).when({ type: 'UndoImageEdit', imageId, position: 20n })).toEqual([]);
  });
});

describe('archiving and restoring an image', () => {
  it('archives a public image, and does nothing to an archived one', () => {
    expect(given(catalogued).when({ type: 'ArchiveImage', imageId })).toEqual([ImageArchived({ imageId })]);
    expect(given(catalogued, ImageArchived({ imageId })).when({ type: 'ArchiveImage', imageId })).toEqual([]);
  });

  it('restores an archived image, and does nothing to a public one', () => {
    expect(given(catalogued, ImageArchived({ imageId })).when({ type: 'RestoreImage', imageId })).toEqual([ImageRestored({ imageId })]);
    expect(given(catalogued, ImageArchived({ imageId }), ImageRestored({ imageId })).when({ type: 'RestoreImage', imageId })).toEqual([]);
  });

  it('refuses an unknown image as not found', () => {
    expect(given().when({ type: 'ArchiveImage', imageId })).toEqual(new NotFoundError(`image ${imageId}`));
  });
});
