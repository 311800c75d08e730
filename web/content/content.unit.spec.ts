import { describe, expect, it } from 'vitest';

import * as caseStudyModule from './caseStudy.ts';
import * as contactModule from './contact.ts';
import * as deepDivesModule from './deepDives.ts';
import * as homeModule from './home.ts';
import * as perspectivesModule from './perspectives.ts';
import * as principlesModule from './principles.ts';
import * as productsModule from './products.ts';
import * as roadmapModule from './roadmap.ts';
import * as siteModule from './site.ts';
import { perspectiveValues as perspectives } from '../generated/vocabulary.ts';

const modules: Record<string, Record<string, unknown>> = {
  caseStudy: caseStudyModule,
  contact: contactModule,
  deepDives: deepDivesModule,
  home: homeModule,
  perspectives: perspectivesModule,
  principles: principlesModule,
  products: productsModule,
  roadmap: roadmapModule,
  site: siteModule,
};

/** Paths whose value may legitimately be null (memory capturers have no control box). */
const allowedNulls = new Set(['home.home.controlBox.memory_capturers']);

interface Visit {
  readonly path: string;
  readonly value: unknown;
}

function walk(value: unknown, path: string, out: Visit[]): void {
  out.push({ path, value });
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}[${index}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, out);
  }
}

const visits: Visit[] = [];
for (const [moduleName, mod] of Object.entries(modules)) {
  for (const [exportName, value] of Object.entries(mod)) {
    if (typeof value === 'function') continue;
    walk(value, `${moduleName}.${exportName}`, visits);
  }
}

const strings = visits.filter((v): v is { path: string; value: string } => typeof v.value === 'string');
const stringSet = new Set(strings.map((s) => s.value));
const corpus = strings.map((s) => s.value).join('\n');

function stringsUnder(value: unknown): string[] {
  const found: Visit[] = [];
  walk(value, '', found);
  return found.map((f) => f.value).filter((v): v is string => typeof v === 'string');
}

describe('content modules', () => {
  it('export a meaningful amount of copy', () => {
    expect(strings.length).toBeGreaterThan(300);
  });

  it('every ByPerspective record has all three perspectives with non-empty text', () => {
    const records = visits.filter(
      (v) =>
        v.value !== null &&
        typeof v.value === 'object' &&
        !Array.isArray(v.value) &&
        Object.keys(v.value).some((k) => (perspectives as readonly string[]).includes(k)),
    );
    expect(records.length).toBeGreaterThan(40);
    for (const record of records) {
      const obj = record.value as Record<string, unknown>;
      expect(Object.keys(obj).sort(), record.path).toEqual([...perspectives].sort());
      for (const p of perspectives) {
        const entryPath = `${record.path}.${p}`;
        const entry = obj[p];
        if (entry === null) {
          expect(allowedNulls.has(entryPath), `${entryPath} is null`).toBe(true);
          continue;
        }
        expect(entry, entryPath).toBeDefined();
        const texts = stringsUnder(entry);
        expect(texts.length, `${entryPath} has text`).toBeGreaterThan(0);
        for (const t of texts) expect(t.trim().length, entryPath).toBeGreaterThan(0);
      }
    }
  });

  it('has no empty strings, placeholders or unfinished markers anywhere', () => {
    for (const { path, value } of strings) {
      expect(value.trim().length, path).toBeGreaterThan(0);
      expect(value, path).not.toMatch(/lorem|ipsum|placeholder/i);
      expect(value, path).not.toMatch(/TODO|TBD|FIXME|XXX/);
    }
  });

  it('contains every SPEC-quoted string exactly', () => {
    const required = [
      'The CHB Product Suite',
      'Deep Dive Coming Soon',
      'Integrated in ecosystem',
      'Free downloads • Full resolution • Complete transparency',
      'Designed to work together',
      'The Path Forward',
      "Let's Scale",
      "Let's Create",
      "Let's Connect",
      'Ready to Start?',
      'Try Hash Free',
      'Common Questions',
      'Technical Control You Actually Want',
      'Creative Consistency You Control',
      'Start a Conversation',
      'Explore Our Work',
      'Why punctuation matters',
      'Learn More About Our Philosophy',
      'Explicit Bias > Fake Neutrality',
      'Independent = Uncompromised',
      'Personal Service at Scale',
      'Our Values',
      'Our Principles',
      'Our Philosophy',
      'Explore All Products',
      'Get In Touch',
      'Creative Amplification Pledge',
      'Start with Hash',
      'Learn More',
      'Contact Us',
      'Try Hash',
      'Try Semi',
      'Coming Soon',
      'Startup Founders',
      'Content Creators',
      'Memory Capturers',
      '© 2025 CHB. All rights reserved.',
      'AI innovation for traditionalists & dissidents',
      '404 Page Not Found',
      'Did you forget to add the page to the router?',
      'Page Not Found - This page is only available in development mode.',
      'persistent strategic memory',
      'cross-project intelligence',
      'market intelligence',
      'competitive positioning',
    ];
    for (const s of required) expect(stringSet.has(s), s).toBe(true);
  });

  it('uses only the case-study figures and the Scout latency claim', () => {
    const allowed = new Set(['3x', '300%', '150%', '40%', '60%', '40-60%', '200ms']);
    // Theme gradients contain CSS percentages; they are styling, not copy.
    const copy = strings
      .filter((s) => !s.path.startsWith('perspectives.perspectiveThemes'))
      .map((s) => s.value)
      .join('\n');
    const figures = copy.match(/\b\d+(?:-\d+)?(?:%|x\b|ms\b)/g) ?? [];
    for (const f of figures) expect(allowed.has(f), f).toBe(true);
    for (const f of ['300%', '150%', '40%', '60%', '40-60%', '200ms']) expect(corpus).toContain(f);
  });

  it('references images only by the known ids, never by URL', () => {
    const ids = visits.filter((v) => v.path.endsWith('.imageId')).map((v) => v.value);
    expect(new Set(ids)).toEqual(
      new Set([
        'img-founders-hero-geometric-lighthouse',
        'img-creators-hero-constellation-waves',
        'img-families-hero-garden-hearth',
        'img-products-header-punctuation-suite',
        'img-case-study-founders-bridge',
        'img-case-study-creators-amplifier',
        'img-case-study-families-legacy-tree',
      ]),
    );
    expect(corpus).not.toMatch(/\.(png|jpe?g|webp|gif|svg)\b/i);
  });

  it('maps perspectives to the agreed divider labels, CTA texts and hero images', () => {
    expect(homeModule.home.divider).toEqual({
      startup_founders: 'Our Principles',
      content_creators: 'Our Philosophy',
      memory_capturers: 'Our Values',
    });
    expect(homeModule.home.controlBox.memory_capturers).toBeNull();
    expect(homeModule.home.controlBox.startup_founders?.title).toBe('Technical Control You Actually Want');
    expect(homeModule.home.controlBox.content_creators?.title).toBe('Creative Consistency You Control');
    expect(contactModule.contact.hero.startup_founders.ctaText).toBe("Let's Scale");
    expect(contactModule.contact.hero.content_creators.ctaText).toBe("Let's Create");
    expect(contactModule.contact.hero.memory_capturers.ctaText).toBe("Let's Connect");
    expect(homeModule.home.hero.memory_capturers.image.imageId).toBe('img-families-hero-garden-hearth');
    for (const p of perspectives) {
      expect(homeModule.home.philosophy.byPerspective[p].deepDive.href).toBe(siteModule.deepDiveRoutes[p]);
      expect(deepDivesModule.deepDiveByPerspective[p].route).toBe(siteModule.deepDiveRoutes[p]);
      expect(caseStudyModule.caseStudy.byPerspective[p].closingCta.body).toMatch(/adapts to the perspective you selected/);
    }
  });

  it('lists products as the SPEC describes', () => {
    const { products, productsPageOrder, homeProductOrder, homeProductCtas } = productsModule;
    expect(productsPageOrder).toEqual(['hash', 'semi', 'scout', 'workshop']);
    expect(homeProductOrder).toEqual(['hash', 'semi', 'scout', 'pipes']);
    expect(products.hash.url).toBeTruthy();
    expect(products.semi.url).toBeTruthy();
    expect(products.scout.url).toBeUndefined();
    expect(products.workshop.url).toBeUndefined();
    for (const p of Object.values(products)) expect(Boolean(p.url), p.id).toBe(Boolean(p.tryLabel));
    expect(homeProductCtas.scout).toEqual({ kind: 'comingSoon', label: 'Coming Soon' });
    expect(homeProductCtas.pipes).toEqual({ kind: 'comingSoon', label: 'Coming Soon' });
    expect(products.scout.description.startup_founders).toMatch(/under 200ms/);
    expect(productsModule.productsPage.workTogether.steps.map((s) => s.title)).toEqual([
      'Capture with Hash',
      'Develop with Semi',
      'Discover with Scout',
    ]);
  });

  it('has the fixed roadmap phases, principles and FAQs', () => {
    const { roadmap } = roadmapModule;
    expect(roadmap.phases.map((p) => [p.name, p.status])).toEqual([
      ['Foundation', 'complete'],
      ['Integration', 'in-progress'],
      ['Evolution', 'planned'],
    ]);
    for (const p of perspectives) expect(roadmap.vision[p].principles).toHaveLength(4);
    expect(principlesModule.constitutionalPrinciples.map((p) => p.title)).toEqual([
      'Human agency and decision-making primacy',
      'Privacy and data sovereignty',
      'Transparent, auditable AI systems',
      'Value alignment and constitutional governance',
    ]);
    const faqs = contactModule.contact.faq.items;
    expect(faqs).toHaveLength(4);
    expect(faqs[3]?.answer).toMatch(/Hash and Semi are available now/);
    expect(faqs[3]?.answer).toMatch(/Scout is integrated into Hash/);
    expect(faqs[3]?.answer).toMatch(/Workshop provides/);
  });

  it('has every deep-dive section', () => {
    const { foundersDeepDive, creatorsDeepDive, familiesDeepDive } = deepDivesModule;
    expect(foundersDeepDive.problems.cards).toHaveLength(3);
    expect(foundersDeepDive.comparison.columns).toHaveLength(3);
    expect(foundersDeepDive.comparison.rows.map((r) => r.capability)).toEqual([
      'persistent strategic memory',
      'cross-project intelligence',
      'market intelligence',
      'competitive positioning',
    ]);
    expect(foundersDeepDive.useCases.cards).toHaveLength(3);
    expect(creatorsDeepDive.mediums.cards.map((m) => m.title)).toEqual([
      'Podcasters',
      'Video Creators',
      'Writers',
      'Community Builders',
    ]);
    expect(creatorsDeepDive.philosophy.cards).toHaveLength(4);
    expect(creatorsDeepDive.pledge.paragraphs).toHaveLength(3);
    expect(creatorsDeepDive.pledge.paragraphs[0]).toMatch(/never build tools designed to replace human creativity/);
    expect(creatorsDeepDive.useCases.cards.some((c) => /revenue-sharing cooperative/i.test(c.title))).toBe(true);
    expect(familiesDeepDive.problems.cards.map((c) => c.id)).toEqual(['privacy', 'values', 'loneliness']);
    expect(familiesDeepDive.governance.principles).toHaveLength(4);
    expect(familiesDeepDive.useCases.cards.map((c) => c.title)).toEqual([
      'Devotions and Bible Study',
      'Homeschool Curriculum',
      'Legacy and Memory Preservation',
    ]);
    expect(familiesDeepDive.closing.primary).toMatchObject({ label: 'Start with Hash', external: true });
    expect(familiesDeepDive.closing.secondary).toEqual({ label: 'Learn More', href: '/contact' });
    for (const page of [foundersDeepDive, creatorsDeepDive]) {
      expect(page.closing.primary).toMatchObject({ label: 'Try Hash', external: true });
      expect(page.closing.secondary).toEqual({ label: 'Contact Us', href: '/contact' });
    }
  });

  it('has a title and description for every route', () => {
    const routes = [
      '/', '/products', '/chb-case-study', '/image-gallery', '/image-demo', '/roadmap',
      '/memory-capturers-deep-dive', '/startup-founders-deep-dive', '/content-creators-deep-dive',
      '/creative-process', '/image-admin', '/image-admin/events', '/image-detail/:id', '/analytics', '/contact', '*',
    ];
    expect(Object.keys(siteModule.routeMeta).sort()).toEqual([...routes].sort());
  });

  it('theme colours meet WCAG AA contrast', () => {
    const luminance = (hex: string): number => {
      const n = Number.parseInt(hex.slice(1), 16);
      const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string): number => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const p of perspectives) {
      const c = perspectivesModule.perspectiveThemes[p].colors;
      expect(c.primary).toBe('#FE299E');
      for (const key of ['foreground', 'muted', 'secondary', 'accent', 'quaternary'] as const) {
        expect(ratio(c[key], c.background), `${p} ${key}`).toBeGreaterThanOrEqual(4.5);
        expect(ratio(c[key], c.surface), `${p} ${key} on surface`).toBeGreaterThanOrEqual(4.5);
      }
      expect(ratio(c.onPrimary, c.primary), `${p} onPrimary`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(c.primary, c.background), `${p} primary (large text / UI)`).toBeGreaterThanOrEqual(3);
    }
  });
});
