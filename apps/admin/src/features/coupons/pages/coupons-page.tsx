import { PlusOutlined } from '@ant-design/icons';
import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { formatCents } from '@ffe/shared/domain/money';
import { App, Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { listRequest, useListRows } from '../../../lib/antd-table';
import { useTableState } from '../../../lib/use-table-state';
import { useEndCouponTemplate } from '../api/end-coupon-template';
import { useCouponTemplates } from '../api/list-coupon-templates';
import { CouponFilters, couponFilterParams } from '../components/coupon-filters';
import { STATE_COLOURS, scopeText, termsText, validityText } from '../components/coupon-words';
import { IssueDialog } from '../components/issue-dialog';
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
        end.mutateAsync(template.id).then(
          () => void message.success(t('coupons.endDone', { name: template.name })),
          (error: Error) => void message.error(error.message),
        ),
    });

  const columns: TableColumnsType<CouponTemplateView> = [
    {
      key: 'name',
      title: t('coupons.name'),
      width: 180,
      render: (_, tpl) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong>{tpl.name}</Typography.Text>
          <Space size={4} wrap>
            <Tag color={STATE_COLOURS[tpl.state]}>{t(`coupons.states.${tpl.state}`)}</Tag>
            <Typography.Text type="secondary">{t(`coupons.audiences.${tpl.audience}`)}</Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      key: 'terms',
      title: t('coupons.terms'),
      width: 200,
      render: (_, tpl) => (
        <Space direction="vertical" size={0} style={{ maxWidth: 200 }}>
          <span>{termsText(t, tpl)}</span>
          <Typography.Text type="secondary" ellipsis={{ tooltip: scopeText(t, tpl) }} style={{ maxWidth: 200 }}>
            {scopeText(t, tpl)}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'validity', title: t('coupons.validityColumn'), width: 120, render: (_, tpl) => validityText(t, tpl) },
    {
      key: 'quantity',
      className: 'nowrap',
      align: 'right',
      title: t('coupons.quantity'),
      render: (_, tpl) => `${tpl.claimedCount} / ${tpl.totalQuantity}`,
    },
    {
      key: 'used',
      className: 'nowrap',
      align: 'right',
      title: t('coupons.used'),
      render: (_, tpl) => tpl.figures.used,
    },
    {
      key: 'discount',
      className: 'nowrap',
      align: 'right',
      title: t('coupons.discount'),
      render: (_, tpl) => `¥${formatCents(tpl.figures.discountCents)}`,
    },
    {
      key: 'orders',
      className: 'nowrap',
      align: 'right',
      title: t('coupons.orders'),
      render: (_, tpl) => tpl.figures.orders,
    },
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
    <Page
      title={t('coupons.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'create' })}>
          {t('coupons.create')}
        </Button>
      }
    >
      <CouponFilters table={table} />
      <ListTable<CouponTemplateView>
        rowKey="id"
        size="middle"
        columns={columns}
        list={list}
        table={table}
        paging={paging}
        rowClassName={(row) => cursor.rowClassName({ _id: row.id })}
        scroll={{ x: 'max-content' }}
        hint={t('common.shortcutsHint')}
      />
      {editing?.kind === 'create' && <TemplateFormDrawer template={undefined} onClose={() => setEditing(undefined)} />}
      {editing?.kind === 'edit' && (
        <TemplateFormDrawer template={editing.template} onClose={() => setEditing(undefined)} />
      )}
      {editing?.kind === 'issue' && <IssueDialog template={editing.template} onClose={() => setEditing(undefined)} />}
    </Page>
  );
}
