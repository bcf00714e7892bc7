import { MutationObserver, QueryObserver, type MutationOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from '../../shared/api/call';
import {
  courseCall,
  coursesCall,
  destroyCourseCall,
  storeCourseCall,
  updateCourseCall,
} from '../../shared/api/calls/quiz';
import { userCourseSchema, type UserCourse } from '../../shared/api/entities';
import type { ApiClient, CallInput } from '../api/http';
import type { RealtimeClient, RealtimeHandler } from '../api/realtime';
import { settle } from '../api/testing';
import {
  defineResource,
  itemQuery,
  listKey,
  listMutations,
  listQuery,
  type ItemId,
  type ListData,
  type ResourceDef,
  type UpdateMode,
} from './resources';
import type { Services } from './services';
import { forgetServerState } from './session';
import { testServices } from './testing';

const coursesResource = defineResource({
  item: userCourseSchema,
  idParam: 'course',
  index: coursesCall,
  show: courseCall,
  store: storeCourseCall,
  update: updateCourseCall,
  destroy: destroyCourseCall,
});

const course = (id: number, patch: Partial<UserCourse> = {}): UserCourse => ({
  id,
  coins: 0,
  module: 1,
  role: 'agent',
  selected_categories: [],
  ...patch,
});

const CHANNEL = 'users.1.courses';

/** The API as the resource layer sees it; each request waits until the test answers it. */
function fakeApi() {
  const pending: {
    call: string;
    input: CallInput<never>;
    answer(data: unknown): void;
    fail(e: unknown): void;
  }[] = [];
  const send = vi.fn(
    (def: { name: string }, input: CallInput<never>) =>
      new Promise((resolve, reject) =>
        pending.push({
          call: def.name,
          input,
          answer: (data) =>
            resolve({
              data,
              headers: { get: (name: string) => (name === 'x-socket-event' ? CHANNEL : null) },
            }),
          fail: reject,
        }),
      ),
  );
  /** Answers the oldest open request to `call` and lets the resource layer handle the reply. */
  async function answer(call: string, data: unknown) {
    await settle(); // a mutation sends after TanStack's own microtasks
    const index = pending.findIndex((request) => request.call === call);
    if (index < 0) throw new Error(`no open ${call} request`);
    const [request] = pending.splice(index, 1);
    request!.answer(data);
    await settle();
    return request!.input;
  }
  async function fail(call: string, error: unknown) {
    await settle();
    const index = pending.findIndex((request) => request.call === call);
    pending.splice(index, 1)[0]!.fail(error);
    await settle();
  }
  return { api: { send } as unknown as ApiClient, send, pending, answer, fail };
}

function fakeRealtime() {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const reconnectListeners = new Set<() => void>();
  const client: RealtimeClient = {
    setToken: () => {},
    subscribe(channel, event, handler) {
      const name = `${channel}.${event}`;
      handlers.set(name, (handlers.get(name) ?? new Set()).add(handler));
      return () => handlers.get(name)?.delete(handler);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };
  const emit = (event: string, payload: unknown) =>
    handlers.get(`${CHANNEL}.${event}`)?.forEach((h) => h(payload));
  const reconnect = () => reconnectListeners.forEach((listener) => listener());
  return {
    client,
    emit,
    reconnect,
    subscribers: () => [...handlers.values()].reduce((n, s) => n + s.size, 0),
  };
}

/**
 * The data layer as one object per list, the way screens use it through atoms: `refresh` is a fetch
 * of the list query (it never rejects; failures land in the query state), the mutations run through
 * TanStack's MutationObserver with the list's mutation options.
 */
function listOf<D extends ResourceDef>(services: Services, def: D, scope: object) {
  const { queryClient } = services;
  const key = listKey(def, scope);
  const mutations = listMutations(services, def, scope as never);
  const run = <T, V>(options: MutationOptions<T, Error, V>, variables: V) =>
    new MutationObserver(queryClient, options).mutate(variables);
  const data = () => queryClient.getQueryData<ListData<D>>(key);
  return {
    refresh: () =>
      queryClient.fetchQuery({ ...listQuery(services, def, scope as never), staleTime: 0 }).then(
        () => undefined,
        () => undefined,
      ),
    get state() {
      const query = queryClient.getQueryState(key);
      const fetching = query?.fetchStatus === 'fetching';
      const loaded = data();
      const status = loaded ? 'ready' : fetching ? 'loading' : query?.status === 'error' ? 'error' : 'idle';
      return {
        status,
        items: loaded?.items ?? [],
        meta: loaded?.meta ?? null,
        refreshing: fetching && loaded !== undefined,
        error: query?.error ?? null,
      };
    },
    find: (id: ItemId) => data()?.items.find((item) => item.id === id) as UserCourse | undefined,
    show: (id: ItemId) => queryClient.fetchQuery(itemQuery(services, def, scope as never, id)),
    store: (body: object) => run(mutations.store, body as never),
    update: (id: ItemId, changes: object, options: { mode?: UpdateMode; changedOnly?: boolean } = {}) =>
      run(mutations.update, { id, changes: changes as never, ...options }),
    destroy: (id: ItemId, options: { mode?: UpdateMode } = {}) => run(mutations.destroy, { id, ...options }),
  };
}

function setup<D extends ResourceDef = typeof coursesResource>(def: D = coursesResource as unknown as D) {
  const server = fakeApi();
  const socket = fakeRealtime();
  const services = testServices({ api: server.api, realtime: socket.client });
  const list = listOf(services, def, { user: 'me' });
  const ids = () => list.state.items.map((item) => item.id);
  return { ...server, socket, services, list, ids };
}

async function loaded(items = [course(1), course(2), course(3)]) {
  const context = setup();
  const done = context.list.refresh();
  await context.answer('app.users.courses.index', items);
  await done;
  return context;
}

describe('index and show', () => {
  it('loads the list within its scope, one request for concurrent loads', async () => {
    const { list, send, answer, ids } = setup();
    const loads = [list.refresh(), list.refresh()];
    expect(list.state.status).toBe('loading');
    const input = await answer('app.users.courses.index', [course(1), course(2)]);
    await Promise.all(loads);
    expect(send).toHaveBeenCalledTimes(1);
    expect(input.params).toEqual({ user: 'me' });
    expect(list.state).toMatchObject({ status: 'ready', refreshing: false, error: null, meta: null });
    expect(ids()).toEqual([1, 2]);
  });

  it('keeps a failed first load as an error state instead of rejecting', async () => {
    const { list, fail } = setup();
    const load = list.refresh();
    await fail('app.users.courses.index', new Error('500'));
    await expect(load).resolves.toBeUndefined();
    expect(list.state).toMatchObject({ status: 'error', items: [] });
  });

  it('keeps the items when a refresh fails', async () => {
    const { list, fail, ids } = await loaded();
    const refresh = list.refresh();
    expect(list.state.refreshing).toBe(true);
    await fail('app.users.courses.index', new Error('500'));
    await refresh;
    expect(list.state).toMatchObject({ status: 'ready', refreshing: false, error: new Error('500') });
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('shows one item by id and puts it into the list', async () => {
    const { list, answer } = await loaded([course(1)]);
    const shown = list.show(1);
    const input = await answer('app.users.courses.show', course(1, { coins: 40 }));
    expect(input.params).toEqual({ user: 'me', course: 1 });
    await expect(shown).resolves.toMatchObject({ id: 1, coins: 40 });
    expect(list.find(1)?.coins).toBe(40);
  });

  it('with the data-plus-metadata option takes the items from `data` and keeps the rest as metadata', async () => {
    const pagedCall = defineCall({
      name: 'app.users.courses.index',
      method: 'GET',
      params: z.object({ user: z.literal('me') }),
      response: z.object({ data: z.array(userCourseSchema), total: z.number(), has_more: z.boolean() }),
    });
    const paged = defineResource({
      item: userCourseSchema,
      idParam: 'course',
      index: pagedCall,
      withMeta: true,
    });
    const { list, answer, ids } = setup(paged);
    const load = list.refresh();
    await answer('app.users.courses.index', { data: [course(7)], total: 12, has_more: true });
    await load;
    expect(ids()).toEqual([7]);
    expect(list.state.meta).toEqual({ total: 12, has_more: true });
  });
});

describe('store, update and destroy', () => {
  it('store sends the body within the scope and adds the reply', async () => {
    const { list, answer, ids } = await loaded([course(1)]);
    const stored = list.store({ category_id: 4, hours: 3, coins: 0 });
    const input = await answer('app.users.courses.store', course(9, { hours: 3 }));
    expect(input).toMatchObject({ params: { user: 'me' }, body: { category_id: 4, hours: 3, coins: 0 } });
    await expect(stored).resolves.toMatchObject({ id: 9 });
    expect(ids()).toEqual([1, 9]);
  });

  it('with file upload sends store and update as multipart', async () => {
    const uploads = defineResource({ ...coursesResource, multipart: true });
    const { list, answer } = setup(uploads);
    void list.store({ category_id: 4, hours: 1, coins: 0 });
    expect((await answer('app.users.courses.store', course(1))).multipart).toBe(true);
    void list.update(1, { selected_categories: [2] });
    expect((await answer('app.users.courses.update', course(1))).multipart).toBe(true);
  });

  it('update sends only the changed fields, and nothing when nothing changed', async () => {
    const { list, send } = await loaded([course(1, { selected_categories: [1, 2] })]);
    await expect(list.update(1, { selected_categories: [1, 2] })).resolves.toMatchObject({ id: 1 });
    expect(send).toHaveBeenCalledTimes(1); // the index only

    const byUser = defineResource({
      item: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
      idParam: 'user',
      index: defineCall({ name: 'users', method: 'GET', response: z.array(z.unknown()) }),
      update: defineCall({
        name: 'users.update',
        method: 'PUT',
        body: z.object({ first_name: z.string(), last_name: z.string() }),
        response: z.unknown(),
      }),
    });
    const people = setup(byUser);
    void people.list.refresh();
    await people.answer('users', [{ id: 5, first_name: 'Anna', last_name: 'Muster' }]);
    void people.list.update(5, { first_name: 'Anna', last_name: 'Beispiel' });
    expect(
      (await people.answer('users.update', { id: 5, first_name: 'Anna', last_name: 'Beispiel' })).body,
    ).toEqual({
      last_name: 'Beispiel',
    });
    void people.list.update(5, { first_name: 'Anne', last_name: 'Beispiel' }, { changedOnly: false });
    expect(
      (await people.answer('users.update', { id: 5, first_name: 'Anne', last_name: 'Beispiel' })).body,
    ).toEqual({
      first_name: 'Anne',
      last_name: 'Beispiel',
    });
  });

  it('update on-success changes the local item only with the server reply', async () => {
    const { list, answer } = await loaded([course(1)]);
    const update = list.update(1, { selected_categories: [5] });
    await settle();
    expect(list.find(1)?.selected_categories).toEqual([]);
    const input = await answer('app.users.courses.update', course(1, { selected_categories: [5], coins: 3 }));
    expect(input).toMatchObject({ params: { user: 'me', course: 1 }, body: { selected_categories: [5] } });
    await update;
    expect(list.find(1)).toMatchObject({ selected_categories: [5], coins: 3 });
  });

  it('update on-success leaves the item alone when the server refuses', async () => {
    const { list, fail } = await loaded([course(1)]);
    const refused = expect(list.update(1, { selected_categories: [5] })).rejects.toThrow('422');
    await fail('app.users.courses.update', new Error('422'));
    await refused;
    expect(list.find(1)?.selected_categories).toEqual([]);
  });

  it('update local-only changes the item and sends nothing', async () => {
    const { list, send } = await loaded([course(1)]);
    await expect(list.update(1, { selected_categories: [8] }, { mode: 'local-only' })).resolves.toMatchObject(
      {
        selected_categories: [8],
      },
    );
    expect(list.find(1)?.selected_categories).toEqual([8]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('update immediate changes the item at once and restores it when the server refuses', async () => {
    const { list, answer, fail } = await loaded([course(1)]);
    const accepted = list.update(1, { selected_categories: [3] }, { mode: 'immediate' });
    await settle();
    expect(list.find(1)?.selected_categories).toEqual([3]);
    await answer('app.users.courses.update', course(1, { selected_categories: [3], coins: 1 }));
    await accepted;
    expect(list.find(1)?.coins).toBe(1);

    const refused = expect(
      list.update(1, { selected_categories: [4] }, { mode: 'immediate' }),
    ).rejects.toThrow('422');
    await settle();
    expect(list.find(1)?.selected_categories).toEqual([4]);
    await fail('app.users.courses.update', new Error('422'));
    await refused;
    expect(list.find(1)?.selected_categories).toEqual([3]);
  });

  it('destroy on-success removes the item once the server confirmed', async () => {
    const { list, answer, ids } = await loaded();
    const destroy = list.destroy(2);
    await settle();
    expect(ids()).toEqual([1, 2, 3]);
    const input = await answer('app.users.courses.destroy', { message: 'ok' });
    await destroy;
    expect(input.params).toEqual({ user: 'me', course: 2 });
    expect(ids()).toEqual([1, 3]);
  });

  it('destroy immediate removes the item without waiting and puts it back in place on refusal', async () => {
    const { list, answer, fail, ids } = await loaded();
    const accepted = list.destroy(1, { mode: 'immediate' });
    await settle();
    expect(ids()).toEqual([2, 3]);
    await answer('app.users.courses.destroy', { message: 'ok' });
    await accepted;
    expect(ids()).toEqual([2, 3]);

    const refused = expect(list.destroy(3, { mode: 'immediate' })).rejects.toThrow('403');
    await settle();
    expect(ids()).toEqual([2]);
    await fail('app.users.courses.destroy', new Error('403'));
    await refused;
    expect(ids()).toEqual([2, 3]);
  });

  it('destroy local-only removes the item and sends nothing', async () => {
    const { list, send, ids } = await loaded();
    await list.destroy(2, { mode: 'local-only' });
    expect(ids()).toEqual([1, 3]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refuses calls the resource does not define', async () => {
    const readOnly = defineResource({ item: userCourseSchema, idParam: 'course', index: coursesCall });
    const { list } = setup(readOnly);
    await expect(list.destroy(1)).rejects.toThrow('the resource has no destroy call');
  });
});

describe('realtime events', () => {
  it('subscribes to the channel named by the x-socket-event header, once', async () => {
    const { list, answer, socket } = await loaded();
    void list.refresh();
    await answer('app.users.courses.index', [course(1)]);
    expect(socket.subscribers()).toBe(3);
  });

  it('created adds an item (or replaces it when already there), updated replaces, destroyed removes', async () => {
    const { list, socket, ids } = await loaded([course(1), course(2)]);
    socket.emit('created', course(3));
    socket.emit('created', course(1, { coins: 9 }));
    socket.emit('updated', course(2, { coins: 5 }));
    socket.emit('updated', course(99));
    expect(ids()).toEqual([1, 2, 3]);
    expect(list.find(1)?.coins).toBe(9);
    expect(list.find(2)?.coins).toBe(5);
    socket.emit('destroyed', { id: 2 });
    expect(ids()).toEqual([1, 3]);
  });

  it('ignores payloads that do not match the item schema', async () => {
    const { socket, ids, list } = await loaded([course(1)]);
    socket.emit('created', { id: 2, coins: -1 });
    socket.emit('updated', { id: 1, coins: 'many' });
    socket.emit('destroyed', { nope: 1 });
    expect(ids()).toEqual([1]);
    expect(list.find(1)?.coins).toBe(0);
  });

  it('an event arriving during an auto-refresh is not applied: the refreshed list stands', async () => {
    const { list, socket, answer, ids } = await loaded([course(1), course(2)]);
    const refresh = list.refresh();
    socket.emit('created', course(3));
    socket.emit('destroyed', { id: 1 });
    socket.emit('updated', course(2, { coins: 7 }));
    expect(ids()).toEqual([1, 2]);
    expect(list.find(2)?.coins).toBe(0);

    await answer('app.users.courses.index', [course(2, { coins: 4 }), course(4)]);
    await refresh;
    expect(ids()).toEqual([2, 4]);
    expect(list.find(2)?.coins).toBe(4);

    socket.emit('created', course(5));
    expect(ids()).toEqual([2, 4, 5]);
  });

  it('refreshes a list on screen by itself when the socket reconnects', async () => {
    const { send, socket, answer, ids, services } = await loaded([course(1)]);
    const onScreen = new QueryObserver(services.queryClient, {
      ...listQuery(services, coursesResource, { user: 'me' }),
      staleTime: Infinity,
    });
    const stop = onScreen.subscribe(() => {});
    socket.reconnect();
    expect(send).toHaveBeenCalledTimes(2);
    await answer('app.users.courses.index', [course(1), course(2)]);
    expect(ids()).toEqual([1, 2]);
    stop();
  });
});

describe('the end of a session', () => {
  it('forgets every list and ends the realtime subscriptions; a list removed from the cache ends its own', async () => {
    const { services, list, answer, socket } = setup();
    void list.refresh();
    await answer('app.users.courses.index', [course(1)]);
    expect(socket.subscribers()).toBe(3);
    forgetServerState(services);
    expect(list.state.items).toEqual([]);
    expect(socket.subscribers()).toBe(0);

    void list.refresh();
    await answer('app.users.courses.index', [course(2)]);
    expect(socket.subscribers()).toBe(3);
    services.queryClient.removeQueries({ queryKey: listKey(coursesResource, { user: 'me' }) });
    expect(socket.subscribers()).toBe(0);
  });
});
