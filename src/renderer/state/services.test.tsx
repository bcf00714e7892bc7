import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { courseCall, coursesCall, swissGuessCall } from '../../shared/api/calls/quiz';
import type { User, UserCourse } from '../../shared/api/entities';
import { SOCKET_EVENT_HEADER } from '../../shared/api/errors';
import type { ZiggyTable } from '../../shared/api/ziggy';
import { fakeAdapter, fakePlatform, fakeSocketServer, settle, type Reply } from '../api/testing';
import { NetworkOfflineModal } from '../app/shell/OfflineModal';
import { networkOnlineAtom } from './network';
import { queryAtom, useQueryFor } from './queryAtoms';
import { createServices, type Services } from './services';
import { ME_KEY } from './queries';
import { sessionAtom } from './session';
import { createAppStore } from './store';
import { eagerQueries, TestProviders } from './testing';
import { useAtomValue } from './store';

const routes = (entries: Record<string, string>): ZiggyTable['routes'] =>
  Object.fromEntries(Object.entries(entries).map(([name, uri]) => [name, { uri, methods: ['GET'] }]));

const table: ZiggyTable = {
  url: 'https://quiz.example',
  port: null,
  defaults: {},
  routes: routes({
    'app.users.courses.index': 'api/users/{user}/courses',
    'app.users.courses.show': 'api/users/{user}/courses/{course}',
    'app.users.courses.destroy': 'api/users/{user}/courses/{course}',
    'app.users.question.guess': 'api/users/{user}/question/guess',
  }),
};

const course = (id: number, coins = 0) => ({ id, coins, module: 1, role: 'agent', selected_categories: [] });
const user = (id: number, jwt: string) => ({ id, jwt }) as unknown as User;
const LIST_KEY = ['courses', 'me'] as const;

/** A list query the way a feature's queries.ts writes one: created adds, destroyed removes. */
function coursesQuery(services: Services) {
  return {
    queryKey: LIST_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { data, headers } = await services.api.send(coursesCall, { params: { user: 'me' }, signal });
      const channel = headers.get(SOCKET_EVENT_HEADER);
      if (channel) {
        services.realtimeCache.watch(LIST_KEY, channel, (event, payload) => {
          const change = payload as UserCourse;
          services.queryClient.setQueryData<{ items: UserCourse[] }>(LIST_KEY, (list) =>
            list && event === 'created'
              ? { items: [...list.items, change] }
              : list && event === 'destroyed'
                ? { items: list.items.filter((item) => item.id !== change.id) }
                : list,
          );
        });
      }
      return { items: data };
    },
  };
}
const courseQuery = (services: Services, id: number) => ({
  queryKey: [...LIST_KEY, 'item', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    services.api.call(courseCall, { params: { user: 'me', course: id }, signal }),
});
const myCourses = queryAtom((services) => coursesQuery(services));

function setup(replies: Reply[] = []) {
  const net = fakePlatform();
  const wire = fakeAdapter(replies);
  const sockets = fakeSocketServer();
  const store = createAppStore();
  const services = createServices(net.platform, store, {
    adapter: wire.adapter,
    connect: sockets.connect,
    ...eagerQueries,
  });
  services.api.setRouteTable(table);
  const wrap = (children: ReactNode) => <TestProviders services={services}>{children}</TestProviders>;
  return { ...net, ...wire, ...sockets, store, services, wrap };
}

afterEach(cleanup);

describe('network state', () => {
  it('opens the no-internet modal when a request fails without a response and closes it once the probe answers', async () => {
    const { services, wrap, goOnline, store } = setup([
      'network-error',
      { status: 200, data: { correct_answers: [3], explanation: null, source: null } },
    ]);
    render(wrap(<NetworkOfflineModal />));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const guess = services.api.call(swissGuessCall, { params: { user: 'me' }, body: { answers: [3] } });
    await act(settle);
    expect(store.get(networkOnlineAtom)).toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Keine Internetverbindung' })).toBeVisible();

    act(goOnline);
    await expect(guess).resolves.toMatchObject({ correct_answers: [3] });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('session wiring', () => {
  it('opens the realtime socket for a signed-in user and closes it, and forgets their data, on logout', async () => {
    const { store, services, sockets, socket } = setup();
    store.set(sessionAtom, { status: 'visitor' });
    await settle();
    expect(sockets).toHaveLength(0);

    store.set(sessionAtom, { status: 'user', user: user(1, 'jwt-1') });
    await settle();
    expect(sockets).toHaveLength(1);
    socket().attempt('connect');
    expect(socket().sentAuth).toEqual([{ token: 'jwt-1' }]);
    const listKey = LIST_KEY;
    services.queryClient.setQueryData(listKey, { items: [course(1)], meta: null });

    store.set(sessionAtom, { status: 'user', user: user(1, 'jwt-2') });
    expect(services.queryClient.getQueryData(listKey)).toEqual({ items: [course(1)], meta: null });
    expect(services.queryClient.getQueryData(ME_KEY)).toMatchObject({ jwt: 'jwt-2' });

    store.set(sessionAtom, { status: 'user', user: user(2, 'jwt-3') });
    expect(services.queryClient.getQueryData(listKey)).toBeUndefined();
    services.queryClient.setQueryData(listKey, { items: [course(2)], meta: null });

    store.set(sessionAtom, { status: 'visitor' });
    expect(socket().disconnect).toHaveBeenCalled();
    expect(services.queryClient.getQueryData(listKey)).toBeUndefined();
    expect(services.queryClient.getQueryData(ME_KEY)).toBeUndefined();
  });
});

function CourseList() {
  const { data, isPending } = useAtomValue(myCourses);
  return (
    <output data-testid="courses">{isPending ? 'loading' : data?.items.map((c) => c.id).join(',')}</output>
  );
}

function CourseCoins({ id }: { id: number }) {
  const { data, isError } = useQueryFor((services) => courseQuery(services, id), String(id));
  return <output data-testid="coins">{isError ? 'error' : (data?.coins ?? '…')}</output>;
}

describe('query atoms', () => {
  it('a list atom loads the list and follows realtime events on the channel the server named', async () => {
    const headers = { 'X-Socket-Event': 'users.1.courses' };
    const { wrap, store, socket, requests } = setup([{ status: 200, data: [course(1), course(2)], headers }]);
    store.set(sessionAtom, { status: 'user', user: user(1, 'jwt-1') });
    render(wrap(<CourseList />));
    expect(screen.getByTestId('courses').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('courses').textContent).toBe('1,2'));
    expect(requests[0]?.url).toBe('/users/me/courses');

    act(() => socket().serverEmit('users.1.courses.created', course(3)));
    act(() => socket().serverEmit('users.1.courses.destroyed', { id: 1 }));
    await waitFor(() => expect(screen.getByTestId('courses').textContent).toBe('2,3'));
  });

  it('an item query fetches the item and reports a failure instead of throwing', async () => {
    const { wrap } = setup([
      { status: 200, data: course(4, 12) },
      { status: 404, data: { message: 'Nicht gefunden' } },
    ]);
    const { rerender } = render(wrap(<CourseCoins id={4} />));
    await waitFor(() => expect(screen.getByTestId('coins').textContent).toBe('12'));
    rerender(wrap(<CourseCoins id={5} />));
    await waitFor(() => expect(screen.getByTestId('coins').textContent).toBe('error'));
  });
});
