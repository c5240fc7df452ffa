import type { DeskState } from '@ffe/shared/contracts/admin-desk';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DeskState, string> = { open: 'magenta', pending: 'gold', resolved: 'default' };

/** A conversation's state: waiting for us, waiting for the customer, or resolved. */
export function StateTag({ state }: { state: DeskState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} variant="filled">
      {t(`desk.states.${state}`)}
    </Tag>
  );
}
