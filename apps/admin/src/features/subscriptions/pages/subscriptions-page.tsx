import { Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useCan } from '../../../lib/permissions';

const TABS = ['list', 'plans', 'bouquets', 'days'] as const;
type Tab = (typeof TABS)[number];

const ListTab = lazy(() => import('../components/list/list-tab'));
const PlansTab = lazy(() => import('../components/plans/plans-tab'));
const BouquetsTab = lazy(() => import('../components/bouquets/bouquets-tab'));
const DaysTab = lazy(() => import('../components/days/days-tab'));

/** 周花 (issue 45): the subscriptions, series and plans, the week's bouquet and the day counts, the tab in the address. */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  // Plans need subscriptions.manage and the week's bouquet catalogue.manage (decision 061); the server checks again.
  const tabs = TABS.filter(
    (key) => (key !== 'plans' || can('subscriptions.manage')) && (key !== 'bouquets' || can('catalogue.manage')),
  );
  const tab: Tab = tabs.find((k) => k === params.get('tab')) ?? 'list';
  const content: Record<Tab, React.ReactNode> = {
    list: <ListTab />,
    plans: <PlansTab />,
    bouquets: <BouquetsTab />,
    days: <DaysTab />,
  };
  return (
    <Page title={t('subscriptions.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={tabs.map((key) => ({
          key,
          label: t(`subscriptions.tabs.${key}`),
          children: <Suspense fallback={<Spin />}>{content[key]}</Suspense>,
        }))}
      />
    </Page>
  );
}
