/**
 * The inline script in <head> of every page: it sets the root's perspective attribute from storage
 * before the first paint, so a visitor who chose another perspective never sees the default theme
 * flash. The CSP allows exactly this text by its hash (build/inlineScriptHashesPlugin.ts); keep it tiny and
 * free of anything that changes between builds.
 */
import { perspectiveValues } from '../generated/vocabulary.ts';
import { PERSPECTIVE_ATTRIBUTE } from './documentPerspective.ts';
import { PERSPECTIVE_STORAGE_KEY } from './perspectiveStorage.ts';

export const PERSPECTIVE_BOOT_SCRIPT =
  `try{var p=localStorage.getItem(${JSON.stringify(PERSPECTIVE_STORAGE_KEY)});` +
  `if(${JSON.stringify(perspectiveValues)}.indexOf(p)>=0)document.documentElement.setAttribute(${JSON.stringify(PERSPECTIVE_ATTRIBUTE)},p)}catch(e){}`;
