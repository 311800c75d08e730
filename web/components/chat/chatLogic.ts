/**
 * The chat widget's pure rules: what may be sent, how a reply is read,
 * and which key sends. Kept free of React so they are unit-tested on their own.
 */
import { semiChat } from '../../content/semiChat.ts';
import type { ChatRole } from '../../generated/vocabulary.ts';

/** The API's limit on a question (README: POST /api/semi/chat). */
export const MAX_MESSAGE_LENGTH = 500;
/** The character counter shows from this many characters on. */
export const COUNTER_THRESHOLD = 400;

/** A message of the conversation; it lives only in the browser, never on the server. */
export interface ChatMessage {
  readonly id: string;
  readonly content: string;
  readonly isUser: boolean;
  readonly timestamp: Date;
  /** Pages the answer drew from (assistant messages only). */
  readonly sources?: readonly ChatSource[];
  /** The request failed: the message is the failure or 429 text, not an answer of Semi. */
  readonly failed?: boolean;
  /** Semi did not know: the visitor's question, which the reply offers to send to the team (never sent unasked). */
  readonly teamQuestion?: string;
}

/** A turn of the conversation as POST /api/semi/chat takes it in `history`. */
export interface ChatTurn {
  readonly role: ChatRole;
  readonly content: string;
}

/** The API reads at most this many earlier turns, each at most this long (README: POST /api/semi/chat). */
export const MAX_HISTORY_TURNS = 10;
export const MAX_TURN_LENGTH = 2000;

/**
 * The conversation to send with the next question, so Semi understands "is it free?" after
 * "what is Hash?": the latest turns, without the failure messages, which Semi never said.
 */
export function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => !message.failed && message.content.trim())
    .slice(-MAX_HISTORY_TURNS)
    .map((message) => ({ role: message.isUser ? 'user' : 'assistant', content: message.content.trim().slice(0, MAX_TURN_LENGTH) }));
}

export interface ChatSource {
  readonly title: string;
  readonly page: string;
}

/** The text to send, trimmed and cut to the limit, or null when there is nothing to send. */
export function prepareQuestion(draft: string): string | null {
  const trimmed = draft.trim().slice(0, MAX_MESSAGE_LENGTH).trim();
  return trimmed ? trimmed : null;
}

export function showsCounter(draft: string): boolean {
  return draft.length >= COUNTER_THRESHOLD;
}

/** Enter sends; Shift+Enter (and Enter while composing with an IME) inserts a newline. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Only site paths become links: the answer's sources are pages of this site. */
export function isSitePath(page: unknown): page is string {
  return typeof page === 'string' && page.startsWith('/') && !page.startsWith('//');
}

/** One link per page, in the order the answer cited them. */
export function uniqueSources(sources: unknown): ChatSource[] {
  if (!Array.isArray(sources)) return [];
  const seen = new Set<string>();
  const result: ChatSource[] = [];
  for (const source of sources as unknown[]) {
    if (!source || typeof source !== 'object') continue;
    const { title, page } = source as { title?: unknown; page?: unknown };
    if (typeof title !== 'string' || !title.trim() || !isSitePath(page) || seen.has(page)) continue;
    seen.add(page);
    result.push({ title: title.trim(), page });
  }
  return result;
}

/** The server ends an answer with a 'Learn more: /page' line; the widget shows real links instead. */
export function withoutLearnMoreLine(content: string, hasSources: boolean): string {
  if (!hasSources) return content;
  return content.replace(/\n*\s*Learn more:[^\n]*\s*$/i, '').trimEnd();
}

export interface AssistantReply {
  readonly content: string;
  readonly sources: readonly ChatSource[];
  readonly failed?: boolean;
  /** Semi's honest fallback (the API's `unknown: true`). */
  readonly unknown?: boolean;
}

/**
 * Reads POST /api/semi/chat's answer: a reply only when success is true and content is present;
 * anything else is the failure message.
 */
export function readReply(body: unknown): AssistantReply {
  if (!body || typeof body !== 'object') return { content: semiChat.failure, sources: [], failed: true };
  const { success, content, sources, unknown } = body as { success?: unknown; content?: unknown; sources?: unknown; unknown?: unknown };
  if (success !== true || typeof content !== 'string' || !content.trim()) return { content: semiChat.failure, sources: [], failed: true };
  const links = uniqueSources(sources);
  return { content: withoutLearnMoreLine(content.trim(), links.length > 0), sources: links, ...(unknown === true ? { unknown: true } : {}) };
}

/** What the visitor sees when the request itself failed: the 429 message or the failure message. */
export function replyForError(error: unknown): AssistantReply {
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
  return { content: status === 429 ? semiChat.rateLimited : semiChat.failure, sources: [], failed: true };
}

let counter = 0;
export function createMessage(content: string, isUser: boolean, sources?: readonly ChatSource[], failed = false, teamQuestion?: string): ChatMessage {
  counter += 1;
  return {
    id: `chat-${Date.now().toString(36)}-${counter}`,
    content,
    isUser,
    timestamp: new Date(),
    ...(sources?.length ? { sources } : {}),
    ...(failed ? { failed } : {}),
    ...(teamQuestion ? { teamQuestion } : {}),
  };
}

/** A piece of a message: plain text, a page of this site, an external address or an email address. */
export type MessagePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'page'; readonly text: string; readonly to: string }
  | { readonly kind: 'external'; readonly text: string; readonly href: string }
  | { readonly kind: 'email'; readonly text: string; readonly href: string };

const LINKABLE = /https?:\/\/[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w/.:])\/[a-z][\w-]*(?:\/[\w-]+)*(?:#[\w-]+)?|(?<![\w/.:])\/#[\w-]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

/** Splits a reply so the addresses in it (site pages, web addresses, email) can be shown as links. */
export function linkifyMessage(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: previous.text + text };
    else parts.push({ kind: 'text', text });
  };
  for (const match of content.matchAll(LINKABLE)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const link = raw.replace(TRAILING_PUNCTUATION, '');
    pushText(content.slice(last, start));
    if (/^https?:\/\//i.test(link)) parts.push({ kind: 'external', text: link, href: link });
    else if (link.includes('@')) parts.push({ kind: 'email', text: link, href: `mailto:${link}` });
    else parts.push({ kind: 'page', text: link, to: link });
    last = start + link.length;
  }
  pushText(content.slice(last));
  return parts;
}
