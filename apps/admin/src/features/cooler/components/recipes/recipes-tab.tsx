import type { CoolerRecipeGoods } from '@ffe/shared/contracts/cooler-recipes';
import { Button, Checkbox, Flex, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter } from '../../../../components/filter-bar';
import { ListEmpty } from '../../../../components/list-empty';
import { LoadError } from '../../../../components/load-error';
import { useRecipeGoods } from '../../api/recipe-goods';
import { RecipeDrawer, type RecipeEditing } from './recipe-drawer';
import { linesSummary } from './recipe-lines';

const PAGE_SIZE = 20;

/** The cooler's recipes tab (issue 44): every goods with its sizes and what each is made of; a drawer edits one. */
export default function RecipesTab() {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const [keyword, setKeyword] = useState<string>();
  const [withRecipe, setWithRecipe] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RecipeEditing>();
  const goods = useRecipeGoods({ keyword, withRecipe: withRecipe || undefined, page, pageSize: PAGE_SIZE });
  const table = {
    hasFilters: !!keyword || withRecipe,
    clearFilters: () => {
      setKeyword(undefined);
      setWithRecipe(false);
      setPage(1);
    },
  };

  return (
    <Flex vertical gap={12}>
      <FilterBar table={table}>
        <SearchFilter
          label={t('cooler.recipes.keyword')}
          value={keyword}
          onSearch={(value) => {
            setKeyword(value.trim() || undefined);
            setPage(1);
          }}
          width={280}
        />
        <Checkbox
          checked={withRecipe}
          onChange={(e) => {
            setWithRecipe(e.target.checked);
            setPage(1);
          }}
        >
          {t('cooler.recipes.withRecipe')}
        </Checkbox>
      </FilterBar>
      {goods.isError && !goods.data ? (
        <LoadError error={goods.error} onRetry={() => void goods.refetch()} />
      ) : (
        <Table<CoolerRecipeGoods>
          rowKey="goodsId"
          loading={goods.isFetching}
          dataSource={goods.data?.list ?? []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: goods.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('common.total', { count }),
          }}
          onChange={(pagination) => setPage(pagination.current ?? 1)}
          locale={{ emptyText: <ListEmpty filtered={table.hasFilters} onClear={table.clearFilters} /> }}
          columns={[
            {
              title: t('cooler.recipes.goods'),
              width: 260,
              render: (_, g) => (
                <Space orientation="vertical" size={2}>
                  <span>{english && g.nameEn ? g.nameEn : g.name}</span>
                  <Space size={4}>
                    {g.addOn && <Tag>{t('cooler.recipes.addOn')}</Tag>}
                    {!g.onSale && <Tag>{t('cooler.recipes.offSale')}</Tag>}
                  </Space>
                </Space>
              ),
            },
            {
              title: `${t('cooler.recipes.size')} · ${t('cooler.recipes.recipe')}`,
              render: (_, g) => (
                <Flex vertical gap={6}>
                  {g.sizes.map((size) => (
                    <Flex key={size.skuKey} gap={12} align="center" justify="space-between">
                      <Space wrap>
                        <Typography.Text strong>
                          {size.name === null
                            ? t('cooler.recipes.noSizes')
                            : english && size.nameEn
                              ? size.nameEn
                              : size.name}
                        </Typography.Text>
                        {size.version === null ? (
                          <Typography.Text type="secondary">{t('cooler.recipes.noRecipe')}</Typography.Text>
                        ) : (
                          <span>{linesSummary(size.lines, t, english)}</span>
                        )}
                      </Space>
                      <Button
                        size="small"
                        onClick={() => setEditing({ goodsId: g.goodsId, skuKey: size.skuKey })}
                        aria-label={`${t('cooler.recipes.edit')} ${g.name} ${size.name ?? ''}`.trim()}
                      >
                        {t('cooler.recipes.edit')}
                      </Button>
                    </Flex>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      )}
      {editing && <RecipeDrawer editing={editing} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
