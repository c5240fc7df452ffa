import { describe, expect, it } from 'vitest';
import { contentLanguageOf, inLanguage } from './content-language';

describe('contentLanguageOf', () => {
  it('reads English from the most preferred language', () => {
    expect(contentLanguageOf('en')).toBe('en');
    expect(contentLanguageOf('en-GB,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(contentLanguageOf('zh-CN;q=0.5, en-US;q=0.9')).toBe('en');
  });

  it('answers Chinese for Chinese, other languages and no header', () => {
    expect(contentLanguageOf('zh-CN')).toBe('zh-CN');
    expect(contentLanguageOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(contentLanguageOf('fr-FR')).toBe('zh-CN');
    expect(contentLanguageOf('english')).toBe('zh-CN');
    expect(contentLanguageOf(undefined)).toBe('zh-CN');
    expect(contentLanguageOf('')).toBe('zh-CN');
  });
});

describe('inLanguage', () => {
  it('shows the English text to English readers when it was written, the Chinese one otherwise', () => {
    expect(inLanguage('en', '红玫瑰花束', 'Red Rose Bouquet')).toBe('Red Rose Bouquet');
    expect(inLanguage('zh-CN', '红玫瑰花束', 'Red Rose Bouquet')).toBe('红玫瑰花束');
    expect(inLanguage('en', '红玫瑰花束', null)).toBe('红玫瑰花束');
    expect(inLanguage('en', '红玫瑰花束', '')).toBe('红玫瑰花束');
  });
});
