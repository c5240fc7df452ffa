import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../components/load-error';

/** A report's loading and failure, else what it draws of its answer. */
export function SectionState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Skeleton active paragraph={{ rows: 6 }} />;
}
