import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { AdminCategory } from '@ffe/shared/contracts/admin-categories';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReorderCategories } from '../api/reorder-categories';

/** Moves a category one place up or down among its siblings (the top level, or its parent's children). */
export function CategoryOrderButtons({
  category,
  siblings,
}: {
  category: AdminCategory;
  siblings: readonly AdminCategory[];
}) {
  const { t } = useTranslation();
  const reorder = useReorderCategories();
  const at = siblings.findIndex((s) => s.id === category.id);

  const move = (by: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    [ids[at], ids[at + by]] = [ids[at + by] as string, category.id];
    reorder.mutate({ parentId: category.parentId, ids });
  };

  return (
    <>
      <Tooltip title={t('categories.moveUp')}>
        <Button
          type="text"
          size="small"
          aria-label={t('categories.moveUp')}
          icon={<ArrowUpOutlined />}
          disabled={at <= 0}
          onClick={() => move(-1)}
        />
      </Tooltip>
      <Tooltip title={t('categories.moveDown')}>
        <Button
          type="text"
          size="small"
          aria-label={t('categories.moveDown')}
          icon={<ArrowDownOutlined />}
          disabled={at === siblings.length - 1}
          onClick={() => move(1)}
        />
      </Tooltip>
    </>
  );
}
