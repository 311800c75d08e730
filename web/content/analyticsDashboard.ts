/** Copy of the analytics dashboard in the admin area (issue 9). */
import type { PageMeta } from './types.ts';

/** /image-admin/analytics is not one of the RoutePath routes, so its meta lives here, not in routeMeta. */
export const analyticsDashboardMeta: PageMeta = {
  title: 'Analytics | CHB',
  description: 'Restricted area: privacy-first visitor analytics computed from the event log.',
};

export const analyticsDashboard = {
  loading: 'Loading analytics...',
  title: 'Analytics',
  intro: 'Visits, paths, time on page, downloads and chat questions, computed from the event log. No cookies, no IP addresses.',
  back: { label: 'Back to Image Administration', href: '/image-admin' },
  adminLink: { label: 'Analytics dashboard', href: '/image-admin/analytics' },
  logout: 'Logout',
  range: {
    legend: 'Date range (UTC days)',
    from: 'From',
    to: 'To',
    presets: 'Presets',
    preset: (days: number) => `Last ${days} days`,
    invalid: 'The start date must not be after the end date.',
  },
  refreshing: 'Updating...',
  failed: 'The analytics could not be loaded.',
  retry: 'Try again',
  empty: 'No visits in this range',
  excluded: (bots: number, admin: number) =>
    `Excluded: ${bots} bot ${bots === 1 ? 'visit' : 'visits'}, ${admin} admin ${admin === 1 ? 'visit' : 'visits'}.`,
  excludedHint: 'Bots are recognised by their user agent; admin visits are every visit of a browser session in which the administrator was signed in.',
  totals: {
    visits: 'Visits',
    sessions: 'Unique sessions',
    averageTime: 'Average time on page',
    downloads: 'Downloads',
  },
  seconds: (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} s`),
  visitsChart: {
    title: 'Visits and sessions per day',
    summary: (visits: number, sessions: number, days: number) =>
      `Bar chart: ${visits} visits and ${sessions} unique sessions over ${days} days. The table below lists the figures.`,
  },
  downloadsChart: {
    title: 'Downloads per day',
    summary: (downloads: number, days: number) => `Bar chart: ${downloads} downloads over ${days} days. The table below lists the figures.`,
  },
  dayTable: { caption: 'Figures per day', day: 'Day', visits: 'Visits', sessions: 'Sessions', downloads: 'Downloads', show: 'Show the figures per day' },
  topPages: { title: 'Top pages', path: 'Page', visits: 'Visits', sessions: 'Sessions' },
  entryPages: { title: 'Entry pages', hint: 'The first page of each session.', path: 'Page', sessions: 'Sessions' },
  nextPages: {
    title: 'Next-page paths',
    from: 'From',
    to: 'To',
    count: 'Times',
    none: 'No navigations in this range.',
    drillLabel: 'Where visitors went next from',
    drillPlaceholder: '/products',
    drillSubmit: 'Show next pages',
    drillEmpty: 'No navigations from this page in this range.',
  },
  timeOnPage: { title: 'Average visible time on page', hint: 'Only visits that reported visible time count.', path: 'Page', average: 'Average', visits: 'Timed visits' },
  downloads: { title: 'Downloads per image', image: 'Image', downloads: 'Downloads', none: 'No downloads in this range.' },
  chat: { title: 'Chat questions', answered: 'Answered', unanswered: 'Not answered' },
} as const;
