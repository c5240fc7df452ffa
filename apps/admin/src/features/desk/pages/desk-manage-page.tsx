import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useCan } from '../../../lib/permissions';
import { AgentsTab } from '../components/agents-tab';
import { QuickRepliesTab } from '../components/quick-replies-tab';
import { SettingsTab } from '../components/settings-tab';

// The reports draw a chart: ECharts loads on its own chunk, only when the tab opens.
const ReportsTab = lazy(() => import('../components/reports-tab'));

/** The desk's settings: quick replies for every agent; agents, service hours and reports with `desk.manage`. */
export default function DeskManagePage() {
  const { t } = useTranslation();
  const can = useCan();
  const manager = can('desk.manage');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'quick-replies';
  const items = [
    { key: 'quick-replies', label: t('desk.manage.quickReplies'), children: <QuickRepliesTab /> },
    ...(manager
      ? [
          { key: 'agents', label: t('desk.manage.agents'), children: <AgentsTab /> },
          { key: 'settings', label: t('desk.manage.settings'), children: <SettingsTab /> },
          {
            key: 'reports',
            label: t('desk.manage.reports'),
            children: (
              <Suspense fallback={null}>
                <ReportsTab />
              </Suspense>
            ),
          },
        ]
      : []),
  ];
  return (
    <Page title={t('desk.manage.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={items}
        destroyOnHidden
      />
    </Page>
  );
}
