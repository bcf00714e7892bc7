import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { commonMessages } from '../../shared/messages/common';
import { KioskLayer } from '../features/kiosk/routes';
import { installArticleDeveloperHook } from '../features/news';
import { sessionAtom, startupAtom, useServices, useAtomValue } from '../state';
import { Spinner } from '../ui';
import { RouteGuard } from './RouteGuard';
import { NetworkOfflineModal } from './shell/OfflineModal';
import { bootstrap } from './startup';

// Shown only to outdated clients, so the first page does not carry them.
const UpdateHint = lazy(async () => ({ default: (await import('./update/UpdateHint')).UpdateHint }));
const UpdateRequiredScreen = lazy(async () => ({
  default: (await import('./update/UpdateRequiredScreen')).UpdateRequiredScreen,
}));

/**
 * The root of every route; the no-internet modal and, in kiosk mode, the kiosk dialogs show over every
 * realm, the splash screen included.
 */
export function Root() {
  const kiosk = useServices().platform.kiosk;
  return (
    <>
      <RootContent />
      <NetworkOfflineModal />
      {kiosk && (
        <Suspense fallback={null}>
          <KioskLayer kiosk={kiosk} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The product's name and a spinner: while the app starts, and while the first page's route chunks load.
 */
export function Splash() {
  return (
    <main className="splash" aria-busy="true">
      <h1 className="visually-hidden">{commonMessages.productName}</h1>
      <Spinner size="lg" />
    </main>
  );
}

/** Start the app once, then guard each location. */
function RootContent() {
  const services = useServices();
  const startup = useAtomValue(startupAtom);
  const session = useAtomValue(sessionAtom);
  useEffect(() => void bootstrap(services), [services]);
  useEffect(() => installArticleDeveloperHook(services), [services]);

  if (startup.status === 'failed') {
    return (
      <main className="splash">
        <h1>{commonMessages.productName}</h1>
        <p role="alert">{startup.message}</p>
      </main>
    );
  }
  const splash = <Splash />;
  if (startup.status === 'ready' && startup.verdict === 'update-required') {
    return (
      <Suspense fallback={splash}>
        <UpdateRequiredScreen onUpdate={() => void services.platform.installUpdate()} />
      </Suspense>
    );
  }
  if (startup.status === 'loading' || session.status === 'restoring') return splash;
  const installUpdate = () => void services.platform.installUpdate();
  return (
    <>
      <RouteGuard>
        {/* A page's chunk loads behind the splash the first time; later the current page stays until the next one is there. */}
        <Suspense fallback={splash}>
          <Outlet />
        </Suspense>
      </RouteGuard>
      {startup.status === 'ready' && startup.verdict === 'update-recommended' && (
        <Suspense fallback={null}>
          <UpdateHint recommendedVersion={startup.init.recommended_version} onUpdate={installUpdate} />
        </Suspense>
      )}
    </>
  );
}
