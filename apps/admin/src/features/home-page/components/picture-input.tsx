import { UploadOutlined } from '@ant-design/icons';
import { homePicture } from '@ffe/shared/contracts/admin-home';
import { Button, Flex, Input, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadHomePicture } from '../api/upload-home-picture';
import styles from './home-page.module.css';

/** A picture path: uploaded here (stored as WebP at three widths) or typed; shows what the shop will show. */
export function PictureInput({
  value,
  onChange,
  wide,
}: {
  value?: string;
  onChange?: (path: string) => void;
  wide: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadHomePicture();
  const shown = value && homePicture.safeParse(value).success ? value : undefined;
  return (
    <Flex gap={12} align="center">
      {shown ? (
        <img src={shown} alt="" className={wide ? styles.thumbWide : styles.thumbSquare} />
      ) : (
        <span className={wide ? styles.thumbWide : styles.thumbSquare} />
      )}
      <Flex vertical gap={8} flex={1}>
        <Upload
          accept="image/*"
          showUploadList={false}
          customRequest={({ file }) =>
            upload.mutate(file as Blob, {
              onSuccess: (picture) => onChange?.(picture.path),
            })
          }
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {upload.isPending ? t('homePage.uploading') : t('homePage.upload')}
          </Button>
        </Upload>
        <Input value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="/uploads/…" />
      </Flex>
    </Flex>
  );
}
