import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { askTeam } from '../../content/askTeam.ts';
import { semiChat } from '../../content/semiChat.ts';

interface TeamQuestionRequest {
  readonly question: string;
  readonly email?: string;
  readonly sessionId: string;
  readonly questionId?: string;
}

/** Semi knows "What is Scout?" and nothing else; every POST to the team inbox is recorded. */
function servers() {
  const sent: TeamQuestionRequest[] = [];
  mockServer.use(
    http.post('/api/semi/chat', async ({ request }) => {
      const { question } = (await request.json()) as { question: string };
      return question === 'What is Scout?'
        ? HttpResponse.json({ success: true, content: 'Scout is a tool.', sources: [], unknown: false, confidence: 0.95 })
        : HttpResponse.json({ success: true, content: "I don't know that one.", sources: [], unknown: true, confidence: null });
    }),
    http.post('/api/semi/team-questions', async ({ request }) => {
      const body = (await request.json()) as TeamQuestionRequest;
      // The server's check is stricter than the widget's (api/teamInbox/service.ts).
      if (body.email === 'name@gmail.c') return new HttpResponse('email: is not an email address', { status: 400, headers: { 'content-type': 'text/plain' } });
      sent.push(body);
      return HttpResponse.json({ success: true, id: '3f0c6f55-7a55-4a53-9a55-2f7f2b0b7d11' }, { status: 201 });
    }),
  );
  return sent;
}

async function openChat() {
  const rendered = renderRoute('/');
  await rendered.user.click(await screen.findByRole('button', { name: semiChat.launcherLabel }, { timeout: 5000 }));
  await screen.findByRole('dialog', { name: semiChat.title }, { timeout: 5000 });
  return rendered;
}

const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: semiChat.inputLabel });

describe("the chat's 'Ask the CHB team'", () => {
  it('is offered only when Semi does not know, and sends nothing until the visitor consents and presses Send', async () => {
    const sent = servers();
    const { user } = await openChat();

    await user.type(input(), 'What is Scout?{Enter}');
    await screen.findByText('Scout is a tool.');
    expect(screen.queryByRole('button', { name: askTeam.offer })).toBeNull();

    await user.type(input(), 'When was CHB founded?{Enter}');
    const offer = await screen.findByRole('button', { name: askTeam.offer });
    expect(sent).toEqual([]);

    // Keyboard: the offer opens the form with the consent stated beside it.
    offer.focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByTestId('ask-team-form');
    expect(document.getElementById(form.getAttribute('aria-describedby') ?? '')?.textContent).toBe(askTeam.consent);
    expect(sent).toEqual([]);

    const email = screen.getByLabelText(askTeam.emailLabel);
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: askTeam.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(askTeam.emailInvalid);
    expect(sent).toEqual([]);

    // An address the server refuses is explained as such, not as a failure to try again.
    await user.clear(email);
    await user.type(email, 'name@gmail.c');
    await user.click(screen.getByRole('button', { name: askTeam.send }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(askTeam.emailInvalid));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, 'ann@example.org');
    await user.click(screen.getByRole('button', { name: askTeam.send }));
    expect((await screen.findByTestId('ask-team-sent')).textContent).toBe(askTeam.sentWithEmail('ann@example.org'));
    expect(sent).toEqual([{ question: 'When was CHB founded?', email: 'ann@example.org', sessionId: expect.stringMatching(/^session_/), questionId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('sends the question again with the id it was first sent with, so the team gets it once when the first did arrive', async () => {
    const sent = servers();
    const received: TeamQuestionRequest[] = [];
    // The first arrives, but its answer is lost on the way back.
    mockServer.use(
      http.post('/api/semi/team-questions', async ({ request }) => {
        received.push((await request.json()) as TeamQuestionRequest);
        return new HttpResponse('the database is unavailable right now; please try again in a moment', { status: 503, headers: { 'content-type': 'text/plain' } });
      }, { once: true }),
    );
    const { user } = await openChat();
    await user.type(input(), 'Do you sell gift cards?{Enter}');
    await user.click(await screen.findByRole('button', { name: askTeam.offer }));
    await user.click(screen.getByRole('button', { name: askTeam.send }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: askTeam.send }));
    await screen.findByTestId('ask-team-sent');
    expect(received[0]!.questionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.map((request) => request.questionId)).toEqual([received[0]!.questionId]);
  });

  it('cancelling sends nothing, and a question without an email address goes without one', async () => {
    const sent = servers();
    const { user } = await openChat();
    await user.type(input(), 'Do you sell gift cards?{Enter}');
    await user.click(await screen.findByRole('button', { name: askTeam.offer }));
    await user.click(screen.getByRole('button', { name: askTeam.cancel }));
    expect(screen.queryByTestId('ask-team-form')).toBeNull();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: askTeam.offer }));
    await user.click(screen.getByRole('button', { name: askTeam.send }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ question: 'Do you sell gift cards?', sessionId: expect.any(String), questionId: expect.any(String) });
    expect((await screen.findByTestId('ask-team-sent')).textContent).toBe(askTeam.sent);
  });
});
