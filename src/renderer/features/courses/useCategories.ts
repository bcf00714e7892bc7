import { useEffect, useState } from 'react';
import { categoriesCall } from '../../../shared/api/calls/quiz';
import type { Country, Role } from '../../../shared/api/constants';
import type { Category } from '../../../shared/api/entities';
import { useServices } from '../../state/servicesContext';

export type CategoriesState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; categories: readonly Category[] };

type Loaded = { key: string } & ({ status: 'error' } | { status: 'ready'; categories: readonly Category[] });

/** The categories of a country that a role sees (SPEC §7 categories; `role` narrows them). */
export function useCategories(country: Country, role: Role | null) {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const key = `${country}:${role ?? ''}:${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    api.call(categoriesCall, { query: { country, ...(role ? { role } : {}) } }).then(
      (categories) => current && setLoaded({ key, status: 'ready', categories }),
      () => current && setLoaded({ key, status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [api, country, role, key]);
  // A result for other arguments (or an earlier attempt) is stale: loading until the new one arrives.
  const state: CategoriesState = loaded?.key === key ? loaded : { status: 'loading' };
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
