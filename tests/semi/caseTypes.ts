/** One evaluation case for Semi. */
export interface SemiCase {
  /** What the visitor types. */
  question: string;
  /** Earlier questions in the same conversation, oldest first; the evaluator asks them first and sends Semi's real answers as history. */
  previous?: string[];
  /** Lower-case phrases that must all appear in the answer (case-insensitive). */
  mustInclude: string[];
  /** A page the answer must cite among its sources, e.g. '/products'. */
  page?: string;
  /** Set when the expected reply is not a knowledge answer. */
  kind?: 'unknown' | 'declined' | 'greeting' | 'thanks';
  /** What the case tests. */
  category: 'paraphrase' | 'multi' | 'followup' | 'fallback' | 'adversarial' | 'smalltalk';
}

/** How the honest fallback begins. */
export const UNKNOWN_PREFIX = "I don't know that one";
