import type { InvoiceInput, InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { INVOICE_TITLE_LENGTH, TAX_NUMBER_PATTERN } from '@ffe/shared/domain/invoice-title';
import { Button } from 'antd-mobile';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './invoice-title.module.css';

type Kind = InvoiceInput['kind'];
type Problems = { title?: string; taxNumber?: string };

const KINDS: readonly Kind[] = ['personal', 'company'];

/** The contract's rules (packages/shared), checked here to name the problem before the server would. */
function problemsOf(kind: Kind, title: string, taxNumber: string, t: (key: string) => string): Problems {
  const problems: Problems = {};
  if (!title) problems.title = t('invoice.titleRequired');
  else if (title.length < INVOICE_TITLE_LENGTH.min || title.length > INVOICE_TITLE_LENGTH.max)
    problems.title = t('invoice.titleLength');
  if (kind === 'company') {
    if (!taxNumber) problems.taxNumber = t('invoice.taxNumberRequired');
    else if (!TAX_NUMBER_PATTERN.test(taxNumber)) problems.taxNumber = t('invoice.taxNumberInvalid');
  }
  return problems;
}

/** A personal or company invoice title: the name, and for a company its tax number. */
export function InvoiceTitleForm({
  initial,
  saving,
  onSave,
}: {
  initial?: InvoiceTitle | undefined;
  saving: boolean;
  onSave: (input: InvoiceInput) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<Kind>(initial?.kind ?? 'personal');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [taxNumber, setTaxNumber] = useState(initial?.taxNumber ?? '');
  // Problems show once the member has tried to save, and then follow what they type.
  const [tried, setTried] = useState(false);
  const problems = tried ? problemsOf(kind, title.trim(), taxNumber.trim(), t) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = problemsOf(kind, title.trim(), taxNumber.trim(), t);
    if (found.title || found.taxNumber) return;
    onSave(
      kind === 'company' ? { kind, title: title.trim(), taxNumber: taxNumber.trim() } : { kind, title: title.trim() },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.kinds}>
        <legend className={styles.label}>{t('invoice.kind')}</legend>
        {KINDS.map((k) => (
          <button key={k} type="button" className={styles.kind} aria-pressed={kind === k} onClick={() => setKind(k)}>
            {t(`invoice.kinds.${k}`)}
          </button>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {t('invoice.title')}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={INVOICE_TITLE_LENGTH.max}
          placeholder={t(kind === 'company' ? 'invoice.titlePlaceholderCompany' : 'invoice.titlePlaceholderPersonal')}
          aria-invalid={Boolean(problems.title)}
          aria-describedby={problems.title ? `${id}-title-problem` : undefined}
        />
        {problems.title && (
          <p id={`${id}-title-problem`} className={styles.problem}>
            {problems.title}
          </p>
        )}
      </div>
      {kind === 'company' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-tax`} className={styles.label}>
            {t('invoice.taxNumber')}
          </label>
          <input
            id={`${id}-tax`}
            className={styles.input}
            value={taxNumber}
            // The code is written in capitals; typing it in small letters is no mistake.
            onChange={(event) => setTaxNumber(event.target.value.toUpperCase())}
            autoCapitalize="characters"
            maxLength={20}
            placeholder={t('invoice.taxNumberPlaceholder')}
            aria-invalid={Boolean(problems.taxNumber)}
            aria-describedby={problems.taxNumber ? `${id}-tax-problem` : undefined}
          />
          {problems.taxNumber && (
            <p id={`${id}-tax-problem`} className={styles.problem}>
              {problems.taxNumber}
            </p>
          )}
        </div>
      )}
      <Button block type="submit" color="primary" shape="rounded" loading={saving} className={styles.save}>
        {t('invoice.save')}
      </Button>
    </form>
  );
}
