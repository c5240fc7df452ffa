import type { Locale } from '../../../lib/i18n';

/** A legal or help text: an introduction, then sections with headings. */
export interface InfoDocument {
  intro: string[];
  sections: { heading: string; paragraphs: string[] }[];
}

export type Localized<T> = Record<Locale, T>;

/** The text for the reader's language; Chinese unless it is English. */
export const inLocale = <T>(texts: Localized<T>, language: string): T =>
  language === 'en' ? texts.en : texts['zh-CN'];
