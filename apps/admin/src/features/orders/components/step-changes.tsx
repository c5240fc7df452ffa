import type { OrderChange } from '@ffe/shared/contracts/order';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoneText } from './none-text';

/** A delivery change's value is `<date> <slot id>`: the slot is shown by its name, as everywhere in the console. */
function shown(change: OrderChange, value: string, slotLabel: (slot: string) => string): string {
  if (change.field !== 'delivery') return value;
  const [date, slot] = value.split(' ');
  return slot ? `${date} ${slotLabel(slot)}` : value;
}

/** What a customer's change of a paid order altered: each part, from its old value to its new one. */
export function StepChanges({
  changes,
  slotLabel,
}: {
  changes: readonly OrderChange[];
  slotLabel: (slot: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="step-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text type="secondary">{t(`orders.detail.changeFields.${change.field}`)}</Typography.Text>{' '}
          {change.from ? (
            <Typography.Text delete>{shown(change, change.from, slotLabel)}</Typography.Text>
          ) : (
            <NoneText />
          )}
          {' → '}
          {change.to ? <Typography.Text>{shown(change, change.to, slotLabel)}</Typography.Text> : <NoneText />}
        </li>
      ))}
    </ul>
  );
}
