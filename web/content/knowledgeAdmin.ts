import type { PageMeta } from './types.ts';

export const knowledgePageMeta: PageMeta = {
  title: 'Knowledge | CHB',
  description: "Restricted area: the passages Semi answers from, with their example questions and history.",
};

export const knowledgeAdminLink = { label: 'Knowledge', href: '/image-admin/knowledge' } as const;

export const knowledgePage = {
  title: "Semi's knowledge",
  intro: 'The passages Semi answers from. An edit reaches every server within seconds; every change is kept and can be undone.',
  loading: 'Loading the knowledge…',
  failed: 'The knowledge could not be loaded.',
  retry: 'Try again',
  actionFailed: 'That change was not saved: ',
  conflict: 'Someone else changed this passage while you were editing it (see its History). Your text is kept here: Save again to replace their change with it.',
  text: 'Text',
  questions: 'Example questions, one a line',
  save: 'Save',
  retire: 'Retire',
  restore: 'Bring back',
  history: 'History',
  hideHistory: 'Hide history',
  historyFailed: 'The history could not be loaded: ',
  undo: 'Undo',
  retired: 'retired',
  generic: 'generic',
} as const;
