import type { EventType } from './eventType.ts';
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
import { AssetsRepaired, ImageGenerated } from './assets/events.ts';
import { ImageArchived, ImageCatalogued, ImageDetailsEdited, ImageDownloaded, ImageRestored } from './images/events.ts';
import { ReadModelsRebuilt } from './maintenance/events.ts';
import { ChatQuestionAnswered } from './semi/events.ts';
import { CreativeSessionEdited, CreativeSessionRecorded } from './sessions/events.ts';
import { UsageScanCompleted } from './usage/events.ts';

/** Every event type the log may hold. Appending an undeclared type is refused. */
export const eventTypes: readonly EventType<string, unknown>[] = [
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
  ReadModelsRebuilt,
] as EventType<string, unknown>[];

const byType = new Map(eventTypes.map((eventType) => [eventType.type, eventType]));

export function eventTypeOf(type: string): EventType<string, unknown> | undefined {
  return byType.get(type);
}
