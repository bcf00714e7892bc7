/** Test helpers for the kiosk feature (no production code imports this). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { User } from '../../../shared/api/entities';
import type { KioskPlatform } from '../../platform';
import { createAppStore, sessionAtom, type Services } from '../../state';
import { LocationProbe, testServices, TestProviders } from '../../state/testing';

/**
 * The kiosk tests' store, shared by the services each test makes: a participant signs in before the
 * services of the test exist, as on a real station.
 */
export const store = createAppStore();
const { queryClient } = testServices({ store });

export interface FakeKiosk extends KioskPlatform {
  nextParticipant: ReturnType<typeof vi.fn<() => Promise<void>>>;
  unlock: ReturnType<typeof vi.fn<(pin: string) => Promise<boolean>>>;
  /** What main does when someone tries to quit. */
  requestAdmin(): void;
}

export function fakeKiosk(
  settings: Partial<Awaited<KioskPlatform['settings']>> = {},
  adminPin = '1234',
): FakeKiosk {
  const adminListeners = new Set<() => void>();
  return {
    settings: Promise.resolve({ idleLogoutSeconds: 60, accessCode: null, coursePreset: null, ...settings }),
    nextParticipant: vi.fn(async () => {}),
    unlock: vi.fn(async (pin: string) => pin === adminPin),
    onAdminRequested(listener) {
      adminListeners.add(listener);
      return () => adminListeners.delete(listener);
    },
    requestAdmin: () => adminListeners.forEach((listener) => listener()),
  };
}

/** Services on a kiosk desktop platform; `call` answers the API (logout's token destroy). */
export function fakeKioskServices(kiosk: KioskPlatform | null = fakeKiosk()) {
  const call = vi.fn(async (): Promise<unknown> => ({}));
  const clearToken = vi.fn(async () => {});
  const openArticle = vi.fn(async (_url: string) => {});
  const services = testServices({
    store,
    queryClient,
    platform: {
      kind: 'desktop',
      kiosk,
      openArticle,
      token: { get: vi.fn(async () => 'token'), set: vi.fn(async () => {}), clear: clearToken },
    },
    api: { call },
  } as unknown as Partial<Services>);
  return { services, call, clearToken, openArticle };
}

export const participant = {
  id: 7,
  email: 'teilnehmerin@example.de',
  first_name: 'Tara',
  last_name: 'Teil',
  country: 'de',
  email_verified_at: '2025-01-01T00:00:00Z',
  migrating: false,
  developer: false,
} as unknown as User;

export const signInParticipant = (user: User = participant) =>
  store.set(sessionAtom, { status: 'user', user });
export const signOutParticipant = () => store.set(sessionAtom, { status: 'visitor' });

export { LocationProbe };

/** Renders `element` beside a location probe inside the app's providers, at `path`. */
export function renderWithApp(element: ReactElement, services: Services, path = '/login') {
  return render(
    <TestProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}
