import { useTranslation } from 'react-i18next';

/** A name in the page's language: the English one on an English page when there is one. */
export function useShownName() {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (name: string, nameEn: string | null) => (english && nameEn ? nameEn : name);
}
