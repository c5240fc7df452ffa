import { GOODS_EDITOR_LIMITS as L } from '@ffe/shared/constants';
import { ENGLISH_TEXT_LIMITS as EN } from '@ffe/shared/contracts/english-text';
import { Divider, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The goods' optional English name, flower language and description, shown when the shop is in English. */
export function GoodsEnglishFields() {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('english.section')}</Divider>
      <Form.Item name="nameEn" label={t('english.name')} extra={t('english.hint')}>
        <Input maxLength={EN.GOODS_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="flowerLanguageEn" label={t('english.flowerLanguage')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={L.TEXT_MAX} />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('english.description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={L.DESCRIPTION_MAX} showCount />
      </Form.Item>
    </>
  );
}
