import { App, Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useHotWords } from '../api/get-hot-words';
import { useUpdateHotWords } from '../api/update-hot-words';
import { moved, OrderedList } from './ordered-list';

/** The search page's hot words: add, order and remove, then save the whole list at once. */
export function HotWordsTab() {
  const words = useHotWords();
  if (words.isPending) return <Skeleton active />;
  if (words.isError) return <LoadError error={words.error} onRetry={() => void words.refetch()} />;
  return <HotWordsForm initial={words.data.words} />;
}

function HotWordsForm({ initial }: { initial: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateHotWords();
  const [words, setWords] = useState(initial);
  const [typed, setTyped] = useState('');

  const add = () => {
    const word = typed.trim();
    if (!word) return;
    if (words.includes(word)) {
      void message.warning(t('homePage.hotWordTwice'));
      return;
    }
    setWords([...words, word]);
    setTyped('');
  };

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
        keyOf={(word) => word}
        onMove={(from, to) => setWords(moved(words, from, to))}
        render={(word) => <Typography.Text>{word}</Typography.Text>}
        actions={(word) => (
          <Button type="link" size="small" danger onClick={() => setWords(words.filter((w) => w !== word))}>
            {t('homePage.remove')}
          </Button>
        )}
      />
      <Flex justify="flex-end">
        <Button
          type="primary"
          loading={update.isPending}
          onClick={() =>
            update.mutate(words, {
              onSuccess: () => void message.success(t('homePage.saved')),
              onError: (error) => void message.error(error.message),
            })
          }
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
