import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../locales/en';
import zhCN from '../locales/zh-CN';
import { STORAGE_KEYS, storage } from './storage';

export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The member's chosen language on this device, else the browser's (Chinese for any zh-*, English otherwise). */
export function initialLocale(): Locale {
  const chosen = storage.get<string>(STORAGE_KEYS.language);
  if (chosen === 'zh-CN' || chosen === 'en') return chosen;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/** The page's language, the dates' and the texts' follow the chosen locale together. */
function apply(locale: Locale): void {
  document.documentElement.lang = locale;
  dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
}

const locale = initialLocale();
apply(locale);

// Both locales are small and desktop connections fast, so both ship with the console.
void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: locale,
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the language and remembers it on this device. */
export function changeLocale(next: Locale): void {
  storage.set(STORAGE_KEYS.language, next);
  apply(next);
  void i18n.changeLanguage(next);
}

/** The language in use, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'zh-CN';
}

export default i18n;
