import { Suspense, useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import type { Country } from '../../shared/api/constants';
import { PATHS } from '../../shared/domain/paths';
import type { RouteHandle } from './routeKit';
import { AppLayout } from './shell/AppLayout';
import { DeveloperPanel } from '../features/account';
import { useKioskShell } from '../features/kiosk';
import { currentUserAtom, countryAtom, testModeAtom, useServices, useAtomValue } from '../state';
import { logout } from '../features/session';
import { UiProvider } from '../ui/UiProvider';

function useRouteTitle(country: Country): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return typeof title === 'function' ? title(country) : title;
  }
  return undefined;
}

/** The chrome of the app realm, wired to session, country and test mode. */
export function AppShell() {
  const services = useServices();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const country = useAtomValue(countryAtom) ?? user?.country ?? 'de';
  const testMode = useAtomValue(testModeAtom);
  const title = useRouteTitle(country);
  // The hidden developer options open from the sidebar's flag, for developer accounts only.
  const [devPanelOpen, setDevPanelOpen] = useState(false);
  // In kiosk mode logging out also wipes the station for the next participant.
  const kiosk = useKioskShell(services);
  const onLogout =
    kiosk?.onLogout ?? (() => void logout(services).then(() => navigate(PATHS.root, { replace: true })));
  return (
    <UiProvider>
      <AppLayout
        country={country}
        testMode={testMode}
        title={title}
        onLogout={onLogout}
        menuItems={kiosk?.menuItems}
        onFlagPress={user?.developer ? () => setDevPanelOpen(true) : undefined}
      >
        <Outlet />
        {devPanelOpen && (
          <Suspense fallback={null}>
            <DeveloperPanel isOpen onClose={() => setDevPanelOpen(false)} />
          </Suspense>
        )}
      </AppLayout>
    </UiProvider>
  );
}
