/** Where a rebuild builds the new read models (events/maintenance/rebuild.ts); made and dropped by the rebuild only. */
export const SHADOW_SCHEMA = 'rebuild_shadow';
