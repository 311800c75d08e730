import { z } from 'zod';
import { defineEvent } from '../store/eventType.ts';

/** One passage of Semi's knowledge base per stream. Its id is `<document>#<n>`, as the markdown seed numbers them. */
export const knowledgePassageStream = (passageId: string) => `knowledge-passage:${passageId}`;

export const knowledgePassageIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}#\d{1,4}$/, 'must be <document>#<number>, e.g. hash#2');
export const knowledgeDocumentIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'must be lowercase letters, digits and hyphens');

/** An example question the passage answers, as a visitor asks it ('|' separates them in the engine, so never inside one). */
export const exampleQuestionSchema = z.string().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters').refine((q) => !q.includes('|'), "must not contain '|'");

/** What an administrator may change of a passage. `retired` takes it out of what Semi answers from, kept with its history. */
export const editableKnowledgeFieldsSchema = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
  page: z.string().trim().regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a site path starting with /').max(200),
  heading: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  /** Plain text, the sentences Semi answers with. */
  text: z.string().trim().min(1, 'must not be empty').max(4000, 'must be at most 4,000 characters'),
  /** Comma-separated words the passage is found by (searched, never shown). */
  keywords: z.string().trim().max(1000, 'must be at most 1,000 characters'),
  questions: z.array(exampleQuestionSchema).max(60, 'at most 60 example questions'),
  /** A generic passage (contact details, product list, the assistant itself) answers only questions asking for it. */
  generic: z.boolean(),
  retired: z.boolean(),
});
export type EditableKnowledgeFields = z.infer<typeof editableKnowledgeFieldsSchema>;
export const editableKnowledgeFields = editableKnowledgeFieldsSchema.keyof().options;

export const knowledgePassageSchema = editableKnowledgeFieldsSchema.extend({
  passageId: knowledgePassageIdSchema,
  documentId: knowledgeDocumentIdSchema,
  /** The document's own keywords (its front matter): the names that make a question about it. */
  documentKeywords: z.array(z.string().min(1).max(100)).max(50),
  /** Position within its document (0: the overview). */
  order: z.number().int().min(0).max(9999),
});
export type KnowledgePassageData = z.infer<typeof knowledgePassageSchema>;

export const KnowledgePassageAdded = defineEvent('KnowledgePassageAdded', knowledgePassageSchema);

/** One edit of a passage: what changed and what each changed field held; an undo names the edit it undid (its global position). */
export const KnowledgePassageEdited = defineEvent(
  'KnowledgePassageEdited',
  z.object({
    passageId: knowledgePassageIdSchema,
    changes: editableKnowledgeFieldsSchema.partial(),
    previous: editableKnowledgeFieldsSchema.partial(),
    undoes: z.string().regex(/^\d+$/).optional(),
  }),
);

export const knowledgeEventTypes: readonly string[] = [KnowledgePassageAdded.type, KnowledgePassageEdited.type];
