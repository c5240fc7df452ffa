import { FEEDBACK_MAX_PICTURES, UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import { Button, Form, ImageUploader, type ImageUploadItem, Input, ProgressBar, TextArea } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/ui/star-rating';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload';
import { useBack } from '../../../lib/use-back';
import { type FeedbackType, useAddFeedback } from '../api/add-feedback';
import { ChoiceChips } from '../components/choice-chips';
import styles from './feedback-page.module.css';

const TYPES: readonly FeedbackType[] = ['suggestion', 'problem', 'delivery', 'quality', 'other'];
/** The contract's bounds (packages/shared feedbackAdd), checked here to name the problem first. */
const CONTENT_LENGTH = { min: 5, max: 500 };
const CONTACT_MAX_LENGTH = 50;

interface FeedbackFormValues {
  type?: FeedbackType;
  rating: number;
  content: string;
  pictures: ImageUploadItem[];
  contact: string;
}

const EMPTY: FeedbackFormValues = { rating: 0, content: '', pictures: [], contact: '' };

/** Percent sent of each picture on its way, by upload. */
function useUploadProgress() {
  const [progress, setProgress] = useState<Record<number, number>>({});
  const next = useRef(0);
  const start = () => {
    const id = next.current++;
    setProgress((all) => ({ ...all, [id]: 0 }));
    return {
      report: (percent: number) => setProgress((all) => (id in all ? { ...all, [id]: percent } : all)),
      finish: () =>
        setProgress((all) => {
          const { [id]: _done, ...rest } = all;
          return rest;
        }),
    };
  };
  const percents = Object.values(progress);
  const overall = percents.length ? Math.round(percents.reduce((sum, p) => sum + p, 0) / percents.length) : null;
  return { start, uploading: percents.length, overall };
}

/** Feedback and a rating of the shop: a type, stars, what happened, up to four pictures and a way to reply. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const back = useBack();
  const [form] = Form.useForm<FeedbackFormValues>();
  const submit = useAddFeedback();
  const progress = useUploadProgress();

  const upload = async (file: File): Promise<ImageUploadItem> => {
    const { report, finish } = progress.start();
    try {
      // uploadFile itself toasts 上传失败 (or 请先登录) when it fails; the uploader then drops the picture.
      const result = await uploadFile(file, { onProgress: report });
      return { key: result.url, url: result.url };
    } finally {
      finish();
    }
  };

  const checkSize = (file: File) => {
    if (file.size <= UPLOAD_MAX_BYTES) return file;
    toast(t('feedback.pictureTooLarge', { size: UPLOAD_MAX_BYTES / 1024 / 1024 }));
    return null;
  };

  const send = (values: FeedbackFormValues) => {
    if (!values.type) return;
    submit.mutate(
      {
        type: values.type,
        rating: values.rating,
        content: values.content.trim(),
        pictures: values.pictures.map((picture) => picture.url),
        contact: values.contact.trim(),
      },
      {
        onSuccess: () => {
          toast(t('feedback.submitted'), 'success');
          back();
        },
        onError: (error) => toastFailure(error),
      },
    );
  };

  const recheckWrongFields = (changed: Partial<FeedbackFormValues>) => {
    const wrong = Object.keys(changed).filter(
      (name) => form.getFieldError(name as keyof FeedbackFormValues).length > 0,
    );
    if (wrong.length > 0) form.validateFields(wrong as (keyof FeedbackFormValues)[]).catch(() => {});
  };

  const removePicture = (item: ImageUploadItem) => {
    const pictures = form.getFieldValue('pictures') as ImageUploadItem[];
    form.setFieldValue(
      'pictures',
      pictures.filter((picture) => picture !== item),
    );
  };

  return (
    <Form
      form={form}
      name="feedback"
      className={styles.form}
      mode="card"
      initialValues={EMPTY}
      validateTrigger="onBlur"
      onValuesChange={recheckWrongFields}
      onFinish={send}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={submit.isPending}
          disabled={progress.uploading > 0}
        >
          {t('feedback.submit')}
        </Button>
      }
    >
      <Form.Item
        name="type"
        label={t('feedback.type')}
        required
        validateTrigger="onChange"
        rules={[{ required: true, message: t('feedback.typeRequired') }]}
      >
        <ChoiceChips
          label={t('feedback.type')}
          choices={TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="rating"
        label={t('feedback.rating')}
        required
        validateTrigger="onChange"
        rules={[
          {
            validator: async (_rule: unknown, value: number | undefined) => {
              if (!value || value < 1) throw new Error(t('feedback.ratingRequired'));
            },
          },
        ]}
      >
        <StarRating label={t('feedback.rating')} words={(stars) => t(`feedback.ratingWords.${stars}`)} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('feedback.content')}
        required
        rules={[
          {
            validator: async (_rule: unknown, value: string | undefined) => {
              const text = (value ?? '').trim();
              if (!text) throw new Error(t('feedback.contentRequired'));
              if (text.length < CONTENT_LENGTH.min)
                throw new Error(t('feedback.contentTooShort', { count: CONTENT_LENGTH.min }));
            },
          },
        ]}
      >
        <TextArea
          placeholder={t('feedback.contentPlaceholder', CONTENT_LENGTH)}
          rows={5}
          maxLength={CONTENT_LENGTH.max}
          showCount
        />
      </Form.Item>
      <Form.Item
        name="pictures"
        label={t('feedback.pictures', { count: FEEDBACK_MAX_PICTURES })}
        description={
          progress.overall !== null && (
            <div className={styles.progress} role="status">
              <span>{t('feedback.uploading', { count: progress.uploading, percent: progress.overall })}</span>
              <ProgressBar percent={progress.overall} className={styles.bar} />
            </div>
          )
        }
      >
        <ImageUploader
          className={styles.uploader}
          upload={upload}
          beforeUpload={checkSize}
          accept="image/*"
          multiple
          maxCount={FEEDBACK_MAX_PICTURES}
          showFailed={false}
          onCountExceed={(extra) => toast(t('feedback.tooManyPictures', { count: FEEDBACK_MAX_PICTURES, extra }))}
          renderItem={(node, item, list) => (
            <div className={styles.picture}>
              {node}
              {/* antd-mobile's own delete mark is not focusable; this one appears for keyboard users. */}
              <button type="button" className={styles.removePicture} onClick={() => removePicture(item)}>
                {t('feedback.removePicture', { index: list.indexOf(item) + 1 })}
              </button>
            </div>
          )}
        />
      </Form.Item>
      <Form.Item name="contact" label={t('feedback.contact')}>
        <Input placeholder={t('feedback.contactPlaceholder')} maxLength={CONTACT_MAX_LENGTH} clearable />
      </Form.Item>
    </Form>
  );
}
