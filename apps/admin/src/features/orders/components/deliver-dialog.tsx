import { UploadOutlined } from '@ant-design/icons';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { Alert, Button, Modal, Progress, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { uploadPicture } from '../../../lib/upload';
import { useDeliverOrder } from '../api/deliver-order';
import { useRefusal } from './use-refusal';

/** Marks an order delivered, with the photo left at the door when there is one (uploaded first, with its progress). */
export function DeliverDialog({
  order,
  photoRequired = false,
  onClose,
  onDone,
}: {
  order: { id: string; orderNo: string };
  /** The shop's settings ask a photo of every delivery: the dialog will not go on without one. */
  photoRequired?: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const deliver = useDeliverOrder();
  const refusal = useRefusal();
  const once = useOneAtATime();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number>();
  const [error, setError] = useState<string>();
  const photo = files[0];
  const uploading = photo?.status === 'uploading';
  // The stored picture's url is what the delivery names.
  const photoUrl = photo?.status === 'done' ? (photo.response as UploadResult | undefined)?.url : undefined;

  const submit = () =>
    once(async () => {
      setError(undefined);
      try {
        await deliver.mutateAsync({ id: order.id, photo: photoUrl });
        onDone();
      } catch (failure) {
        // Found delivered already (a second click, the courier's own phone): done.
        const outcome = await refusal(failure, order.id, ['received']);
        if (outcome.done) onDone();
        // The shop asks a photo of every delivery (its settings changed meanwhile, or the staff page did not know).
        else if (failure instanceof ApiError && failure.detail.includes('photo: REQUIRED')) {
          setError(t('orders.deliver.photoMissing'));
        } else setError(outcome.message);
      }
    });

  return (
    <Modal
      open
      title={`${t('orders.deliver.title')} · ${order.orderNo}`}
      okText={t('orders.deliver.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: uploading || (photoRequired && !photoUrl) }}
      confirmLoading={deliver.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} className="form-alert" />}
      <Typography.Paragraph>{t('deliveries.next.delivered')}</Typography.Paragraph>
      <Typography.Paragraph strong>
        {t(photoRequired ? 'orders.deliver.photoNeeded' : 'orders.deliver.photo')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('orders.deliver.photoHint')}</Typography.Paragraph>
      <Upload
        accept="image/*"
        listType="picture"
        maxCount={1}
        fileList={files}
        onChange={({ fileList }) => setFiles(fileList)}
        customRequest={({ file, onSuccess, onError }) => {
          setPercent(0);
          uploadPicture(file as Blob, setPercent).then(
            (result) => onSuccess?.(result),
            (failure: Error) => {
              setError(failure.message);
              onError?.(failure);
            },
          );
        }}
      >
        {!photo && <Button icon={<UploadOutlined />}>{t('orders.deliver.choose')}</Button>}
      </Upload>
      {uploading && percent !== undefined && (
        <Progress
          percent={percent}
          size="small"
          format={(value) => t('orders.deliver.uploading', { percent: value })}
        />
      )}
    </Modal>
  );
}
