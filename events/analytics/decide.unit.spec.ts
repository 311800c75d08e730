import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../store/errors.ts';
import type { NewEvent, RecordedEvent } from '../store/eventType.ts';
import { visitorDecider, type VisitorCommand } from './decide.ts';
import { analyticsStream, NavigationRecorded, PageVisited, TimeOnPageRecorded, VisitorSessionMarkedAsAdmin } from './events.ts';

const sessionId = 'session-a';
const visitId = '7b0c7a36-1d8a-4c55-9f5e-0d1c2b3a4f50';
const time = '2026-01-31T12:00:00.000Z';

function given(...events: NewEvent[]) {
  const recorded: RecordedEvent[] = events.map((event, index) => ({
    ...event,
    globalPosition: BigInt(index + 1),
    streamId: analyticsStream(sessionId),
    streamVersion: BigInt(index + 1),
    eventId: `00000000-0000-4000-8000-00000000000${index}`,
    schemaVersion: 1,
    metadata: { actor: 'visitor', time },
  }));
  const state = recorded.reduce(visitorDecider.evolve, visitorDecider.initialState());
  return { when: (command: VisitorCommand) => visitorDecider.decide(command, state, time) };
}

const visited = PageVisited({ visitId, sessionId, path: '/', referrer: null, userAgent: 'Firefox' });

describe('a visitor session', () => {
  it('records a page visit', () => {
    expect(given().when({ type: 'RecordPageVisit', visitId, sessionId, path: '/', referrer: null, userAgent: 'Firefox' })).toEqual([visited]);
  });

  it('records a navigation', () => {
    const navigationId = '1d2c3b4a-0000-4000-8000-000000000001';
    expect(given(visited).when({ type: 'RecordNavigation', navigationId, sessionId, fromPath: '/', toPath: '/contact' })).toEqual([
      NavigationRecorded({ navigationId, sessionId, fromPath: '/', toPath: '/contact' }),
    ]);
  });

  it("marks the session as the administrator's own traffic", () => {
    expect(given().when({ type: 'MarkSessionAsAdmin', sessionId })).toEqual([VisitorSessionMarkedAsAdmin({ sessionId })]);
  });

  it('records time on a page the session visited', () => {
    expect(given(visited).when({ type: 'RecordTimeOnPage', visitId, timeSpent: 12 })).toEqual([TimeOnPageRecorded({ visitId, timeSpent: 12 })]);
  });

  it('refuses time on a visit the session never made as not found', () => {
    expect(given().when({ type: 'RecordTimeOnPage', visitId, timeSpent: 12 })).toEqual(new NotFoundError(`page visit ${visitId}`));
  });
});
