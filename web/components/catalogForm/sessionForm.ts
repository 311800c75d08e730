/** A creative session's form values, and the inputs of creating one and of editing one (only what changed). */
import { changedFields } from '../admin/adminLogic.ts';
import type { CreativeSessionEditInput, CreativeSessionInput } from '../../generated/graphql.ts';
import { creativeSessionInputFields, journeyStageLabels, journeyStageValues, type CreativeSessionInputField, type JourneyStage } from '../../generated/vocabulary.ts';

export interface SessionValues {
  title: string;
  description: string;
  sessionDate: string;
  journeyStage: JourneyStage;
  learningInsights: string;
  nextSteps: string;
}

export interface StoredSession {
  readonly title: string;
  readonly description: string;
  readonly sessionDate: string;
  readonly journeyStage: JourneyStage;
  readonly learningInsights?: string | null;
  readonly nextSteps?: string | null;
}

/** Today as YYYY-MM-DD in the administrator's time zone. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptySessionValues(now: Date = new Date()): SessionValues {
  return { title: '', description: '', sessionDate: localDate(now), journeyStage: journeyStageValues[0], learningInsights: '', nextSteps: '' };
}

export function sessionValues(session: StoredSession): SessionValues {
  return {
    title: session.title,
    description: session.description,
    // A stored date may carry a time; the form edits the day.
    sessionDate: session.sessionDate.slice(0, 10),
    journeyStage: session.journeyStage,
    learningInsights: session.learningInsights ?? '',
    nextSteps: session.nextSteps ?? '',
  };
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

export const isSessionDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) && !Number.isNaN(Date.parse(`${text.trim()}T00:00:00Z`));

export function sessionInput(values: SessionValues): CreativeSessionInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    journeyStage: values.journeyStage,
    sessionDate: values.sessionDate.trim(),
    learningInsights: optional(values.learningInsights),
    nextSteps: optional(values.nextSteps),
  };
}

/** The fields two administrators' edits of one session can conflict on: every field of the form. */
export const sessionConflictFields: readonly CreativeSessionInputField[] = creativeSessionInputFields;

/** A field's value as the conflict notice shows it (a stage by its label). */
export function sessionValueText(values: SessionValues, field: CreativeSessionInputField): string {
  return field === 'journeyStage' ? journeyStageLabels[values.journeyStage] : values[field];
}

/** Only the fields that differ from the stored session; empty when nothing changed. */
export function sessionEditInput(stored: StoredSession, values: SessionValues): CreativeSessionEditInput {
  return changedFields(sessionInput(sessionValues(stored)) as Record<string, unknown>, sessionInput(values) as Record<string, unknown>) as CreativeSessionEditInput;
}
