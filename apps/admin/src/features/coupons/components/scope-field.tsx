import { Form, Radio, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScopeGoods } from '../api/list-scope-goods';
import { useScopeCategories } from '../api/scope-category-tree';
import type { TemplateFormValues } from './template-form-values';

type Known = ReadonlyMap<string, string>;
/** What the form item hands its control. */
type FieldProps = { value?: string[]; onChange?: (ids: string[]) => void };

/** Goods found by keyword, plus the ones already chosen (by the names the template gave), as options. */
function GoodsPicker({ known, disabled, ...field }: FieldProps & { known: Known; disabled: boolean }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useScopeGoods(keyword ? { keyword } : {}, !disabled);
  const options = new Map(known);
  for (const goods of found.data?.list ?? []) {
    options.set(goods.id, goods.status === 'off_sale' ? `${goods.name}${t('coupons.offSaleMark')}` : goods.name);
  }
  return (
    <Select
      {...field}
      mode="multiple"
      showSearch
      filterOption={false}
      disabled={disabled}
      placeholder={t('coupons.scopeGoods')}
      loading={found.isFetching}
      onSearch={setKeyword}
      options={[...options].map(([value, label]) => ({ value, label }))}
    />
  );
}

/** The console's category tree, hidden ones marked; parents and children alike choosable (a parent covers its children). */
function CategoryPicker({ disabled, ...field }: FieldProps & { disabled: boolean }) {
  const { t } = useTranslation();
  const tree = useScopeCategories(true);
  const title = (c: { name: string; visible: boolean }) => (c.visible ? c.name : `${c.name}${t('coupons.hiddenMark')}`);
  const treeData = (tree.data?.list ?? []).map((node) => ({
    value: node.id,
    title: title(node),
    children: node.children.map((child) => ({ value: child.id, title: title(child) })),
  }));
  return (
    <TreeSelect
      {...field}
      multiple
      treeDefaultExpandAll
      disabled={disabled}
      loading={tree.isFetching}
      placeholder={t('coupons.scopeCategories')}
      treeData={treeData}
    />
  );
}

/** Where the coupon applies: everything, some categories, or some goods; locked once claimed. */
export function ScopeField({ locked, known }: { locked: boolean; known: Known }) {
  const { t } = useTranslation();
  const scope = Form.useWatch<TemplateFormValues['scope']>('scope');
  return (
    <>
      <Form.Item name="scope" label={t('coupons.scope')}>
        <Radio.Group
          disabled={locked}
          optionType="button"
          options={(['all', 'category', 'goods'] as const).map((value) => ({
            value,
            label: t(`coupons.scopes.${value}`),
          }))}
        />
      </Form.Item>
      {scope !== 'all' && (
        <Form.Item
          name="scopeIds"
          label={t('coupons.scopeIds')}
          rules={[{ required: true, type: 'array', min: 1, message: t('coupons.scopeRequired') }]}
        >
          {scope === 'category' ? (
            <CategoryPicker disabled={locked} />
          ) : (
            <GoodsPicker disabled={locked} known={known} />
          )}
        </Form.Item>
      )}
    </>
  );
}
