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

  it('writes no data block for a page that reads no data', () => {
    expect(page).not.toContain('application/json');
  });

  it('carries the Apollo cache after #root as a JSON block that no text in the data can end early', () => {
    const apolloCache = { 'CreativeImage:a': { __typename: 'CreativeImage', id: 'a', title: '</script><script>alert(1)</script>' } };
    const withData = composePageDocument(template, { appHtml: '<h1>Journey</h1>', styleTags: '', meta: { title: '', description: '' }, apolloCache });
    const block = /<\/div><script type="application\/json" id="apollo-cache">(.*?)<\/script><\/body>/.exec(withData);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual(apolloCache);
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
