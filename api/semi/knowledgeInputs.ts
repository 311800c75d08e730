import { z } from 'zod';
import { editableKnowledgeFieldsSchema, knowledgeDocumentIdSchema, knowledgePassageIdSchema } from '../../events/knowledge/events.ts';

const fields = editableKnowledgeFieldsSchema.shape;

/** A new passage: in an existing document (its title, page and keywords by default) or a new one (title and page needed). */
export const addKnowledgePassageSchema = z
  .object({
    documentId: knowledgeDocumentIdSchema,
    title: fields.title.optional(),
    page: fields.page.optional(),
    heading: fields.heading,
    text: fields.text,
    keywords: fields.keywords.default(''),
    questions: fields.questions.default([]),
    generic: fields.generic.default(false),
  })
  .strict();

/** Only the fields given change; `retired: true` retires the passage (Semi stops answering from it), false brings it back. */
export const editKnowledgePassageSchema = editableKnowledgeFieldsSchema
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, { message: 'nothing to change: give at least one field' });

export const knowledgePassageIdInput = knowledgePassageIdSchema;
