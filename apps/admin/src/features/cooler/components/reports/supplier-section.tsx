import type { CoolerReportWeeks, CoolerSupplierRow } from '@ffe/shared/contracts/cooler-reports';
import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupplierReport } from '../../api/supplier-report';
import { nameIn, percent, stemIn } from './report-format';
import { SectionState } from './section-state';

/** A supplier, or one of its stems under it. */
interface SupplyRow {
  key: string;
  name: string;
  deliveries: number;
  ordered: number;
  received: number;
  fillPercent: number | null;
  late: number;
  children?: SupplyRow[];
}

/** Suppliers' deliveries against what was ordered, the least filled first, each opening onto its stems. */
export function SupplierSection({ weeks, enabled }: { weeks: CoolerReportWeeks; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const report = useSupplierReport(weeks, enabled);
  const rowOf = (s: CoolerSupplierRow): SupplyRow => ({
    key: s.supplierId ?? '',
    name: s.supplierId ? nameIn(english, s.name, s.nameEn) : t('cooler.reports.suppliers.noSupplier'),
    deliveries: s.deliveries,
    ordered: s.ordered,
    received: s.received,
    fillPercent: s.fillPercent,
    late: s.late,
    children: s.stems.map((stem) => ({
      key: `${s.supplierId ?? ''}:${stem.stemId}`,
      name: stemIn(english, stem),
      deliveries: stem.deliveries,
      ordered: stem.ordered,
      received: stem.received,
      fillPercent: stem.fillPercent,
      late: stem.late,
    })),
  });
  const columns: TableColumnsType<SupplyRow> = [
    {
      key: 'name',
      title: `${t('cooler.reports.suppliers.supplier')} / ${t('cooler.reports.suppliers.stem')}`,
      dataIndex: 'name',
    },
    { key: 'deliveries', title: t('cooler.reports.suppliers.deliveries'), dataIndex: 'deliveries', align: 'right' },
    { key: 'ordered', title: t('cooler.reports.suppliers.ordered'), dataIndex: 'ordered', align: 'right' },
    { key: 'received', title: t('cooler.reports.suppliers.received'), dataIndex: 'received', align: 'right' },
    {
      key: 'fill',
      title: t('cooler.reports.suppliers.fill'),
      align: 'right',
      render: (_, r) => percent(r.fillPercent),
    },
    { key: 'late', title: t('cooler.reports.suppliers.late'), dataIndex: 'late', align: 'right' },
  ];
  return (
    <SectionState query={report}>
      {(data) =>
        data.suppliers.length === 0 ? (
          <Empty description={t('cooler.reports.suppliers.empty')} />
        ) : (
          <Table<SupplyRow>
            size="small"
            columns={columns}
            dataSource={data.suppliers.map(rowOf)}
            pagination={false}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('cooler.reports.suppliers.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {data.total.deliveries}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {data.total.ordered}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {data.total.received}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {percent(data.total.fillPercent)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {data.total.late}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        )
      }
    </SectionState>
  );
}
