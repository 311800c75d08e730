import { describe, expect, it } from 'vitest';
import { decideUsage } from './decide.ts';
import { UsageScanCompleted } from './events.ts';

describe('usage scans', () => {
  it("records a scan's complete result as one event", () => {
    const locations = [{ imageId: 'img-a', page: '/', section: 'hero.startup_founders', url: '/' }];
    expect(decideUsage({ type: 'RecordUsageScan', source: 'image-references.json', locations })).toEqual([
      UsageScanCompleted({ source: 'image-references.json', locations }),
    ]);
  });
});
