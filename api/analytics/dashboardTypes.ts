import { builder } from '../builder.ts';
import * as dashboard from './dashboardQueries.ts';
import { parseDayRange, parsePagePath, type DayRange } from './dashboardRange.ts';

const DayFigures = builder.objectRef<dashboard.DayFigures>('AnalyticsDay').implement({
  description: 'One UTC day: counted visits, unique sessions and image downloads.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD (UTC)' }),
    visits: t.exposeInt('visits'),
    sessions: t.exposeInt('sessions'),
    downloads: t.exposeInt('downloads'),
  }),
});

const PageCount = builder.objectRef<dashboard.PageCount>('AnalyticsPageCount').implement({
  fields: (t) => ({ path: t.exposeString('path'), visits: t.exposeInt('visits'), sessions: t.exposeInt('sessions') }),
});

const PathPair = builder.objectRef<dashboard.PathPair>('AnalyticsPathPair').implement({
  fields: (t) => ({ fromPath: t.exposeString('fromPath'), toPath: t.exposeString('toPath'), count: t.exposeInt('count') }),
});

const TimeOnPage = builder.objectRef<dashboard.TimeOnPage>('AnalyticsTimeOnPage').implement({
  fields: (t) => ({ path: t.exposeString('path'), averageSeconds: t.exposeFloat('averageSeconds'), timedVisits: t.exposeInt('timedVisits') }),
});

const ImageDownloads = builder.objectRef<dashboard.ImageDownloads>('AnalyticsImageDownloads').implement({
  fields: (t) => ({ imageId: t.exposeString('imageId'), title: t.exposeString('title', { nullable: true }), downloads: t.exposeInt('downloads') }),
});

const ChatQuestions = builder.objectRef<{ answered: number; unanswered: number }>('AnalyticsChatQuestions').implement({
  fields: (t) => ({ answered: t.exposeInt('answered'), unanswered: t.exposeInt('unanswered') }),
});

const ExcludedTraffic = builder.objectRef<{ botVisits: number; adminVisits: number }>('AnalyticsExcludedTraffic').implement({
  description: 'Visits left out of every other figure, counted here instead.',
  fields: (t) => ({ botVisits: t.exposeInt('botVisits'), adminVisits: t.exposeInt('adminVisits') }),
});

type Totals = Awaited<ReturnType<typeof dashboard.totals>>;
interface Dashboard {
  range: DayRange;
  totals: Totals;
}

const AnalyticsDashboard = builder.objectRef<Dashboard>('AnalyticsDashboard').implement({
  description: 'Visitor analytics for a range of UTC days, without bot visits and the administrator’s own visits.',
  fields: (t) => ({
    from: t.string({ resolve: ({ range }) => range.from }),
    to: t.string({ resolve: ({ range }) => range.to }),
    visits: t.int({ resolve: ({ totals }) => totals.visits }),
    sessions: t.int({ description: 'Unique browser sessions.', resolve: ({ totals }) => totals.sessions }),
    averageSecondsOnPage: t.float({
      nullable: true,
      description: 'Average visible time over visits that reported any; null when none did.',
      resolve: ({ totals }) => totals.averageSeconds,
    }),
    excluded: t.field({ type: ExcludedTraffic, resolve: ({ totals }) => totals.excluded }),
    days: t.field({ type: [DayFigures], resolve: ({ range }, _, ctx) => dashboard.perDay(ctx.app.db, range) }),
    topPages: t.field({ type: [PageCount], resolve: ({ range }, _, ctx) => dashboard.topPages(ctx.app.db, range) }),
    entryPages: t.field({ type: [PageCount], resolve: ({ range }, _, ctx) => dashboard.entryPages(ctx.app.db, range) }),
    nextPages: t.field({
      type: [PathPair],
      description: 'The 10 most taken steps from one page to the next; with fromPath, where visitors went from that page.',
      args: { fromPath: t.arg.string() },
      resolve: ({ range }, args, ctx) =>
        dashboard.nextPages(ctx.app.db, range, args.fromPath == null ? undefined : parsePagePath(args.fromPath, 'fromPath')),
    }),
    timeOnPage: t.field({ type: [TimeOnPage], resolve: ({ range }, _, ctx) => dashboard.timeOnPage(ctx.app.db, range) }),
    downloadsByImage: t.field({ type: [ImageDownloads], resolve: ({ range }, _, ctx) => dashboard.downloadsByImage(ctx.app.db, range) }),
    chatQuestions: t.field({ type: ChatQuestions, resolve: ({ range }, _, ctx) => dashboard.chatQuestions(ctx.app.db, range) }),
  }),
});

builder.queryField('analyticsDashboard', (t) =>
  t.field({
    type: AnalyticsDashboard,
    description: 'Visitor analytics from the read models, for whole UTC days from and to (YYYY-MM-DD, at most 366 days; administrators only).',
    authScopes: { admin: true },
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => {
      const range = parseDayRange(args);
      return { range, totals: await dashboard.totals(ctx.app.db, range) };
    },
  }),
);
