import { describe, expect, it } from 'vitest';
import { perspectiveThemes } from '../content/perspectives.ts';
import { bodySizeFor, headlineWeightFor, spacingFor, themeVar, themeVariables } from './themeVariables.ts';

describe('theme variables', () => {
  it('map spacing as compact 2rem, comfortable 3rem and anything else 4rem', () => {
    expect(spacingFor('compact')).toBe('2rem');
    expect(spacingFor('comfortable')).toBe('3rem');
    expect(spacingFor('spacious')).toBe('4rem');
    expect(spacingFor('unheard-of')).toBe('4rem');
  });

  it('map headline weight as bold 700, elegant 300, playful 600 and anything else 800', () => {
    expect(headlineWeightFor('bold')).toBe(700);
    expect(headlineWeightFor('elegant')).toBe(300);
    expect(headlineWeightFor('playful')).toBe(600);
    expect(headlineWeightFor('authoritative')).toBe(800);
  });

  it('map body size as simple 1.125rem, moderate 1rem and anything else 0.875rem', () => {
    expect(bodySizeFor('simple')).toBe('1.125rem');
    expect(bodySizeFor('moderate')).toBe('1rem');
    expect(bodySizeFor('detailed')).toBe('0.875rem');
  });

  it('give each perspective its own spacing, headline weight, body size and container width', () => {
    const rows = (['startup_founders', 'content_creators', 'memory_capturers'] as const).map((perspective) => {
      const vars = themeVariables(perspectiveThemes[perspective]);
      return [vars[themeVar.spacing], vars[themeVar.headlineWeight], vars[themeVar.bodySize], vars[themeVar.containerMaxWidth]];
    });
    expect(rows).toEqual([
      ['2rem', '800', '0.875rem', '1200px'],
      ['3rem', '600', '1rem', '1100px'],
      ['4rem', '300', '1.125rem', '1000px'],
    ]);
  });

  it('keep the brand pink as the primary colour of every perspective', () => {
    for (const theme of Object.values(perspectiveThemes)) {
      expect(themeVariables(theme)[themeVar.colorPrimary]).toBe('#FE299E');
    }
  });

  it('turn the hero settings into a CSS filter, warming the warm image style', () => {
    expect(themeVariables(perspectiveThemes.startup_founders)[themeVar.heroImageFilter]).toBe('brightness(0.9) contrast(1.1)');
    expect(themeVariables(perspectiveThemes.memory_capturers)[themeVar.heroImageFilter]).toBe('brightness(1) contrast(0.95) sepia(0.12)');
  });

  it('set every variable to a non-empty value', () => {
    for (const theme of Object.values(perspectiveThemes)) {
      const vars = themeVariables(theme);
      expect(Object.keys(vars).sort()).toEqual(Object.values(themeVar).sort());
      for (const value of Object.values(vars)) expect(value).not.toBe('');
    }
  });
});
