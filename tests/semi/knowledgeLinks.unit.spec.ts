import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../semi/knowledgeBase.ts';
import { links } from '../../web/content/links.ts';
import { ROUTES } from './siteRoutes.ts';

/** Semi's knowledge base and the web client's copy must agree on addresses: this checks across the two. */
const kb = loadKnowledgeBase();

describe('Semi knowledge base', () => {
  it('only mentions the site’s real addresses and routes', () => {
    const allowed = new Set<string>(Object.values(links).map((v) => v.replace(/^mailto:/, '')));
    for (const p of kb.passages) {
      for (const url of p.text.match(/https?:\/\/[^\s,;)]+[^\s,;).]/g) ?? []) expect(allowed.has(url), `${p.id}: ${url}`).toBe(true);
      for (const email of p.text.match(/[\w.+-]+@[\w-]+\.[\w.]*\w/g) ?? []) expect(allowed.has(email), `${p.id}: ${email}`).toBe(true);
      for (const route of p.text.match(/(?<![\w/.:])\/[a-z][\w-]*/g) ?? []) expect(ROUTES.has(route), `${p.id}: ${route}`).toBe(true);
    }
  });

});
