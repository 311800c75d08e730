import { perspectiveThemes } from '../content/perspectives.ts';
import { perspectiveValues } from '../generated/vocabulary.ts';
import { PERSPECTIVE_ATTRIBUTE } from '../perspective/documentPerspective.ts';
import { themeVariables } from '../perspective/themeVariables.ts';

/**
 * Every perspective's theme variables keyed by the root's data attribute, so the first paint of a
 * prerendered page (before any JavaScript but the inline perspective script) already has the
 * stored perspective's colours, type and spacing.
 */
export function perspectiveThemeRules(): string {
  return perspectiveValues
    .map((perspective) => {
      const declarations = Object.entries(themeVariables(perspectiveThemes[perspective]))
        .map(([name, value]) => `${name}: ${value};`)
        .join(' ');
      return `html[${PERSPECTIVE_ATTRIBUTE}='${perspective}'] { ${declarations} }`;
    })
    .join('\n');
}
