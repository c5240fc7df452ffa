import { ImageViewer } from 'antd-mobile';

export interface PictureViewerOverlayProps {
  pictures: readonly string[];
  index: number;
  visible: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/** antd-mobile's full-screen viewer, in a chunk of its own: its gestures and animations load on the first tap. */
export default function PictureViewerOverlay({ pictures, index, ...props }: PictureViewerOverlayProps) {
  return <ImageViewer.Multi images={[...pictures]} defaultIndex={index} {...props} />;
}
