import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { courseCall, coursesCall, destroyCourseCall, swissGuessCall } from '../../shared/api/calls/quiz';
import { userCourseSchema, type User } from '../../shared/api/entities';
import type { ZiggyTable } from '../../shared/api/ziggy';
import { defineResource } from '../api/resource';
import { fakePlatform, fakeSocketServer, fakeTransport, settle, type Reply } from '../api/testing';
import { useResourceItem, useResourceList } from '../api/useResource';
import { NetworkOfflineModal } from '../app/shell/OfflineModal';
import { sessionAtom } from '../features/session/sessionAtoms';
import { networkOnlineAtom } from './network';
import { createServices } from './services';
import { ServicesProvider } from './servicesContext';
import { Provider } from './store';

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

const courses = defineResource({
  item: userCourseSchema,
  idParam: 'course',
  index: coursesCall,
  show: courseCall,
  destroy: destroyCourseCall,
});
const course = (id: number, coins = 0) => ({ id, coins, module: 1, role: 'agent', selected_categories: [] });
const user = (id: number, jwt: string) => ({ id, jwt }) as unknown as User;

function setup(replies: Reply[] = []) {
  const net = fakePlatform();
  const wire = fakeTransport(replies);
  const sockets = fakeSocketServer();
  const store = createStore();
  const services = createServices(net.platform, store, {
    transport: wire.transport,
    connect: sockets.connect,
  });
  services.api.setRouteTable(table);
  const wrap = (children: ReactNode) => (
    <Provider store={store}>
      <ServicesProvider services={services}>{children}</ServicesProvider>
    </Provider>
  );
  return { ...net, ...wire, ...sockets, store, services, wrap };
}

afterEach(cleanup);

describe('network state', () => {
  it('opens the no-internet modal when a request fails without a response and closes it once the probe answers', async () => {
    const { services, wrap, goOnline, store } = setup(['network-error', { status: 200, data: [3] }]);
    render(wrap(<NetworkOfflineModal />));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const guess = services.api.call(swissGuessCall, { params: { user: 'me' }, body: { answers: [3] } });
    await act(settle);
    expect(store.get(networkOnlineAtom)).toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Keine Internetverbindung' })).toBeTruthy();

    act(goOnline);
    await expect(guess).resolves.toEqual([3]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('session wiring', () => {
  it('opens the realtime socket for a signed-in user and closes it, and forgets their lists, on logout', async () => {
    const { store, services, sockets, socket } = setup();
    store.set(sessionAtom, { status: 'visitor' });
    await settle();
    expect(sockets).toHaveLength(0);

    store.set(sessionAtom, { status: 'user', user: user(1, 'jwt-1') });
    await settle();
    expect(sockets).toHaveLength(1);
    socket().attempt('connect');
    expect(socket().sentAuth).toEqual([{ token: 'jwt-1' }]);
    const list = services.resources.list(courses, { user: 'me' });

    store.set(sessionAtom, { status: 'user', user: user(1, 'jwt-2') });
    expect(services.resources.list(courses, { user: 'me' })).toBe(list);

    store.set(sessionAtom, { status: 'visitor' });
    expect(socket().disconnect).toHaveBeenCalled();
    expect(services.resources.list(courses, { user: 'me' })).not.toBe(list);
  });
});

function CourseList() {
  const { status, items } = useResourceList(courses, { user: 'me' });
  return (
    <output data-testid="courses">{status === 'ready' ? items.map((c) => c.id).join(',') : status}</output>
  );
}

function CourseCoins({ id }: { id: number }) {
  const { item, error } = useResourceItem(courses, { user: 'me' }, id);
  return <output data-testid="coins">{error ? 'error' : (item?.coins ?? '…')}</output>;
}

describe('resource hooks', () => {
  it('useResourceList loads the list and follows realtime events on the channel the server named', async () => {
    const headers = { 'X-Socket-Event': 'users.1.courses' };
    const { wrap, store, socket, requests } = setup([{ status: 200, data: [course(1), course(2)], headers }]);
    store.set(sessionAtom, { status: 'user', user: user(1, 'jwt-1') });
    render(wrap(<CourseList />));
    expect(screen.getByTestId('courses').textContent).toBe('loading');
    await act(settle);
    expect(screen.getByTestId('courses').textContent).toBe('1,2');
    expect(requests[0]?.url).toBe('/users/me/courses');

    act(() => socket().serverEmit('users.1.courses.created', course(3)));
    act(() => socket().serverEmit('users.1.courses.destroyed', { id: 1 }));
    expect(screen.getByTestId('courses').textContent).toBe('2,3');
  });

  it('useResourceItem fetches the item and reports a failure instead of throwing', async () => {
    const { wrap } = setup([
      { status: 200, data: course(4, 12) },
      { status: 404, data: { message: 'Nicht gefunden' } },
    ]);
    const { rerender } = render(wrap(<CourseCoins id={4} />));
    await act(settle);
    expect(screen.getByTestId('coins').textContent).toBe('12');
    rerender(wrap(<CourseCoins id={5} />));
    await act(settle);
    expect(screen.getByTestId('coins').textContent).toBe('error');
  });
});
