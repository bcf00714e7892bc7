import { useEffect, useState } from 'react';
import { useServices } from '../state/servicesContext';
import { useAtomValue } from '../state/store';
import type { ItemId, ItemOf, ResourceDef, ResourceList, ResourceState, MetaOf, ScopeOf } from './resource';

export type ResourceListView<D extends ResourceDef> = ResourceState<ItemOf<D>, MetaOf<D>> & {
  /** store, update, destroy and refresh of this list. */
  list: ResourceList<D>;
};

/**
 * The shared list of `def` within `scope`, kept current by realtime events. Mounting loads it, or
 * refreshes a list already loaded in the background (its items show meanwhile).
 */
export function useResourceList<D extends ResourceDef>(def: D, scope: ScopeOf<D>): ResourceListView<D> {
  const { resources } = useServices();
  const list = resources.list(def, scope);
  const state = useAtomValue(list.atom, { store: resources.store });
  useEffect(() => void list.refresh(), [list]);
  return { ...state, list };
}

/** One item of the list of `def` within `scope`, fetched with the show call on mount. */
export function useResourceItem<D extends ResourceDef>(def: D, scope: ScopeOf<D>, id: ItemId) {
  const { resources } = useServices();
  const list = resources.list(def, scope);
  const { items } = useAtomValue(list.atom, { store: resources.store });
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    list.show(id).then(
      () => current && setError(null),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [list, id]);
  return { item: items.find((item) => item.id === id), error, list };
}
