/** Test helpers for the session pages (no production code imports this). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { User } from '../../../../shared/api/entities';
import { HttpError } from '../../../api/http';
import type { Services } from '../../../state';
import { LocationProbe, testServices, TestProviders } from '../../../state/testing';

export function fakeServices() {
  const call = vi.fn();
  const services = testServices({
    platform: {
      kind: 'web',
      apiBaseUrl: async () => '/api',
      token: { get: vi.fn(async () => null), set: vi.fn(async () => {}), clear: vi.fn(async () => {}) },
    },
    api: {
      urlFor: vi.fn(() => '/users/token'),
      setRouteTable: vi.fn(),
      call,
      // The query layer sends through `send` (it reads reply headers); its data is `call`'s answer.
      send: vi.fn(async (...args: unknown[]) => ({
        data: await call(...args),
        headers: { get: () => null },
      })),
    },
  } as unknown as Partial<Services>);
  return { services, call };
}

/** The error the API client throws for a reply with a non-2xx status (4xx answers). */
export function httpError(status: number, data: unknown): HttpError {
  return new HttpError(status, data, { get: () => null });
}

export { LocationProbe };

/**
 * Renders `element` at `path` (route pattern `route`, inside the `layout` route element when given);
 * every other path shows the location probe.
 */
export function renderAt(
  element: ReactElement,
  path: string,
  services: Services,
  route?: string,
  layout?: ReactElement,
) {
  const page = <Route path={route ?? path.split('?')[0]} element={element} />;
  return render(
    <TestProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {layout ? <Route element={layout}>{page}</Route> : page}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

export const testUser: User = {
  id: 1,
  email: 'anna@example.de',
  first_name: 'Anna',
  last_name: 'Muster',
  country: 'de',
  email_verified_at: null,
  migrating: false,
} as unknown as User;
