/** The dashboard's GraphQL documents, with their result types written out like the other admin pages. */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface DayFigures {
  readonly day: string;
  readonly visits: number;
  readonly sessions: number;
  readonly downloads: number;
}
export interface PageCount {
  readonly path: string;
  readonly visits: number;
  readonly sessions: number;
}
export interface PathPair {
  readonly fromPath: string;
  readonly toPath: string;
  readonly count: number;
}

export interface AnalyticsDashboardData {
  readonly from: string;
  readonly to: string;
  readonly visits: number;
  readonly sessions: number;
  readonly averageSecondsOnPage: number | null;
  readonly excluded: { readonly botVisits: number; readonly adminVisits: number };
  readonly days: readonly DayFigures[];
  readonly topPages: readonly PageCount[];
  readonly entryPages: readonly PageCount[];
  readonly nextPages: readonly PathPair[];
  readonly timeOnPage: readonly { readonly path: string; readonly averageSeconds: number; readonly timedVisits: number }[];
  readonly downloadsByImage: readonly { readonly imageId: string; readonly title: string | null; readonly downloads: number }[];
  readonly chatQuestions: { readonly answered: number; readonly unanswered: number };
}

export const ANALYTICS_DASHBOARD: TypedDocumentNode<{ analyticsDashboard: AnalyticsDashboardData }, { from: string; to: string }> = gql`
  query AnalyticsDashboard($from: String!, $to: String!) {
    analyticsDashboard(from: $from, to: $to) {
      from
      to
      visits
      sessions
      averageSecondsOnPage
      excluded {
        botVisits
        adminVisits
      }
      days {
        day
        visits
        sessions
        downloads
      }
      topPages {
        path
        visits
        sessions
      }
      entryPages {
        path
        visits
        sessions
      }
      nextPages {
        fromPath
        toPath
        count
      }
      timeOnPage {
        path
        averageSeconds
        timedVisits
      }
      downloadsByImage {
        imageId
        title
        downloads
      }
      chatQuestions {
        answered
        unanswered
      }
    }
  }
`;

export const NEXT_PAGES_FROM: TypedDocumentNode<
  { analyticsDashboard: { nextPages: readonly PathPair[] } },
  { from: string; to: string; fromPath: string }
> = gql`
  query AnalyticsNextPagesFrom($from: String!, $to: String!, $fromPath: String!) {
    analyticsDashboard(from: $from, to: $to) {
      nextPages(fromPath: $fromPath) {
        fromPath
        toPath
        count
      }
    }
  }
`;
