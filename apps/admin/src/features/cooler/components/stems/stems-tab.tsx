import { Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StemTable } from './stem-table';
import { SupplierTable } from './supplier-table';

type Segment = 'stems' | 'suppliers';

/** The cooler's stems tab (issue 44): the stems and materials (花材), and the suppliers beside them. */
export default function StemsTab() {
  const { t } = useTranslation();
  const [segment, setSegment] = useState<Segment>('stems');
  return (
    <Flex vertical gap={16}>
      <Segmented<Segment>
        value={segment}
        onChange={setSegment}
        options={(['stems', 'suppliers'] as const).map((value) => ({
          value,
          label: t(`cooler.stems.segments.${value}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {segment === 'stems' ? <StemTable /> : <SupplierTable />}
    </Flex>
  );
}
