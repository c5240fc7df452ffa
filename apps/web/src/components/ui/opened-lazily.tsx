import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A popup whose code loads the first time it opens, so its antd-mobile popup and the animation library under it stay
 * out of the page's first load. Once opened it stays mounted, so it animates closed and opens again at once.
 */
export function openedLazily<P extends { visible: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Popup = lazy(async () => ({ default: await load() }));
  return function OpenedLazily(props: P) {
    const [opened, setOpened] = useState(props.visible);
    if (props.visible && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    );
  };
}
