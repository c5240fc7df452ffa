import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { App, Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { listRequest, useListRows } from '../../../lib/antd-table';
import { refusalSaid } from '../../../lib/query-client';
import { useTableState } from '../../../lib/use-table-state';
import { useEndCouponTemplate } from '../api/end-coupon-template';
import { useCouponTemplates } from '../api/list-coupon-templates';
import { CouponFilters, couponFilterParams } from '../components/coupon-filters';
import { IssueDialog } from '../components/issue-dialog';
import { templateColumns } from '../components/template-columns';
import { TemplateFormDrawer } from '../components/template-form-drawer';

type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; template: CouponTemplateView }
  | { kind: 'issue'; template: CouponTemplateView };

/** The shop's coupon templates with what became of them; marketing staff create, edit, issue and end them here. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const table = useTableState(couponFilterParams);
  const list = useCouponTemplates(listRequest(table, table.filters));
  const { paging, cursor } = useListRows<never, CouponTemplateView>(table, list.data, (row) => row.id);
  const [editing, setEditing] = useState<Editing>();
  const end = useEndCouponTemplate();

  const confirmEnd = (template: CouponTemplateView) =>
    modal.confirm({
      title: t('coupons.endConfirm', { name: template.name }),
      content: t('coupons.endHint'),
      okText: t('coupons.end'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        end
          .mutateAsync(template.id)
          .then(() => void message.success(t('coupons.endDone', { name: template.name })), refusalSaid),
    });

  const columns: TableColumnsType<CouponTemplateView> = [
    ...templateColumns(t),
    {
      key: 'actions',
      className: 'nowrap',
      // The actions stay in view when a narrow window scrolls the table.
      fixed: 'right',
      title: t('common.actions'),
      render: (_, tpl) =>
        tpl.state === 'ended' ? null : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', template: tpl })}>
              {t('common.edit')}
            </Button>
            {tpl.state === 'active' && (
              <Button type="link" size="small" onClick={() => setEditing({ kind: 'issue', template: tpl })}>
                {t('coupons.issue')}
              </Button>
            )}
            <Button type="link" size="small" danger onClick={() => confirmEnd(tpl)}>
              {t('coupons.end')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <ListPage<CouponTemplateView>
      title={t('coupons.title')}
      create={{ label: t('coupons.create'), onClick: () => setEditing({ kind: 'create' }) }}
      filters={<CouponFilters table={table} />}
      columns={columns}
      list={list}
      table={table}
      paging={paging}
      cursor={cursor}
    >
      {editing?.kind === 'create' && <TemplateFormDrawer template={undefined} onClose={() => setEditing(undefined)} />}
      {editing?.kind === 'edit' && (
        <TemplateFormDrawer template={editing.template} onClose={() => setEditing(undefined)} />
      )}
      {editing?.kind === 'issue' && <IssueDialog template={editing.template} onClose={() => setEditing(undefined)} />}
    </ListPage>
  );
}
