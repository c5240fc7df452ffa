import { ImageViewer } from 'antd-mobile';
import { useEffect, useState } from 'react';

type ViewerState = { index: number; visible: boolean };

/**
 * A full-screen picture viewer over the page. The viewer is mounted per opening because it only reads
 * its start index when mounted; Escape closes it for keyboard users.
 */
export function usePictureViewer(pictures: readonly string[]) {
  const [state, setState] = useState<ViewerState | null>(null);
  const visible = state?.visible ?? false;

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setState((s) => s && { ...s, visible: false });
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible]);

  const viewer = state && (
    <ImageViewer.Multi
      images={[...pictures]}
      defaultIndex={state.index}
      visible={state.visible}
      onClose={() => setState((s) => s && { ...s, visible: false })}
      afterClose={() => setState(null)}
    />
  );
  return { open: (index: number) => setState({ index, visible: true }), viewer };
}
