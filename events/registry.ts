import { AdminAccountAdded, AdminAccountRemoved, AdminLoggedIn, AdminLoggedOut, AdminPasswordChanged } from './admin/events.ts';
import {
  AnalyticsDaySummarized,
  NavigationRecorded,
  PageVisited,
  TimeOnPageRecorded,
  VisitorEventErased,
  VisitorForgotten,
  VisitorSessionMarkedAsAdmin,
} from './analytics/events.ts';
import { adminSessionMarksProjection, analyticsDaySummariesProjection, navigationsProjection, pageVisitsProjection } from './analytics/projections.ts';
import { AssetsRepaired, ImageGenerated } from './assets/events.ts';
import { imageDownloadsProjection } from './images/downloadsProjection.ts';
import { ImageArchived, ImageCatalogued, ImageDetailsEdited, ImageDownloaded, ImageRestored } from './images/events.ts';
import { creativeImagesProjection } from './images/projection.ts';
import { ReadModelsRebuilt } from './maintenance/events.ts';
import { ChatQuestionAnswered } from './semi/events.ts';
import { chatQuestionsProjection } from './semi/projection.ts';
import { KnowledgePassageAdded, KnowledgePassageEdited } from './knowledge/events.ts';
import { knowledgePassagesProjection } from './knowledge/projection.ts';
import { TeamQuestionAnswered, TeamQuestionAsked, TeamQuestionDeleted } from './teamInbox/events.ts';
import { teamQuestionsProjection } from './teamInbox/projection.ts';
import { CreativeSessionEdited, CreativeSessionRecorded } from './creativeSessions/events.ts';
import { creativeSessionsProjection } from './creativeSessions/projection.ts';
import { createEventRegistry } from './store/eventRegistry.ts';
import type { EventType } from './store/eventType.ts';
import { UsageScanCompleted } from './usage/events.ts';
import { usageLocationsProjection } from './usage/projection.ts';

/**
 * The site's log: every event type it may hold (appending an undeclared type is refused) and the
 * inline projections, in the order they apply to each event and their tables fill (referenced tables
 * first). The store, the follower and the maintenance tools are handed this.
 */
export const registry = createEventRegistry({
  eventTypes: [
    CreativeSessionRecorded,
    CreativeSessionEdited,
    ImageCatalogued,
    ImageDetailsEdited,
    ImageArchived,
    ImageRestored,
    ImageDownloaded,
    UsageScanCompleted,
    AssetsRepaired,
    ImageGenerated,
    PageVisited,
    NavigationRecorded,
    TimeOnPageRecorded,
    VisitorSessionMarkedAsAdmin,
    VisitorEventErased,
    VisitorForgotten,
    AnalyticsDaySummarized,
    AdminLoggedIn,
    AdminLoggedOut,
    AdminAccountAdded,
    AdminAccountRemoved,
    AdminPasswordChanged,
    ChatQuestionAnswered,
    TeamQuestionAsked,
    TeamQuestionAnswered,
    TeamQuestionDeleted,
    KnowledgePassageAdded,
    KnowledgePassageEdited,
    ReadModelsRebuilt,
  ] as EventType<string, unknown>[],
  projections: [
    creativeSessionsProjection,
    creativeImagesProjection,
    usageLocationsProjection,
    pageVisitsProjection,
    navigationsProjection,
    imageDownloadsProjection,
    chatQuestionsProjection,
    knowledgePassagesProjection,
    teamQuestionsProjection,
    adminSessionMarksProjection,
    analyticsDaySummariesProjection,
  ],
});
