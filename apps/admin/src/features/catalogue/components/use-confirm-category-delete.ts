import type { AdminCategory, AdminCategoryNode } from '@ffe/shared/contracts/admin-categories';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDeleteCategory } from '../api/delete-category';

/** Deleting a category: refused up front while it has goods or children, otherwise asked before it is done. */
export function useConfirmCategoryDelete(tree: readonly AdminCategoryNode[]) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const remove = useDeleteCategory();

  return (c: AdminCategory) => {
    const children = tree.find((p) => p.id === c.id)?.children.length ?? 0;
    if (c.goodsCount > 0 || children > 0) {
      return void modal.warning({
        title:
          c.goodsCount > 0
            ? t('categories.deleteBlocked', { name: c.name, count: c.goodsCount })
            : t('categories.deleteHasChildren', { name: c.name }),
        okText: t('common.ok'),
      });
    }
    modal.confirm({
      title: t('categories.deleteConfirm', { name: c.name }),
      okText: t('categories.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(c.id).then(
          () => void message.success(t('categories.deleted')),
          // Goods added meanwhile: the server says how many.
          (error: Error) =>
            void (error instanceof ApiError && error.code === 409
              ? modal.warning({ title: error.message })
              : message.error(error.message)),
        ),
    });
  };
}
