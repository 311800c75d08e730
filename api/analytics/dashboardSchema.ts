import { builder } from '../graphql/builder.ts';
import * as dashboard from './dashboardQueries.ts';
import { parseDayRange, parsePagePath, type DayRange } from './dashboardRange.ts';

const DayFigures = builder.objectRef<dashboard.DayFigures>('AnalyticsDay').implement({
  description: 'One UTC day: counted visits, unique sessions and image downloads.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD (UTC)' }),
    visits: t.exposeInt('visits', { description: 'Counted page visits that day.' }),
    sessions: t.exposeInt('sessions', { description: 'Unique browser sessions with a counted visit that day.' }),
    downloads: t.exposeInt('downloads', { description: 'Image downloads that day.' }),
  }),
});

const PageCount = builder.objectRef<dashboard.PageCount>('AnalyticsPageCount').implement({
  description: 'Visits of one page in the range.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The page path, e.g. /products.' }),
    visits: t.exposeInt('visits', { description: 'Counted visits.' }),
    sessions: t.exposeInt('sessions', { description: 'Unique browser sessions among them.' }),
  }),
});

const PathPair = builder.objectRef<dashboard.PathPair>('AnalyticsPathPair').implement({
  description: 'One step visitors took from a page to the next.',
  fields: (t) => ({
    fromPath: t.exposeString('fromPath', { description: 'The page left.' }),
    toPath: t.exposeString('toPath', { description: 'The page opened next.' }),
    count: t.exposeInt('count', { description: 'How often that step was taken.' }),
  }),
});

const TimeOnPage = builder.objectRef<dashboard.TimeOnPage>('AnalyticsTimeOnPage').implement({
  description: 'How long one page was visible, on average.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The page path.' }),
    averageSeconds: t.exposeFloat('averageSeconds', { description: 'Average visible seconds over the visits that reported any.' }),
    timedVisits: t.exposeInt('timedVisits', { description: 'Visits that reported a time.' }),
  }),
});

const ImageDownloads = builder.objectRef<dashboard.ImageDownloads>('AnalyticsImageDownloads').implement({
  description: 'Downloads of one image in the range.',
  fields: (t) => ({
    imageId: t.exposeString('imageId', { description: 'The image id.' }),
    title: t.exposeString('title', { nullable: true, description: "The image's title; null when the image is no longer in the catalog." }),
    downloads: t.exposeInt('downloads', { description: 'Downloads in the range.' }),
  }),
});

const ChatQuestions = builder.objectRef<{ answered: number; unanswered: number }>('AnalyticsChatQuestions').implement({
  description: "Questions visitors asked Semi in the range (the questions themselves are never recorded).",
  fields: (t) => ({
    answered: t.exposeInt('answered', { description: 'Questions answered from the knowledge base.' }),
    unanswered: t.exposeInt('unanswered', { description: 'Questions Semi could not answer.' }),
  }),
});

const ExcludedTraffic = builder.objectRef<{ botVisits: number; adminVisits: number }>('AnalyticsExcludedTraffic').implement({
  description: 'Visits left out of every other figure, counted here instead.',
  fields: (t) => ({
    botVisits: t.exposeInt('botVisits', { description: 'Visits by crawlers and other bots.' }),
    adminVisits: t.exposeInt('adminVisits', { description: "Visits of the administrator's own marked sessions." }),
  }),
});

type Totals = Awaited<ReturnType<typeof dashboard.totals>>;
interface Dashboard {
  range: DayRange;
  totals: Totals;
}

const AnalyticsDashboard = builder.objectRef<Dashboard>('AnalyticsDashboard').implement({
  description: 'Visitor analytics for a range of UTC days, without bot visits and the administrator’s own visits.',
  fields: (t) => ({
    from: t.string({ description: 'The first day of the range, YYYY-MM-DD (UTC).', resolve: ({ range }) => range.from }),
    to: t.string({ description: 'The last day of the range, YYYY-MM-DD (UTC).', resolve: ({ range }) => range.to }),
    visits: t.int({ description: 'Counted page visits.', resolve: ({ totals }) => totals.visits }),
    sessions: t.int({ description: 'Unique browser sessions.', resolve: ({ totals }) => totals.sessions }),
    averageSecondsOnPage: t.float({
      nullable: true,
      description: 'Average visible time over visits that reported any; null when none did.',
      resolve: ({ totals }) => totals.averageSeconds,
    }),
    excluded: t.field({ type: ExcludedTraffic, description: 'What was left out.', resolve: ({ totals }) => totals.excluded }),
    days: t.field({ type: [DayFigures], description: 'Every day of the range, days without traffic included.', resolve: ({ range }, _, ctx) => dashboard.perDay(ctx.app.db, range) }),
    topPages: t.field({ type: [PageCount], description: 'The 10 most visited pages.', resolve: ({ range }, _, ctx) => dashboard.topPages(ctx.app.db, range) }),
    entryPages: t.field({ type: [PageCount], description: 'The 10 pages sessions most often began on.', resolve: ({ range }, _, ctx) => dashboard.entryPages(ctx.app.db, range) }),
    nextPages: t.field({
      type: [PathPair],
      description: 'The 10 most taken steps from one page to the next; with fromPath, where visitors went from that page.',
      args: { fromPath: t.arg.string({ description: 'Only steps from this page path.' }) },
      resolve: ({ range }, args, ctx) =>
        dashboard.nextPages(ctx.app.db, range, args.fromPath == null ? undefined : parsePagePath(args.fromPath, 'fromPath')),
    }),
    timeOnPage: t.field({ type: [TimeOnPage], description: 'Average visible time of the 20 pages with the most timed visits.', resolve: ({ range }, _, ctx) => dashboard.timeOnPage(ctx.app.db, range) }),
    downloadsByImage: t.field({ type: [ImageDownloads], description: 'The 50 most downloaded images.', resolve: ({ range }, _, ctx) => dashboard.downloadsByImage(ctx.app.db, range) }),
    chatQuestions: t.field({ type: ChatQuestions, description: 'Questions asked of Semi.', resolve: ({ range }, _, ctx) => dashboard.chatQuestions(ctx.app.db, range) }),
  }),
});

builder.queryField('analyticsDashboard', (t) =>
  t.field({
    type: AnalyticsDashboard,
    description: 'Visitor analytics from the read models, for whole UTC days from and to (YYYY-MM-DD, at most 366 days; administrators only).',
    authScopes: { admin: true },
    args: {
      from: t.arg.string({ required: true, description: 'The first day, YYYY-MM-DD (UTC).' }),
      to: t.arg.string({ required: true, description: 'The last day, YYYY-MM-DD (UTC), included.' }),
    },
    resolve: async (_, args, ctx) => {
      const range = parseDayRange(args);
      return { range, totals: await dashboard.totals(ctx.app.db, range) };
    },
  }),
);
