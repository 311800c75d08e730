import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { ImageArchived, ImageCatalogued, ImageRestored } from '../../events/images/events.ts';
import { UsageScanCompleted } from '../../events/usage/events.ts';
import type { PageUsage as PageUsageShape, UsageStats as UsageStatsShape } from '../../events/usage/queries.ts';
import type { UsageScanResult } from './service.ts';

const PageUsage = builder.objectRef<PageUsageShape>('PageUsage').implement({
  fields: (t) => ({
    page: t.exposeString('page', { description: 'The route, e.g. /chb-case-study.' }),
    count: t.exposeInt('count', { description: 'Distinct catalog images the page shows.' }),
  }),
});

const UsageStats = builder.objectRef<UsageStatsShape & { logPosition?: bigint }>('UsageStats').implement({
  fields: (t) => ({
    logPosition: t.field({
      type: 'BigInt',
      nullable: true,
      description: "On usageStatsChanged: the global position of the latest event these figures reflect; pass the last one seen as after to resume. Null elsewhere.",
      resolve: (stats) => stats.logPosition ?? null,
    }),
    totalImages: t.exposeInt('totalImages'),
    imagesInUse: t.exposeInt('imagesInUse'),
    unusedImages: t.exposeInt('unusedImages'),
    usageByPage: t.field({ type: [PageUsage], resolve: (stats) => stats.usageByPage }),
  }),
});

const UsageScan = builder.objectRef<UsageScanResult>('UsageScan').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    locations: t.exposeInt('locations', { description: 'Usage locations recorded by this scan.' }),
    unknownImageIds: t.exposeStringList('unknownImageIds', { description: 'Referenced by the content but not in the catalog; not recorded.' }),
    unplacedImageIds: t.exposeStringList('unplacedImageIds', { description: 'Found in content that no route shows.' }),
    stats: t.field({ type: UsageStats, resolve: (result) => result }),
  }),
});

builder.queryField('usageStats', (t) =>
  t.field({
    type: UsageStats,
    resolve: (_, __, ctx) => ctx.app.services.usage.stats(),
  }),
);

builder.mutationField('scanUsage', (t) =>
  t.field({
    type: UsageScan,
    description: 'Records where the built client uses catalog images, from its image-references.json (replacing the previous scan).',
    authScopes: { admin: true },
    resolve: (_, __, ctx) => ctx.app.services.usage.scan(metadataFor(ctx)),
  }),
);

/** What changes the figures: a scan, or an image entering or leaving the public catalog. */
const usageEventTypes = new Set<string>([UsageScanCompleted.type, ImageCatalogued.type, ImageArchived.type, ImageRestored.type]);

builder.subscriptionField('usageStatsChanged', (t) =>
  t.field({
    type: UsageStats,
    description:
      'The usage statistics after each usage scan, or image added, archived or restored. With after (the last logPosition seen), first the current figures if anything changed them since, then live ones.',
    args: { after: t.arg({ type: 'BigInt' }) },
    subscribe: (_, args, ctx) =>
      liveEvents(ctx.app.live, (event) => usageEventTypes.has(event.type), {
        coalesceBy: () => 'usage',
        resume: args.after === null || args.after === undefined ? undefined : { after: args.after, db: ctx.app.db, slice: { types: [...usageEventTypes] } },
      }),
    resolve: async (event, _, ctx) => ({ ...(await ctx.app.services.usage.stats()), logPosition: event.globalPosition }),
  }),
);
