import { NotFoundError } from '../store/errors.ts';
import { isEvent, type RecordedEvent } from '../store/eventType.ts';
import type { Decider, Decision } from '../store/handleCommand.ts';
import { NavigationRecorded, PageVisited, TimeOnPageRecorded, VisitorSessionMarkedAsAdmin } from './events.ts';

/** What one browser session (stream visitor:<session id>) records; every id and value arrives already normalised. */
export type VisitorCommand =
  | { type: 'RecordPageVisit'; visitId: string; sessionId: string; path: string; referrer: string | null; userAgent: string }
  | { type: 'RecordNavigation'; navigationId: string; sessionId: string; fromPath: string; toPath: string }
  | { type: 'MarkSessionAsAdmin'; sessionId: string }
  | { type: 'RecordTimeOnPage'; visitId: string; timeSpent: number };

/** The visits of the session so far: time on a page is recorded only for a visit of this session. */
export interface VisitorState {
  readonly visits: ReadonlySet<string>;
}

export const initialVisitorState = (): VisitorState => ({ visits: new Set() });

export function evolveVisitor(state: VisitorState, event: RecordedEvent): VisitorState {
  if (!isEvent(event, PageVisited)) return state;
  return { visits: new Set(state.visits).add(event.data.visitId) };
}

export function decideVisitor(command: VisitorCommand, state: VisitorState): Decision {
  switch (command.type) {
    case 'RecordPageVisit': {
      const { visitId, sessionId, path, referrer, userAgent } = command;
      return [PageVisited({ visitId, sessionId, path, referrer, userAgent })];
    }
    case 'RecordNavigation': {
      const { navigationId, sessionId, fromPath, toPath } = command;
      return [NavigationRecorded({ navigationId, sessionId, fromPath, toPath })];
    }
    case 'MarkSessionAsAdmin':
      return [VisitorSessionMarkedAsAdmin({ sessionId: command.sessionId })];
    case 'RecordTimeOnPage':
      if (!state.visits.has(command.visitId)) return new NotFoundError(`page visit ${command.visitId}`);
      return [TimeOnPageRecorded({ visitId: command.visitId, timeSpent: command.timeSpent })];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const visitorDecider: Decider<VisitorCommand, VisitorState> = {
  initialState: initialVisitorState,
  evolve: evolveVisitor,
  decide: decideVisitor,
};
