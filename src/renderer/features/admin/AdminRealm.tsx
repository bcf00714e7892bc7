import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useServices } from '../../state';
import { UiProvider } from '../../ui/UiProvider';
import { connectAdminToken } from './session';
import './admin.css';

/** The back office's root: its token reaches the HTTP client before any page asks the server. */
export function AdminRealm() {
  const services = useServices();
  useState(() => connectAdminToken(services));
  return (
    <UiProvider>
      <Outlet />
    </UiProvider>
  );
}
