import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { resumeFrom } from '../live/resumeBudget.ts';
import { ImageArchived, ImageCatalogued, ImageRestored } from '../../events/images/events.ts';
import { UsageScanCompleted } from '../../events/usage/events.ts';
import type { PageUsage as PageUsageShape, UsageStats as UsageStatsShape } from '../../events/usage/queries.ts';
import type { UsageScanResult } from './service.ts';

const PageUsage = builder.objectRef<PageUsageShape>('PageUsage').implement({
  description: 'How many catalog images one page of the site shows.',
  fields: (t) => ({
    page: t.exposeString('page', { description: 'The route, e.g. /chb-case-study.' }),
    count: t.exposeInt('count', { description: 'Distinct catalog images the page shows.' }),
  }),
});

const UsageStats = builder.objectRef<UsageStatsShape & { logPosition?: bigint }>('UsageStats').implement({
  description: 'Which public catalog images the site uses, as of the last usage scan.',
  fields: (t) => ({
    logPosition: t.field({
      type: 'BigInt',
      nullable: true,
      description: "On usageStatsChanged: the global position of the latest event these figures reflect; pass the last one seen as after to resume. Null elsewhere.",
      resolve: (stats) => stats.logPosition ?? null,
    }),
    totalImages: t.exposeInt('totalImages', { description: 'Public catalog images.' }),
    imagesInUse: t.exposeInt('imagesInUse', { description: 'Of those, images some page shows.' }),
    unusedImages: t.exposeInt('unusedImages', { description: 'Of those, images no page shows.' }),
    usageByPage: t.field({ type: [PageUsage], description: 'Per page, how many images it shows.', resolve: (stats) => stats.usageByPage }),
  }),
});

const UsageScan = builder.objectRef<UsageScanResult>('UsageScan').implement({
  description: 'The result of a usage scan.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Always true when the scan was recorded; a missing build is an error instead.' }),
    locations: t.exposeInt('locations', { description: 'Usage locations recorded by this scan.' }),
    unknownImageIds: t.exposeStringList('unknownImageIds', { description: 'Referenced by the content but not in the catalog; not recorded.' }),
    unplacedImageIds: t.exposeStringList('unplacedImageIds', { description: 'Found in content that no route shows.' }),
    stats: t.field({ type: UsageStats, description: 'The usage statistics after the scan.', resolve: (result) => result }),
  }),
});

builder.queryField('usageStats', (t) =>
  t.field({
    type: UsageStats,
    description: 'Which catalog images the site uses, as of the last usage scan.',
    resolve: (_, __, ctx) => ctx.app.services.usage.stats(),
  }),
);

builder.mutationField('scanUsage', (t) =>
  t.field({
    type: UsageScan,
    description: 'Records where the built client uses catalog images, from its image-references.json (replacing the previous scan). Administrators only.',
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
    args: { after: t.arg({ type: 'BigInt', description: 'The last logPosition seen, to resume without a gap (at most 10,000 positions back).' }) },
    subscribe: (_, args, ctx) =>
      liveEvents(ctx.app.live, (event) => usageEventTypes.has(event.type), {
        coalesceBy: () => 'usage',
        resume: resumeFrom(ctx, args.after, { types: [...usageEventTypes] }),
      }),
    resolve: async (event, _, ctx) => ({ ...(await ctx.app.services.usage.stats()), logPosition: event.globalPosition }),
  }),
);
