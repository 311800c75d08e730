import { builder } from './builder.ts';
import './scalars.ts';
import './images/types.ts';
import './images/historyTypes.ts';
import './sessions/types.ts';
import './auth/types.ts';
import './analytics/types.ts';
import './analytics/dashboardTypes.ts';
import './semi/semiSchema.ts';
import './events/types.ts';
import './events/imageAsOfTypes.ts';
import './events/rebuildTypes.ts';
import './assets/types.ts';
import './usage/types.ts';
import './generation/types.ts';
import './presence/types.ts';

// Not sorted: enum values keep their declared order (the first perspective is the default), which codegen passes on.
export const schema = builder.toSchema({ sortSchema: false });
