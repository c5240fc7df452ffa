import { Flex, Rate, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { SortState } from '../lib/use-table-state';
import { PictureStrip } from './picture-strip';

/** A customer's stars, read out as a number. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return <Rate disabled value={rating} className="small-rate" aria-label={t('comments.stars', { count: rating })} />;
}

/** What a customer wrote, with their pictures under it. */
export function Words({ content, pictures }: { content: string; pictures: readonly string[] }) {
  return (
    <Flex vertical gap={6}>
      <Typography.Paragraph style={{ margin: 0 }}>{content}</Typography.Paragraph>
      <PictureStrip pictures={pictures} />
    </Flex>
  );
}

/** The stars column of a list sorted on the server by `rating`. */
export const starsColumn = <T extends { rating: number }, F extends string>(
  title: string,
  sort: SortState<F> | undefined,
): ColumnType<T> => ({
  key: 'rating',
  title,
  className: 'nowrap',
  sorter: true,
  sortOrder: sort?.field === 'rating' ? sort.order : null,
  render: (_, row) => <Stars rating={row.rating} />,
});

/** The column of what customers wrote and the pictures they sent. */
export const wordsColumn = <T extends { content: string; pictures: readonly string[] }>(
  title: string,
): ColumnType<T> => ({
  key: 'content',
  title,
  render: (_, row) => <Words content={row.content} pictures={row.pictures} />,
});
