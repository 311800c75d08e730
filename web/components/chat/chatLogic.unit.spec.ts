import { describe, expect, it } from 'vitest';
import { semiChat } from '../../content/semiChat.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { createMessage, historyOf, isSendKey, linkifyMessage, MAX_HISTORY_TURNS, MAX_MESSAGE_LENGTH, MAX_TURN_LENGTH, prepareQuestion, readReply, replyForError, showsCounter, uniqueSources, withoutLearnMoreLine } from './chatLogic.ts';

describe('prepareQuestion', () => {
  it('never sends empty or whitespace-only text', () => {
    expect(prepareQuestion('')).toBeNull();
    expect(prepareQuestion('   \n\t ')).toBeNull();
  });
  it('trims and limits to 500 characters', () => {
    expect(prepareQuestion('  What is Scout?\n')).toBe('What is Scout?');
    expect(prepareQuestion(`  ${'a'.repeat(600)}`)).toHaveLength(MAX_MESSAGE_LENGTH);
  });
});

describe('keys and counter', () => {
  it('Enter sends, Shift+Enter and IME composition do not', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
  it('shows the counter near the limit', () => {
    expect(showsCounter('a'.repeat(399))).toBe(false);
    expect(showsCounter('a'.repeat(400))).toBe(true);
  });
});

describe('readReply', () => {
  it('uses the content and turns the sources into site links without the Learn more line', () => {
    const reply = readReply({
      success: true,
      content: 'Scout is fast pattern search.\n\nLearn more: /products',
      sources: [
        { title: 'Scout (&)', page: '/products' },
        { title: 'Hash (#)', page: '/products' },
        { title: 'Evil', page: 'https://example.com' },
        { title: 'Protocol relative', page: '//example.com' },
        { title: 'Roadmap', page: '/roadmap' },
      ],
    });
    expect(reply.content).toBe('Scout is fast pattern search.');
    expect(reply.sources).toEqual([
      { title: 'Scout (&)', page: '/products' },
      { title: 'Roadmap', page: '/roadmap' },
    ]);
  });
  it('keeps the text when there are no sources', () => {
    expect(withoutLearnMoreLine('Hi.\n\nLearn more: /x', false)).toBe('Hi.\n\nLearn more: /x');
    expect(readReply({ success: true, content: 'Hello!' })).toEqual({ content: 'Hello!', sources: [] });
  });
  it('shows the failure message on success false, missing content or a malformed body', () => {
    for (const body of [{ success: false, content: 'x' }, { success: true }, { success: true, content: '  ' }, null, 'text']) {
      expect(readReply(body)).toEqual({ content: semiChat.failure, sources: [], failed: true });
    }
  });
  it('ignores malformed sources', () => {
    expect(uniqueSources('nope')).toEqual([]);
    expect(uniqueSources([null, { title: 3, page: '/' }, { title: 'Home', page: '/' }])).toEqual([{ title: 'Home', page: '/' }]);
  });
});

describe('historyOf', () => {
  it('sends the latest turns as user and assistant, without failure messages, each cut to the limit', () => {
    const messages = [
      createMessage('old question', true),
      ...Array.from({ length: MAX_HISTORY_TURNS - 1 }, (_, i) => createMessage(`turn ${i}`, i % 2 === 1)),
      createMessage(semiChat.failure, false, [], true),
      createMessage('x'.repeat(MAX_TURN_LENGTH + 50), false),
    ];
    const history = historyOf(messages);
    expect(history).toHaveLength(MAX_HISTORY_TURNS);
    expect(history.map((turn) => turn.content)).not.toContain('old question');
    expect(history.map((turn) => turn.content)).not.toContain(semiChat.failure);
    expect(history[0]).toEqual({ role: 'assistant', content: 'turn 0' });
    expect(history[1]).toEqual({ role: 'user', content: 'turn 1' });
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'x'.repeat(MAX_TURN_LENGTH) });
  });
});

describe('replyForError', () => {
  it('is friendly about rate limits and otherwise shows the failure message', () => {
    expect(replyForError(new ApiError(429, '429: Too Many Requests')).content).toBe(semiChat.rateLimited);
    expect(replyForError(new ApiError(500, '500: oops')).content).toBe(semiChat.failure);
    expect(replyForError(new TypeError('Failed to fetch')).content).toBe(semiChat.failure);
  });
});

describe('linkifyMessage', () => {
  it('finds site pages, web addresses and email addresses', () => {
    expect(linkifyMessage("I don't know that one. Write to hello@chb.studio or see /contact.")).toEqual([
      { kind: 'text', text: "I don't know that one. Write to " },
      { kind: 'email', text: 'hello@chb.studio', href: 'mailto:hello@chb.studio' },
      { kind: 'text', text: ' or see ' },
      { kind: 'page', text: '/contact', to: '/contact' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkifyMessage('Try https://semi.chb.studio. Or /#ecosystem and /roadmap!')).toEqual([
      { kind: 'text', text: 'Try ' },
      { kind: 'external', text: 'https://semi.chb.studio', href: 'https://semi.chb.studio' },
      { kind: 'text', text: '. Or ' },
      { kind: 'page', text: '/#ecosystem', to: '/#ecosystem' },
      { kind: 'text', text: ' and ' },
      { kind: 'page', text: '/roadmap', to: '/roadmap' },
      { kind: 'text', text: '!' },
    ]);
  });
  it('leaves fractions, ratios and plain text alone', () => {
    expect(linkifyMessage('Under 200ms, 24/7 and and/or.')).toEqual([{ kind: 'text', text: 'Under 200ms, 24/7 and and/or.' }]);
  });
});
