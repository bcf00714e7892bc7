/** Test helpers for screens on the real services over a fake backend (no production code imports this). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Country } from '../../shared/api/constants';
import type { User, UserCourse } from '../../shared/api/entities';
import type { ZiggyTable } from '../../shared/api/ziggy';
import { routeAdapter, fakePlatform, fakeSocketServer } from '../api/testing';
import { countryAtom, createAppStore, createServices, sessionAtom } from '../state';
import { eagerQueries, LocationProbe, TestProviders } from '../state/testing';

const ROUTES: Record<string, string> = {
  'app.users.show': 'api/users/{user}',
  'app.users.update': 'api/users/{user}',
  'app.users.question-count': 'api/users/{user}/question-count',
  'app.categories.index': 'api/categories',
  'app.users.courses.index': 'api/users/{user}/courses',
  'app.users.courses.show': 'api/users/{user}/courses/{course}',
  'app.users.courses.store': 'api/users/{user}/courses',
  'app.users.courses.update': 'api/users/{user}/courses/{course}',
  'app.users.courses.destroy': 'api/users/{user}/courses/{course}',
  'app.users.categories.coins': 'api/users/{user}/categories/{category}/coins',
  'app.users.address': 'api/users/{user}/address',
  'app.users.training-bookings': 'api/users/{user}/training-bookings',
  'app.users.documents.index': 'api/users/{user}/documents',
  'app.users.documents.show': 'api/users/{user}/documents/{document}',
  'invoices.store': 'api/invoices',
  'app.promo-code.check-status': 'api/promo-code/check-status',
  'app.feedback.store': 'api/feedback',
  'app.users.year.show': 'api/users/{user}/year',
  'app.users.yearly-proofs.show': 'api/users/{user}/yearly-proofs/{year}',
  'app.users.reminders.show': 'api/users/{user}/reminders',
  'app.users.reminders.update': 'api/users/{user}/reminders',
  'app.users.reminders.calendar': 'api/users/{user}/reminders/calendar',
  'app.users.practice.statistics': 'api/users/{user}/practice/statistics',
};

/** A route table of route names and their addresses (the client builds URLs from them; methods do not matter). */
const routeTable = (routes: Record<string, string>): ZiggyTable => ({
  url: 'https://quiz.example',
  port: null,
  defaults: {},
  routes: Object.fromEntries(Object.entries(routes).map(([name, uri]) => [name, { uri, methods: ['GET'] }])),
});

import type { RouteHandler as Handler } from '../api/testing';
export type { RouteHandler as Handler, RouteReply as Reply } from '../api/testing';

/** The courses channel header of the index reply, so the list listens for realtime events. */
export const COURSES_CHANNEL = 'users.1.courses';

export const user = (overrides: Partial<User> = {}): User => ({
  id: 1,
  email: 'dana@example.de',
  first_name: 'Dana',
  last_name: 'Deutsch',
  name: 'Dana Deutsch',
  email_verified_at: '2025-01-01T00:00:00.000Z',
  migrating: false,
  jwt: 'realtime-token',
  role: 'agent',
  country: 'de',
  coins: 0,
  answered_question_count: 0,
  selected_categories: [],
  selected_difficulties: [1, 2],
  developer: false,
  ...overrides,
});

export const moduleCourse = (id: number, module: 1 | 2, coins: number, role = 'agent'): UserCourse =>
  ({ id, coins, module, role, selected_categories: [] }) as UserCourse;

export const bookedCourse = (id: number, categoryId: number, hours: number, coins = 0): UserCourse => ({
  id,
  coins,
  module: 1,
  role: 'agent',
  selected_categories: [],
  hours,
  category: { id: categoryId, name: `Kategorie ${categoryId}` },
  category_id: categoryId,
});

/**
 * The real services (API client, resource layer, realtime) over a fake backend: `routes` maps
 * 'METHOD /path' (below /api) to a reply; `requests` records what went out.
 */
export function setupApp(routes: Record<string, Handler>, session: User, country: Country = session.country) {
  const net = fakePlatform();
  const sockets = fakeSocketServer();
  const wire = routeAdapter(routes);
  const services = createServices(net.platform, createAppStore(), {
    adapter: wire.adapter,
    connect: sockets.connect,
    ...eagerQueries,
  });
  services.api.setRouteTable(routeTable(ROUTES));
  services.store.set(countryAtom, country);
  services.store.set(sessionAtom, { status: 'user', user: session });
  const { requests } = wire;

  const renderAt = (element: ReactElement, path: string, route = path) =>
    render(
      <TestProviders services={services}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
  const sent = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  return { services, requests, sent, renderAt, socket: sockets.socket, sockets };
}

/**
 * A back-office screen on the real services: `setupApp` with the route names of the /api/admin calls it makes
 * (name → address below the site) and the back office's bearer on them.
 */
export function setupDesk(routes: Record<string, Handler>, names: Record<string, string>) {
  const app = setupApp(routes, user());
  app.services.api.setRouteTable(routeTable(names));
  app.services.api.setAdminToken(() => 'admin-token');
  return app;
}

/** A label as the start of an accessible name (a required field's name goes on with its marker). */
export const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Types `value` into the text box whose name starts with `label`, after emptying it ('' leaves it empty). */
export async function fill(label: string, value: string) {
  const field = screen.getByRole('textbox', { name: startsWith(label) });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

/**
 * The files a screen saves (an object URL clicked through a link), kept instead of saved; call it in the
 * test or a beforeEach, and `vi.restoreAllMocks()` after.
 */
export function captureSavedFiles() {
  const files: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:saved';
  });
  URL.revokeObjectURL = vi.fn();
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { files, clicks };
}
