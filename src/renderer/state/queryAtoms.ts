import type { MutationOptions, QueryKey } from '@tanstack/react-query';
import type { Getter } from 'jotai';
import { useAtomValue } from 'jotai';
import { atomWithMutation, atomWithQuery, type AtomWithQueryOptions } from 'jotai-tanstack-query';
import { useState } from 'react';
import { servicesAtom } from './servicesAtom';
import type { Services } from './services';

type QueryOptionsFor<T, K extends QueryKey> = AtomWithQueryOptions<T, Error, T, K>;

/**
 * A TanStack query as a Jotai atom whose options may read the services (for the API) and other atoms
 * (`get`): changing one of those atoms changes the query. Its value is TanStack's query result.
 */
export function queryAtom<T, K extends QueryKey>(
  options: (services: Services, get: Getter) => QueryOptionsFor<T, K>,
) {
  return atomWithQuery((get) => options(get(servicesAtom), get));
}

/** A TanStack mutation as a Jotai atom; its value has `mutate`, `mutateAsync`, `isPending`, `reset`. */
export function mutationAtom<T, V, C = unknown>(
  options: (services: Services, get: Getter) => MutationOptions<T, Error, V, C>,
) {
  return atomWithMutation((get) => options(get(servicesAtom), get));
}

/**
 * A query whose options depend on a component's props (an id from the route): a query atom is made for
 * each `key` (what the options depend on, e.g. the id), so each id has its own observer while the cache
 * stays shared by query key.
 */
export function useQueryFor<T, K extends QueryKey>(
  options: (services: Services) => QueryOptionsFor<T, K>,
  key: string,
) {
  const [made, setMade] = useState(() => ({ key, atom: queryAtom(options) }));
  const current = made.key === key ? made : { key, atom: queryAtom(options) };
  // React's pattern for state derived from a changed prop: replaced during render, before any effect.
  if (current !== made) setMade(current);
  return useAtomValue(current.atom);
}
