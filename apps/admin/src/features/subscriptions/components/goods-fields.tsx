import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecipeGoods } from '../api/recipe-goods';

/** The goods (with a recipe) picked by name, and its size when it has sizes: the form's `goodsId` and `skuId`. */
export function GoodsFields({ goodsName }: { goodsName?: string | undefined }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [keyword, setKeyword] = useState('');
  const goods = useRecipeGoods(keyword);
  const goodsId = Form.useWatch('goodsId', form) as string | undefined;
  const list = goods.data?.list ?? [];
  const picked = list.find((g) => g.goodsId === goodsId);
  const sizes = (picked?.sizes ?? []).filter((s) => s.skuKey !== '');
  const options = list.map((g) => ({ value: g.goodsId, label: g.name }));
  if (goodsId && !picked) options.unshift({ value: goodsId, label: goodsName ?? goodsId });
  return (
    <>
      <Form.Item
        name="goodsId"
        label={t('subscriptions.plans.goodsPick')}
        rules={[{ required: true, message: t('subscriptions.plans.goodsRequired') }]}
      >
        <Select
          showSearch
          filterOption={false}
          placeholder={t('subscriptions.plans.goodsSearch')}
          onSearch={setKeyword}
          loading={goods.isFetching}
          options={options}
          onChange={() => form.setFieldValue('skuId', null)}
        />
      </Form.Item>
      {sizes.length > 0 && (
        <Form.Item
          name="skuId"
          label={t('subscriptions.plans.size')}
          rules={[{ required: true, message: t('subscriptions.plans.sizeRequired') }]}
        >
          <Select options={sizes.map((s) => ({ value: s.skuKey, label: s.name ?? s.skuKey }))} />
        </Form.Item>
      )}
    </>
  );
}
