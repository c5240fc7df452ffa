import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import styles from './card-message.module.css';
import sectionStyles from './checkout.module.css';
import { Section } from './section';

/**
 * Whether the recipient is texted when the flowers leave, with the courier's phone (issue 41); on unless turned off.
 * The text never names an anonymous sender, which the hint says.
 */
export function RecipientText({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.recipientText')}>
      <label className={styles.switchRow}>
        <span className={styles.anonymousText}>
          <span>{t('checkout.recipientTextSwitch')}</span>
          <span className={sectionStyles.hint}>{t('checkout.recipientTextHint')}</span>
        </span>
        <Switch checked={on} onChange={onChange} />
      </label>
    </Section>
  );
}
