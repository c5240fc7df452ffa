import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoodsSearch } from '../api/search-goods';

/** Picks one goods by typing part of its name; the goods already chosen shows by its name. */
export function GoodsSelect({
  id,
  value,
  onChange,
  onPick,
  exclude = [],
}: {
  /** The form item's id, so its label names the field. */
  id?: string;
  value?: string;
  onChange?: (id: string | undefined) => void;
  /** The whole goods picked, for lists that show more than its id. */
  onPick?: (goods: GoodsSummary) => void;
  exclude?: readonly string[];
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const typed = useDeferredValue(keyword.trim());
  const found = useGoodsSearch(typed ? { keyword: typed } : {});
  const current = useGoodsSearch({ goodsIds: value ? [value] : [] }, Boolean(value));
  const goods = new Map<string, GoodsSummary>();
  for (const g of [...(current.data?.list ?? []), ...(found.data?.list ?? [])]) goods.set(g.id, g);
  const options = [...goods.values()]
    .filter((g) => g.id === value || !exclude.includes(g.id))
    .map((g) => ({ value: g.id, label: `${g.name} · ¥${g.salePrice}` }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      allowClear
      placeholder={t('homePage.goodsSearch')}
      loading={found.isFetching}
      options={options}
      onChange={(id: string | undefined) => {
        onChange?.(id);
        const picked = id ? goods.get(id) : undefined;
        if (picked) onPick?.(picked);
      }}
    />
  );
}
