import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';
import type { RebuildStatus } from './rebuildService.ts';

const RebuildState = builder.enumType('ReadModelRebuildState', {
  values: {
    idle: { description: 'No rebuild has run since this server process started' },
    running: { description: 'Running' },
    done: { description: 'Done: the rebuilt read models are live' },
    failed: { description: 'Failed: the live read models are unchanged' },
  },
});

const RebuildPhaseEnum = builder.enumType('ReadModelRebuildPhase', {
  values: {
    folding: { value: 'folding', description: 'Folding the log' },
    writing: { value: 'writing', description: 'Writing the new read models' },
    catching_up: { value: 'catching up', description: 'Catching up with events appended meanwhile' },
    swapping: { value: 'swapping', description: 'Swapping the new read models in' },
  },
});

const ReadModelRebuild = builder.objectRef<RebuildStatus>('ReadModelRebuild').implement({
  description: 'The last rebuild of the read models this server process ran (each rebuild is also a ReadModelsRebuilt event).',
  fields: (t) => ({
    state: t.field({ type: RebuildState, resolve: (status) => status.state }),
    phase: t.field({ type: RebuildPhaseEnum, nullable: true, resolve: (status) => status.phase }),
    events: t.exposeInt('events', { description: 'Events folded so far.' }),
    total: t.exposeInt('total', { description: 'Events in the log when the rebuild started.' }),
    startedAt: t.exposeString('startedAt', { nullable: true }),
    finishedAt: t.exposeString('finishedAt', { nullable: true }),
    digest: t.exposeString('digest', { nullable: true, description: 'The digest of the rebuilt read models.' }),
    swapMilliseconds: t.exposeInt('swapMilliseconds', { nullable: true, description: 'How long the live read models were locked for the swap.' }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

builder.queryField('readModelRebuild', (t) =>
  t.field({
    type: ReadModelRebuild,
    description: 'How far the read-model rebuild of this server process got (administrators only).',
    authScopes: { admin: true },
    resolve: (_, __, ctx) => ctx.app.services.rebuild.status(),
  }),
);

builder.mutationField('rebuildReadModels', (t) =>
  t.field({
    type: ReadModelRebuild,
    description:
      'Rebuilds every read model from the log in the background while the site keeps serving, then swaps them in (administrators only; 409 while one runs).',
    authScopes: { admin: true },
    resolve: (_, __, ctx) => ctx.app.services.rebuild.start(metadataFor(ctx)),
  }),
);
