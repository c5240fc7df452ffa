import type { HotWord } from '@ffe/shared/contracts/admin-home';
import { App, Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useHotWords } from '../api/get-hot-words';
import { useUpdateHotWords } from '../api/update-hot-words';
import styles from './hot-words-tab.module.css';
import { moved, OrderedList } from './ordered-list';

/** The search page's hot words: add, order and remove, each with an optional English word, then save the whole list. */
export function HotWordsTab() {
  const words = useHotWords();
  if (words.isPending) return <Skeleton active />;
  if (words.isError) return <LoadError error={words.error} onRetry={() => void words.refetch()} />;
  return <HotWordsForm initial={words.data.words} />;
}

function HotWordsForm({ initial }: { initial: HotWord[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateHotWords();
  const [words, setWords] = useState(initial);
  const [typed, setTyped] = useState('');

  const add = () => {
    const word = typed.trim();
    if (!word) return;
    if (words.some((w) => w.word === word)) {
      void message.warning(t('homePage.hotWordTwice'));
      return;
    }
    setWords([...words, { word, wordEn: null }]);
    setTyped('');
  };
  const setEnglish = (word: string, english: string) =>
    setWords(words.map((w) => (w.word === word ? { ...w, wordEn: english || null } : w)));

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('homePage.hotWordsHint')}</Typography.Text>
      <Input.Search
        value={typed}
        maxLength={50}
        placeholder={t('homePage.hotWordPlaceholder')}
        enterButton={t('homePage.add')}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={add}
      />
      <OrderedList
        label={t('homePage.tabs.hotWords')}
        items={words}
        keyOf={(w) => w.word}
        onMove={(from, to) => setWords(moved(words, from, to))}
        render={(w) => (
          <Flex gap={8} align="center" wrap>
            <Typography.Text className={styles.word}>{w.word}</Typography.Text>
            <Input
              size="small"
              className={styles.english}
              maxLength={50}
              value={w.wordEn ?? ''}
              placeholder={t('english.section')}
              aria-label={t('homePage.hotWordEnglish', { word: w.word })}
              onChange={(e) => setEnglish(w.word, e.target.value)}
            />
          </Flex>
        )}
        actions={(w) => (
          <Button type="link" size="small" danger onClick={() => setWords(words.filter((x) => x.word !== w.word))}>
            {t('homePage.remove')}
          </Button>
        )}
      />
      <Typography.Text type="secondary">{t('english.hint')}</Typography.Text>
      <Flex justify="flex-end">
        <Button
          type="primary"
          loading={update.isPending}
          onClick={() =>
            update.mutate(words, {
              onSuccess: () => void message.success(t('homePage.saved')),
            })
          }
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
