import { Button, Flex, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's filters in a wrapping row, ending with "clear filters" while any is set. */
export function FilterBar({
  table,
  children,
}: {
  table: { hasFilters: boolean; clearFilters(): void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} wrap align="center" className="filters">
      {children}
      {table.hasFilters && <Button onClick={table.clearFilters}>{t('common.clearFilters')}</Button>}
    </Flex>
  );
}

/** A text filter applied on Enter or its search button; a new address (back button, clear) shows its own text. */
export function SearchFilter({
  label,
  value,
  onSearch,
  width = 320,
  button = true,
}: {
  label: string;
  value: string | undefined;
  onSearch(value: string): void;
  width?: number;
  /** A search button with the word "search", for the list's main keyword. */
  button?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Input.Search
      key={value ?? ''}
      defaultValue={value}
      placeholder={label}
      aria-label={label}
      allowClear
      enterButton={button ? t('common.search') : undefined}
      style={{ width }}
      onSearch={onSearch}
    />
  );
}

/** A choice among a few values, named by its placeholder, that can be cleared. */
export function ChoiceFilter<T extends string>({
  label,
  value,
  options,
  onChange,
  width = 140,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange(value: T | undefined): void;
  width?: number;
}) {
  return (
    <Select<T>
      aria-label={label}
      placeholder={label}
      allowClear
      style={{ width }}
      value={value}
      options={[...options]}
      onChange={(next?: T) => onChange(next)}
    />
  );
}

/** A yes-or-no filter (enabled, replied, handled), its two answers in the order given. */
export function YesNoFilter({
  label,
  value,
  answers,
  onChange,
  width = 140,
}: {
  label: string;
  value: boolean | undefined;
  answers: readonly [{ value: boolean; label: string }, { value: boolean; label: string }];
  onChange(value: boolean | undefined): void;
  width?: number;
}) {
  return (
    <ChoiceFilter
      label={label}
      width={width}
      value={value === undefined ? undefined : String(value)}
      options={answers.map((answer) => ({ value: String(answer.value), label: answer.label }))}
      onChange={(next) => onChange(next === undefined ? undefined : next === 'true')}
    />
  );
}
