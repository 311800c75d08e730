import { useCallback, useState } from 'react';

export interface GridCard<T> {
  readonly image: T;
  /** Kept for its open editor: the grid's result no longer includes it. */
  readonly outOfView: boolean;
}

/**
 * The cards of a new grid result: its images, and each card of the last cards whose editor is open that
 * the result no longer includes (another administrator's change moved it out of the filters, the order
 * or the page), at about its former place, so a half-typed edit is not lost.
 */
export function withEditedCards<T extends { readonly id: string }>(last: readonly GridCard<T>[], items: readonly T[], editing: ReadonlySet<string>): GridCard<T>[] {
  const inResult = new Set(items.map((image) => image.id));
  const cards = items.map((image) => ({ image, outOfView: false }));
  last.forEach(({ image }, index) => {
    if (editing.has(image.id) && !inResult.has(image.id)) cards.splice(Math.min(index, cards.length), 0, { image, outOfView: true });
  });
  return cards;
}

/**
 * The grid's cards (withEditedCards) and the callback through which cards say their editor opened or
 * closed. A kept card leaves once its edit is saved or cancelled. `items` must keep its identity
 * between renders while the result is the same.
 */
export function useKeptCards<T extends { readonly id: string }>(items: readonly T[]) {
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const [kept, setKept] = useState(() => ({ items, editing, cards: withEditedCards([], items, editing) }));
  let cards = kept.cards;
  if (kept.items !== items || kept.editing !== editing) {
    cards = withEditedCards(kept.cards, items, editing);
    setKept({ items, editing, cards });
  }

  const onEditingChange = useCallback((id: string, open: boolean) => {
    setEditing((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { cards, onEditingChange };
}
