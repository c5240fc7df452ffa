import type { AdminHomeLink, HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { type HomeLinkTarget, type HomeLinkType, homeLinkTypes } from '@ffe/shared/domain/home-page';
import { Alert, App, Button, DatePicker, Drawer, Flex, Form, Input, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../lib/field-errors';
import { useSaveHomeLink } from '../api/save-home-link';
import { LinkTargetInput } from './link-target-input';
import { PictureInput } from './picture-input';

interface LinkValues {
  title: string;
  subtitle?: string;
  picture: string;
  linkType: HomeLinkType;
  goodsId?: string;
  categoryId?: string;
  keyword?: string;
  path?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** Where the server's field names show on this form. */
const FIELD_OF: Record<string, string> = {
  title: 'title',
  subtitle: 'subtitle',
  picture: 'picture',
  'link.goodsId': 'goodsId',
  'link.categoryId': 'categoryId',
  'link.keyword': 'keyword',
  'link.path': 'path',
  activeFrom: 'dates',
  activeUntil: 'dates',
};

function targetOf(v: LinkValues): HomeLinkTarget {
  if (v.linkType === 'goods') return { type: 'goods', goodsId: v.goodsId ?? '' };
  if (v.linkType === 'category') return { type: 'category', categoryId: v.categoryId ?? '' };
  if (v.linkType === 'search') return { type: 'search', keyword: v.keyword ?? '' };
  return { type: 'page', path: v.path ?? '' };
}

function initialValues(link: AdminHomeLink | undefined): Partial<LinkValues> {
  if (!link) return { linkType: 'goods', dates: null };
  const at = (ms: number | null) => (ms === null ? null : dayjs(ms));
  return {
    title: link.title,
    subtitle: link.subtitle,
    picture: link.picture,
    linkType: link.link.type,
    ...link.link,
    dates: [at(link.activeFrom), at(link.activeUntil)],
  };
}

/** Adds or edits a banner or card: picture, words, what it opens and when it shows. */
export function LinkFormDrawer({
  slot,
  link,
  onClose,
}: {
  slot: HomeLinkSlot;
  link: AdminHomeLink | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<LinkValues>();
  const linkType = Form.useWatch('linkType', form) ?? link?.link.type ?? 'goods';
  const [formError, setFormError] = useState<string>();
  const save = useSaveHomeLink();
  const isBanner = slot === 'banner';
  const title = t(
    link
      ? isBanner
        ? 'homePage.editBanner'
        : 'homePage.editCard'
      : isBanner
        ? 'homePage.newBanner'
        : 'homePage.newCard',
  );

  const onFinish = (values: LinkValues) => {
    setFormError(undefined);
    const [from, until] = values.dates ?? [null, null];
    const fields = {
      title: values.title,
      subtitle: values.subtitle ?? '',
      picture: values.picture,
      link: targetOf(values),
      activeFrom: from ? from.valueOf() : null,
      activeUntil: until ? until.valueOf() : null,
    };
    save.mutate(
      { slot, id: link?.id, fields },
      {
        onSuccess: () => {
          void message.success(t('homePage.saved'));
          onClose();
        },
        onError: (error) => setFormError(showFieldErrors(form, (field) => FIELD_OF[field], error)),
      },
    );
  };

  return (
    <Drawer open title={title} size={480} onClose={onClose} destroyOnHidden>
      <Form<LinkValues> form={form} layout="vertical" onFinish={onFinish} initialValues={initialValues(link)}>
        {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
        <Form.Item
          name="picture"
          label={t('homePage.picture')}
          rules={[{ required: true, message: t('homePage.pictureRule') }]}
        >
          <PictureInput wide={slot !== 'entry'} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('homePage.itemTitle')}
          rules={[{ required: true, whitespace: true, message: t('homePage.titleRequired') }, { max: 30 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="subtitle" label={t('homePage.subtitle')} rules={[{ max: 60 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="linkType" label={t('homePage.link')}>
          <Segmented<HomeLinkType>
            options={homeLinkTypes.map((type) => ({ value: type, label: t(`homePage.linkTypes.${type}`) }))}
          />
        </Form.Item>
        <LinkTargetInput type={linkType} />
        <Form.Item name="dates" label={t('homePage.dates')} extra={t('homePage.datesHint')}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            placeholder={[t('homePage.from'), t('homePage.until')]}
          />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
