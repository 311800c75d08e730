import { describe, expect, it } from 'vitest';
import { emptySessionValues, isSessionDate, localDate, sessionEditInput, sessionInput, sessionValues } from './sessionForm.ts';

const stored = {
  title: 'Brand week',
  description: 'Finding the mark',
  sessionDate: '2025-03-04T00:00:00.000Z',
  journeyStage: 'brand_discovery' as const,
  learningInsights: null,
  nextSteps: 'More contrast',
};

describe('creative session form', () => {
  it('starts a new session today, at the first stage', () => {
    expect(emptySessionValues(new Date(2026, 0, 9, 15))).toMatchObject({ title: '', sessionDate: '2026-01-09', journeyStage: 'early_experiments' });
    expect(localDate(new Date(2026, 10, 24))).toBe('2026-11-24');
  });

  it('accepts only a real YYYY-MM-DD date', () => {
    expect(isSessionDate('2025-03-04')).toBe(true);
    expect(isSessionDate('2025-3-4')).toBe(false);
    expect(isSessionDate('2025-13-40')).toBe(false);
    expect(isSessionDate('')).toBe(false);
  });

  it('trims the texts and sends empty insights and next steps as null', () => {
    expect(sessionInput({ title: '  New  ', description: ' d ', sessionDate: '2025-01-02', journeyStage: 'perspective_mastery', learningInsights: '  ', nextSteps: ' go ' })).toEqual({
      title: 'New',
      description: 'd',
      sessionDate: '2025-01-02',
      journeyStage: 'perspective_mastery',
      learningInsights: null,
      nextSteps: 'go',
    });
  });

  it('edits only what changed, the day of a stored date-time included', () => {
    const values = sessionValues(stored);
    expect(values.sessionDate).toBe('2025-03-04');
    expect(sessionEditInput(stored, values)).toEqual({});
    expect(sessionEditInput(stored, { ...values, title: 'Brand week 2', learningInsights: 'Less is more' })).toEqual({ title: 'Brand week 2', learningInsights: 'Less is more' });
    expect(sessionEditInput(stored, { ...values, nextSteps: '' })).toEqual({ nextSteps: null });
  });
});
