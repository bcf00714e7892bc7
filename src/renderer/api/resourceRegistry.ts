import type { createStore } from 'jotai';
import type { ApiClient } from './http';
import type { RealtimeClient } from './realtime';
import type { ResourceDef, ResourceList, ScopeOf } from './resource';

type JotaiStore = ReturnType<typeof createStore>;

/** Where `defineResource` puts the function that makes a list of the resource. */
export const LIST_FACTORY = Symbol('resource list factory');

export type ListFactory = (
  api: ApiClient,
  realtime: RealtimeClient,
  store: JotaiStore,
  def: ResourceDef,
  scope: unknown,
) => ResourceList<ResourceDef>;

const scopeKey = (scope: unknown) =>
  JSON.stringify(Object.entries(scope ?? {}).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Hands out one shared list per resource and scope, so every screen showing it sees the same items.
 * It holds only the lists; the list code comes with each definition (`defineResource`), so the
 * registry costs the first page next to nothing.
 */
export class ResourceRegistry {
  private readonly lists = new Map<ResourceDef, Map<string, ResourceList<ResourceDef>>>();

  constructor(
    private readonly api: ApiClient,
    private readonly realtime: RealtimeClient,
    readonly store: JotaiStore,
  ) {}

  list<D extends ResourceDef>(def: D, scope: ScopeOf<D>): ResourceList<D> {
    const byScope = this.lists.get(def) ?? new Map<string, ResourceList<ResourceDef>>();
    this.lists.set(def, byScope);
    const key = scopeKey(scope);
    let list = byScope.get(key);
    if (!list) {
      const create = (def as { [LIST_FACTORY]?: ListFactory })[LIST_FACTORY];
      if (!create) throw new Error(`${def.index.name}: define the resource with defineResource()`);
      list = create(this.api, this.realtime, this.store, def, scope);
      byScope.set(key, list);
    }
    return list as unknown as ResourceList<D>;
  }

  /** Forgets every list (logout: the next user must not see them). */
  clear(): void {
    this.lists.forEach((byScope) => byScope.forEach((list) => list.dispose()));
    this.lists.clear();
  }
}
