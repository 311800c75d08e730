import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { adminLogin } from '../../web/content/imageAdmin.ts';
import { mockServer } from './mswServer.ts';
import { liveFeeds } from './testApolloClient.ts';

/** The server's answer to anything an ended session asks (api/errors.ts: unauthorized). */
export const sessionEnded = { message: 'admin session required: sign in again', extensions: { code: 'UNAUTHENTICATED' } };

/**
 * Signs in again in the login dialog an ended session brought over the page; the server answers with
 * the session `sessionId`. Resolves once the dialog is gone.
 */
export async function signInAgain(user: UserEvent, sessionId: string): Promise<void> {
  mockServer.use(http.post('/api/admin/auth', () => HttpResponse.json({ success: true, sessionId, account: 'admin' })));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(adminLogin.sessionExpired)).toBeTruthy();
  await user.type(within(dialog).getByLabelText(adminLogin.passwordLabel), 'correct horse');
  await user.click(within(dialog).getByRole('button', { name: adminLogin.submit }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** How many feeds of the document are open, and the token of the socket the last subscribe message went on. */
export const feedOf = <Data, Variables>(document: TypedDocumentNode<Data, Variables>) => ({
  open: liveFeeds.variablesOf(document).length,
  token: liveFeeds.tokensOf(document).at(-1),
});
