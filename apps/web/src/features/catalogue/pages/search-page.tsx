import { SEARCH_KEYWORD_MAX_LENGTH } from '@ffe/shared/constants';
import { SearchBar } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useHots } from '../api/get-hots';
import { useSearchHistory } from '../hooks/use-search-history';
import { goodsListingPath } from '../utils/paths';
import styles from './search-page.module.css';

/** Flower search: type a word or pick one from the history or the hot words; results open in the goods listing. */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const hots = useHots();
  const [text, setText] = useState('');
  const [confirmingClear, setConfirmingClear] = useState(false);
  const closeConfirm = useCallback(() => setConfirmingClear(false), []);

  const search = (word: string) => {
    const keyword = word.trim();
    if (!keyword) return;
    history.remember(keyword);
    navigate(goodsListingPath({ keyword }));
  };

  const hotWords = hots.data?.words ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <SearchBar
          className={styles.input}
          autoFocus
          value={text}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          onChange={setText}
          onSearch={search}
        />
        <button type="button" className={styles.submit} onClick={() => search(text)}>
          {t('search.submit')}
        </button>
      </div>

      {history.words.length > 0 && (
        <section className={styles.section} aria-labelledby="search-history">
          <div className={styles.heading}>
            <h2 id="search-history">{t('search.history')}</h2>
            <button type="button" className={styles.clear} onClick={() => setConfirmingClear(true)}>
              {t('search.clearHistory')}
            </button>
          </div>
          <ul className={styles.words} data-testid="history-words">
            {history.words.map((word) => (
              <li key={word}>
                <button type="button" className={styles.word} onClick={() => search(word)}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {hotWords.length > 0 && (
        <section className={styles.section} aria-labelledby="search-hot">
          <div className={styles.heading}>
            <h2 id="search-hot">{t('search.hotWords')}</h2>
          </div>
          <ul className={styles.words}>
            {hotWords.map((word) => (
              <li key={word}>
                <button type="button" className={`${styles.word} ${styles.hot}`} onClick={() => search(word)}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        visible={confirmingClear}
        content={t('search.clearHistoryConfirm')}
        onConfirm={history.clear}
        onClose={closeConfirm}
      />
    </div>
  );
}
