import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { pictureAtWidth } from '@ffe/shared/domain/picture-widths';
import { App, Button, Flex, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadConsolePicture } from '../../../lib/upload';

/** A form field of one picture (a cover, a week's photo): upload with progress, or remove. */
export function PictureField({ value = '', onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number>();
  const upload = (file: File) => {
    setPercent(0);
    uploadConsolePicture(file, setPercent)
      .then((picture) => onChange?.(picture.url))
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setPercent(undefined));
    return false;
  };
  if (percent !== undefined) {
    return (
      <Flex className="picture-tile" align="center" justify="center">
        <Progress type="circle" size={56} percent={percent} />
      </Flex>
    );
  }
  if (value) {
    return (
      <div className="picture-tile">
        <img src={pictureAtWidth(value, 375)} alt={t('subscriptions.plans.cover')} />
        <Flex className="picture-tile-actions" justify="center" gap={4}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('subscriptions.plans.removeCover')}
            onClick={() => onChange?.('')}
          />
        </Flex>
      </div>
    );
  }
  return (
    <Upload accept="image/jpeg,image/png,image/webp,image/gif" showUploadList={false} beforeUpload={upload}>
      <button type="button" className="picture-tile picture-tile-add">
        <PlusOutlined />
        <div>{t('subscriptions.plans.upload')}</div>
      </button>
    </Upload>
  );
}
