import { LANGUAGE_COOKIE } from '@ffe/shared/server-rendering';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import antdZhCN from 'antd-mobile/es/locales/zh-CN';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN, { type Messages } from '../locales/zh-CN';
import { STORAGE_KEYS, storage } from './storage';

export type Locale = 'zh-CN' | 'en';

/** Pages rendered on the server (issue 17) have no document: there the language comes with each page's request. */
const inBrowser = typeof document !== 'undefined';

/** Tells the server which language to render the next page in: a year, like the choice kept on this device. */
function rememberLocaleForServer(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The user's chosen language, else the browser's (Chinese for any zh-*, English otherwise). */
export function initialLocale(): Locale {
  if (!inBrowser) return 'zh-CN';
  const chosen = storage.get<string>(STORAGE_KEYS.language);
  if (chosen === 'zh-CN' || chosen === 'en') {
    rememberLocaleForServer(chosen);
    return chosen;
  }
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

const locale = initialLocale();
if (inBrowser) document.documentElement.lang = locale;

// Chinese ships with the first load (it is also the fallback); English loads the first time it is needed.
const bundles: Record<Locale, () => Promise<Messages>> = {
  'zh-CN': async () => zhCN,
  en: async () => (await import('../locales/en')).default,
};

// antd-mobile's own texts (its pickers, pull-to-refresh, dialogs) are a part of each locale's, loaded with it.
const antdBundles: Record<Locale, () => Promise<AntdLocale>> = {
  'zh-CN': async () => antdZhCN,
  en: async () => (await import('antd-mobile/es/locales/en-US')).default,
};

/** Texts of page groups that load with their pages, so the first load carries only the shell's. */
const textParts = {
  orders: { 'zh-CN': () => import('../locales/orders.zh-CN'), en: () => import('../locales/orders.en') },
  chat: { 'zh-CN': () => import('../locales/chat.zh-CN'), en: () => import('../locales/chat.en') },
  specs: { 'zh-CN': () => import('../locales/specs.zh-CN'), en: () => import('../locales/specs.en') },
  account: { 'zh-CN': () => import('../locales/account.zh-CN'), en: () => import('../locales/account.en') },
  later: { 'zh-CN': () => import('../locales/later.zh-CN'), en: () => import('../locales/later.en') },
  refusals: { 'zh-CN': () => import('../locales/refusals.zh-CN'), en: () => import('../locales/refusals.en') },
  subscriptions: {
    'zh-CN': () => import('../locales/subscriptions.zh-CN'),
    en: () => import('../locales/subscriptions.en'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;
export type TextPart = keyof typeof textParts;
export const TEXT_PARTS = Object.keys(textParts) as TextPart[];

const wantedParts = new Set<TextPart>();
const addedParts = new Set<string>();

async function addPart(part: TextPart, locale: Locale): Promise<void> {
  const key = `${part} ${locale}`;
  if (addedParts.has(key)) return;
  const texts = (await textParts[part][locale]()).default;
  i18n.addResourceBundle(locale, 'translation', texts, true, false);
  addedParts.add(key);
}

/** Makes a page group's texts available in the current language and in Chinese, the fallback. */
export async function loadTexts(part: TextPart): Promise<void> {
  wantedParts.add(part);
  const current = (i18n.language as Locale | undefined) ?? 'zh-CN';
  await Promise.all([addPart(part, 'zh-CN'), addPart(part, current)]);
}

/** Makes a locale's texts available, with the page groups' texts already in use. */
export async function loadLocale(next: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(next, 'translation')) i18n.addResourceBundle(next, 'translation', await bundles[next]());
  if (!i18n.hasResourceBundle(next, 'antd')) i18n.addResourceBundle(next, 'antd', await antdBundles[next]());
  await Promise.all([...wantedParts].map((part) => addPart(part, next)));
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN, antd: antdZhCN } },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Every text of both locales, for the server, which renders pages in either. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(TEXT_PARTS.map(loadTexts));
  await loadLocale('en');
}

/** antd-mobile's texts in `language`, once its locale is loaded (Chinese until then). */
export const antdLocaleOf = (language: string): AntdLocale =>
  i18n.hasResourceBundle(language, 'antd') ? (i18n.getResourceBundle(language, 'antd') as AntdLocale) : antdZhCN;

/** Resolves once the starting locale's texts are in place; the app renders after it, so no text flashes. */
export const i18nReady: Promise<unknown> = loadLocale(locale).then(() => i18n.changeLanguage(locale));

/** Switches the language (loading its texts first) and remembers it on this device. */
export function changeLocale(next: Locale): void {
  storage.set(STORAGE_KEYS.language, next);
  rememberLocaleForServer(next);
  document.documentElement.lang = next;
  void loadLocale(next).then(() => i18n.changeLanguage(next));
}

export default i18n;
