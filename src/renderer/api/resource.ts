import { atom, type createStore, type PrimitiveAtom } from 'jotai';
import { z } from 'zod';
import type { CallBody, CallDef, CallParams, CallResponse } from '../../shared/api/call';
import { SOCKET_EVENT_HEADER } from '../../shared/api/errors';
import type { ApiClient, CallResult } from './http';
import { ContractError } from './http';
import type { RealtimeClient } from './realtime';
import { LIST_FACTORY, type ListFactory } from './resourceRegistry';

export { ResourceRegistry } from './resourceRegistry';

type JotaiStore = ReturnType<typeof createStore>;
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
  S extends z.ZodType<Identified> = z.ZodType<Identified>,
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

/**
 * A resource definition. It carries the code that makes its lists, so the resource layer loads with
 * the features that define resources rather than with the app's first chunk (issue 3 budget).
 */
export const defineResource = <const D extends ResourceDef>(def: D): D => ({
  ...def,
  [LIST_FACTORY]: createList,
});

const createList: ListFactory = (api, realtime, store, def, scope) =>
  new ResourceList(api, realtime, store, def, scope);

export type ItemOf<D extends ResourceDef> = z.output<D['item']>;
export type ScopeOf<D extends ResourceDef> = CallParams<D['index']>;
type IndexReply<D extends ResourceDef> = CallResponse<D['index']>;
export type MetaOf<D extends ResourceDef> =
  IndexReply<D> extends { data: unknown } ? Omit<IndexReply<D>, 'data'> : Record<string, never>;
export type StoreBodyOf<D extends ResourceDef> = D['store'] extends CallDef ? CallBody<D['store']> : never;
export type UpdateBodyOf<D extends ResourceDef> = D['update'] extends CallDef ? CallBody<D['update']> : never;

export interface ResourceState<Item, Meta> {
  /** 'error' only when the first load failed; a failed refresh keeps the list and sets `error`. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: readonly Item[];
  meta: Meta | null;
  /** A refresh of a loaded list is in flight. */
  refreshing: boolean;
  error: unknown;
}

/**
 * SPEC §4 data-layer update modes: on-success applies the server's reply, local-only sends nothing,
 * immediate changes (or, for deletes, removes) the local item at once and restores it if the server
 * refuses.
 */
export type UpdateMode = 'on-success' | 'local-only' | 'immediate';

export const REALTIME_EVENTS = ['created', 'updated', 'destroyed'] as const;
type RealtimeEvent = (typeof REALTIME_EVENTS)[number];
const destroyedPayload = z.object({ id: z.union([z.number(), z.string()]) });

const sameValue = (a: unknown, b: unknown) =>
  a === b || (!(a instanceof Blob) && JSON.stringify(a) === JSON.stringify(b));

/** One list of a resource, kept in a Jotai atom and live through its realtime channel. */
export class ResourceList<D extends ResourceDef> {
  readonly atom: PrimitiveAtom<ResourceState<ItemOf<D>, MetaOf<D>>>;
  private fetching: Promise<void> | null = null;
  private readonly channels = new Map<string, () => void>();
  private readonly stopReconnect: () => void;

  constructor(
    private readonly api: ApiClient,
    private readonly realtime: RealtimeClient,
    private readonly jotai: JotaiStore,
    readonly def: D,
    readonly scope: ScopeOf<D>,
  ) {
    this.atom = atom<ResourceState<ItemOf<D>, MetaOf<D>>>({
      status: 'idle',
      items: [],
      meta: null,
      refreshing: false,
      error: null,
    });
    // Events sent while the socket was away are lost: the list catches up by refreshing itself.
    this.stopReconnect = realtime.onReconnect(() => {
      if (this.state.status !== 'idle') void this.refresh();
    });
  }

  get state(): ResourceState<ItemOf<D>, MetaOf<D>> {
    return this.jotai.get(this.atom);
  }

  find(id: ItemId): ItemOf<D> | undefined {
    return this.state.items.find((item) => item.id === id);
  }

  /**
   * Loads the list, or reloads it in the background (the auto-refresh). While it is in flight, realtime
   * events are not applied (SPEC §4): the list it brings replaces the local one. Concurrent calls share
   * one request. Never rejects: a failure is kept in `state.error`.
   */
  refresh(): Promise<void> {
    this.fetching ??= this.load().finally(() => (this.fetching = null));
    return this.fetching;
  }

  /** Fetches one item and puts it into the list. */
  async show(id: ItemId): Promise<ItemOf<D>> {
    const result = await this.api.send(this.callFor('show'), { params: this.params(id) });
    this.listen(result);
    const item = this.itemOf(this.unwrap(result.data), 'show');
    this.upsert(item);
    return item;
  }

  /** Creates an item; the server's reply joins the list. */
  async store(body: StoreBodyOf<D>): Promise<ItemOf<D>> {
    const call = this.callFor('store');
    const { data } = await this.api.send(call, { params: this.scope, body, multipart: this.def.multipart });
    const item = this.itemOf(data, 'store');
    this.upsert(item);
    return item;
  }

  /**
   * Updates an item. By default only the fields that differ from the local copy are sent (and nothing at
   * all when none does); pass `changedOnly: false` for calls whose body must be complete.
   */
  async update(
    id: ItemId,
    changes: UpdateBodyOf<D>,
    { mode = 'on-success', changedOnly = true }: { mode?: UpdateMode; changedOnly?: boolean } = {},
  ): Promise<ItemOf<D>> {
    const current = this.find(id);
    const entries = Object.entries(changes as object);
    const known = current as Record<string, unknown> | undefined;
    const changed = known ? entries.filter(([key, value]) => !sameValue(known[key], value)) : entries;
    const local = current && { ...current, ...Object.fromEntries(changed.filter(([key]) => key in current)) };
    if (mode === 'local-only') {
      if (!local) throw new Error(`${this.def.index.name}: item ${id} is not in the list`);
      this.upsert(local);
      return local;
    }
    if (current && !changed.length) return current;
    if (mode === 'immediate' && local) this.upsert(local);
    try {
      const { data } = await this.api.send(this.callFor('update'), {
        params: this.params(id),
        body: Object.fromEntries(changedOnly ? changed : entries),
        multipart: this.def.multipart,
      });
      const item = this.itemOf(data, 'update');
      this.upsert(item);
      return item;
    } catch (error) {
      if (mode === 'immediate' && current) this.upsert(current);
      throw error;
    }
  }

  /** Deletes an item; `immediate` removes it before the server answered (and restores it on refusal). */
  async destroy(id: ItemId, { mode = 'on-success' }: { mode?: UpdateMode } = {}): Promise<void> {
    const position = this.state.items.findIndex((item) => item.id === id);
    const current = this.state.items[position];
    if (mode !== 'on-success') this.remove(id);
    if (mode === 'local-only') return;
    try {
      await this.api.send(this.callFor('destroy'), { params: this.params(id) });
      this.remove(id);
    } catch (error) {
      if (mode === 'immediate' && current && !this.find(id)) {
        const items = [...this.state.items];
        items.splice(position, 0, current);
        this.patch({ items });
      }
      throw error;
    }
  }

  /** Ends the realtime subscriptions (logout). */
  dispose(): void {
    this.stopReconnect();
    this.channels.forEach((stop) => stop());
    this.channels.clear();
  }

  private async load(): Promise<void> {
    const first = this.state.status === 'idle' || this.state.status === 'error';
    this.patch(first ? { status: 'loading', error: null } : { refreshing: true });
    try {
      const result = await this.api.send(this.def.index, { params: this.scope });
      this.listen(result);
      const reply = result.data as { data: ItemOf<D>[] } & MetaOf<D>;
      const { data: items, ...meta } = this.def.withMeta ? reply : { data: reply as unknown as ItemOf<D>[] };
      const ready = { status: 'ready', items, error: null, refreshing: false } as const;
      this.patch({ ...ready, meta: this.def.withMeta ? (meta as MetaOf<D>) : null });
    } catch (error) {
      this.patch(first ? { status: 'error', error, refreshing: false } : { error, refreshing: false });
    }
  }

  /** The `x-socket-event` reply header names the channel whose events keep this list current. */
  private listen({ headers }: CallResult<CallDef>): void {
    const channel = headers.get(SOCKET_EVENT_HEADER);
    if (typeof channel !== 'string' || !channel || this.channels.has(channel)) return;
    const stops = REALTIME_EVENTS.map((event) =>
      this.realtime.subscribe(channel, event, (payload) => this.apply(event, payload)),
    );
    this.channels.set(channel, () => stops.forEach((stop) => stop()));
  }

  private apply(event: RealtimeEvent, payload: unknown): void {
    if (this.fetching) return; // SPEC §4: not while an auto-refresh is in progress
    if (event === 'destroyed') {
      const parsed = destroyedPayload.safeParse(payload);
      if (parsed.success) this.remove(parsed.data.id);
      return;
    }
    const parsed = this.def.item.safeParse(payload);
    if (!parsed.success) return;
    const item = parsed.data as ItemOf<D>;
    if (event === 'created' || this.find(item.id)) this.upsert(item);
  }

  private callFor(kind: 'show' | 'store' | 'update' | 'destroy'): CallDef {
    const call = this.def[kind];
    if (!call) throw new Error(`${this.def.index.name}: the resource has no ${kind} call`);
    return call;
  }

  private params(id: ItemId) {
    return { ...(this.scope as object), [this.def.idParam]: id };
  }

  private unwrap(data: unknown): unknown {
    return this.def.withMeta ? (data as { data: unknown }).data : data;
  }

  private itemOf(data: unknown, kind: string): ItemOf<D> {
    const parsed = this.def.item.safeParse(data);
    if (!parsed.success) throw new ContractError(`${this.def.index.name} (${kind})`);
    return parsed.data as ItemOf<D>;
  }

  private patch(next: Partial<ResourceState<ItemOf<D>, MetaOf<D>>>): void {
    this.jotai.set(this.atom, { ...this.state, ...next });
  }

  private upsert(item: ItemOf<D>): void {
    const items = this.state.items;
    const found = items.some((entry) => entry.id === item.id);
    this.patch({
      items: found ? items.map((entry) => (entry.id === item.id ? item : entry)) : [...items, item],
    });
  }

  private remove(id: ItemId): void {
    if (this.find(id)) this.patch({ items: this.state.items.filter((item) => item.id !== id) });
  }
}
