import { useImStore } from '@ffe/im-client/runtime/im-store';
import { useMemo, useRef, useState } from 'react';
import { type ComposerTool, composerToolsFor, isServiceChat } from '../utils/composer-tool-set';
import styles from './composer.module.css';
import { ComposerFilePickers } from './composer-file-pickers';
import { type ComposerSheet, ComposerSheets } from './composer-sheets';
import { ComposerToolGrid } from './composer-tool-grid';

/**
 * The composer's ＋ panel: pictures, videos, files, the current position, code, rich text and a contact's card; a
 * customer or guest with customer service is offered only the shopper's tools (`composerToolsFor`). What is sent
 * answers the message being replied to, if any; `onSent` then clears the reply and closes the panel.
 */
export function ComposerTools({
  conversationId,
  replyToId,
  onImages,
  onSent,
}: {
  conversationId: string;
  replyToId: string | undefined;
  onImages: (files: File[]) => void;
  onSent: () => void;
}) {
  const me = useImStore((s) => s.me);
  const offered = useMemo(
    () => composerToolsFor({ peerIsService: isServiceChat(conversationId, me), me }),
    [conversationId, me],
  );
  const [sheet, setSheet] = useState<ComposerSheet | null>(null);
  const pictures = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const sent = () => {
    setSheet(null);
    onSent();
  };

  const select = (tool: ComposerTool) => {
    if (tool === 'image') pictures.current?.click();
    else if (tool === 'video') video.current?.click();
    else if (tool === 'file') files.current?.click();
    else setSheet(tool);
  };

  return (
    <div className={styles.tools}>
      <ComposerToolGrid offered={offered} onSelect={select} />
      <ComposerFilePickers
        pictures={pictures}
        video={video}
        files={files}
        conversationId={conversationId}
        replyToId={replyToId}
        onImages={onImages}
        onSent={sent}
      />
      <ComposerSheets
        sheet={sheet}
        conversationId={conversationId}
        replyToId={replyToId}
        onClose={() => setSheet(null)}
        onSent={sent}
      />
    </div>
  );
}
