import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { PATHS } from '../../shared/domain/paths';
import { useRouteTitle } from './routeKit';
import { AppLayout } from './shell/AppLayout';
import { DeveloperPanel } from '../features/account';
import { useKioskShell } from '../features/kiosk';
import { currentUserAtom, countryAtom, testModeAtom, useServices, useAtomValue } from '../state';
import { logout } from '../features/session';
import { UiProvider } from '../ui/UiProvider';

/** The sidebar's practice links with the due-card badge: a chunk of their own, loaded after the shell. */
const PracticeNav = lazy(async () => ({ default: (await import('../features/practice')).PracticeNav }));

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
        extraNav={
          kiosk ? null : (
            <Suspense fallback={null}>
              <PracticeNav linkClassName="shell-sidebar__link" />
            </Suspense>
          )
        }
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
