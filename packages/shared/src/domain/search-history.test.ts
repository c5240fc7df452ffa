import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_LIMIT } from '../constants';
import { rememberSearchWord } from './search-history';

describe('search history', () => {
  it('puts the newest word first', () => {
    expect(rememberSearchWord(['百合'], '玫瑰')).toEqual(['玫瑰', '百合']);
  });

  it('moves a repeated word to the front instead of keeping it twice', () => {
    expect(rememberSearchWord(['玫瑰', '百合', '郁金香'], '郁金香')).toEqual(['郁金香', '玫瑰', '百合']);
  });

  it('ignores blank words and trims spaces', () => {
    expect(rememberSearchWord(['玫瑰'], '   ')).toEqual(['玫瑰']);
    expect(rememberSearchWord([], ' 百合 ')).toEqual(['百合']);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `w${i}`);
    const next = rememberSearchWord(many, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(next[0]).toBe('new');
  });
});
