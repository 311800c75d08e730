import { WrongExpectedVersionError, type DomainError } from './errors.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from './eventType.ts';
import type { AppendResult, EventStore, ExpectedVersion } from './store.ts';

/** What a decider answers: the events to append (none: nothing to change) or why it refuses. */
export type Decision = readonly NewEvent[] | DomainError;

/** An aggregate's state, how each of its events changes it, and its pure decisions. */
export interface Decider<Command, State> {
  initialState(): State;
  evolve(state: State, event: RecordedEvent): State;
  decide(command: Command, state: State, now: string): Decision;
}

/**
 * A decider that needs no history: its streams only collect facts (logins, scans, answers), which
 * never conflict, so nothing is loaded and events append in any order.
 */
export interface StatelessDecider<Command> {
  decide(command: Command, now: string): Decision;
}

export const isRefusal = (decision: Decision): decision is DomainError => !Array.isArray(decision);

/** The state folded from a stream's events, and the stream version it was built from. */
export async function loadState<State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, State>, 'initialState' | 'evolve'>,
): Promise<{ state: State; version: bigint }> {
  const events = await store.readStream(streamId);
  return { state: events.reduce(decider.evolve, decider.initialState()), version: events.at(-1)?.streamVersion ?? 0n };
}

export interface CommandOptions {
  metadata: EventMetadata;
  /**
   * How often to load and decide again when the stream changed between load and append. Give 0
   * when the caller named the version it saw: then a change meanwhile is the caller's conflict.
   */
  retries?: number;
  /**
   * Append the decided events to this stream instead, in any order with its other events (they
   * never conflict with each other); the loaded stream only informs the decision.
   */
  appendTo?: string;
}

export interface ReadModelCommandOptions<State> extends CommandOptions {
  /**
   * The state the decision needs, read from read models instead of folding the stream. There is no
   * stream version then, so the events append in any order: only for deciders whose refusals rest
   * on facts that are never withdrawn (a visit, once recorded, stays recorded).
   */
  readState: () => Promise<State>;
}

/**
 * Load → decide → append: folds the stream into state, asks the decider, and appends its events
 * with the stream version the state was built from, so a change in between is never overwritten.
 * A refusal is thrown as the decider's typed error; no events: nothing is written.
 */
export async function handleCommand<Command, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State> | StatelessDecider<Command>,
  command: Command,
  options: CommandOptions | ReadModelCommandOptions<State>,
): Promise<AppendResult> {
  if (!('evolve' in decider)) {
    const decision = decider.decide(command, options.metadata.time);
    if (isRefusal(decision)) throw decision;
    if (!decision.length) return { streamId, nextExpectedVersion: await store.streamVersion(streamId), events: [], duplicate: false };
    return store.append(options.appendTo ?? streamId, decision, { expectedVersion: 'any', metadata: options.metadata });
  }
  const target = options.appendTo ?? streamId;
  if ('readState' in options) {
    const decision = decider.decide(command, await options.readState(), options.metadata.time);
    if (isRefusal(decision)) throw decision;
    if (!decision.length) return { streamId: target, nextExpectedVersion: await store.streamVersion(target), events: [], duplicate: false };
    return store.append(target, decision, { expectedVersion: 'any', metadata: options.metadata });
  }
  for (let attempt = 0; ; attempt++) {
    const { state, version } = await loadState(store, streamId, decider);
    const decision = decider.decide(command, state, options.metadata.time);
    if (isRefusal(decision)) throw decision;
    if (!decision.length) return { streamId: target, nextExpectedVersion: version, events: [], duplicate: false };
    const expectedVersion: ExpectedVersion = options.appendTo ? 'any' : version;
    try {
      return await store.append(target, decision, { expectedVersion, metadata: options.metadata });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= (options.retries ?? 0)) throw error;
    }
  }
}

/**
 * One command per stream, all appended in one transaction: every stream changes or none. The
 * first refusal refuses them all. `retries`: how often to load and decide them all again when one
 * of the streams changed meanwhile (as handleCommand's).
 */
export async function handleCommandsTogether<Command, State>(
  store: EventStore,
  decider: Decider<Command, State>,
  commands: readonly { streamId: string; command: Command }[],
  metadata: EventMetadata,
  retries = 0,
): Promise<AppendResult[]> {
  for (let attempt = 0; ; attempt++) {
    const byStream = await store.readStreams(commands.map((target) => target.streamId));
    const appends = [];
    for (const { streamId, command } of commands) {
      const events = byStream.get(streamId) ?? [];
      const state = events.reduce(decider.evolve, decider.initialState());
      const decision = decider.decide(command, state, metadata.time);
      if (isRefusal(decision)) throw decision;
      if (decision.length) appends.push({ streamId, events: decision, expectedVersion: events.at(-1)?.streamVersion ?? 0n });
    }
    if (!appends.length) return [];
    try {
      return await store.appendAll(appends, metadata);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= retries) throw error;
    }
  }
}
