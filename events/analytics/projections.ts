import { isEvent } from '../store/eventType.ts';
import { AnalyticsDaySummarized, NavigationRecorded, PageVisited, TimeOnPageRecorded, VisitorSessionMarkedAsAdmin } from './events.ts';
import { causedByAdmin } from '../admin/causedByAdmin.ts';
import { insert, update, type Projection } from '../store/ops.ts';

export const pageVisitsProjection: Projection = {
  table: 'page_visits',
  primaryKey: ['id'],
  handles: [PageVisited.type, TimeOnPageRecorded.type],
  evolve(event) {
    if (isEvent(event, PageVisited)) {
      const v = event.data;
      return [
        insert('page_visits', {
          id: v.visitId,
          session_id: v.sessionId,
          path: v.path,
          referrer: v.referrer,
          user_agent: v.userAgent,
          time_spent: 0,
          visited_at: event.metadata.time,
          by_admin: causedByAdmin(event),
        }),
      ];
    }
    if (isEvent(event, TimeOnPageRecorded)) {
      return [update('page_visits', { id: event.data.visitId }, { set: { time_spent: event.data.timeSpent } })];
    }
    return [];
  },
};

export const navigationsProjection: Projection = {
  table: 'navigations',
  primaryKey: ['id'],
  handles: [NavigationRecorded.type],
  evolve(event) {
    if (!isEvent(event, NavigationRecorded)) return [];
    const n = event.data;
    return [
      insert('navigations', {
        id: n.navigationId,
        session_id: n.sessionId,
        from_path: n.fromPath,
        to_path: n.toPath,
        navigated_at: event.metadata.time,
      }),
    ];
  },
};

/** One row per mark (a session may be marked again after a reload); readers take the distinct sessions. */
export const adminSessionMarksProjection: Projection = {
  table: 'admin_session_marks',
  primaryKey: ['event_id'],
  handles: [VisitorSessionMarkedAsAdmin.type],
  evolve(event) {
    if (!isEvent(event, VisitorSessionMarkedAsAdmin)) return [];
    return [insert('admin_session_marks', { event_id: event.eventId, session_id: event.data.sessionId, marked_at: event.metadata.time })];
  },
};

/**
 * Retention's daily figures, one row per summary event and day of visit. Forgotten visitors' erased events
 * (VisitorEventErased) and VisitorForgotten project to nothing: their rows went in the forgetting's transaction.
 */
export const analyticsDaySummariesProjection: Projection = {
  table: 'analytics_day_summaries',
  primaryKey: ['event_id', 'day'],
  handles: [AnalyticsDaySummarized.type],
  evolve(event) {
    if (!isEvent(event, AnalyticsDaySummarized)) return [];
    return event.data.days.map(({ day, visits, sessions, botVisits, adminVisits, timedVisits, timeSpent, pages, navigations }) =>
      insert('analytics_day_summaries', {
        event_id: event.eventId,
        day,
        visits,
        sessions,
        bot_visits: botVisits,
        admin_visits: adminVisits,
        timed_visits: timedVisits,
        time_spent: timeSpent,
        pages,
        navigations,
      }),
    );
  },
};
