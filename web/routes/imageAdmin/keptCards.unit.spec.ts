import { describe, expect, it } from 'vitest';
import { withEditedCards } from './keptCards.ts';

const image = (id: string) => ({ id });
const shown = (ids: string[], outOfView: string[] = []) => ids.map((id) => ({ image: image(id), outOfView: outOfView.includes(id) }));

describe('withEditedCards', () => {
  it('keeps a card being edited that the new result left out, at its former place, and only that one', () => {
    const cards = withEditedCards(shown(['a', 'b', 'c', 'd']), [image('a'), image('d'), image('e')], new Set(['b', 'e']));
    expect(cards).toEqual(shown(['a', 'b', 'd', 'e'], ['b']));
  });

  it('lets a kept card go once its editor has closed', () => {
    expect(withEditedCards(shown(['a', 'b'], ['b']), [image('a')], new Set())).toEqual(shown(['a']));
  });
});
