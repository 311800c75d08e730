import { describe, expect, it } from 'vitest';
import { AlreadyExistsError, NotFoundError, WrongExpectedVersionError } from '../store/errors.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from '../store/eventType.ts';
import { creativeSessionDecider, type CreativeSessionCommand } from './decide.ts';
import { CreativeSessionEdited, CreativeSessionRecorded, creativeSessionStream } from './events.ts';

const sessionId = 'session-night-shift';
const metadata: EventMetadata = { actor: 'admin:admin', time: '2026-11-24T12:00:00.000Z' };

function given(...events: NewEvent[]) {
  const recorded: RecordedEvent[] = events.map((event, index) => ({
    ...event,
    globalPosition: BigInt(index + 1),
    streamId: creativeSessionStream(sessionId),
    streamVersion: BigInt(index + 1),
    eventId: `00000000-0000-4000-8000-00000000000${index}`,
    schemaVersion: 1,
    metadata,
  }));
  const state = recorded.reduce(creativeSessionDecider.evolve, creativeSessionDecider.initialState());
  return { when: (command: CreativeSessionCommand) => creativeSessionDecider.decide(command, state, metadata.time) };
}

const recorded = CreativeSessionRecorded({
  id: sessionId,
  title: 'Night shift',
  description: '',
  journeyStage: 'perspective_mastery',
  sessionDate: '2026-11-20',
  learningInsights: null,
  nextSteps: null,
});

describe('a creative session', () => {
  it('is created once', () => {
    expect(given().when({ type: 'CreateCreativeSession', session: recorded.data })).toEqual([recorded]);
    expect(given(recorded).when({ type: 'CreateCreativeSession', session: recorded.data })).toEqual(new AlreadyExistsError(`creative session ${sessionId}`));
  });

  it('records only the fields an edit changes, with what they held', () => {
    expect(given(recorded).when({ type: 'EditCreativeSession', sessionId, changes: { title: 'Night shift', nextSteps: 'Cooler palette' } })).toEqual([
      CreativeSessionEdited({ sessionId, changes: { nextSteps: 'Cooler palette' }, previous: { nextSteps: null } }),
    ]);
    const edited = CreativeSessionEdited({ sessionId, changes: { nextSteps: 'Cooler palette' }, previous: { nextSteps: null } });
    expect(given(recorded, edited).when({ type: 'EditCreativeSession', sessionId, changes: { nextSteps: 'Cooler palette' } })).toEqual([]);
  });

  it('refuses an edit based on another version than the stream holds; without one, edits the latest', () => {
    const edited = CreativeSessionEdited({ sessionId, changes: { title: 'Their title' }, previous: { title: 'Night shift' } });
    expect(given(recorded, edited).when({ type: 'EditCreativeSession', sessionId, changes: { title: 'My title' }, expectedVersion: 1n })).toEqual(
      new WrongExpectedVersionError(creativeSessionStream(sessionId), 1n, 2n),
    );
    expect(given(recorded, edited).when({ type: 'EditCreativeSession', sessionId, changes: { title: 'My title' }, expectedVersion: 2n })).toEqual([
      CreativeSessionEdited({ sessionId, changes: { title: 'My title' }, previous: { title: 'Their title' } }),
    ]);
    expect(given(recorded, edited).when({ type: 'EditCreativeSession', sessionId, changes: { title: 'My title' } })).toHaveLength(1);
  });

  it('refuses to edit a session that does not exist', () => {
    expect(given().when({ type: 'EditCreativeSession', sessionId, changes: { title: 'x' } })).toEqual(new NotFoundError(`creative session ${sessionId}`));
  });
});
