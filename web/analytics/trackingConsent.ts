/**
 * Whether page analytics may run: not when the site turned it off, and never when the visitor's
 * browser sends Global Privacy Control or Do Not Track.
 */
export interface PrivacySignals {
  readonly globalPrivacyControl?: boolean;
  readonly doNotTrack?: string | null;
}

export function isTrackingAllowed(enabled: boolean, signals: PrivacySignals | undefined): boolean {
  if (!enabled) return false;
  if (signals?.globalPrivacyControl === true) return false;
  const dnt = signals?.doNotTrack;
  return !(dnt === '1' || dnt === 'yes');
}
