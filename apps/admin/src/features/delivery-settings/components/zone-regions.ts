import { queryOptions, useQuery } from '@tanstack/react-query';

/** A level of China's areas as the cascader shows it: names are unique among siblings and are what a zone keeps. */
export interface RegionOption {
  text: string;
  children?: RegionOption[];
}

/**
 * The provinces, cities and districts the server checks zones against (the same `@vant/area-data`), loaded with the
 * zones rather than with the console: they weigh 160 kB.
 */
const regionOptionsQuery = () =>
  queryOptions({
    queryKey: ['regions'],
    queryFn: async (): Promise<RegionOption[]> => (await import('@vant/area-data')).useCascaderAreaData(),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRegionOptions = () => useQuery(regionOptionsQuery());

/** Each level's name is its value too. */
export const REGION_FIELD_NAMES = { label: 'text', value: 'text', children: 'children' } as const;
