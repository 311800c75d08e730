import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER_SCRIPT } from '../web/ssr/afterPaintLoader.ts';
import { composePageDocument } from './pageDocument.ts';

const template = `<!doctype html><html><head><script>boot()</script><title>Home</title>
<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js">
<meta name="description" content="Home page"></head><body><div id="root"></div></body></html>`;

describe('composing a prerendered page', () => {
  const page = composePageDocument(template, {
    appHtml: '<h1>Roadmap $&amp;</h1>',
    styleTags: '<style data-emotion="css a">.a{}</style>',
    headTags: '<link rel="preload" as="image"/>',
    meta: { title: 'The Path Forward & more', description: 'Where "CHB" goes' },
  });

  it('puts the markup into #root, keeping replacement patterns literal', () => {
    expect(page).toContain('<div id="root"><h1>Roadmap $&amp;</h1></div>');
  });

  it('replaces the title and description with the route’s, escaped', () => {
    expect(page).toContain('<title>The Path Forward &amp; more</title>');
    expect(page).toContain('<meta name="description" content="Where &quot;CHB&quot; goes">');
    expect(page).not.toContain('Home page');
  });

  it('adds the preloads and critical CSS to the head, after the perspective script', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.indexOf('boot()')).toBeLessThan(head.indexOf('<link rel="preload"'));
    expect(head).toContain('<style data-emotion="css a">.a{}</style>');
  });

  it('keeps the scripts, which only hydrate the page, inert until the loader fetches them after the first paint', () => {
    const inert = '<template id="after-paint"><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js"></template>';
    expect(page).toContain(`<script>${AFTER_PAINT_LOADER_SCRIPT}</script>${inert}`);
    const outsideTemplate = page.replace(inert, '');
    expect(outsideTemplate).not.toContain('/assets/index.js');
    expect(outsideTemplate).not.toContain('/assets/a.js');
  });

  describe('the after-paint loader', () => {
    const run = (entries: string[], secondsPass = false) => {
      const appended: { tagName: string; attributes: Record<string, string> }[] = [];
      const timers: (() => void)[] = [];
      let reportPaint: (names: string[]) => void = () => {};
      const element = (tagName: string, attributes: Record<string, string>) => ({
        tagName,
        attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
      });
      const template = {
        content: { children: [element('SCRIPT', { type: 'module', src: '/assets/index.js' }), element('LINK', { rel: 'modulepreload', href: '/assets/a.js' })] },
      };
      const document = {
        getElementById: (id: string) => (id === 'after-paint' ? template : null),
        createElement: (tagName: string) => {
          const copy = { tagName, attributes: {} as Record<string, string>, setAttribute: (name: string, value: string) => void (copy.attributes[name] = value) };
          return copy;
        },
        head: { appendChild: (copy: { tagName: string; attributes: Record<string, string> }) => void appended.push({ tagName: copy.tagName, attributes: copy.attributes }) },
      };
      class PerformanceObserver {
        constructor(private readonly callback: (list: { getEntriesByName(name: string): string[] }) => void) {}
        observe(options: { type: string }) {
          expect(options.type).toBe('paint');
          reportPaint = (names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
        }
      }
      new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', AFTER_PAINT_LOADER_SCRIPT)(
        document,
        PerformanceObserver,
        () => {
          throw new Error('frames are the fallback only');
        },
        (callback: () => void, ms: number) => timers.push(ms === 0 || secondsPass ? callback : () => undefined),
      );
      reportPaint(entries);
      timers.forEach((timer) => timer());
      return appended;
    };

    it('copies the template into <head> once the first contentful paint is reported', () => {
      expect(run(['first-paint', 'first-contentful-paint'])).toEqual([
        { tagName: 'SCRIPT', attributes: { type: 'module', src: '/assets/index.js' } },
        { tagName: 'LINK', attributes: { rel: 'modulepreload', href: '/assets/a.js' } },
      ]);
    });

    it('waits while only a non-contentful paint is reported, but not longer than two seconds', () => {
      expect(run(['first-paint'])).toEqual([]);
      expect(run([], true)).toHaveLength(2);
    });
  });

  it('refuses a template it cannot fill', () => {
    expect(() => composePageDocument('<html></html>', { appHtml: '', styleTags: '', meta: { title: '', description: '' } })).toThrow(
      /no module script/,
    );
    expect(() =>
      composePageDocument('<html><script type="module" src="/a.js"></script></html>', { appHtml: '', styleTags: '', meta: { title: '', description: '' } }),
    ).toThrow(/no <title>/);
  });
});
