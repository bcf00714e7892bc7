import { useEffect } from 'react';
import { useAtom } from '../state/store';
import { startupAtom } from '../state/init';
import type { Services } from '../state/services';
import { startApp } from './startup';

export function App({ services }: { services: Services }) {
  const [startup, setStartup] = useAtom(startupAtom);
  useEffect(() => {
    void startApp(services).then(setStartup);
  }, [services, setStartup]);

  return (
    <main className="splash" aria-busy={startup.status === 'loading'}>
      <h1>Weiterbildungsquiz</h1>
      {startup.status === 'loading' && <p role="status">Wird geladen …</p>}
      {startup.status === 'ready' && (
        <p role="status" data-testid="startup-ready">
          Version {startup.init.current_version} ist bereit.
        </p>
      )}
      {startup.status === 'failed' && <p role="alert">{startup.message}</p>}
    </main>
  );
}
