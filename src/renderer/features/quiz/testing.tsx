/** Test helpers for the quiz screens (no production code imports this). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { CallDef } from '../../../shared/api/call';
import type { Question, User, UserCourse } from '../../../shared/api/entities';
import type { ApiClient } from '../../api/http';
import type { Services } from '../../state';
import { sessionAtom } from '../../state';
import { LocationProbe, testServices, TestProviders } from '../../state/testing';

type Handler = (input: { params?: unknown; query?: unknown; body?: unknown }) => unknown;

/**
 * Services whose API answers each call by its route name from `handlers` (a missing one fails the test);
 * `calls` records what went out. The resource layer is the real one on top.
 */
export function quizServices(handlers: Record<string, Handler>, signedIn: User) {
  const calls: { name: string; params?: unknown; body?: unknown; query?: unknown }[] = [];
  const run = async (def: CallDef, input: { params?: unknown; query?: unknown; body?: unknown } = {}) => {
    calls.push({ name: def.name, ...input });
    const handler = handlers[def.name];
    if (!handler) throw new Error(`unexpected call ${def.name}`);
    return handler(input);
  };
  const api = {
    call: vi.fn(run),
    send: vi.fn(async (def: CallDef, input?: object) => ({
      data: await run(def, input),
      headers: { get: () => null },
    })),
  } as unknown as ApiClient;
  const services = testServices({ api });
  services.store.set(sessionAtom, { status: 'user', user: signedIn });
  return { services, calls, namesCalled: () => calls.map((c) => c.name) };
}

/** Renders `element` at `path` under the route pattern `route`; any other path shows the location. */
export function renderPage(element: ReactElement, path: string, route: string, services: Services) {
  return render(
    <TestProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

/** A question whose first answer (id `id * 10 + 1`) is the right one, as the server would send it. */
export const question = (id: number, overrides: Partial<Question> = {}): Question => ({
  id,
  text: `Frage ${id}?`,
  answers: [1, 2, 3, 4].map((n) => ({ id: id * 10 + n, text: `Antwort ${id}.${n}` })),
  categories: [{ id: 301, name: 'VVG' }],
  coins: 1,
  multiple: false,
  ...overrides,
});

/** Keeps the server's answer order, so tests know where each answer is. */
export const noShuffle = () => 0.999999;

export const user = (overrides: Partial<User> = {}): User => ({
  id: 7,
  email: 'anna@example.ch',
  first_name: 'Anna',
  last_name: 'Muster',
  name: 'Anna Muster',
  email_verified_at: '2024-01-01T00:00:00.000Z',
  migrating: false,
  jwt: null,
  role: 'agent',
  country: 'ch',
  coins: 180,
  answered_question_count: 0,
  selected_categories: [],
  selected_difficulties: [1, 2],
  developer: false,
  ...overrides,
});

export const course = (overrides: Partial<UserCourse> = {}): UserCourse => ({
  id: 5,
  coins: 140,
  module: 1,
  role: 'agent',
  selected_categories: [],
  ...overrides,
});
