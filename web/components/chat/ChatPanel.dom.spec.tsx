import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { semiChat } from '../../content/semiChat.ts';

/** What askSemi sends, and the success answer readReply accepts. */
interface ChatRequest {
  readonly question: string;
  readonly history?: readonly { readonly role: string; readonly content: string }[];
}
interface ChatAnswer {
  readonly success: boolean;
  readonly content?: string;
  readonly sources?: readonly { readonly title: string; readonly page: string }[];
}

type ChatReply = (question: string) => Response | HttpResponse<ChatAnswer> | Promise<Response | HttpResponse<ChatAnswer>>;

/** Answers POST /api/semi/chat with `reply` and records every question it received. */
function chatServer(reply: ChatReply = (question) => HttpResponse.json({ success: true, content: `You asked: ${question}` })) {
  const questions: string[] = [];
  mockServer.use(
    http.post<never, ChatRequest, ChatAnswer>('/api/semi/chat', async ({ request }) => {
      const { question } = await request.json();
      questions.push(question);
      return reply(question);
    }),
  );
  return questions;
}

const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: semiChat.inputLabel });
const replies = () => screen.queryAllByTestId('semi-chat-reply').map((reply) => reply.textContent);
const userMessages = () => screen.queryAllByTestId('semi-chat-user-message').map((message) => message.textContent);

async function openChat() {
  const rendered = renderRoute('/');
  const launcher = await screen.findByRole('button', { name: semiChat.launcherLabel }, { timeout: 5000 });
  await rendered.user.click(launcher);
  await screen.findByRole('dialog', { name: semiChat.title }, { timeout: 5000 });
  await waitFor(() => expect(document.activeElement).toBe(input()));
  return rendered;
}

describe('the Semi chat panel', () => {
  it('sends the question on Enter, shows the reply and empties the input', async () => {
    const questions = chatServer();
    const { user } = await openChat();

    await user.type(input(), 'What is Scout?{Enter}');

    await waitFor(() => expect(replies()).toEqual([`${semiChat.semiLabel}: You asked: What is Scout?`]));
    expect(questions).toEqual(['What is Scout?']);
    expect(userMessages()).toEqual([`${semiChat.youLabel}: What is Scout?`]);
    expect(input().value).toBe('');
  });

  it('inserts a newline on Shift+Enter and sends nothing until Enter', async () => {
    const questions = chatServer();
    const { user } = await openChat();

    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');

    expect(input().value).toBe('First line\nsecond line');
    expect(questions).toHaveLength(0);
    expect(userMessages()).toEqual([]);

    await user.keyboard('{Enter}');

    await waitFor(() => expect(replies()).toHaveLength(1));
    expect(questions).toEqual(['First line\nsecond line']);
    expect(input().value).toBe('');
  });

  it('sends nothing for an empty or blank message', async () => {
    const questions = chatServer();
    const { user } = await openChat();

    await user.keyboard('{Enter}');
    await user.type(input(), '   {Enter}');

    expect(questions).toHaveLength(0);
    expect(userMessages()).toEqual([]);
    expect((screen.getByRole('button', { name: semiChat.sendLabel }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the failure message and keeps the question when the server answers 500', async () => {
    const questions = chatServer(() => HttpResponse.json({ success: false }, { status: 500 }));
    const { user } = await openChat();

    await user.type(input(), 'Are you there?{Enter}');

    await waitFor(() => expect(replies()).toEqual([`${semiChat.semiLabel}: ${semiChat.failure}`]));
    expect(questions).toEqual(['Are you there?']);
    expect(userMessages()).toEqual([`${semiChat.youLabel}: Are you there?`]);
  });

  it('shows the failure message and keeps the question when the request fails on the network', async () => {
    const questions = chatServer(() => HttpResponse.error());
    const { user } = await openChat();

    await user.type(input(), 'Hello?{Enter}');

    await waitFor(() => expect(replies()).toEqual([`${semiChat.semiLabel}: ${semiChat.failure}`]));
    expect(questions).toEqual(['Hello?']);
    expect(userMessages()).toEqual([`${semiChat.youLabel}: Hello?`]);
    // The conversation goes on: the next question is sent and answered.
    chatServer();
    await user.type(input(), 'Hello again{Enter}');
    await waitFor(() => expect(replies()).toHaveLength(2));
    expect(within(screen.getByRole('log', { name: semiChat.messagesLabel })).getByText('You asked: Hello again')).toBeTruthy();
  });

  it('shows the failure message when a 200 answer is not a success, whatever its content', async () => {
    chatServer(() => HttpResponse.json({ success: false, content: 'Internal detail' }));
    const { user } = await openChat();

    await user.type(input(), 'Tell me{Enter}');

    await waitFor(() => expect(replies()).toEqual([`${semiChat.semiLabel}: ${semiChat.failure}`]));
    expect(userMessages()).toEqual([`${semiChat.youLabel}: Tell me`]);
  });

  it('shows the spinner and locks the input while waiting for the answer, keeping the focus in it, then unlocks it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    chatServer(() => held.then(() => HttpResponse.error()));
    const { user } = await openChat();

    await user.type(input(), 'What is Hash?{Enter}');

    expect(await screen.findByTestId('semi-chat-spinner')).toBeTruthy();
    expect(input().readOnly).toBe(true);
    await user.type(input(), 'more');
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    release();
    await waitFor(() => expect(replies()).toEqual([`${semiChat.semiLabel}: ${semiChat.failure}`]));
    expect(screen.queryByTestId('semi-chat-spinner')).toBeNull();
    expect(input().readOnly).toBe(false);
    expect(document.activeElement).toBe(input());
  });

  it('closes on Escape while waiting for the answer, as at any other time', async () => {
    chatServer(() => new Promise<Response>(() => {}));
    const { user } = await openChat();

    await user.type(input(), 'What is Hash?{Enter}');
    expect(await screen.findByTestId('semi-chat-spinner')).toBeTruthy();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: semiChat.title })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: semiChat.launcherLabel }));
  });

  it('puts the focus back in the message box after a send with the Send button, so Escape still closes the panel', async () => {
    chatServer();
    const { user } = await openChat();

    await user.type(input(), 'What is Scout?');
    await user.click(screen.getByRole('button', { name: semiChat.sendLabel }));

    await waitFor(() => expect(replies()).toEqual([`${semiChat.semiLabel}: You asked: What is Scout?`]));
    expect(document.activeElement).toBe(input());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: semiChat.title })).toBeNull());
  });

  it('shows the rate-limit message on a 429', async () => {
    chatServer(() => HttpResponse.json({ success: false }, { status: 429 }));
    const { user } = await openChat();

    await user.type(input(), 'Quick question{Enter}');

    await waitFor(() => expect(replies()).toEqual([`${semiChat.semiLabel}: ${semiChat.rateLimited}`]));
  });
  it('sends the conversation so far with each question, leaving out failure messages, so Semi can follow up', async () => {
    const requests: ChatRequest[] = [];
    let calls = 0;
    mockServer.use(
      http.post<never, ChatRequest, ChatAnswer>('/api/semi/chat', async ({ request }) => {
        const body = await request.json();
        requests.push(body);
        calls += 1;
        if (calls === 2) return HttpResponse.json({ success: false }, { status: 500 });
        return HttpResponse.json({ success: true, content: `Answer ${calls}\n\nLearn more: /products`, sources: [{ title: 'Hash (#)', page: '/products' }] });
      }),
    );
    const { user } = await openChat();

    await user.type(input(), 'What is Hash?{Enter}');
    await waitFor(() => expect(replies()).toHaveLength(1));
    await user.type(input(), 'is it free?{Enter}');
    await waitFor(() => expect(replies()).toHaveLength(2));
    await user.type(input(), 'is it free?{Enter}');
    await waitFor(() => expect(replies()).toHaveLength(3));

    expect(requests[0]).toEqual({ question: 'What is Hash?' });
    expect(requests[1]).toEqual({
      question: 'is it free?',
      history: [
        { role: 'user', content: 'What is Hash?' },
        { role: 'assistant', content: 'Answer 1' },
      ],
    });
    expect(requests[2]?.history).toEqual([
      { role: 'user', content: 'What is Hash?' },
      { role: 'assistant', content: 'Answer 1' },
      { role: 'user', content: 'is it free?' },
    ]);
  });
});
