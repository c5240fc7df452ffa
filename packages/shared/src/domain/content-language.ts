/** The languages the catalogue's texts are kept in: the shop's own Chinese, and English when staff wrote it. */
export const CONTENT_LANGUAGES = ['zh-CN', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The catalogue language a request asks for by its `Accept-Language`: English when the most preferred language is
 * English, Chinese otherwise (the shop's own language, also for a request that names none).
 */
export function contentLanguageOf(acceptLanguage: string | undefined): ContentLanguage {
  if (!acceptLanguage) return 'zh-CN';
  let best = '';
  let bestQ = 0;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    // Equal weights keep the first named, as the header lists them in order of preference.
    if (Number.isFinite(q) && q > bestQ) {
      best = tag.trim().toLowerCase();
      bestQ = q;
    }
  }
  return best === 'en' || best.startsWith('en-') ? 'en' : 'zh-CN';
}

/** The text a reader of `language` sees: the English one when asked for and written, else the Chinese. */
export function inLanguage(language: ContentLanguage, chinese: string, english: string | null | undefined): string {
  return language === 'en' && english ? english : chinese;
}
