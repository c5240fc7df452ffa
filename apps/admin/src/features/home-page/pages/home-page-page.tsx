import { Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { CategoriesTab } from '../components/categories-tab';
import styles from '../components/home-page.module.css';
import { HotWordsTab } from '../components/hot-words-tab';
import { LinksTab } from '../components/links-tab';
import { PhonePreview } from '../components/phone-preview';
import { SectionsTab } from '../components/sections-tab';

const TABS = ['banners', 'cards', 'categories', 'sections', 'hotWords'] as const;
type Tab = (typeof TABS)[number];

/** 首页装修: what the shop's home shows, edited tab by tab beside a phone-sized preview. */
export default function HomePagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'banners';
  const [cardSlot, setCardSlot] = useState<'entry' | 'promotion'>('entry');
  const content: Record<Tab, React.ReactNode> = {
    banners: <LinksTab slot="banner" />,
    cards: (
      <>
        <Segmented<'entry' | 'promotion'>
          value={cardSlot}
          onChange={setCardSlot}
          options={[
            { value: 'entry', label: t('homePage.slots.entry') },
            { value: 'promotion', label: t('homePage.slots.promotion') },
          ]}
        />
        <LinksTab key={cardSlot} slot={cardSlot} />
      </>
    ),
    categories: <CategoriesTab />,
    sections: <SectionsTab />,
    hotWords: <HotWordsTab />,
  };
  return (
    <Page title={t('homePage.title')}>
      <div className={styles.layout}>
        <div className={styles.editor}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams({ tab: key }, { replace: true })}
            items={TABS.map((key) => ({ key, label: t(`homePage.tabs.${key}`), children: content[key] }))}
          />
        </div>
        <div className={styles.previewColumn}>
          <PhonePreview />
        </div>
      </div>
    </Page>
  );
}
