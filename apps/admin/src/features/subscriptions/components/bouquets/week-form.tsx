import type { AdminBouquet } from '@ffe/shared/contracts/admin-subscriptions';
import { addDays } from '@ffe/shared/domain/subscription-schedule';
import { App, Button, Card, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleSaveDialog } from '../../../../components/stale-save-dialog';
import { useStaleSave } from '../../../../components/use-stale-save';
import { showFieldErrors } from '../../../../lib/field-errors';
import { useSaveBouquet } from '../../api/save-bouquet';
import { GoodsFields } from '../goods-fields';
import { PictureField } from '../picture-field';
import { type BouquetValues, bouquetChanges, bouquetValuesOf } from './bouquet-changes';

const FIELDS = ['title', 'titleEn', 'photo', 'goodsId', 'skuId'];

/** One week's bouquet: title in both languages, photo, goods and size, the recipe's stems and how many are due. */
export function WeekForm({ bouquet, latest }: { bouquet: AdminBouquet; latest: () => Promise<AdminBouquet> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BouquetValues>();
  const [formError, setFormError] = useState<string>();
  const save = useSaveBouquet();

  const { send, staleDialog } = useStaleSave<AdminBouquet, BouquetValues>({
    initial: bouquet,
    valuesOf: bouquetValuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async (values, from) => {
      setFormError(undefined);
      await save.mutateAsync({
        seriesId: bouquet.seriesId,
        week: bouquet.week,
        ...values,
        titleEn: values.titleEn || null,
        skuId: values.skuId ?? null,
        version: from?.version ?? null,
      });
      void message.success(t('subscriptions.bouquets.saved', { week: bouquet.week }));
    },
    latest,
    changes: (base, theirs, mine) => bouquetChanges(base, theirs, mine, t),
    onSaved: () => undefined,
    onRefused: (error) => setFormError(showFieldErrors(form, FIELDS, error)),
  });

  return (
    <Card
      size="small"
      title={t('subscriptions.bouquets.week', { from: bouquet.week, to: addDays(bouquet.week, 6) })}
      extra={
        <Tag color={bouquet.due > 0 ? 'blue' : 'default'}>
          {t('subscriptions.bouquets.due', { count: bouquet.due })}
        </Tag>
      }
    >
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      {bouquet.id === null && (
        <Typography.Paragraph type="secondary">{t('subscriptions.bouquets.fallback')}</Typography.Paragraph>
      )}
      <Form<BouquetValues>
        form={form}
        // Each week's fields get ids of their own, so each label names its week's field.
        name={`week-${bouquet.week}`}
        layout="vertical"
        initialValues={bouquetValuesOf(bouquet)}
        onFinish={(values) => send(values)}
      >
        {formError && <Typography.Paragraph type="danger">{formError}</Typography.Paragraph>}
        <Form.Item
          name="title"
          label={t('subscriptions.bouquets.title')}
          rules={[{ required: true, whitespace: true, message: t('subscriptions.bouquets.titleRequired') }]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="titleEn" label={t('subscriptions.bouquets.titleEn')}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          name="photo"
          label={t('subscriptions.bouquets.photo')}
          rules={[{ required: true, message: t('subscriptions.bouquets.photoRequired') }]}
        >
          <PictureField />
        </Form.Item>
        <GoodsFields goodsName={bouquet.goodsName} />
        <Form.Item label={t('subscriptions.bouquets.stems')}>
          {bouquet.stems.length === 0 ? (
            <Typography.Text type="secondary">{t('subscriptions.bouquets.noRecipe')}</Typography.Text>
          ) : (
            bouquet.stems.map((stem) => (
              <Tag key={stem.name}>
                {t('subscriptions.bouquets.stem', { name: stem.name, quantity: stem.quantity })}
              </Tag>
            ))
          )}
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('subscriptions.bouquets.save')}
        </Button>
      </Form>
    </Card>
  );
}
