import { useEffect, useState } from 'react';
import { categoriesCall } from '../../../shared/api/calls/quiz';
import type { Country, Role } from '../../../shared/api/constants';
import type { Category } from '../../../shared/api/entities';
import { useServices } from '../../state/servicesContext';

/** The categories of a country that a role sees (all of them without a role); null while loading. */
export function useCategories(country: Country, role: Role | null): readonly Category[] | null {
  const { api } = useServices();
  const key = `${country}:${role ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; categories: readonly Category[] } | null>(null);
  useEffect(() => {
    let current = true;
    api.call(categoriesCall, { query: role ? { country, role } : { country } }).then(
      (categories) => current && setLoaded({ key, categories }),
      // Without categories the filter has nothing to offer; the quiz itself still works.
      () => current && setLoaded({ key, categories: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, country, role, key]);
  return loaded?.key === key ? loaded.categories : null;
}
