import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyCodeCall } from '../../../shared/api/calls/company';
import { tokenDestroyCall } from '../../../shared/api/calls/session';
import { kioskMessages } from '../../../shared/messages/kiosk';
import { navMessages } from '../../../shared/messages/nav';
import type { Services } from '../../state';
import { ServicesProvider, Provider, sessionAtom } from '../../state';
import { nextParticipantRequestedAtom } from './kioskAtoms';
import { KioskLayer } from './KioskLayer';
import {
  fakeKiosk,
  fakeKioskServices,
  LocationProbe,
  signInParticipant,
  signOutParticipant,
  store,
} from './testing';
import { useKioskShell } from './useKioskShell';

const m = kioskMessages;

/** Stands in for the login page and the route guard: signs in, then goes where the guard would. */
function LoginStandIn({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button
      onClick={() => {
        signInParticipant();
        void navigate(to, { replace: true });
      }}
    >
      sign in
    </button>
  );
}

/** The parts of the app shell that come from useKioskShell. */
function ShellStandIn({ services }: { services: Services }) {
  const kiosk = useKioskShell(services);
  if (!kiosk) return <p>no kiosk</p>;
  return (
    <>
      {kiosk.menuItems.map((item) => (
        <button key={item.label} onClick={item.onPress}>
          {item.label}
        </button>
      ))}
      <button onClick={kiosk.onLogout}>{navMessages.logout}</button>
    </>
  );
}

function renderLayer(kiosk = fakeKiosk(), path = '/login', signInTo = '/app') {
  const { services, call } = fakeKioskServices(kiosk);
  render(
    <Provider store={store}>
      <ServicesProvider services={services}>
        <MemoryRouter initialEntries={[path]}>
          <KioskLayer kiosk={kiosk} />
          <Routes>
            <Route path="/login" element={<LoginStandIn to={signInTo} />} />
            <Route path="/app/*" element={<ShellStandIn services={services} />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ServicesProvider>
    </Provider>,
  );
  return { kiosk, services, call, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  signOutParticipant();
  store.set(nextParticipantRequestedAtom, false);
});
afterEach(cleanup);

describe('KioskLayer: landing on the course preset', () => {
  it('sends a participant from the start page to the preset after signing in', async () => {
    const { user } = renderLayer(fakeKiosk({ coursePreset: '/app/feedback' }));
    await act(async () => {}); // the settings arrive
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(location()).toBe('/app/feedback'));
  });

  it('also from the dashboard the desktop start page redirects to', async () => {
    const { user } = renderLayer(fakeKiosk({ coursePreset: '/app/feedback' }), '/login', '/app/dashboard');
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(location()).toBe('/app/feedback'));
  });

  it('keeps a page the sign-in asked for', async () => {
    const { user } = renderLayer(fakeKiosk({ coursePreset: '/app/feedback' }), '/login', '/app/news-feed');
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await act(async () => {});
    expect(location()).toBe('/app/news-feed');
  });

  it('leaves a restored session where it is', async () => {
    store.set(sessionAtom, { status: 'restoring' });
    renderLayer(fakeKiosk({ coursePreset: '/app/feedback' }), '/app');
    await act(async () => {});
    act(() => signInParticipant());
    await act(async () => {});
    expect(location()).toBe('/app');
  });
});

describe('KioskLayer: a kiosk with an access code', () => {
  it('redeems the code for each participant who signs in and lands them on the preset course', async () => {
    const kiosk = fakeKiosk({ accessCode: 'DEMO-2026', coursePreset: '17' });
    const { user, call } = renderLayer(kiosk);
    call.mockImplementation(async (...args: unknown[]) =>
      args[0] === companyCodeCall ? { company_id: 3 } : {},
    );
    await act(async () => {});
    expect(call).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(location()).toBe('/app/platform/companies/3/courses/17'));
    const redeemed = call.mock.calls.filter((args: unknown[]) => args[0] === companyCodeCall);
    expect(redeemed).toEqual([[companyCodeCall, { params: { user: 'me' }, body: { code: 'DEMO-2026' } }]]);
  });

  it('a code the server refuses leaves the participant on the code page', async () => {
    const { user, call } = renderLayer(fakeKiosk({ accessCode: 'ALT-2020', coursePreset: '17' }));
    call.mockImplementation(async (...args: unknown[]) => {
      if (args[0] === companyCodeCall) throw new Error('company-code.expired');
      return {};
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(location()).toBe('/app/platform'));
  });

  it('redeems nothing for a session restored at start', async () => {
    store.set(sessionAtom, { status: 'restoring' });
    const { call } = renderLayer(fakeKiosk({ accessCode: 'DEMO-2026' }), '/app');
    await act(async () => {});
    act(() => signInParticipant());
    await act(async () => {});
    expect(call).not.toHaveBeenCalled();
    expect(location()).toBe('/app');
  });
});

describe('KioskLayer: next participant', () => {
  it('"Nächste Person" asks first; confirming logs out and wipes', async () => {
    signInParticipant();
    const { kiosk, call, user } = renderLayer(fakeKiosk(), '/app/dashboard');
    await user.click(screen.getByRole('button', { name: m.nextParticipant }));
    const dialog = screen.getByRole('alertdialog', { name: m.nextParticipantTitle });
    expect(dialog.textContent).toContain(m.nextParticipantText);

    await user.click(screen.getByRole('button', { name: m.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(kiosk.nextParticipant).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: m.nextParticipant }));
    await user.click(screen.getByRole('button', { name: m.nextParticipantConfirm }));
    await waitFor(() => expect(kiosk.nextParticipant).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(tokenDestroyCall);
    expect(store.get(sessionAtom)).toEqual({ status: 'visitor' });
  });

  it('the logout of the shell wipes the station too', async () => {
    signInParticipant();
    const { kiosk, call, user } = renderLayer(fakeKiosk(), '/app/dashboard');
    await user.click(screen.getByRole('button', { name: navMessages.logout }));
    await waitFor(() => expect(kiosk.nextParticipant).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(tokenDestroyCall);
  });

  it('outside kiosk mode the shell gets nothing', () => {
    const { services } = fakeKioskServices(null);
    render(<ShellStandIn services={services} />);
    expect(screen.getByText('no kiosk')).toBeVisible();
  });
});

describe('KioskLayer: dialogs over every realm', () => {
  it('shows the admin dialog on the login page when main asks', async () => {
    const { kiosk } = renderLayer();
    act(() => kiosk.requestAdmin());
    expect(screen.getByRole('dialog', { name: m.adminTitle })).toBeVisible();
  });

  it('runs the idle countdown with the configured time', async () => {
    signInParticipant();
    renderLayer(fakeKiosk({ idleLogoutSeconds: 2 }), '/app/dashboard');
    expect(await screen.findByRole('alertdialog', { name: m.idleTitle }, { timeout: 3_000 })).toBeVisible();
  });
});
