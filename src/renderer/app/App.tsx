import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { CrashBoundary } from '../errors/CrashBoundary';
import { ServicesProvider, type Services } from '../state';
import { createRouter } from './router';

export function App({ services }: { services: Services }) {
  const [router] = useState(() => createRouter(services));
  return (
    // The ui kit's UiProvider (react-aria's locale) sits in the app shell: the first page loads no react-aria.
    <ServicesProvider services={services}>
      <CrashBoundary reporting={services.crash}>
        <RouterProvider router={router} />
      </CrashBoundary>
    </ServicesProvider>
  );
}
