import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from '../state';
import { testServices } from '../state/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../shared/api/entities';
import { errorScreenMessages } from '../../shared/messages/errorScreen';
import { sessionAtom } from '../state';
import { UiProvider } from '../ui';
import { CrashBoundary } from './CrashBoundary';
import { crashAtom, createCrashReporting } from '../state';
import { DevCrashPage } from './DevCrashPage';
import type { ErrorReporter } from './reporter';
import { TEST_ERRORS } from './testErrors';

const m = errorScreenMessages;

function fakeReporter(eventIds: Array<string | null> = ['event-1', 'event-2', 'event-3']): ErrorReporter & {
  captured: unknown[];
} {
  const captured: unknown[] = [];
  return {
    captured,
    status: 'ready',
    configure: vi.fn(),
    setUser: vi.fn(),
    captureException: vi.fn(async (error: unknown) => {
      captured.push(error);
      return eventIds.shift() ?? null;
    }),
    sendFeedback: vi.fn(async () => {}),
  };
}

function Boom(): ReactElement {
  throw new Error('Kaputt beim Rendern');
}

function setup(path: string, { reporter = fakeReporter(), user = null as User | null } = {}) {
  const store = testServices({}).store;
  store.set(sessionAtom, user ? { status: 'user', user } : { status: 'visitor' });
  const reporting = createCrashReporting(store, reporter);
  const onRestart = vi.fn();
  render(
    <Provider store={store}>
      <UiProvider>
        <CrashBoundary reporting={reporting} onRestart={onRestart}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route index element={<p>Startseite</p>} />
              <Route path="boom" element={<Boom />} />
              <Route path="app" element={<p>App</p>} />
              <Route path="app/dev/crash" element={<DevCrashPage />} />
            </Routes>
          </MemoryRouter>
        </CrashBoundary>
      </UiProvider>
    </Provider>,
  );
  return { store, reporter, reporting, onRestart };
}

const title = () => screen.queryByRole('heading', { level: 1, name: m.title });

beforeEach(() => {
  // React and the router log every caught render error; the tests look at the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('render crashes', () => {
  it('a component that throws reaches the error screen, with the report id', async () => {
    const { reporter, store } = setup('/boom');
    expect(await screen.findByText(m.reportId('event-1'))).toBeVisible();
    expect(title()).toBeVisible();
    expect(reporter.captured).toHaveLength(1);
    expect((reporter.captured[0] as Error).message).toBe('Kaputt beim Rendern');
    expect(store.get(crashAtom)).toEqual({ eventId: 'event-1' });
  });

  it('shows the spinner when no report id comes (reporting is off)', async () => {
    setup('/boom', { reporter: fakeReporter([null]) });
    expect(title()).toBeVisible();
    expect(screen.getByRole('status').textContent).toContain(m.preparingReport);
  });
});

describe('errors outside React', () => {
  let uninstall: () => void = () => {};
  afterEach(() => uninstall());

  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

  it('an unhandled promise rejection replaces the app with the error screen', async () => {
    const { reporting, reporter } = setup('/');
    uninstall = reporting.installGlobalHandlers(window);
    expect(screen.getByText('Startseite')).toBeVisible();
    const reason = new Error('Abgelehnt');
    act(() => void window.dispatchEvent(rejection(reason)));
    expect(title()).toBeVisible();
    expect(screen.queryByText('Startseite')).toBeNull();
    expect(await screen.findByText(m.reportId('event-1'))).toBeVisible();
    expect(reporter.captured).toEqual([reason]);
  });

  it('a window error event does too, and later errors keep the first report id', async () => {
    const { reporting, reporter } = setup('/');
    uninstall = reporting.installGlobalHandlers(window);
    const error = new Error('Fensterfehler');
    act(() => void window.dispatchEvent(new ErrorEvent('error', { error, message: error.message })));
    expect(await screen.findByText(m.reportId('event-1'))).toBeVisible();
    act(() => void window.dispatchEvent(rejection('noch einer')));
    await act(async () => {});
    expect(reporter.captured).toEqual([error, 'noch einer']);
    expect(screen.getByText(m.reportId('event-1'))).toBeVisible();
  });

  it('ignores browser noise that is no crash', () => {
    const { reporting, reporter } = setup('/');
    uninstall = reporting.installGlobalHandlers(window);
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
      );
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    });
    expect(title()).toBeNull();
    expect(reporter.captured).toEqual([]);
  });
});

describe('the developer test page', () => {
  const developer = { id: 1, name: 'Dev Eloper', email: 'dev@demo.test', developer: true } as User;

  it('throws a render error for developers (?kind=render)', async () => {
    const { reporter } = setup('/app/dev/crash?kind=render', { user: developer });
    expect(await screen.findByText(m.reportId('event-1'))).toBeVisible();
    expect((reporter.captured[0] as Error).message).toBe(TEST_ERRORS.render);
    // A signed-in user is not asked for name and e-mail.
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${m.nameLabel}`) })).toBeNull();
  });

  it('sends everyone else back to /app', async () => {
    const { reporter } = setup('/app/dev/crash?kind=render', { user: { ...developer, developer: false } });
    expect(await screen.findByText('App')).toBeVisible();
    expect(title()).toBeNull();
    expect(reporter.captured).toEqual([]);
  });
});
