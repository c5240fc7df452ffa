import { FEEDBACK_MAX_PICTURES } from '@ffe/shared/constants';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PicturesState, PictureUploader } from '../../../components/ui/picture-uploader';
import { StarRating } from '../../../components/ui/star-rating';
import { refusalToasted } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { toast } from '../../../lib/toast';
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
  contact: string;
}

const EMPTY: FeedbackFormValues = { rating: 0, content: '', contact: '' };

/** Feedback and a rating of the shop: a type, stars, what happened, up to four pictures and a way to reply. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const back = useBack();
  const [form] = Form.useForm<FeedbackFormValues>();
  const submit = useAddFeedback();
  const once = useOneAtATime();
  const [pictures, setPictures] = useState<PicturesState>({ urls: [], uploading: 0 });

  const send = (values: FeedbackFormValues) => {
    const { type } = values;
    if (!type) return;
    once(() =>
      submit
        .mutateAsync({
          type,
          rating: values.rating,
          content: values.content.trim(),
          pictures: pictures.urls,
          contact: values.contact.trim(),
        })
        .then(() => {
          toast(t('feedback.submitted'), 'success');
          back();
        }, refusalToasted),
    );
  };

  const recheckWrongFields = (changed: Partial<FeedbackFormValues>) => {
    const wrong = Object.keys(changed).filter(
      (name) => form.getFieldError(name as keyof FeedbackFormValues).length > 0,
    );
    if (wrong.length > 0) form.validateFields(wrong as (keyof FeedbackFormValues)[]).catch(() => {});
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
          disabled={pictures.uploading > 0}
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
        <StarRating label={t('feedback.rating')} labelHidden words={(stars) => t(`feedback.ratingWords.${stars}`)} />
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
      <Form.Item>
        <PictureUploader
          label={t('feedback.pictures', { count: FEEDBACK_MAX_PICTURES })}
          max={FEEDBACK_MAX_PICTURES}
          onChange={setPictures}
        />
      </Form.Item>
      <Form.Item name="contact" label={t('feedback.contact')}>
        <Input placeholder={t('feedback.contactPlaceholder')} maxLength={CONTACT_MAX_LENGTH} clearable />
      </Form.Item>
    </Form>
  );
}
