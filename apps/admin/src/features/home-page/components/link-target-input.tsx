import type { HomeLinkType } from '@ffe/shared/domain/home-page';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHomeCategories } from '../api/get-home-categories';
import { GoodsSelect } from './goods-select';

/** The target field that fits the link's type: a goods, a category, a keyword or a page path. */
export function LinkTargetInput({ type }: { type: HomeLinkType }) {
  const { t } = useTranslation();
  const categories = useHomeCategories();
  const required = { required: true, whitespace: true, message: t('homePage.linkRequired') };
  const label = t('homePage.linkTarget');
  if (type === 'goods') {
    return (
      <Form.Item name="goodsId" label={label} rules={[required]}>
        <GoodsSelect />
      </Form.Item>
    );
  }
  if (type === 'category') {
    return (
      <Form.Item name="categoryId" label={label} rules={[required]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={categories.isPending}
          options={(categories.data?.choices ?? []).map((c) => ({
            value: c.id,
            label: c.parentId ? `　${c.name}` : c.name,
          }))}
        />
      </Form.Item>
    );
  }
  if (type === 'search') {
    return (
      <Form.Item name="keyword" label={label} rules={[required, { max: 50 }]}>
        <Input />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name="path"
      label={label}
      extra={t('homePage.pagePathRule')}
      rules={[required, { pattern: /^\/(?![/\\])\S*$/, message: t('homePage.pagePathRule') }]}
    >
      <Input placeholder="/pages/…" />
    </Form.Item>
  );
}
