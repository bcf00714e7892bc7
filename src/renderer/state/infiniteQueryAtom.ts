import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { Getter } from 'jotai';
import { atomWithInfiniteQuery, type AtomWithInfiniteQueryOptions } from 'jotai-tanstack-query';
import { servicesAtom } from './servicesAtom';
import type { Services } from './services';

type InfiniteOptionsFor<T, K extends QueryKey, P> = AtomWithInfiniteQueryOptions<
  T,
  Error,
  InfiniteData<T, P>,
  K,
  P
>;

/**
 * A paged TanStack query (`useInfiniteQuery`) as a Jotai atom whose options may read the services and
 * other atoms; its value has `data.pages`, `fetchNextPage`, `hasNextPage`, `isFetchingNextPage`. A file
 * of its own, so only the features that page (the news feed) carry it.
 */
export function infiniteQueryAtom<T, K extends QueryKey, P>(
  options: (services: Services, get: Getter) => InfiniteOptionsFor<T, K, P>,
) {
  return atomWithInfiniteQuery((get) => options(get(servicesAtom), get));
}
