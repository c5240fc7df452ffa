import 'i18next';
import type { Messages } from './locales/zh-CN';

// Texts are looked up by keys the Chinese locale has, so a mistyped key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
