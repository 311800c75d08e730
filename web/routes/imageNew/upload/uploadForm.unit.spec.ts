import { describe, expect, it } from 'vitest';
import { errorPlace, sharedDefaults, titleFromFileName, uploadedImageInput } from './uploadForm.ts';

describe('the upload form', () => {
  it("starts each file's title from its name, without the extension and separators", () => {
    expect(titleFromFileName('sunset_over-the-bay.final.JPG')).toBe('Sunset over the bay final');
    expect(titleFromFileName('a.png')).toBe('A');
    expect(titleFromFileName(`${'x'.repeat(300)}.png`)).toHaveLength(200);
  });

  it("makes each file's input from the shared fields and its own, trimmed, without empty optional fields", () => {
    const shared = { ...sharedDefaults, sessionId: 'session-brand-discovery', learningStatus: 'happy_accident' as const, complexityLevel: '4' };
    expect(uploadedImageInput(shared, { title: ' Harbour ', prompt: ' a harbour at dusk ', description: ' ', tags: 'sea, dusk, sea' })).toEqual({
      title: 'Harbour',
      prompt: 'a harbour at dusk',
      tags: ['sea', 'dusk'],
      sessionId: 'session-brand-discovery',
      perspective: sharedDefaults.perspective,
      journeyStage: sharedDefaults.journeyStage,
      learningStatus: 'happy_accident',
      complexityLevel: 4,
    });
  });

  it("places a server error on the file's own field, on a shared field, or on none", () => {
    expect(errorPlace('input.title')).toEqual({ scope: 'file', field: 'title' });
    expect(errorPlace('input.sessionId')).toEqual({ scope: 'shared', field: 'sessionId' });
    expect(errorPlace('input.licensing')).toBeNull();
    expect(errorPlace('file')).toBeNull();
  });
});
