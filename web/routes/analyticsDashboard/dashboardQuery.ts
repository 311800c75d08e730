/** The dashboard's GraphQL documents; their result types are generated (AnalyticsDashboardQuery, ...). */
import { graphql } from '../../generated/gql.ts';

export const ANALYTICS_DASHBOARD = graphql(`
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
`);

/** The pages visited after one page, for the panel that follows a single path. */
export const NEXT_PAGES_FROM = graphql(`
  query AnalyticsNextPagesFrom($from: String!, $to: String!, $fromPath: String!) {
    analyticsDashboard(from: $from, to: $to) {
      nextPages(fromPath: $fromPath) {
        fromPath
        toPath
        count
      }
    }
  }
`);
