import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list with no rows: says whether the filters hid them, and offers to clear them. */
export function ListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty description={t(filtered ? 'common.emptyFiltered' : 'common.empty')}>
      {filtered && <Button onClick={onClear}>{t('common.clearFilters')}</Button>}
    </Empty>
  );
}
