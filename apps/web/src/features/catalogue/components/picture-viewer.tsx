import { lazy, Suspense, useCallback, useState } from 'react';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';

const PictureViewerOverlay = lazy(() => import('./picture-viewer-overlay'));

type ViewerState = { index: number; visible: boolean };

/**
 * A full-screen picture viewer over the page. The viewer is mounted per opening because it only reads
 * its start index when mounted; Escape closes it for keyboard users.
 */
export function usePictureViewer(pictures: readonly string[]) {
  const [state, setState] = useState<ViewerState | null>(null);
  const visible = state?.visible ?? false;

  const close = useCallback(() => setState((s) => s && { ...s, visible: false }), []);
  useCloseOnEscape(visible, close);

  const viewer = state && (
    <Suspense fallback={null}>
      <PictureViewerOverlay
        pictures={pictures}
        index={state.index}
        visible={state.visible}
        onClose={close}
        afterClose={() => setState(null)}
      />
    </Suspense>
  );
  return { open: (index: number) => setState({ index, visible: true }), viewer };
}
