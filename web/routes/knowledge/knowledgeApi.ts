import { apiRequest } from '../../api/apiRequest.ts';

/** A passage as GET /api/semi/knowledge lists it. */
export interface KnowledgePassage {
  readonly id: string;
  readonly documentId: string;
  readonly title: string;
  readonly heading: string;
  readonly text: string;
  readonly questions: readonly string[];
  readonly generic: boolean;
  readonly retired: boolean;
  readonly version: number;
}

export interface KnowledgeChange {
  readonly position: string;
  readonly actor: string;
  readonly time: string;
  readonly kind: 'added' | 'edited';
  readonly field: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly undoes: string | null;
}

const path = (id: string) => `/api/semi/knowledge/${encodeURIComponent(id)}`;

export const listPassages = () => apiRequest<KnowledgePassage[]>('GET', '/api/semi/knowledge?includeRetired=true');
export interface NewPassage {
  readonly documentId: string;
  readonly title: string;
  readonly page: string;
  readonly heading: string;
  readonly text: string;
  readonly questions: readonly string[];
}

export const addPassage = (passage: NewPassage) => apiRequest<KnowledgePassage>('POST', '/api/semi/knowledge', passage);
export const editPassage = (id: string, changes: Record<string, unknown>, expectedVersion: number) =>
  apiRequest<KnowledgePassage>('PATCH', path(id), { ...changes, expectedVersion });
export const passageHistory = (id: string) => apiRequest<KnowledgeChange[]>('GET', `${path(id)}/history`);
/** With the passage version the page showed: an undo over someone else's newer change is a conflict, as an edit is. */
export const undoChange = (position: string, expectedVersion: number) => apiRequest<KnowledgePassage>('POST', '/api/semi/knowledge/undo', { position, expectedVersion });
