import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import type { KnowledgeChangeView, KnowledgePassageView } from './knowledgeService.ts';

const KnowledgePassageRef = builder.objectRef<KnowledgePassageView>('KnowledgePassage').implement({
  description: "A passage of Semi's knowledge base with the example questions it answers: events in the log, seeded from semi/knowledge/*.md.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The passage id, <document>#<number>, e.g. hash#2.' }),
    documentId: t.exposeString('documentId', { description: 'The document the passage belongs to, e.g. hash.' }),
    order: t.exposeInt('order', { description: 'Its position within the document (0: the overview).' }),
    title: t.exposeString('title', { description: "The document's title, shown as the answer's source." }),
    page: t.exposeString('page', { description: 'The page of the site the answer links to, e.g. /products.' }),
    heading: t.exposeString('heading', { description: 'The passage heading.' }),
    text: t.exposeString('text', { description: 'Plain text: the sentences Semi answers with.' }),
    keywords: t.exposeString('keywords', { description: 'Comma-separated words the passage is found by (never shown).' }),
    questions: t.exposeStringList('questions', { description: 'Example questions the passage answers, as visitors ask them (never shown).' }),
    generic: t.exposeBoolean('generic', { description: 'A generic passage (contact details, product list, the assistant itself) answers only questions that ask for it.' }),
    retired: t.exposeBoolean('retired', { description: 'Retired: kept with its history, but Semi no longer answers from it.' }),
    version: t.exposeInt('version', { description: 'Increases with every edit; pass it back as expectedVersion.' }),
  }),
});

const KnowledgeChangeRef = builder.objectRef<KnowledgeChangeView>('KnowledgeChange').implement({
  description: 'One field changed by one event of a passage (its addition lists every field).',
  fields: (t) => ({
    position: t.exposeID('position', { description: "The event's global position: what undoKnowledgeEdit takes." }),
    actor: t.exposeString('actor', { description: 'Who made the change (admin:<account>, system:seed).' }),
    time: t.exposeString('time', { description: 'When, ISO 8601.' }),
    kind: t.exposeString('kind', { description: 'added or edited.' }),
    field: t.exposeString('field', { description: 'The field: title, page, heading, text, keywords, questions, generic or retired.' }),
    from: t.exposeString('from', { nullable: true, description: "The field's value before (example questions joined by ' | '); null when added." }),
    to: t.exposeString('to', { nullable: true, description: "The field's value after (example questions joined by ' | ')." }),
    undoes: t.exposeID('undoes', { nullable: true, description: 'The position of the edit this one undid, if it was an undo.' }),
  }),
});

builder.queryFields((t) => ({
  knowledgePassages: t.field({
    type: [KnowledgePassageRef],
    description: "Semi's knowledge passages, in the knowledge base's order. Administrators only.",
    authScopes: { admin: true },
    args: { includeRetired: t.arg.boolean({ description: 'Also the retired passages; default false.' }) },
    resolve: (_, args, ctx) => ctx.app.services.knowledge.list(args.includeRetired ?? false),
  }),
  knowledgePassageHistory: t.field({
    type: [KnowledgeChangeRef],
    description: "A passage's changes, newest first. Administrators only.",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The passage.' }) },
    resolve: (_, args, ctx) => ctx.app.services.knowledge.history(String(args.id)),
  }),
}));

const KnowledgePassageInput = builder.inputType('KnowledgePassageInput', {
  description: 'A new passage. In an existing document its title, page and keywords are the default; a new document needs title and page.',
  fields: (t) => ({
    documentId: t.string({ required: true, description: 'The document, e.g. hash (lowercase letters, digits and hyphens).' }),
    title: t.string({ description: "The document's title (needed for a new document)." }),
    page: t.string({ description: 'The page to link to, e.g. /products (needed for a new document).' }),
    heading: t.string({ required: true, description: 'The passage heading.' }),
    text: t.string({ required: true, description: 'Plain text, at most 4,000 characters.' }),
    keywords: t.string({ description: 'Comma-separated words the passage is found by.' }),
    questions: t.stringList({ description: "Example questions it answers (no '|')." }),
    generic: t.boolean({ description: 'A generic passage answers only questions asking for it; default false.' }),
  }),
});

const KnowledgePassageEditInput = builder.inputType('KnowledgePassageEditInput', {
  description: 'Only the fields given, and differing, are recorded.',
  fields: (t) => ({
    title: t.string({ description: 'New title.' }),
    page: t.string({ description: 'New page.' }),
    heading: t.string({ description: 'New heading.' }),
    text: t.string({ description: 'New text.' }),
    keywords: t.string({ description: 'New keywords.' }),
    questions: t.stringList({ description: 'The example questions, all of them (add, edit or drop one by giving the new list).' }),
    generic: t.boolean({ description: 'Whether the passage is generic.' }),
    retired: t.boolean({ description: 'true retires the passage (Semi stops answering from it); false brings it back.' }),
  }),
});

/** GraphQL gives absent fields as undefined and explicit nulls as null: neither is a change here. */
const given = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));

builder.mutationFields((t) => ({
  addKnowledgePassage: t.field({
    type: KnowledgePassageRef,
    description: 'Adds a passage to Semi\'s knowledge; every server process answers from it within seconds. Administrators only.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: KnowledgePassageInput, required: true, description: 'The new passage.' }) },
    resolve: (_, args, ctx) => ctx.app.services.knowledge.add(given(args.input), metadataFor(ctx)),
  }),
  editKnowledgePassage: t.field({
    type: KnowledgePassageRef,
    description: 'Edits or retires a passage and answers it as it is after the edit. Administrators only.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The passage.' }),
      input: t.arg({ type: KnowledgePassageEditInput, required: true, description: 'The fields to change.' }),
      expectedVersion: t.arg.int({ description: 'The version the edit is based on; when the passage has moved on, the edit is refused with CONFLICT.' }),
    },
    resolve: (_, args, ctx) => ctx.app.services.knowledge.edit(String(args.id), given(args.input), metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
  undoKnowledgeEdit: t.field({
    type: KnowledgePassageRef,
    description: 'Undoes an edit of a passage: a new edit restoring what it replaced (fields changed since keep only what still differs). Administrators only.',
    authScopes: { admin: true },
    args: {
      position: t.arg.id({ required: true, description: "The edit's position, from knowledgePassageHistory." }),
      expectedVersion: t.arg.int({ description: 'The passage version the undo is based on; when it has moved on, CONFLICT.' }),
    },
    resolve: (_, args, ctx) => ctx.app.services.knowledge.undo(String(args.position), metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
}));
