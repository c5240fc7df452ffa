import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../lib/storage';
import en from '../locales/en';
import zhCN from '../locales/zh-CN';

export type Locale = 'zh-CN' | 'en';

/** The user's chosen language, else the browser's (Chinese for any zh-*, English otherwise). */
export function initialLocale(): Locale {
  const chosen = storage.get<string>(STORAGE_KEYS.language);
  if (chosen === 'zh-CN' || chosen === 'en') return chosen;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

const locale = initialLocale();
document.documentElement.lang = locale;

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: locale,
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the language now and remembers it on this device. */
export function changeLocale(locale: Locale): void {
  storage.set(STORAGE_KEYS.language, locale);
  void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export default i18n;
