/**
 * Applies a perspective to the page root: a data attribute, the theme's CSS
 * variables and, on a switch, a transition class that fades the content in for about a second
 * (the fade itself is CSS in web/theme/GlobalStyles.tsx, switched off for reduced motion).
 */
import { perspectiveThemes } from '../content/perspectives.ts';
import type { Perspective } from '../generated/vocabulary.ts';
import type { ApplyReason } from './perspectiveController.ts';
import { themeVariables } from './themeVariables.ts';

export const PERSPECTIVE_ATTRIBUTE = 'data-perspective';
export const PERSPECTIVE_TRANSITION_CLASS = 'perspective-transition';
export const PERSPECTIVE_FADE_MS = 1000;

export type PerspectiveRoot = Pick<HTMLElement, 'setAttribute' | 'style' | 'classList' | 'offsetWidth'>;

export function createPerspectiveApplier(root: PerspectiveRoot) {
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  return (perspective: Perspective, reason: ApplyReason): void => {
    root.setAttribute(PERSPECTIVE_ATTRIBUTE, perspective);
    for (const [name, value] of Object.entries(themeVariables(perspectiveThemes[perspective]))) {
      root.style.setProperty(name, value);
    }
    if (reason !== 'switch') return;
    clearTimeout(fadeTimer);
    root.classList.remove(PERSPECTIVE_TRANSITION_CLASS);
    // Reading layout between removing and adding the class restarts the animation on quick re-switches.
    void root.offsetWidth;
    root.classList.add(PERSPECTIVE_TRANSITION_CLASS);
    fadeTimer = setTimeout(() => root.classList.remove(PERSPECTIVE_TRANSITION_CLASS), PERSPECTIVE_FADE_MS);
  };
}
