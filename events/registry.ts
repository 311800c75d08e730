import type { EventType } from './eventType.ts';
import { AdminLoggedIn, AdminLoggedOut } from './types/admin.ts';
import { NavigationRecorded, PageVisited, TimeOnPageRecorded, VisitorSessionMarkedAsAdmin } from './types/analytics.ts';
import { AssetsRepaired, ImageGenerated } from './types/assets.ts';
import { ImageCatalogued, ImageDetailsEdited, ImageDownloaded } from './types/images.ts';
import { ChatQuestionAnswered } from './types/semi.ts';
import { CreativeSessionRecorded } from './types/sessions.ts';
import { UsageScanCompleted } from './types/usage.ts';

/** Every event type the log may hold. Appending an undeclared type is refused. */
export const eventTypes: readonly EventType<string, unknown>[] = [
  CreativeSessionRecorded,
  ImageCatalogued,
  ImageDetailsEdited,
  ImageDownloaded,
  UsageScanCompleted,
  AssetsRepaired,
  ImageGenerated,
  PageVisited,
  NavigationRecorded,
  TimeOnPageRecorded,
  VisitorSessionMarkedAsAdmin,
  AdminLoggedIn,
  AdminLoggedOut,
  ChatQuestionAnswered,
] as EventType<string, unknown>[];

const byType = new Map(eventTypes.map((eventType) => [eventType.type, eventType]));

export function eventTypeOf(type: string): EventType<string, unknown> | undefined {
  return byType.get(type);
}
