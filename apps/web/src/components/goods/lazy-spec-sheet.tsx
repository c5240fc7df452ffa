import { lazy, Suspense, useState } from 'react';
import type { SpecSheetProps } from './spec-sheet';

const SpecSheet = lazy(async () => ({ default: (await import('./spec-sheet')).SpecSheet }));

/**
 * The spec sheet, loaded the first time it opens: its popup and the animation library under it stay out of the goods
 * page's first load. Once opened it stays mounted, so it can animate closed and open again at once.
 */
export function LazySpecSheet(props: SpecSheetProps & { visible: boolean }) {
  const [opened, setOpened] = useState(props.visible);
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SpecSheet {...props} />
    </Suspense>
  );
}
