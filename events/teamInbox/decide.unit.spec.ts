import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../store/errors.ts';
import { decideTeamInbox, initialTeamQuestionState } from './decide.ts';
import { TeamQuestionAnswered, TeamQuestionAsked } from './events.ts';
import { groupQuestions } from './grouping.ts';

const id = '3f0c6f55-7a55-4a53-9a55-2f7f2b0b7d11';

describe('the team inbox decider', () => {
  it('records a question the visitor chose to send', () => {
    const command = { type: 'AskTeam', questionId: id, sessionId: 's1', question: 'When was CHB founded?', email: null } as const;
    expect(decideTeamInbox(command, initialTeamQuestionState())).toEqual([TeamQuestionAsked({ questionId: id, sessionId: 's1', question: 'When was CHB founded?', email: null }, id)]);
  });

  it('marks an open question answered once, and refuses an unknown one', () => {
    const open = { questions: new Map([[id, { answered: false }]]) };
    expect(decideTeamInbox({ type: 'MarkTeamQuestionAnswered', questionId: id }, open)).toEqual([TeamQuestionAnswered({ questionId: id })]);
    expect(decideTeamInbox({ type: 'MarkTeamQuestionAnswered', questionId: id }, { questions: new Map([[id, { answered: true }]]) })).toEqual([]);
    expect(decideTeamInbox({ type: 'MarkTeamQuestionAnswered', questionId: id }, initialTeamQuestionState())).toBeInstanceOf(NotFoundError);
  });
});

describe('grouping questions that ask the same thing', () => {
  it('groups by the overlap of stemmed content words, keeping the given order', () => {
    const groups = groupQuestions(
      ['when was chb founded', 'Do you sell gift cards?', 'When was CHB founded?', 'what year was CHB founded', 'gift card for my dad?'].map((question) => ({ question })),
    );
    expect(groups.map((group) => group.map((item) => item.question))).toEqual([
      ['when was chb founded', 'When was CHB founded?', 'what year was CHB founded'],
      ['Do you sell gift cards?', 'gift card for my dad?'],
    ]);
  });

  it('keeps apart questions that name different products, or that have no content words and differ', () => {
    const questions = ['Where are you?', 'Who is it for?', 'How much does Hash cost per month?', 'How much does Slash cost per month?', 'Does Hash work offline?', 'Does Semi work offline?', 'where are you'];
    const groups = groupQuestions(questions.map((question) => ({ question })));
    expect(groups.map((group) => group.map((item) => item.question))).toEqual([
      ['Where are you?', 'where are you'],
      ['Who is it for?'],
      ['How much does Hash cost per month?'],
      ['How much does Slash cost per month?'],
      ['Does Hash work offline?'],
      ['Does Semi work offline?'],
    ]);
  });

  it('groups a question only with questions that each ask the same as it, never through a chain', () => {
    const questions = ['Do you offer student discounts?', 'Do you offer discounts for teams?', 'Do you offer team training?'];
    const groups = groupQuestions(questions.map((question) => ({ question })));
    expect(groups.map((group) => group.map((item) => item.question))).toEqual([
      ['Do you offer student discounts?', 'Do you offer discounts for teams?'],
      ['Do you offer team training?'],
    ]);
  });
});
