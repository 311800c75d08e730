import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import type { RebuildStatus } from './rebuildService.ts';

const RebuildState = builder.enumType('ReadModelRebuildState', {
  description: 'Where the last read-model rebuild of this server process stands.',
  values: {
    idle: { description: 'No rebuild has run since this server process started' },
    running: { description: 'Running' },
    done: { description: 'Done: the rebuilt read models are live' },
    failed: { description: 'Failed: the live read models are unchanged' },
  },
});

const RebuildPhaseEnum = builder.enumType('ReadModelRebuildPhase', {
  description: 'The step a running read-model rebuild is at.',
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
    state: t.field({ type: RebuildState, description: 'Where the rebuild stands.', resolve: (status) => status.state }),
    phase: t.field({ type: RebuildPhaseEnum, nullable: true, description: 'The step it is at (the last one reached once it ended); null before any rebuild.', resolve: (status) => status.phase }),
    events: t.exposeInt('events', { description: 'Events folded so far.' }),
    total: t.exposeInt('total', { description: 'Events in the log when the rebuild started.' }),
    startedAt: t.exposeString('startedAt', { nullable: true, description: 'When it started (ISO 8601); null before any rebuild.' }),
    finishedAt: t.exposeString('finishedAt', { nullable: true, description: 'When it ended (ISO 8601); null while running or before any rebuild.' }),
    digest: t.exposeString('digest', { nullable: true, description: 'The digest of the rebuilt read models.' }),
    swapMilliseconds: t.exposeInt('swapMilliseconds', { nullable: true, description: 'How long the live read models were locked for the swap.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why it failed; null unless state is failed.' }),
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
