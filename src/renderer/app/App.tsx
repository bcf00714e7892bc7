import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { CrashBoundary } from '../errors/CrashBoundary';
import type { Services } from '../state/services';
import { ServicesProvider } from '../state/servicesContext';
import { UiProvider } from '../ui';
import { createRouter } from './router';

export function App({ services }: { services: Services }) {
  const [router] = useState(() => createRouter(services));
  return (
    <ServicesProvider services={services}>
      <UiProvider>
        <CrashBoundary>
          <RouterProvider router={router} />
        </CrashBoundary>
      </UiProvider>
    </ServicesProvider>
  );
}
