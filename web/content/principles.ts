/**
 * The four fixed Constitutional AI Principles.
 * Shared by the roadmap and the deep-dive pages.
 */
import type { Card } from './types.ts';

export interface Principle extends Card {
  readonly id: 'human-agency' | 'privacy' | 'transparency' | 'value-alignment';
}

export const constitutionalPrinciplesHeading = 'Constitutional AI Principles';

export const constitutionalPrinciples: readonly Principle[] = [
  {
    id: 'human-agency',
    title: 'Human agency and decision-making primacy',
    body: 'AI suggests; people decide. Our tools support your judgement and never take a decision out of your hands.',
  },
  {
    id: 'privacy',
    title: 'Privacy and data sovereignty',
    body: 'Your notes, words and memories belong to you. You decide where they live, who sees them and when they are deleted.',
  },
  {
    id: 'transparency',
    title: 'Transparent, auditable AI systems',
    body: 'You can see what the AI did and why. Actions leave an audit trail, and our own creative process is published in the open.',
  },
  {
    id: 'value-alignment',
    title: 'Value alignment and constitutional governance',
    body: 'AI should follow rules you can read and change. We state our values openly, and Workshop lets you write your own.',
  },
];
