import type { OrderChange } from '@ffe/shared/contracts/order';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoneText } from './none-text';

/** What a customer's change of a paid order altered: each part, from its old value to its new one. */
export function StepChanges({ changes }: { changes: readonly OrderChange[] }) {
  const { t } = useTranslation();
  return (
    <ul className="step-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text type="secondary">{t(`orders.detail.changeFields.${change.field}`)}</Typography.Text>{' '}
          {change.from ? <Typography.Text delete>{change.from}</Typography.Text> : <NoneText />}
          {' → '}
          {change.to ? <Typography.Text>{change.to}</Typography.Text> : <NoneText />}
        </li>
      ))}
    </ul>
  );
}
