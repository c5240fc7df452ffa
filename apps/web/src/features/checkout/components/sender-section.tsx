import { SENDER_NAME_MAX_LENGTH } from '@ffe/shared/constants';
import type { Sender } from '@ffe/shared/contracts/order';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { senderProblems } from '../utils/sender';
import styles from './card-message.module.css';
import sectionStyles from './checkout.module.css';
import { Section } from './section';

/**
 * Who orders (订购人): the name and phone the shop calls about the order, filled from the account and editable.
 * A field's problem shows once it has been left, or once the member has tried to submit.
 */
export function SenderSection({
  sender,
  showProblems,
  onChange,
}: {
  sender: Sender;
  showProblems: boolean;
  onChange: (sender: Sender) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [left, setLeft] = useState({ name: false, phone: false });
  const problems = senderProblems(sender);
  const nameProblem = (showProblems || left.name) && problems.name;
  const phoneProblem = (showProblems || left.phone) && problems.phone;

  return (
    <Section title={t('checkout.sender')}>
      <div className={sectionStyles.row}>
        <label htmlFor={`${id}-name`} className={sectionStyles.rowLabel}>
          {t('checkout.senderName')}
        </label>
        <input
          id={`${id}-name`}
          className={styles.field}
          value={sender.name}
          onChange={(event) => onChange({ ...sender, name: event.target.value })}
          onBlur={() => setLeft((l) => ({ ...l, name: true }))}
          maxLength={SENDER_NAME_MAX_LENGTH}
          placeholder={t('checkout.senderNamePlaceholder')}
          autoComplete="name"
          aria-invalid={Boolean(nameProblem)}
          aria-describedby={nameProblem ? `${id}-name-problem` : undefined}
        />
      </div>
      {nameProblem && (
        <p id={`${id}-name-problem`} className={styles.problem}>
          {t(`checkout.senderProblems.name.${nameProblem}`, { max: SENDER_NAME_MAX_LENGTH })}
        </p>
      )}
      <div className={sectionStyles.row}>
        <label htmlFor={`${id}-phone`} className={sectionStyles.rowLabel}>
          {t('checkout.senderPhone')}
        </label>
        <input
          id={`${id}-phone`}
          className={styles.field}
          value={sender.phone}
          onChange={(event) => onChange({ ...sender, phone: event.target.value })}
          onBlur={() => setLeft((l) => ({ ...l, phone: true }))}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          placeholder={t('checkout.senderPhonePlaceholder')}
          autoComplete="tel-national"
          aria-invalid={Boolean(phoneProblem)}
          aria-describedby={phoneProblem ? `${id}-phone-problem` : undefined}
        />
      </div>
      {phoneProblem && (
        <p id={`${id}-phone-problem`} className={styles.problem}>
          {t(`checkout.senderProblems.phone.${phoneProblem}`)}
        </p>
      )}
      <p className={sectionStyles.hint}>{t('checkout.senderHint')}</p>
    </Section>
  );
}
