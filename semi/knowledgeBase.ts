/**
 * Semi's knowledge base: markdown documents with front matter, split into
 * passages by `##` heading.
 *
 * Document format:
 *
 *   ---
 *   title: Scout (&)
 *   page: /products
 *   keywords: scout            (optional, applied to every passage)
 *   ---
 *   ## What Scout is
 *   Two to five plain sentences.
 *   <!-- keywords: search, find, speed -->   (optional, per passage, not shown)
 *   <!-- questions: how fast is it? | can it find old notes? -->   (optional: questions the passage answers, not shown)
 *   <!-- generic -->   (optional: a passage near many questions, such as the contact details, that
 *                       answers only questions asking for it, never as the nearest thing)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../projectRoot.ts';

export interface KnowledgeDocument {
  /** File name without `.md`, e.g. `scout`. */
  id: string;
  title: string;
  /** Site page the document belongs to, e.g. `/products`. */
  page: string;
  keywords: string[];
}

export interface Passage {
  /** `${docId}#${order}`, unique across the knowledge base. */
  id: string;
  docId: string;
  title: string;
  page: string;
  heading: string;
  /** Plain text (markdown stripped), whitespace normalised. */
  text: string;
  /** Document and passage keywords, comma separated. */
  keywords: string;
  /** Questions the passage answers, as visitors ask them (searched with a boost, never shown). */
  questions: string;
  /** Position of the section within its document (0 = overview). */
  order: number;
  /** A generic passage (the product list, the contact details, the assistant's self-description): it answers only questions that ask for it. */
  generic: boolean;
}

export interface KnowledgeBase {
  documents: KnowledgeDocument[];
  passages: Passage[];
}

export const DEFAULT_KNOWLEDGE_DIR = projectPath('semi/knowledge');

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const KEYWORDS_COMMENT = /<!--\s*keywords:\s*([\s\S]*?)-->/gi;
const QUESTIONS_COMMENT = /<!--\s*questions:\s*([\s\S]*?)-->/gi;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const GENERIC_COMMENT = /<!--\s*generic\s*-->/i;

/** Parses simple `key: value` front matter. Throws when there is none. */
export function parseFrontMatter(raw: string): { data: Record<string, string>; body: string } {
  const match = FRONT_MATTER.exec(raw);
  if (!match) throw new Error('missing front matter');
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const kv = /^\s*([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/.exec(line);
    if (!kv?.[1]) continue;
    data[kv[1].toLowerCase()] = unquote(kv[2] ?? '');
  }
  return { data, body: raw.slice(match[0].length) };
}

function unquote(value: string): string {
  const m = /^(['"])(.*)\1$/.exec(value);
  return m ? (m[2] ?? '') : value;
}

function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((k) => unquote(k.trim()))
    .filter((k) => k.length > 0);
}

/** Removes markdown formatting so passages read as plain chat text. */
export function stripMarkdown(text: string): string {
  return text
    .replace(HTML_COMMENT, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_m, label: string, url: string) =>
      label.trim() === url.trim() ? url : `${label} (${url})`,
    )
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/^\s{0,3}(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses one markdown file into its document record and passages. */
export function parseDocument(id: string, raw: string): { document: KnowledgeDocument; passages: Passage[] } {
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(raw);
  } catch {
    throw new Error(`knowledge/${id}.md: missing front matter (--- title/page ---)`);
  }
  const { data, body } = parsed;
  const title = data['title'];
  const page = data['page'];
  if (!title) throw new Error(`knowledge/${id}.md: front matter needs a title`);
  if (!page || !page.startsWith('/')) throw new Error(`knowledge/${id}.md: front matter needs a page starting with /`);
  const document: KnowledgeDocument = { id, title, page, keywords: splitList(data['keywords']) };

  const passages: Passage[] = [];
  // Split at level-2 headings; text before the first heading becomes an untitled passage.
  const chunks = body.split(/^##[ \t]+/m);
  chunks.forEach((chunk, index) => {
    const isHeaded = index > 0;
    const newline = chunk.indexOf('\n');
    const heading = isHeaded ? (newline === -1 ? chunk : chunk.slice(0, newline)).trim() : '';
    const content = isHeaded ? (newline === -1 ? '' : chunk.slice(newline + 1)) : chunk;
    const keywords = [...document.keywords];
    for (const m of content.matchAll(KEYWORDS_COMMENT)) keywords.push(...splitList(m[1]));
    const questions = [...content.matchAll(QUESTIONS_COMMENT)].flatMap((m) => (m[1] ?? '').split('|').map((q) => q.trim())).filter(Boolean);
    const text = stripMarkdown(content.replace(/^#\s+.*$/gm, ''));
    if (!text) return;
    const order = passages.length;
    passages.push({
      id: `${id}#${order}`,
      docId: id,
      title,
      page,
      heading: stripMarkdown(heading) || title,
      text,
      keywords: [...new Set(keywords.map((k) => k.toLowerCase()))].join(', '),
      questions: questions.join(' | '),
      order,
      generic: GENERIC_COMMENT.test(content),
    });
  });
  if (passages.length === 0) throw new Error(`knowledge/${id}.md: no content`);
  return { document, passages };
}

/** Loads every `*.md` file in `dir` (sorted by name). Synchronous: it runs once at start-up. */
export function loadKnowledgeBase(dir: string = DEFAULT_KNOWLEDGE_DIR): KnowledgeBase {
  const files = readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith('.md'))
    .sort();
  if (files.length === 0) throw new Error(`no knowledge documents in ${dir}`);
  const documents: KnowledgeDocument[] = [];
  const passages: Passage[] = [];
  for (const file of files) {
    const id = file.replace(/\.md$/i, '');
    const parsed = parseDocument(id, readFileSync(join(dir, file), 'utf8'));
    documents.push(parsed.document);
    passages.push(...parsed.passages);
  }
  return { documents, passages };
}
