import { z } from 'zod';
import type { RecordedEvent } from '../../events/store/eventType.ts';
import { loggedInstant } from '../../events/store/isoTime.ts';
import { registry } from '../../events/registry.ts';
import { builder } from '../graphql/builder.ts';
import { requireAdmin, UserError } from '../errors.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { whileSignedIn } from '../live/whileSignedIn.ts';
import { resumeFrom } from '../live/resumeBudget.ts';

/** 'ImageDetailsEdited' → 'Image details edited'. */
const sentenceOf = (typeName: string) => typeName.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').replace(/ [A-Z]/g, (word) => word.toLowerCase());

/** Every event type the log may hold, in the registry's order. */
const EventTypeEnum = builder.enumType('EventType', {
  description: 'The type of an event in the log.',
  values: Object.fromEntries(registry.eventTypes.map(({ type }) => [type, { value: type, description: sentenceOf(type) }])),
});

const LogEvent = builder.objectRef<RecordedEvent>('LogEvent').implement({
  description: 'One event of the append-only log, with its data and metadata.',
  fields: (t) => ({
    globalPosition: t.field({ type: 'BigInt', description: 'The position of the event in the whole log; pass it as after or before to page.', resolve: (event) => event.globalPosition }),
    streamId: t.exposeString('streamId', { description: "The stream the event belongs to, type-prefixed, e.g. 'image:<id>'." }),
    streamVersion: t.field({ type: 'BigInt', description: 'The version of its stream this event made (1 for the first).', resolve: (event) => event.streamVersion }),
    eventId: t.exposeString('eventId', { description: 'The unique id of the event.' }),
    type: t.field({ type: EventTypeEnum, description: 'What happened.', resolve: (event) => event.type }),
    schemaVersion: t.exposeInt('schemaVersion', { description: "The version of the event type's shape; data is always upcast to the current one." }),
    data: t.field({ type: 'JSON', description: 'The event itself, in the shape of its type.', resolve: (event) => event.data }),
    metadata: t.field({ type: 'JSON', description: 'Who caused it and when: { actor, time } (and requestId for an administrator).', resolve: (event) => event.metadata }),
  }),
});

const logFilter = z
  .object({
    after: z.bigint().optional(),
    before: z.bigint().optional(),
    from: loggedInstant.optional(),
    to: loggedInstant.optional(),
    types: z.array(z.string().max(80)).max(50).optional(),
    stream: z.string().max(200).optional(),
    limit: z.number().int().min(1, 'limit: must be at least 1').max(1000, 'limit: must be at most 1,000'),
    newestFirst: z.boolean(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: 'must not be before from' })
  .refine((filter) => filter.after === undefined || filter.before === undefined || filter.after < filter.before, {
    path: ['before'],
    message: 'must be greater than after',
  });

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

builder.queryField('eventLog', (t) =>
  t.field({
    type: [LogEvent],
    description:
      'Events between global positions (after < position < before) and times (from ≤ time ≤ to), oldest first, or with newestFirst the newest of the range first, for paging back (administrators only).',
    authScopes: { admin: true },
    args: {
      after: t.arg({ type: 'BigInt', description: 'Only events at global positions above this one; the last globalPosition of a page gives the next page.' }),
      before: t.arg({ type: 'BigInt', description: 'Only events at global positions below this one; with newestFirst, the first globalPosition seen gives the previous page.' }),
      from: t.arg({ type: 'DateTime', description: 'Only events recorded at or after this time.' }),
      to: t.arg({ type: 'DateTime', description: 'Only events recorded at or before this time.' }),
      types: t.arg({ type: [EventTypeEnum], description: 'Only events of these types; absent: every type.' }),
      stream: t.arg.string({ description: "Only events of this stream, e.g. 'image:<id>'." }),
      limit: t.arg.int({ defaultValue: 100, description: 'At most this many events (1 to 1,000).' }),
      newestFirst: t.arg.boolean({ defaultValue: false, description: 'The newest events of the range first.' }),
    },
    resolve: (_, args, ctx) => {
      const parsed = logFilter.safeParse({
        after: orUndefined(args.after),
        before: orUndefined(args.before),
        from: orUndefined(args.from),
        to: orUndefined(args.to),
        types: orUndefined(args.types),
        stream: orUndefined(args.stream),
        limit: args.limit,
        newestFirst: args.newestFirst ?? false,
      });
      if (!parsed.success) throw UserError.fromZod(parsed.error);
      const filter = parsed.data;
      return ctx.app.store.readAll({
        after: filter.after ?? 0n,
        until: filter.before === undefined ? undefined : filter.before - 1n,
        fromTime: filter.from?.toISOString(),
        untilTime: filter.to?.toISOString(),
        types: filter.types,
        streamId: filter.stream,
        limit: filter.limit,
        newestFirst: filter.newestFirst,
      });
    },
  }),
);

builder.subscriptionField('eventAppended', (t) =>
  t.field({
    type: LogEvent,
    description:
      'Every appended event as it commits (administrators only). With after (a global position, as in eventLog), first every matching event delivered after that one, then live ones: pass the last globalPosition seen to resume without a gap or a repeat.',
    authScopes: { admin: true },
    args: {
      types: t.arg({ type: [EventTypeEnum], description: 'Only events of these types; absent or empty: every type.' }),
      after: t.arg({ type: 'BigInt', description: 'The last globalPosition seen, to resume without a gap (at most 10,000 positions back).' }),
    },
    subscribe: (_, args, ctx) => {
      requireAdmin(ctx);
      const types = args.types?.length ? args.types : undefined;
      const resume = resumeFrom(ctx, args.after, { types });
      return whileSignedIn(ctx, liveEvents(ctx.app.live, (event) => !types || types.includes(event.type), { resume }));
    },
    resolve: (event) => event,
  }),
);
