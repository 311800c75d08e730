import { describe, expect, it } from 'vitest';
import { NotFoundError, WrongExpectedVersionError } from '../errors.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from '../eventType.ts';
import { imageDecider, type ImageCommand } from './decide.ts';
import { ImageCatalogued, ImageDetailsEdited, ImageDownloaded, imageStream } from './events.ts';

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

const catalogued = ImageCatalogued({
  id: imageId,
  sessionId: 'session-1',
  title: 'Lighthouse',
  description: 'A lighthouse at dusk',
  extendedDescription: '',
  filename: 'lighthouse.png',
  filePath: '/images/catalog/lighthouse.png',
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
  generationParams: { colorPalette: 'vibrant', aspectRatio: '16:9', background: 'transparent', minimalism: 50, seed: 42, context: { type: 'hero' } },
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
