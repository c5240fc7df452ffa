import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteHomeSection } from '../api/delete-home-section';
import { useHomeSections } from '../api/list-home-sections';
import { useReorderHomeSections } from '../api/reorder-home-sections';
import { OrderedTab } from './ordered-tab';
import { SectionFormDrawer } from './section-form-drawer';

/** The home's goods rows in order: the self-filling best sellers and new arrivals, and chosen lists of goods. */
export function SectionsTab() {
  const { t } = useTranslation();
  const sections = useHomeSections();
  const reorder = useReorderHomeSections();
  const remove = useDeleteHomeSection();

  return (
    <OrderedTab
      items={sections}
      label={t('homePage.tabs.sections')}
      reorder={(ids) => reorder.mutateAsync(ids)}
      reordering={reorder.isPending}
      remove={(section) => remove.mutateAsync(section.id)}
      drawer={(section, onClose) => <SectionFormDrawer section={section} onClose={onClose} />}
      render={(section) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{section.title}</Typography.Text>
          <Flex gap={4}>
            <Tag color={section.kind === 'chosen' ? 'magenta' : 'gold'}>
              {t(`homePage.sectionKinds.${section.kind}`)}
            </Tag>
            {section.kind === 'chosen' && (
              <Typography.Text type="secondary">
                {t('homePage.sectionGoodsCount', { count: section.goods.length })}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      )}
    />
  );
}
