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

  it('refuses a template it cannot fill', () => {
    expect(() => composePageDocument('<html></html>', { appHtml: '', styleTags: '', meta: { title: '', description: '' } })).toThrow(
      /no module script/,
    );
    expect(() =>
      composePageDocument('<html><script type="module" src="/a.js"></script></html>', { appHtml: '', styleTags: '', meta: { title: '', description: '' } }),
    ).toThrow(/no <title>/);
  });
});
