import { DEFAULT_PAGE_SIZE } from '@ffe/shared/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How one filter is read from and written to the address's query. */
export interface ParamSpec<T> {
  parse(raw: string): T | undefined;
  format(value: T): string;
}

export const textParam: ParamSpec<string> = {
  parse: (raw) => raw.trim() || undefined,
  format: (value) => value.trim(),
};

export const enumParam = <T extends string>(values: readonly T[]): ParamSpec<T> => ({
  parse: (raw) => values.find((value) => value === raw),
  format: (value) => value,
});

export const booleanParam: ParamSpec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  format: (value) => String(value),
};

/** A shop day, `YYYY-MM-DD`. */
export const dateParam: ParamSpec<string> = {
  parse: (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined),
  format: (value) => value,
};

type Specs = Record<string, ParamSpec<unknown>>;
type ValueOf<P> = P extends ParamSpec<infer T> ? T : never;
export type FiltersOf<S extends Specs> = { [K in keyof S]?: ValueOf<S[K]> };

export type SortOrder = 'ascend' | 'descend';
export interface SortState<F extends string> {
  field: F;
  order: SortOrder;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The query's names for paging and sorting; a filter must not take one of them. */
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';
const SORT = 'sort';
const ORDER = 'order';

const positiveInt = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * A list's filters, page, page size and sort, kept in the address's query so a reload, a shared link or the back
 * button shows the same list. Changing a filter or the sort goes back to the first page; each change is a history entry.
 */
export function useTableState<S extends Specs, F extends string = never>(
  specs: S,
  { sortable = [] as readonly F[] }: { sortable?: readonly F[] } = {},
) {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => {
    const read: Record<string, unknown> = {};
    for (const [key, spec] of Object.entries(specs)) {
      const raw = params.get(key);
      const value = raw === null ? undefined : spec.parse(raw);
      if (value !== undefined) read[key] = value;
    }
    return read as FiltersOf<S>;
  }, [params, specs]);

  const page = positiveInt(params.get(PAGE)) ?? 1;
  const sizeAsked = positiveInt(params.get(PAGE_SIZE));
  const pageSize = PAGE_SIZES.find((size) => size === sizeAsked) ?? DEFAULT_PAGE_SIZE;
  const sortField = sortable.find((field) => field === params.get(SORT));
  const sortOrder = params.get(ORDER);
  const sort: SortState<F> | undefined =
    sortField && (sortOrder === 'ascend' || sortOrder === 'descend')
      ? { field: sortField, order: sortOrder }
      : undefined;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  /** Sets the filters named (undefined or empty clears one) and goes back to the first page. */
  const setFilters = useCallback(
    (changed: FiltersOf<S>) =>
      update((next) => {
        for (const [key, value] of Object.entries(changed)) {
          const spec = specs[key];
          const text = spec && value !== undefined ? spec.format(value as never) : '';
          if (text === '') next.delete(key);
          else next.set(key, text);
        }
        next.delete(PAGE);
      }),
    [specs, update],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const key of Object.keys(specs)) next.delete(key);
        next.delete(PAGE);
      }),
    [specs, update],
  );

  const setPage = useCallback(
    (nextPage: number, nextSize: number = pageSize) =>
      update((next) => {
        // A new page size starts again from the first page, as the rows all move.
        const target = nextSize === pageSize ? nextPage : 1;
        if (target > 1) next.set(PAGE, String(target));
        else next.delete(PAGE);
        if (nextSize !== DEFAULT_PAGE_SIZE) next.set(PAGE_SIZE, String(nextSize));
        else next.delete(PAGE_SIZE);
      }),
    [pageSize, update],
  );

  const setSort = useCallback(
    (next: SortState<F> | undefined) =>
      update((query) => {
        if (next) {
          query.set(SORT, next.field);
          query.set(ORDER, next.order);
        } else {
          query.delete(SORT);
          query.delete(ORDER);
        }
        query.delete(PAGE);
      }),
    [update],
  );

  const hasFilters = Object.keys(filters).length > 0;

  return { filters, hasFilters, page, pageSize, sort, setFilters, clearFilters, setPage, setSort };
}

export type TableState<S extends Specs, F extends string = never> = ReturnType<typeof useTableState<S, F>>;
