import { Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useCan } from '../../../lib/permissions';

const TABS = ['stems', 'recipes', 'batches', 'plan', 'substitutions', 'reports'] as const;
type Tab = (typeof TABS)[number];

const StemsTab = lazy(() => import('../components/stems/stems-tab'));
const RecipesTab = lazy(() => import('../components/recipes/recipes-tab'));
const BatchesTab = lazy(() => import('../components/batches/batches-tab'));
const PlanTab = lazy(() => import('../components/plan/plan-tab'));
const SubstitutionsTab = lazy(() => import('../components/substitutions/substitutions-tab'));
const ReportsTab = lazy(() => import('../components/reports/reports-tab'));

/** 花房 (the cooler): stems, recipes, batches, the day plan, substitutions and reports, tab by tab, the tab in the address. */
export default function CoolerPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  // Florists see the reports' waste in units and the suppliers' deliveries; money only shows with cooler.costs.
  const tabs = TABS.filter((key) => key !== 'reports' || can('cooler.manage') || can('cooler.costs'));
  const tab: Tab = tabs.find((k) => k === params.get('tab')) ?? 'stems';
  const content: Record<Tab, React.ReactNode> = {
    stems: <StemsTab />,
    recipes: <RecipesTab />,
    batches: <BatchesTab />,
    plan: <PlanTab />,
    substitutions: <SubstitutionsTab />,
    reports: <ReportsTab />,
  };
  return (
    <Page title={t('cooler.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={tabs.map((key) => ({
          key,
          label: t(`cooler.tabs.${key}`),
          children: <Suspense fallback={<Spin />}>{content[key]}</Suspense>,
        }))}
      />
    </Page>
  );
}
