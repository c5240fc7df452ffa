import type { DeskState, DeskTab } from '@ffe/shared/contracts/admin-desk';
import { deskStates, deskTabs } from '@ffe/shared/contracts/admin-desk';
import { Badge, Input, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskSummary } from '../api/get-summary';
import { PresenceSwitch } from './presence-switch';
import { QueueList } from './queue-list';

/** The left column: my presence, the search, the tabs with their counts, the state filter and the queue. */
export function QueuePanel({ openId, onOpen }: { openId: string | undefined; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const summary = useDeskSummary().data;
  const [tab, setTab] = useState<DeskTab>('all');
  const [state, setState] = useState<DeskState | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const countOf = (value: DeskTab) =>
    value === 'unassigned' ? summary?.unassigned : value === 'mine' ? summary?.mine : undefined;
  return (
    <aside className="desk-pane desk-queue">
      <PresenceSwitch />
      <Input.Search
        allowClear
        placeholder={t('desk.keyword')}
        aria-label={t('desk.keyword')}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as DeskTab)}
        items={deskTabs.map((value) => ({
          key: value,
          label: (
            <span>
              {t(`desk.tabs.${value}`)} <Badge count={countOf(value)} size="small" color="#c0446a" />
            </span>
          ),
        }))}
      />
      <Select<DeskState | 'any'>
        size="small"
        aria-label={t('desk.allStates')}
        value={state ?? 'any'}
        onChange={(value) => setState(value === 'any' ? undefined : value)}
        options={[
          { value: 'any', label: t('desk.allStates') },
          ...deskStates.map((value) => ({ value, label: t(`desk.states.${value}`) })),
        ]}
      />
      <QueueList
        request={{ tab, ...(state ? { state } : {}), ...(keyword ? { keyword } : {}) }}
        openId={openId}
        onOpen={onOpen}
      />
    </aside>
  );
}
