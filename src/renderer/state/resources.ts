import { type QueryClient, type QueryKey, type MutationOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { CallBody, CallDef, CallParams, CallResponse } from '../../shared/api/call';
import { SOCKET_EVENT_HEADER } from '../../shared/api/errors';
import { ContractError, type CallResult } from '../api/http';
import type { RealtimeEvent } from './realtimeCache';
import type { Services } from './services';

export type ItemId = number | string;
export interface Identified {
  id: ItemId;
}

/**
 * A backend resource (SPEC §7 Generic resource calls) assembled from the contract's calls. The index
 * call's path parameters are the scope of a list (`{user: 'me'}`); show, update and destroy take the
 * same parameters plus the item's id under `idParam`.
 */
export interface ResourceDef<
  S extends z.ZodMiniType<Identified> = z.ZodMiniType<Identified>,
  X extends CallDef = CallDef,
> {
  /** One item; realtime payloads are checked against it. */
  readonly item: S;
  /** The path parameter naming an item: 'course' in users/{user}/courses/{course}. */
  readonly idParam: string;
  readonly index: X;
  readonly show?: CallDef;
  readonly store?: CallDef;
  readonly update?: CallDef;
  readonly destroy?: CallDef;
  /** The index (and show) reply is `{data, ...metadata}` instead of the bare list (or item). */
  readonly withMeta?: boolean;
  /** store and update send multipart form data (file upload); update then goes as POST with `_method=put`. */
  readonly multipart?: boolean;
}

export const defineResource = <const D extends ResourceDef>(def: D): D => def;

export type ItemOf<D extends ResourceDef> = z.output<D['item']>;
export type ScopeOf<D extends ResourceDef> = CallParams<D['index']>;
type IndexReply<D extends ResourceDef> = CallResponse<D['index']>;
export type MetaOf<D extends ResourceDef> =
  IndexReply<D> extends { data: unknown } ? Omit<IndexReply<D>, 'data'> : Record<string, never>;
type StoreBodyOf<D extends ResourceDef> = D['store'] extends CallDef ? CallBody<D['store']> : never;
type UpdateBodyOf<D extends ResourceDef> = D['update'] extends CallDef ? CallBody<D['update']> : never;

/** What the cache holds for a list: its items and, with `withMeta`, the reply's other fields. */
export interface ListData<D extends ResourceDef> {
  items: readonly ItemOf<D>[];
  meta: MetaOf<D> | null;
}

/**
 * SPEC §4 data-layer update modes: on-success applies the server's reply, local-only sends nothing,
 * immediate changes (or, for deletes, removes) the local item at once and restores it if the server
 * refuses.
 */
export type UpdateMode = 'on-success' | 'local-only' | 'immediate';

export interface UpdateVariables<D extends ResourceDef> {
  id: ItemId;
  changes: UpdateBodyOf<D>;
  mode?: UpdateMode;
  /** By default only fields that differ from the cached item are sent; false sends all of `changes`. */
  changedOnly?: boolean;
}

export interface DestroyVariables {
  id: ItemId;
  mode?: UpdateMode;
}

export const listKey = (def: ResourceDef, scope: unknown): QueryKey => ['resource', def.index.name, scope];
export const itemKey = (def: ResourceDef, scope: unknown, id: ItemId): QueryKey => [
  ...listKey(def, scope),
  'item',
  id,
];

const destroyedPayload = z.object({ id: z.union([z.number(), z.string()]) });

const sameValue = (a: unknown, b: unknown) =>
  a === b || (!(a instanceof Blob) && JSON.stringify(a) === JSON.stringify(b));

function parseItem<D extends ResourceDef>(def: D, data: unknown, kind: string): ItemOf<D> {
  const parsed = def.item.safeParse(data);
  if (!parsed.success) throw new ContractError(`${def.index.name} (${kind})`);
  return parsed.data as ItemOf<D>;
}

function callOf(def: ResourceDef, kind: 'show' | 'store' | 'update' | 'destroy'): CallDef {
  const call = def[kind];
  if (!call) throw new Error(`${def.index.name}: the resource has no ${kind} call`);
  return call;
}

/** The cache operations of one list and its items; every write goes through here. */
function listCache<D extends ResourceDef>(queryClient: QueryClient, def: D, scope: ScopeOf<D>) {
  const key = listKey(def, scope);
  const list = () => queryClient.getQueryData<ListData<D>>(key);
  const setItems = (items: readonly ItemOf<D>[]) =>
    queryClient.setQueryData<ListData<D>>(key, (data) => (data ? { ...data, items } : data));
  return {
    find: (id: ItemId) =>
      list()?.items.find((item) => item.id === id) ??
      queryClient.getQueryData<ItemOf<D>>(itemKey(def, scope, id)),
    list,
    upsert(item: ItemOf<D>) {
      const items = list()?.items;
      if (items) {
        const found = items.some((entry) => entry.id === item.id);
        setItems(found ? items.map((entry) => (entry.id === item.id ? item : entry)) : [...items, item]);
      }
      if (queryClient.getQueryData(itemKey(def, scope, item.id)) !== undefined) {
        queryClient.setQueryData(itemKey(def, scope, item.id), item);
      }
    },
    remove(id: ItemId) {
      const items = list()?.items;
      if (items?.some((item) => item.id === id)) setItems(items.filter((item) => item.id !== id));
    },
    /** Puts an item back as it was before a refused `immediate` change, at its old place in the list. */
    restore(before: { list: ListData<D> | undefined; item: ItemOf<D> | undefined }) {
      const { item } = before;
      if (!item) return;
      const items = list()?.items;
      if (items && !items.some((entry) => entry.id === item.id)) {
        const position = before.list?.items.findIndex((entry) => entry.id === item.id) ?? -1;
        const next = [...items];
        next.splice(position < 0 ? next.length : position, 0, item);
        setItems(next);
      } else this.upsert(item);
    },
  };
}

/** The realtime events of the list's channel patch the cached list (and cached single items). */
function watchChannel<D extends ResourceDef>(
  services: Services,
  def: D,
  scope: ScopeOf<D>,
  queryKey: QueryKey,
  result: CallResult<CallDef>,
): void {
  const channel = result.headers.get(SOCKET_EVENT_HEADER);
  if (!channel) return;
  const cache = listCache(services.queryClient, def, scope);
  services.realtimeCache.watch(queryKey, channel, (event: RealtimeEvent, payload: unknown) => {
    if (event === 'destroyed') {
      const parsed = destroyedPayload.safeParse(payload);
      if (parsed.success) cache.remove(parsed.data.id);
      return;
    }
    const parsed = def.item.safeParse(payload);
    if (!parsed.success) return;
    const item = parsed.data as ItemOf<D>;
    if (event === 'created' || cache.find(item.id)) cache.upsert(item);
  });
}

/** The list of `def` within `scope`: loaded, cached, and live through its realtime channel. */
export function listQuery<D extends ResourceDef>(services: Services, def: D, scope: ScopeOf<D>) {
  const queryKey = listKey(def, scope);
  return {
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ListData<D>> => {
      const result = await services.api.send(def.index, { params: scope, signal });
      watchChannel(services, def, scope, queryKey, result);
      if (!def.withMeta) return { items: result.data as ItemOf<D>[], meta: null };
      const { data: items, ...meta } = result.data as { data: ItemOf<D>[] } & MetaOf<D>;
      return { items, meta: meta as MetaOf<D> };
    },
  };
}

/** One item, fetched with the show call; it also joins the cached list. */
export function itemQuery<D extends ResourceDef>(services: Services, def: D, scope: ScopeOf<D>, id: ItemId) {
  const queryKey = itemKey(def, scope, id);
  return {
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ItemOf<D>> => {
      const params = { ...(scope as object), [def.idParam]: id };
      const result = await services.api.send(callOf(def, 'show'), { params, signal });
      // The list's channel carries this item's events too.
      watchChannel(services, def, scope, listKey(def, scope), result);
      watchChannel(services, def, scope, queryKey, result);
      const item = parseItem(
        def,
        def.withMeta ? (result.data as { data: unknown }).data : result.data,
        'show',
      );
      listCache(services.queryClient, def, scope).upsert(item);
      return item;
    },
  };
}

/**
 * store, update and destroy of a list as TanStack mutation options, with SPEC §4's update modes:
 * on-success writes the server's reply into the cache, local-only writes the cache and sends nothing,
 * immediate writes the cache at once (removes, for destroy) and restores it if the server refuses.
 */
export function listMutations<D extends ResourceDef>(services: Services, def: D, scope: ScopeOf<D>) {
  const { api, queryClient } = services;
  const cache = listCache(queryClient, def, scope);
  const paramsOf = (id: ItemId) => ({ ...(scope as object), [def.idParam]: id });

  const store: MutationOptions<ItemOf<D>, Error, StoreBodyOf<D>> = {
    mutationFn: async (body) => {
      const { data } = await api.send(callOf(def, 'store'), {
        params: scope,
        body,
        multipart: def.multipart,
      });
      return parseItem(def, data, 'store');
    },
    onSuccess: (item) => cache.upsert(item),
  };

  const update: MutationOptions<ItemOf<D>, Error, UpdateVariables<D>> = {
    mutationFn: async ({ id, changes, mode = 'on-success', changedOnly = true }) => {
      const before = { list: cache.list(), item: cache.find(id) };
      const current = before.item as Record<string, unknown> | undefined;
      const entries = Object.entries(changes as object);
      const changed = current ? entries.filter(([key, value]) => !sameValue(current[key], value)) : entries;
      const local =
        current &&
        ({ ...current, ...Object.fromEntries(changed.filter(([key]) => key in current)) } as ItemOf<D>);
      if (mode === 'local-only') {
        if (!local) throw new Error(`${def.index.name}: item ${id} is not in the list`);
        return local;
      }
      if (before.item && !changed.length) return before.item;
      if (mode === 'immediate' && local) cache.upsert(local);
      try {
        const { data } = await api.send(callOf(def, 'update'), {
          params: paramsOf(id),
          body: Object.fromEntries(changedOnly ? changed : entries),
          multipart: def.multipart,
        });
        return parseItem(def, data, 'update');
      } catch (error) {
        if (mode === 'immediate') cache.restore(before);
        throw error;
      }
    },
    onSuccess: (item) => cache.upsert(item),
  };

  const destroy: MutationOptions<void, Error, DestroyVariables> = {
    mutationFn: async ({ id, mode = 'on-success' }) => {
      const before = { list: cache.list(), item: cache.find(id) };
      if (mode !== 'on-success') cache.remove(id);
      if (mode === 'local-only') return;
      try {
        await api.send(callOf(def, 'destroy'), { params: paramsOf(id) });
      } catch (error) {
        if (mode === 'immediate') cache.restore(before);
        throw error;
      }
    },
    onSuccess: (_data, { id }) => cache.remove(id),
  };

  return { store, update, destroy };
}
