import type { Address } from '@ffe/shared/contracts/member-centre';
import type { Recipient } from '@ffe/shared/contracts/order';
import { addressLine } from '@ffe/shared/domain/address-line';
import { maskPhone } from '@ffe/shared/domain/masking';
import { useId } from 'react';
import styles from './address-choices.module.css';

/** Where the order goes now (value '') or one of the member's saved addresses, as radios. */
export function AddressChoices({
  label,
  current,
  addresses,
  value,
  onChange,
}: {
  label: string;
  current: Recipient;
  addresses: readonly Address[];
  value: string;
  onChange: (addressId: string) => void;
}) {
  const name = useId();
  const choices = [
    { id: '', person: `${current.name} ${maskPhone(current.phone)}`, line: addressLine(current) },
    // A saved address the order already goes to is the current choice, not a second one.
    ...addresses
      .filter(
        (a) => !(a.recipient === current.name && a.phone === current.phone && addressLine(a) === addressLine(current)),
      )
      .map((a) => ({ id: a.id, person: `${a.recipient} ${maskPhone(a.phone)}`, line: addressLine(a) })),
  ];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      {choices.map((choice) => (
        <label key={choice.id || 'current'} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice.id}
            checked={value === choice.id}
            onChange={() => onChange(choice.id)}
          />
          <span className={styles.text}>
            <span className={styles.person}>{choice.person}</span>
            <span className={styles.line}>{choice.line}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
