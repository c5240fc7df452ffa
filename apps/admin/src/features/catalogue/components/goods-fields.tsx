import { GOODS_EDITOR_LIMITS as L } from '@ffe/shared/constants';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../api/category-tree';
import { useGoodsList } from '../api/list-goods';
import { categoryOptions } from './category-options';
import { marketPriceRules, moneyInput, priceRules, stockInput, stockRules } from './goods-rules';
import { PictureListEditor } from './picture-list-editor';

/** Name, category, pictures, on sale, tags and whether it is an add-on. */
export function GoodsBasicsFields() {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  return (
    <>
      <Form.Item
        name="name"
        label={t('goods.name')}
        rules={[{ required: true, whitespace: true, message: t('goods.nameRequired') }]}
      >
        <Input maxLength={L.NAME_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="categoryId"
        label={t('goods.category')}
        rules={[{ required: true, message: t('goods.categoryRequired') }]}
      >
        <Select
          options={categoryOptions(tree.data?.list)}
          showSearch
          optionFilterProp="label"
          loading={tree.isLoading}
        />
      </Form.Item>
      <Form.Item
        name="pictures"
        label={t('goods.pictures')}
        extra={t('goods.picturesHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('goods.picturesRequired') }]}
      >
        <PictureListEditor max={L.PICTURES_MAX} />
      </Form.Item>
      <Form.Item name="onSale" label={t('goods.status')} valuePropName="checked">
        <Switch checkedChildren={t('goods.onSale')} unCheckedChildren={t('goods.offSale')} />
      </Form.Item>
      <Form.Item name="tags" label={t('goods.tags')} extra={t('goods.tagsHint')}>
        <Select mode="tags" maxCount={L.TAGS_MAX} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="addOn" label={t('goods.addOn')} extra={t('goods.addOnHint')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** The goods' own price and stock, when it is not sold in options. */
export function GoodsPriceFields() {
  const { t } = useTranslation();
  const wide = { style: { width: '100%' } };
  return (
    <>
      <Form.Item name="salePrice" label={t('goods.salePrice')} rules={priceRules(t)}>
        <InputNumber {...moneyInput} {...wide} />
      </Form.Item>
      <Form.Item
        name="marketPrice"
        label={t('goods.marketPrice')}
        dependencies={['salePrice']}
        rules={marketPriceRules(t, ['salePrice'])}
      >
        <InputNumber {...moneyInput} {...wide} />
      </Form.Item>
      <Form.Item name="stock" label={t('goods.stock')} rules={stockRules(t)}>
        <InputNumber {...stockInput} {...wide} />
      </Form.Item>
    </>
  );
}

/** The add-ons a goods offers, picked among the shop's add-ons in the order chosen. */
export function AddOnPicker() {
  const { t } = useTranslation();
  const addOns = useGoodsList({ addOn: true, pageSize: 100 });
  return (
    <Form.Item name="addOnIds" label={t('goods.addOns')} extra={t('goods.addOnsHint')}>
      <Select
        mode="multiple"
        maxCount={L.ADD_ONS_MAX}
        loading={addOns.isLoading}
        optionFilterProp="label"
        options={(addOns.data?.list ?? []).map((g) => ({ value: g.id, label: `${g.name} ¥${g.salePrice.toFixed(2)}` }))}
      />
    </Form.Item>
  );
}

/** Flower language, materials, packaging, delivery notes and description. */
export function GoodsTextFields() {
  const { t } = useTranslation();
  return (
    <>
      {(['flowerLanguage', 'materials', 'packaging', 'deliveryNotes'] as const).map((field) => (
        <Form.Item key={field} name={field} label={t(`goods.${field}`)}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={L.TEXT_MAX} />
        </Form.Item>
      ))}
      <Form.Item name="description" label={t('goods.description')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={L.DESCRIPTION_MAX} showCount />
      </Form.Item>
    </>
  );
}
