/** Read-model tables in the order they can be filled (referenced tables first), with their primary keys. */
export const readModelTables = {
  creative_sessions: ['id'],
  creative_images: ['id'],
  usage_locations: ['image_id', 'page', 'section'],
  page_visits: ['id'],
  navigations: ['id'],
  image_downloads: ['image_id', 'event_id'],
  chat_questions: ['event_id'],
  admin_session_marks: ['event_id'],
  analytics_day_summaries: ['event_id', 'day'],
} as const satisfies Record<string, readonly string[]>;

export type TableName = keyof typeof readModelTables;
export const tableNames = Object.keys(readModelTables) as TableName[];
