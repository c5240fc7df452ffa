import type { CoolerRecipeSize } from '@ffe/shared/contracts/cooler-recipes';
import { Button, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { useRecipeGoods } from '../../api/recipe-goods';
import { linesSummary } from './recipe-lines';

/** Picks another size (of this goods or another) that has a recipe, whose lines the editor then shows. */
export function RecipeCopyModal({
  exclude,
  onPick,
  onClose,
}: {
  /** The size being edited, not offered. */
  exclude: { goodsId: string; skuKey: string };
  onPick: (size: CoolerRecipeSize) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const [keyword, setKeyword] = useState<string>();
  const goods = useRecipeGoods({ keyword, withRecipe: true, pageSize: 50 });
  const sizes = (goods.data?.list ?? []).flatMap((g) =>
    g.sizes
      .filter((s) => s.version !== null && !(g.goodsId === exclude.goodsId && s.skuKey === exclude.skuKey))
      .map((s) => ({ goods: g, size: s })),
  );
  return (
    <Modal open title={t('cooler.recipes.copyTitle')} onCancel={onClose} footer={null} width={640}>
      <Typography.Paragraph type="secondary">{t('cooler.recipes.copyHint')}</Typography.Paragraph>
      <Input.Search
        aria-label={t('cooler.recipes.keyword')}
        placeholder={t('cooler.recipes.keyword')}
        allowClear
        onSearch={(value) => setKeyword(value.trim() || undefined)}
        style={{ marginBottom: 12 }}
      />
      {goods.isError && !goods.data ? (
        <LoadError error={goods.error} onRetry={() => void goods.refetch()} />
      ) : (
        <List
          loading={goods.isFetching}
          dataSource={sizes}
          rowKey={({ goods: g, size }) => `${g.goodsId}/${size.skuKey}`}
          renderItem={({ goods: g, size }) => (
            <List.Item
              actions={[
                <Button key="copy" size="small" onClick={() => onPick(size)}>
                  {t('cooler.recipes.copyPick')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${english && g.nameEn ? g.nameEn : g.name} · ${
                  size.name === null ? t('cooler.recipes.noSizes') : english && size.nameEn ? size.nameEn : size.name
                }`}
                description={linesSummary(size.lines, t, english)}
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
