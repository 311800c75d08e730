import { builder } from './builder.ts';
import './scalars.ts';
import '../images/imageSchema.ts';
import '../images/historySchema.ts';
import '../images/uploadSchema.ts';
import '../creativeSessions/creativeSessionSchema.ts';
import '../auth/authSchema.ts';
import '../analytics/analyticsSchema.ts';
import '../analytics/dashboardSchema.ts';
import '../semi/semiSchema.ts';
import '../semi/knowledgeSchema.ts';
import '../teamInbox/teamInboxSchema.ts';
import '../eventLog/eventLogSchema.ts';
import '../eventLog/imageAsOfSchema.ts';
import '../eventLog/rebuildSchema.ts';
import '../assets/assetsSchema.ts';
import '../usage/usageSchema.ts';
import '../generation/generationSchema.ts';
import '../presence/presenceSchema.ts';
import '../live/liveSchema.ts';

// Not sorted: enum values keep their declared order (the first perspective is the default), which codegen passes on.
export const schema = builder.toSchema({ sortSchema: false });
