import type { HomeCategories } from '@ffe/shared/contracts/admin-home';
import { HOME_CATEGORY_ICONS_AUTO, HOME_CATEGORY_ICONS_MAX } from '@ffe/shared/domain/home-page';
import { App, Button, Flex, Radio, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useHomeCategories } from '../api/get-home-categories';
import { useUpdateHomeCategories } from '../api/update-home-categories';
import styles from './home-page.module.css';
import { moved, OrderedList } from './ordered-list';

/** Which categories the home shows as round icons, and in which order; automatic until some are chosen. */
export function CategoriesTab() {
  const categories = useHomeCategories();
  if (categories.isPending) return <Skeleton active />;
  if (categories.isError) return <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  return <CategoriesForm data={categories.data} />;
}

function CategoriesForm({ data }: { data: HomeCategories }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateHomeCategories();
  const [chosen, setChosen] = useState<string[] | null>(data.categoryIds);
  const byId = new Map(data.choices.map((c) => [c.id, c]));
  const ids = chosen ?? data.shown;

  const save = () =>
    update.mutate(chosen, {
      onSuccess: () => void message.success(t('homePage.saved')),
    });

  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>{t('homePage.categoriesMode')}</Typography.Text>
      <Radio.Group
        value={chosen === null ? 'auto' : 'chosen'}
        onChange={(e) => setChosen(e.target.value === 'auto' ? null : data.shown)}
        options={[
          { value: 'auto', label: t('homePage.categoriesAuto', { count: HOME_CATEGORY_ICONS_AUTO }) },
          { value: 'chosen', label: t('homePage.categoriesChosen') },
        ]}
      />
      <OrderedList
        label={t('homePage.tabs.categories')}
        items={ids}
        keyOf={(id) => id}
        disabled={chosen === null}
        onMove={(from, to) => setChosen(moved(ids, from, to))}
        render={(id) => {
          const category = byId.get(id);
          return (
            <>
              {category && <img src={category.icon} alt="" className={styles.thumbSquare} />}
              <Typography.Text>{category?.name ?? id}</Typography.Text>
              {category && !category.visible && <Tag>{t('homePage.hidden')}</Tag>}
            </>
          );
        }}
        actions={(id) =>
          chosen !== null && (
            <Button type="link" size="small" danger onClick={() => setChosen(ids.filter((other) => other !== id))}>
              {t('homePage.remove')}
            </Button>
          )
        }
      />
      {chosen !== null && (
        <Select
          placeholder={t('homePage.categoriesPick')}
          value={null}
          disabled={ids.length >= HOME_CATEGORY_ICONS_MAX}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(id: string) => setChosen([...ids, id])}
          options={data.choices
            .filter((c) => !ids.includes(c.id))
            .map((c) => ({ value: c.id, label: c.parentId ? `　${c.name}` : c.name }))}
        />
      )}
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          {t('homePage.categoriesMax', { count: HOME_CATEGORY_ICONS_MAX })}
        </Typography.Text>
        <Button type="primary" onClick={save} loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
