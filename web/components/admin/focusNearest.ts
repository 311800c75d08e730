/**
 * Where focus goes when the control that had it left with its item (archived, deleted, out of the
 * list): the next item's target still on the page, else the previous one's, else `fallback` (the
 * list's heading); never back to the top of the page. `order` is the list as it was, `id` the item.
 */
export function focusNearest(order: readonly string[], id: string, target: (id: string) => HTMLElement | null, fallback: HTMLElement | null): void {
  const index = order.indexOf(id);
  const nearest = index < 0 ? order : [...order.slice(index + 1), ...order.slice(0, index).reverse()];
  for (const candidate of nearest) {
    const element = target(candidate);
    if (element) return element.focus();
  }
  fallback?.focus();
}
