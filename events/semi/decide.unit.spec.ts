import { describe, expect, it } from 'vitest';
import { decideSemi } from './decide.ts';
import { ChatQuestionAnswered } from './events.ts';

describe("Semi's answers in the log", () => {
  it('records an answered question by its kind', () => {
    expect(decideSemi({ type: 'RecordChatAnswer', kind: 'answer' })).toEqual([ChatQuestionAnswered({ answered: true, kind: 'answer' })]);
  });

  it('records a question Semi could not answer as unanswered', () => {
    expect(decideSemi({ type: 'RecordChatAnswer', kind: 'unknown' })).toEqual([ChatQuestionAnswered({ answered: false, kind: 'unknown' })]);
  });
});
