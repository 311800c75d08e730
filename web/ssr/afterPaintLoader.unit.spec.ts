import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER_SCRIPT } from './afterPaintLoader.ts';

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
