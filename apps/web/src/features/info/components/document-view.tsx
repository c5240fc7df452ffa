import { useTranslation } from 'react-i18next';
import { DOCUMENTS_UPDATED } from '../constants';
import { type InfoDocument, inLocale, type Localized } from '../content/document';
import styles from './info.module.css';

/** A legal text in the reader's language: its title, date, introduction and headed sections. */
export function DocumentView({ title, document }: { title: string; document: Localized<InfoDocument> }) {
  const { t, i18n } = useTranslation();
  const { intro, sections } = inLocale(document, i18n.language);
  return (
    <article className={styles.document}>
      <h1 className={styles.documentTitle}>{title}</h1>
      <p className={styles.updated}>{t('info.updatedAt', { date: DOCUMENTS_UPDATED })}</p>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
