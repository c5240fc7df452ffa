import type { Translate } from '@ffe/im-client/utils/friendly-time';
import chatZhCN from '../../../locales/chat.zh-CN';

/** A `t` over one locale's chat texts, filling {{values}} the way i18next does, for the pure functions' tests. */
export function translator(texts: object): Translate {
  return (key, values = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
    if (typeof found !== 'string') throw new Error(`no text ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

/** The Chinese chat texts as a `t`. */
export const zhText = translator(chatZhCN);
