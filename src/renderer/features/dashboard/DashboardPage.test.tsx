import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../api/testing';
import { currentUserAtom, noticeAtom, refreshUser } from '../../state';
import { mockMobileViewport } from '../../ui/testing';
import { DashboardPage } from './DashboardPage';
import {
  bookedCourse,
  COURSES_CHANNEL,
  moduleCourse,
  setupApp,
  user,
  type Handler,
} from '../../testing/appHarness';

const coursesOf = (data: unknown): Handler => ({ data, headers: { 'x-socket-event': COURSES_CHANNEL } });
const PATH = '/app/dashboard';

beforeEach(() => mockMobileViewport(false));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DashboardPage, role', () => {
  it('asks a user without a role to choose one, then shows the modules of that role', async () => {
    const ui = userEvent.setup();
    const makler = user({ role: 'makler' });
    let role: string | null = null;
    const app = setupApp(
      {
        'GET /users/me/courses': () =>
          coursesOf(role ? [moduleCourse(5, 1, 20, role), moduleCourse(6, 2, 0, role)] : []) as never,
        'PUT /users/me': ({ body }: { body: unknown }) => {
          role = (body as { role: string }).role;
          return { data: makler };
        },
      },
      user({ role: null }),
    );
    app.renderAt(<DashboardPage />, PATH);
    expect(screen.getByRole('heading', { name: 'Wähle deine Rolle' })).toBeVisible();

    await ui.click(screen.getByRole('button', { name: 'Rolle festlegen' }));
    expect(screen.getByText('Bitte wähle eine Rolle aus.')).toBeVisible();
    expect(app.sent('PUT', '/users/me')).toHaveLength(0);

    await ui.click(screen.getByRole('radio', { name: 'Makler' }));
    await ui.click(screen.getByRole('button', { name: 'Rolle festlegen' }));
    expect(app.sent('PUT', '/users/me')[0]?.body).toEqual({ role: 'makler' });
    expect(await screen.findByRole('heading', { name: 'Rechtliche Themen' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Makler' })).toHaveProperty('checked', true);
  });

  it('switches the role and refreshes the courses', async () => {
    const ui = userEvent.setup();
    let role = 'agent';
    const app = setupApp(
      {
        'GET /users/me/courses': () =>
          coursesOf([moduleCourse(role === 'agent' ? 1 : 3, 1, role === 'agent' ? 140 : 300, role)]) as never,
        'PUT /users/me': ({ body }: { body: unknown }) => {
          role = (body as { role: string }).role;
          return { data: user({ role: 'makler' }) };
        },
      },
      user(),
    );
    app.renderAt(<DashboardPage />, PATH);
    expect(await screen.findByText('140 Coins')).toBeVisible();
    await ui.click(screen.getByRole('radio', { name: 'Makler' }));
    expect(await screen.findByText('300 Coins')).toBeVisible();
    expect(screen.queryByText('140 Coins')).toBeNull();
    expect(app.sent('PUT', '/users/me')[0]?.body).toEqual({ role: 'makler' });
    expect(app.sent('GET', '/users/me/courses')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Du kannst 3 Stunden anfordern' })).toBeVisible();
  });

  it('keeps the role and says so when the switch fails', async () => {
    const ui = userEvent.setup();
    const app = setupApp(
      {
        'GET /users/me/courses': coursesOf([moduleCourse(1, 1, 0)]),
        'PUT /users/me': { status: 500, data: { message: 'kaputt' } },
      },
      user(),
    );
    app.renderAt(<DashboardPage />, PATH);
    await ui.click(await screen.findByRole('radio', { name: 'Makler' }));
    expect(await screen.findByText(/Deine Rolle konnte nicht geändert werden/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Vertreter' })).toHaveProperty('checked', true);
  });
});

describe('DashboardPage, de and at', () => {
  it('shows the hours banner, module cards with coins and links to the quiz', async () => {
    const app = setupApp(
      { 'GET /users/me/courses': coursesOf([moduleCourse(2, 2, 110), moduleCourse(1, 1, 140)]) },
      user(),
    );
    app.renderAt(<DashboardPage />, PATH);
    const banner = await screen.findByRole('link', { name: 'Du kannst 2 Stunden anfordern' });
    expect(banner.getAttribute('href')).toBe('/app/checkout');
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('dash-module'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Rechtliche Themen',
      'Spartenwissen',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('140 Coins')).toBeVisible();
    expect(first.getByText('Noch 60 Coins bis zur nächsten Stunde')).toBeVisible();
    expect(first.getByRole('link', { name: 'Quiz starten' }).getAttribute('href')).toBe('/app/courses/1');
    expect(within(cards[1]!).getByRole('link', { name: 'Quiz starten' }).getAttribute('href')).toBe(
      '/app/courses/2',
    );
  });

  it('shows no banner below 100 coins per module, and no course list in at', async () => {
    const app = setupApp(
      { 'GET /users/me/courses': coursesOf([moduleCourse(1, 1, 99), moduleCourse(2, 2, 50)]) },
      user({ country: 'at' }),
    );
    app.renderAt(<DashboardPage />, PATH);
    expect(await screen.findByText('99 Coins')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Stunden? anfordern/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Meine Kurse' })).toBeNull();
  });

  it('de: lists booked courses; booking is a link below 3 courses and disabled at 3', async () => {
    const courses = [moduleCourse(1, 1, 0), bookedCourse(10, 101, 1, 40), bookedCourse(11, 102, 3)];
    const app = setupApp({ 'GET /users/me/courses': () => coursesOf(courses) as never }, user());
    const view = app.renderAt(<DashboardPage />, PATH);
    expect(await screen.findByRole('heading', { name: 'Meine Kurse' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Kategorie 101' })).toBeVisible();
    expect(screen.getByText('40 von 100 Coins')).toBeVisible();
    expect(screen.getByText('3 Stunden')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Neuen Kurs kostenfrei buchen' }).getAttribute('href')).toBe(
      '/app/book-course',
    );
    view.unmount();

    courses.push(bookedCourse(12, 103, 5));
    app.renderAt(<DashboardPage />, PATH);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4));
    const book = screen.getByRole('button', { name: 'Neuen Kurs kostenfrei buchen' });
    expect(book.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Du kannst höchstens 3 Kurse gleichzeitig buchen.')).toBeVisible();
  });

  it('de: deletes a course only after Ja', async () => {
    const ui = userEvent.setup();
    const app = setupApp(
      {
        'GET /users/me/courses': coursesOf([moduleCourse(1, 1, 0), bookedCourse(10, 101, 1)]),
        'DELETE /users/me/courses/10': { data: { message: 'Der Kurs wurde gelöscht.' } },
      },
      user(),
    );
    app.renderAt(<DashboardPage />, PATH);
    await ui.click(await screen.findByRole('button', { name: 'Kurs „Kategorie 101“ löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Willst du diesen Kurs wirklich löschen?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Nein' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.sent('DELETE', '/users/me/courses/10')).toHaveLength(0);

    await ui.click(screen.getByRole('button', { name: 'Kurs „Kategorie 101“ löschen' }));
    await ui.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Der Kurs wurde gelöscht.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Kategorie 101' })).toBeNull();
    expect(app.sent('DELETE', '/users/me/courses/10')).toHaveLength(1);
  });

  it('de: keeps the course and shows an error when the delete fails', async () => {
    const ui = userEvent.setup();
    const app = setupApp(
      {
        'GET /users/me/courses': coursesOf([bookedCourse(10, 101, 1)]),
        'DELETE /users/me/courses/10': { status: 500, data: { message: 'kaputt' } },
      },
      user(),
    );
    app.renderAt(<DashboardPage />, PATH);
    await ui.click(await screen.findByRole('button', { name: 'Kurs „Kategorie 101“ löschen' }));
    await ui.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Der Kurs konnte nicht gelöscht werden. Bitte versuche es erneut.',
    );
    expect(screen.getByRole('heading', { name: 'Kategorie 101' })).toBeVisible();
  });

  it('updates course coins and the user live from realtime events', async () => {
    const app = setupApp(
      {
        'GET /users/me/courses': coursesOf([moduleCourse(1, 1, 99)]),
        'GET /users/me': { data: user(), headers: { 'X-Socket-Event': 'users.1' } },
      },
      user(),
    );
    await refreshUser(app.services); // as after a sign-in: the reply names the user's channel
    app.renderAt(<DashboardPage />, PATH);
    expect(await screen.findByText('99 Coins')).toBeVisible();
    await act(settle);
    act(() => app.socket().serverEmit(`${COURSES_CHANNEL}.updated`, moduleCourse(1, 1, 101)));
    await waitFor(() => expect(screen.getByText('101 Coins')).toBeVisible());
    expect(screen.getByRole('link', { name: 'Du kannst 1 Stunde anfordern' })).toBeVisible();

    // The event carries what changed (never the realtime token); the cached user takes it at once.
    act(() => app.socket().serverEmit('users.1.updated', { id: 1, coins: 101, jwt: null }));
    expect(app.services.store.get(currentUserAtom)).toMatchObject({ coins: 101, jwt: 'realtime-token' });
    act(() => app.socket().serverEmit('users.1.updated', { id: 2, coins: 5000 }));
    expect(app.services.store.get(currentUserAtom)?.coins).toBe(101);
  });
});

describe('DashboardPage, ch', () => {
  const routes = (remaining: number): Record<string, Handler> => ({
    'GET /users/me/courses': coursesOf([]),
    'GET /users/me/question-count': { data: { total: 60, remaining } },
  });

  it('shows questions remaining, the coin bar wrapping at 100 and disables credits below 100 coins', async () => {
    const app = setupApp(routes(42), user({ country: 'ch', coins: 80 }));
    app.renderAt(<DashboardPage />, PATH);
    expect(await screen.findByText('Noch 42 von 60 Fragen offen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Quiz starten' }).getAttribute('href')).toBe('/app/quiz');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('80 von 100 Coins');
    expect(screen.getByRole('button', { name: 'Credits anfordern' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Ab 100 Coins kannst du Credits anfordern.')).toBeVisible();
  });

  it('links to the checkout from 100 coins, and follows answers given elsewhere', async () => {
    const coins = 180;
    const app = setupApp(
      {
        ...routes(10),
        'GET /users/me': () => ({
          data: user({ country: 'ch', coins }),
          headers: { 'X-Socket-Event': 'users.1' },
        }),
      },
      user({ country: 'ch', coins }),
    );
    await refreshUser(app.services);
    app.renderAt(<DashboardPage />, PATH);
    expect(screen.getByRole('link', { name: 'Credits anfordern' }).getAttribute('href')).toBe(
      '/app/checkout',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('80 von 100 Coins');
    await act(settle);
    act(() => app.socket().serverEmit('users.1.updated', { coins: 182, answered_question_count: 1 }));
    expect(await screen.findByText('Du hast 182 Coins gesammelt.')).toBeVisible();
    // The answer changed answered_question_count, so the count is fetched again.
    await waitFor(() => expect(app.sent('GET', '/users/me/question-count')).toHaveLength(2));
  });
});

describe('DashboardPage, after a password reset', () => {
  it('says the password was changed when the reset page sent the user here, and only then', async () => {
    const courses = { 'GET /users/me/courses': () => coursesOf([moduleCourse(5, 1, 20)]) as never };
    const app = setupApp(courses, user({ role: 'agent' }));
    app.services.store.set(noticeAtom, 'passwordChanged');
    app.renderAt(<DashboardPage />, PATH);
    expect((await screen.findByRole('status')).textContent).toContain('Dein Passwort wurde geändert.');
    expect(app.services.store.get(noticeAtom)).toBeNull(); // said once
    cleanup();
    app.renderAt(<DashboardPage />, PATH);
    expect(await screen.findByRole('heading', { name: 'Rechtliche Themen' })).toBeVisible();
    expect(screen.queryByText('Dein Passwort wurde geändert.')).toBeNull();
  });
});
