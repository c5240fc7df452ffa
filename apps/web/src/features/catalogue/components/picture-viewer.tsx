import { ImageViewer } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';

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
    <ImageViewer.Multi
      images={[...pictures]}
      defaultIndex={state.index}
      visible={state.visible}
      onClose={close}
      afterClose={() => setState(null)}
    />
  );
  return { open: (index: number) => setState({ index, visible: true }), viewer };
}
