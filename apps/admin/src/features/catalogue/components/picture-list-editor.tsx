import { DeleteOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { pictureAtWidth } from '@ffe/shared/domain/picture-widths';
import { App, Button, Flex, Progress, Tag, Tooltip, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadConsolePicture } from '../../../lib/upload';

interface PictureListEditorProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  max: number;
  /** Smaller tiles, for an option row. */
  small?: boolean;
}

/** Moves the picture at `from` to `to`, the others keeping their order. */
const moved = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * A form field of pictures in order (the first is the cover): upload several with progress, drag to reorder, make one
 * the cover, remove. Uploads become WebP at three widths on the server; the thumbnails load the smallest.
 */
export function PictureListEditor({ value = [], onChange, max, small = false }: PictureListEditorProps) {
  const tile = small ? 'picture-tile picture-tile-small' : 'picture-tile';
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<Record<string, number>>({});
  const [dragged, setDragged] = useState<number>();
  // Uploads finishing together each add to the latest list, not to the one they started with.
  const latest = useRef(value);
  latest.current = value;

  const upload = (file: File) => {
    const key = `${file.name}-${file.size}-${Date.now()}`;
    setUploading((u) => ({ ...u, [key]: 0 }));
    uploadConsolePicture(file, (percent) => setUploading((u) => ({ ...u, [key]: percent })))
      .then((picture) => {
        latest.current = [...latest.current, picture.url].slice(0, max);
        onChange?.(latest.current);
      })
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setUploading(({ [key]: _done, ...rest }) => rest));
    return false;
  };

  const inFlight = Object.entries(uploading);
  return (
    <Flex gap={8} wrap>
      {value.map((url, index) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse's shortcut; the buttons do the same by keyboard
        <div
          key={url}
          className={tile}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={() => {
            if (dragged !== undefined && dragged !== index) onChange?.(moved(value, dragged, index));
            setDragged(undefined);
          }}
        >
          <img src={pictureAtWidth(url, 375)} alt={t('common.picture', { index: index + 1 })} />
          {index === 0 && (
            <Tag color="magenta" className="picture-tile-cover">
              {t('goods.isCover')}
            </Tag>
          )}
          <Flex className="picture-tile-actions" justify="center" gap={4}>
            {index > 0 && (
              <Tooltip title={t('goods.setCover')}>
                <Button size="small" icon={<StarOutlined />} onClick={() => onChange?.(moved(value, index, 0))} />
              </Tooltip>
            )}
            <Tooltip title={t('goods.removePicture')}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => onChange?.(value.filter((_, i) => i !== index))}
              />
            </Tooltip>
          </Flex>
        </div>
      ))}
      {inFlight.map(([key, percent]) => (
        <Flex key={key} className={tile} align="center" justify="center">
          <Progress type="circle" size={56} percent={percent} />
        </Flex>
      ))}
      {value.length + inFlight.length < max && (
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          showUploadList={false}
          beforeUpload={upload}
        >
          <button type="button" className={`${tile} picture-tile-add`}>
            <PlusOutlined />
            <div>{t('goods.upload')}</div>
          </button>
        </Upload>
      )}
    </Flex>
  );
}
