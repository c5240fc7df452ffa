import type { AdminHomeLink, HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { ENGLISH_TEXT_LIMITS as EN } from '@ffe/shared/contracts/english-text';
import { type HomeLinkType, homeLinkTypes } from '@ffe/shared/domain/home-page';
import { App, DatePicker, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { showFieldErrors } from '../../../lib/field-errors';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useSaveHomeLink } from '../api/save-home-link';
import { FIELD_OF, fieldsOf, initialValues, type LinkValues } from './link-form-values';
import { LinkTargetInput } from './link-target-input';
import { PictureInput } from './picture-input';

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
  const once = useOneAtATime();
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

  const onFinish = (values: LinkValues) =>
    once(() => {
      setFormError(undefined);
      return save.mutateAsync({ slot, id: link?.id, fields: fieldsOf(values) }).then(
        () => {
          void message.success(t('homePage.saved'));
          onClose();
        },
        (error: Error) => setFormError(showFieldErrors(form, (field) => FIELD_OF[field], error)),
      );
    });

  return (
    <FormDrawer<LinkValues>
      title={title}
      size={480}
      form={form}
      initialValues={initialValues(link)}
      onFinish={onFinish}
      onClose={onClose}
      error={formError}
      saving={save.isPending}
    >
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
      <Form.Item name="titleEn" label={t('english.title')} extra={t('english.hint')}>
        <Input autoComplete="off" maxLength={EN.LINK_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="subtitleEn" label={t('english.subtitle')}>
        <Input autoComplete="off" maxLength={EN.LINK_SUBTITLE_MAX} />
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
    </FormDrawer>
  );
}
