/**
 * Copy of the chat widget's "Ask the CHB team" offer (after Semi said it does not know) and of the
 * administrator's Inbox page.
 */
import type { PageMeta } from './types.ts';

export const askTeam = {
  offer: 'Ask the CHB team',
  /** The consent, shown before anything is sent (README: Semi, the team inbox). */
  consent:
    'Your question, and your email address if you give one, will be sent to the CHB team and kept until they delete it, you ask us to forget it, or analytics retention removes it. Nothing else you typed is sent.',
  emailLabel: 'Email for a reply (optional)',
  emailInvalid: 'Please enter an email address like name@example.com, or leave it empty.',
  send: 'Send to the team',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: 'Sent. Thank you — the team will read your question.',
  sentWithEmail: (email: string) => `Sent. The team will reply to ${email}.`,
  failed: 'Sorry, the question could not be sent. Please try again.',
  rateLimited: "You're sending a little quickly. Please wait a minute, then try again.",
} as const;

export const inboxPage = {
  title: 'Inbox',
  intro: 'Questions visitors sent to the team when Semi did not know, newest first; questions that ask the same thing are grouped.',
  loading: 'Loading the inbox…',
  empty: 'No questions in the inbox.',
  failed: 'The inbox could not be loaded.',
  retry: 'Try again',
  groupLabel: (count: number) => (count === 1 ? '1 question' : `${count} questions that ask the same thing`),
  answered: 'Answered',
  markAnswered: 'Mark answered',
  delete: 'Delete',
  confirmDelete: (question: string) => `Delete this question for good?\n\n“${question}”`,
  noEmail: 'no email given',
  actionFailed: 'That did not work. Please try again.',
  addAsPassage: 'Add as a new passage',
  addToPassage: 'Add to a passage',
  passageTitle: 'Title',
  passagePage: 'Page (e.g. /contact)',
  passageText: 'Answer text',
  pickPassage: 'Passage',
  pickPassagePlaceholder: 'Choose a passage…',
  passagesLoading: 'Loading the passages…',
  passagesFailed: 'The passages could not be loaded.',
  save: 'Save',
  cancel: 'Cancel',
  needFields: 'Give a title, a page starting with / and the answer text.',
  needPassage: 'Choose a passage.',
  conflict: 'That passage changed meanwhile; the list is reloaded, please choose again.',
  saveFailed: (message: string) => `Semi could not learn it: ${message}`,
  added: (title: string) => `Added to “${title}”. Semi answers from it within seconds; the question is marked answered.`,
  addedNotMarked: (title: string) => `Added to “${title}”. Semi answers from it within seconds; the question could not be marked answered.`,
} as const;

/** /image-admin/inbox is not one of the RoutePath routes, so its meta lives here. */
export const inboxPageMeta: PageMeta = {
  title: 'Inbox | CHB',
  description: 'Restricted area: questions visitors sent to the CHB team when Semi did not know.',
};

export const inboxAdminLink = { label: 'Inbox', href: '/image-admin/inbox' } as const;
