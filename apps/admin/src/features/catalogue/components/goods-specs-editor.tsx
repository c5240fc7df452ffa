import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GOODS_EDITOR_LIMITS } from '@ffe/shared/constants';
import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OptionValues } from './goods-form-values';
import { PictureListEditor } from './picture-list-editor';

const money = { min: 0, precision: 2, step: 1, style: { width: 110 } } as const;

/** The one dimension and its option rows: name, price, market price, stock and an optional picture each. */
export function GoodsSpecsEditor() {
  const { t } = useTranslation();
  const required = { required: true, message: t('goods.required') };
  return (
    <>
      <Form.Item name="specName" label={t('goods.specName')} rules={[{ ...required, whitespace: true }]}>
        <Input placeholder={t('goods.specNamePlaceholder')} maxLength={GOODS_EDITOR_LIMITS.SPEC_NAME_MAX} />
      </Form.Item>
      <Form.List name="options">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} wrap align="start" className="option-row">
                <Form.Item name={[field.name, 'name']} rules={[{ ...required, whitespace: true }]} noStyle={false}>
                  <Input
                    placeholder={t('goods.optionName')}
                    aria-label={t('goods.optionName')}
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'salePrice']} rules={[required]}>
                  <InputNumber {...money} placeholder={t('goods.salePrice')} aria-label={t('goods.salePrice')} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'marketPrice']}
                  dependencies={[['options', field.name, 'salePrice']]}
                  rules={[
                    required,
                    ({ getFieldValue }) => ({
                      validator: (_, market?: number) => {
                        const sale = getFieldValue(['options', field.name, 'salePrice']) as number | undefined;
                        return market === undefined || sale === undefined || market >= sale
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('goods.marketBelowSale')));
                      },
                    }),
                  ]}
                >
                  <InputNumber {...money} placeholder={t('goods.marketPrice')} aria-label={t('goods.marketPrice')} />
                </Form.Item>
                <Form.Item name={[field.name, 'stock']} rules={[required]}>
                  <InputNumber
                    min={0}
                    precision={0}
                    placeholder={t('goods.stock')}
                    aria-label={t('goods.stock')}
                    style={{ width: 90 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'picture']}>
                  <PictureListEditor max={1} small />
                </Form.Item>
                <Button
                  aria-label={t('goods.removeOption')}
                  icon={<DeleteOutlined />}
                  danger
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            {fields.length < GOODS_EDITOR_LIMITS.OPTIONS_MAX && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', stock: 0, picture: [] } satisfies Partial<OptionValues>)}
              >
                {t('goods.addOption')}
              </Button>
            )}
            <Typography.Text type="secondary">{t('goods.specsHint')}</Typography.Text>
          </Flex>
        )}
      </Form.List>
    </>
  );
}
