import { categoriesCall } from '../../../shared/api/calls/quiz';
import type { Country, Role } from '../../../shared/api/constants';
import type { Category } from '../../../shared/api/entities';
import { useQueryFor } from '../../state';

/** The cache keys of the categories. */
export const categoryKeys = {
  of: (country: Country, role: Role | null) => ['categories', country, role] as const,
};

export type CategoriesState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; categories: readonly Category[] };

/**
 * The categories of a country that a role sees (`role` narrows them, none gives all of the country's). Cached
 * per country and role: the quiz filter and the booking form share them.
 */
export function useCategories(country: Country, role: Role | null) {
  const query = useQueryFor(
    (services) => ({
      queryKey: categoryKeys.of(country, role),
      queryFn: ({ signal }) =>
        services.api.call(categoriesCall, { query: { country, ...(role ? { role } : {}) }, signal }),
      staleTime: 5 * 60_000,
    }),
    `${country}:${role ?? ''}`,
  );
  const state: CategoriesState = query.data
    ? { status: 'ready', categories: query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return { ...state, retry: () => void query.refetch() };
}
