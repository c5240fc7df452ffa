import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GOODS_EDITOR_LIMITS } from '@ffe/shared/constants';
import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OptionValues } from './goods-form-values';
import { marketPriceRules, moneyInput, priceRules, stockInput, stockRules } from './goods-rules';
import { PictureListEditor } from './picture-list-editor';

/** The option row's input widths, which the header row above it shares. */
const WIDTH = { name: 110, money: 110, stock: 90 } as const;
const money = { ...moneyInput, style: { width: WIDTH.money } } as const;

/** The option rows' column names over their inputs (which name themselves to assistive tech by their own labels). */
function OptionsHeader() {
  const { t } = useTranslation();
  const column = (width: number | undefined, text: string) => (
    <Typography.Text type="secondary" style={{ width, flex: 'none' }}>
      {text}
    </Typography.Text>
  );
  return (
    <Flex gap={8} aria-hidden className="option-head">
      {column(WIDTH.name, t('goods.optionName'))}
      {column(WIDTH.money, t('goods.salePrice'))}
      {column(WIDTH.money, t('goods.marketPrice'))}
      {column(WIDTH.stock, t('goods.stock'))}
      {column(undefined, t('goods.optionPicture'))}
    </Flex>
  );
}

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
            {fields.length > 0 && <OptionsHeader />}
            {fields.map((field) => (
              <Flex key={field.key} gap={8} wrap align="start" className="option-row">
                <Form.Item name={[field.name, 'name']} rules={[{ ...required, whitespace: true }]} noStyle={false}>
                  <Input
                    placeholder={t('goods.optionName')}
                    aria-label={t('goods.optionName')}
                    style={{ width: WIDTH.name }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'salePrice']} rules={priceRules(t)}>
                  <InputNumber {...money} placeholder={t('goods.salePrice')} aria-label={t('goods.salePrice')} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'marketPrice']}
                  dependencies={[['options', field.name, 'salePrice']]}
                  rules={marketPriceRules(t, ['options', field.name, 'salePrice'])}
                >
                  <InputNumber {...money} placeholder={t('goods.marketPrice')} aria-label={t('goods.marketPrice')} />
                </Form.Item>
                <Form.Item name={[field.name, 'stock']} rules={stockRules(t)}>
                  <InputNumber
                    {...stockInput}
                    placeholder={t('goods.stock')}
                    aria-label={t('goods.stock')}
                    style={{ width: WIDTH.stock }}
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
