import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many of a row's leading children fit in its width beside its last child (the way to the rest, always shown),
 * so the others can be left out whole instead of cut mid-word. Children left out must keep their width
 * (`position: absolute; visibility: hidden`), so a wider row can measure them again. `texts` are the children's
 * texts: new ones (another language) are measured anew.
 */
export function useItemsThatFit(row: RefObject<HTMLElement | null>, texts: readonly string[]): number {
  const [fitting, setFitting] = useState(texts.length);
  const key = texts.join('\n');
  useLayoutEffect(() => {
    const element = row.current;
    if (!key || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const children = [...element.children] as HTMLElement[];
      const last = children.pop();
      let room = element.clientWidth - (last?.offsetWidth ?? 0);
      let fits = 0;
      for (const child of children) {
        room -= child.offsetWidth;
        if (room < 0) break;
        fits++;
      }
      setFitting(fits);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, key]);
  return fitting;
}
