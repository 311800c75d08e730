import { describe, expect, it } from 'vitest';
import { NotFoundError, WrongExpectedVersionError } from './errors.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from './eventType.ts';
import { handleCommand, type Decider } from './handleCommand.ts';
import type { AppendResult, EventStore, ExpectedVersion } from './store.ts';

/** A log in memory with the store's version check; `meanwhile` runs between a load and its append. */
class MemoryStore {
  readonly events: RecordedEvent[] = [];
  readonly expectedVersions: ExpectedVersion[] = [];
  meanwhile: (() => void) | undefined;

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.events.filter((event) => event.streamId === streamId);
  }

  async streamVersion(streamId: string): Promise<bigint> {
    return BigInt(this.events.filter((event) => event.streamId === streamId).length);
  }

  async append(streamId: string, events: readonly NewEvent[], options: { expectedVersion?: ExpectedVersion; metadata: EventMetadata }): Promise<AppendResult> {
    const run = this.meanwhile;
    this.meanwhile = undefined;
    run?.();
    const expected = options.expectedVersion ?? 'any';
    this.expectedVersions.push(expected);
    const current = await this.streamVersion(streamId);
    if (expected !== 'any' && expected !== current) throw new WrongExpectedVersionError(streamId, expected, current);
    const recorded = events.map((event, index) => this.record(streamId, event, current + BigInt(index) + 1n, options.metadata));
    return { streamId, nextExpectedVersion: current + BigInt(events.length), events: recorded, duplicate: false };
  }

  record(streamId: string, event: NewEvent, streamVersion: bigint, metadata: EventMetadata): RecordedEvent {
    const recorded = { globalPosition: BigInt(this.events.length + 1), streamId, streamVersion, eventId: `e${this.events.length + 1}`, type: event.type, schemaVersion: 1, data: event.data, metadata };
    this.events.push(recorded);
    return recorded;
  }
}

/** A counter that allows at most `limit` counts: enough to see load → decide → append. */
type CountCommand = { type: 'Count'; limit: number } | { type: 'Nothing' };
const counter: Decider<CountCommand, number> = {
  initialState: () => 0,
  evolve: (count) => count + 1,
  decide: (command, count) => {
    if (command.type === 'Nothing') return [];
    return count < command.limit ? [{ type: 'Counted', data: { count: count + 1 } }] : new NotFoundError('room for another count');
  },
};

const metadata: EventMetadata = { actor: 'system:test', time: '2026-11-24T00:00:00.000Z' };
const stream = 'counter:1';
const storeOf = (memory: MemoryStore) => memory as unknown as EventStore;

describe('handleCommand', () => {
  it('given two counts, appends the third with the version the state was folded from', async () => {
    const memory = new MemoryStore();
    await handleCommand(storeOf(memory), stream, counter, { type: 'Count', limit: 5 }, { metadata });
    await handleCommand(storeOf(memory), stream, counter, { type: 'Count', limit: 5 }, { metadata });
    const result = await handleCommand(storeOf(memory), stream, counter, { type: 'Count', limit: 5 }, { metadata });
    expect(result.events.map((event) => event.data)).toEqual([{ count: 3 }]);
    expect(memory.expectedVersions).toEqual([0n, 1n, 2n]);
  });

  it('throws the refusal and appends nothing', async () => {
    const memory = new MemoryStore();
    await expect(handleCommand(storeOf(memory), stream, counter, { type: 'Count', limit: 0 }, { metadata })).rejects.toBeInstanceOf(NotFoundError);
    expect(memory.events).toEqual([]);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const memory = new MemoryStore();
    const result = await handleCommand(storeOf(memory), stream, counter, { type: 'Nothing' }, { metadata });
    expect(result.events).toEqual([]);
    expect(memory.expectedVersions).toEqual([]);
  });

  it('without retries, a change between load and append is a conflict', async () => {
    const memory = new MemoryStore();
    memory.meanwhile = () => memory.record(stream, { type: 'Counted', data: { count: 1 } }, 1n, metadata);
    await expect(handleCommand(storeOf(memory), stream, counter, { type: 'Count', limit: 5 }, { metadata })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(memory.events).toHaveLength(1);
  });

  it('with retries, decides again on the new state, which may now refuse', async () => {
    const memory = new MemoryStore();
    memory.meanwhile = () => memory.record(stream, { type: 'Counted', data: { count: 1 } }, 1n, metadata);
    const again = await handleCommand(storeOf(memory), stream, counter, { type: 'Count', limit: 5 }, { metadata, retries: 1 });
    expect(again.events.map((event) => event.data)).toEqual([{ count: 2 }]);
    memory.meanwhile = () => memory.record(stream, { type: 'Counted', data: { count: 3 } }, 3n, metadata);
    await expect(handleCommand(storeOf(memory), stream, counter, { type: 'Count', limit: 3 }, { metadata, retries: 1 })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('with the state read from a read model, decides on it without reading the stream and appends in any order', async () => {
    const memory = new MemoryStore();
    memory.readStream = async () => expect.unreachable('the stream is not read');
    memory.meanwhile = () => memory.record(stream, { type: 'Counted', data: { count: 1 } }, 1n, metadata);
    const result = await handleCommand(storeOf(memory), stream, counter, { type: 'Count', limit: 5 }, { metadata, readState: async () => 3 });
    expect(result.events.map((event) => event.data)).toEqual([{ count: 4 }]);
    expect(memory.expectedVersions).toEqual(['any']);
    expect(memory.events).toHaveLength(2);
  });
});
