import { describe, expect, it } from 'vitest';
import { isTrackingAllowed } from './trackingConsent.ts';

describe('tracking consent', () => {
  it('allows tracking when enabled and the browser sends no privacy signal', () => {
    expect(isTrackingAllowed(true, {})).toBe(true);
    expect(isTrackingAllowed(true, { globalPrivacyControl: false, doNotTrack: '0' })).toBe(true);
    expect(isTrackingAllowed(true, { doNotTrack: 'unspecified' })).toBe(true);
  });

  it('is off when the site turns it off', () => {
    expect(isTrackingAllowed(false, {})).toBe(false);
  });

  it('respects Global Privacy Control and Do Not Track', () => {
    expect(isTrackingAllowed(true, { globalPrivacyControl: true })).toBe(false);
    expect(isTrackingAllowed(true, { doNotTrack: '1' })).toBe(false);
    expect(isTrackingAllowed(true, { doNotTrack: 'yes' })).toBe(false);
  });
});
