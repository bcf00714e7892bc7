import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockMobileViewport } from '../../ui/testing';
import { bookedCourse, setupApp, user, type Handler, type Reply } from '../../testing/appHarness';
import { BookCoursePage } from './BookCoursePage';
import { courseKeys, type CourseList } from './queries';

const PATH = '/app/book-course';
const categories = [
  { id: 101, name: 'Versicherungsvertragsgesetz (VVG)', module: 1, roles: ['agent', 'makler'] },
  { id: 107, name: 'Lebens- und Rentenversicherung', module: 2, roles: ['agent', 'makler'] },
  { id: 108, name: 'Krankenversicherung', module: 2, roles: ['agent', 'makler'] },
];

function setup(store: Reply, booked = [bookedCourse(10, 101, 1)]) {
  const routes: Record<string, Handler> = {
    'GET /categories': { data: categories },
    'GET /users/me/courses': { data: booked },
    'POST /users/me/courses': store,
    // VVG and Leben can still fill every length, Kranken only one hour.
    'GET /users/me/categories/101/coins': { data: { coins: 600, hours: [1, 3, 5] } },
    'GET /users/me/categories/107/coins': { data: { coins: 500, hours: [1, 3, 5] } },
    'GET /users/me/categories/108/coins': { data: { coins: 150, hours: [1] } },
  };
  const app = setupApp(routes, user());
  app.renderAt(<BookCoursePage />, PATH);
  return app;
}

async function fill(category: string | null, hours: string | null) {
  const ui = userEvent.setup();
  if (category) {
    await ui.click(await screen.findByRole('button', { name: /Kategorie/ }));
    await ui.click(await screen.findByRole('option', { name: category }));
  }
  if (hours) await ui.click(screen.getByRole('radio', { name: hours }));
  await ui.click(screen.getByRole('button', { name: 'Kurs buchen' }));
}

beforeEach(() => mockMobileViewport(false));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BookCoursePage', () => {
  it("asks for the categories of the user's role in de", async () => {
    const app = setup({ data: {} });
    await screen.findByRole('button', { name: /Kategorie/ });
    expect(app.sent('GET', '/categories')[0]?.query).toEqual({ country: 'de', role: 'agent' });
  });

  it('offers only the lengths the chosen category can still fill (course.not-enough-coins)', async () => {
    setup({ data: {} });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Kategorie/ }));
    await ui.click(await screen.findByRole('option', { name: 'Krankenversicherung' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '3 Stunden' }) as HTMLInputElement).disabled).toBe(true),
    );
    expect((screen.getByRole('radio', { name: '5 Stunden' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '1 Stunde' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getAllByText(/Zu wenige offene Fragen in diesem Thema/)).toHaveLength(2);

    await ui.click(screen.getByRole('button', { name: /Kategorie/ }));
    await ui.click(await screen.findByRole('option', { name: 'Versicherungsvertragsgesetz (VVG)' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '5 Stunden' }) as HTMLInputElement).disabled).toBe(false),
    );
    expect(screen.queryByText(/Zu wenige offene Fragen/)).toBeNull();
  });

  it('validates on submit: category and hours are required', async () => {
    const app = setup({ data: {} });
    await screen.findByRole('button', { name: /Kategorie/ });
    await fill(null, null);
    expect(screen.getByText('Bitte wähle eine Kategorie aus.')).toBeVisible();
    expect(screen.getByText('Bitte wähle den Umfang des Kurses aus.')).toBeVisible();
    expect(app.sent('POST', '/users/me/courses')).toHaveLength(0);
  });

  it('shows the duplicate-course alert without sending when the category has a course', async () => {
    const app = setup({ data: {} });
    await fill('Versicherungsvertragsgesetz (VVG)', '3 Stunden');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Für diese Kategorie hast du bereits einen Kurs gebucht.',
    );
    expect(app.sent('POST', '/users/me/courses')).toHaveLength(0);
  });

  it('books the course and returns to the dashboard', async () => {
    const created = { ...bookedCourse(11, 107, 5) };
    const app = setup({ data: created });
    await fill('Lebens- und Rentenversicherung', '5 Stunden');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/dashboard'));
    expect(app.sent('POST', '/users/me/courses')[0]?.body).toEqual({ category_id: 107, hours: 5, coins: 0 });
    const list = app.services.queryClient.getQueryData<CourseList>(courseKeys.list());
    expect(list?.items.map((c) => c.id)).toEqual([10, 11]);
  });

  it.each([
    [
      { status: 400, data: { message: 'x', code: 'course.not-enough-coins' } },
      'Es sind nicht genügend Fragen vorhanden, um diesen Kurs zu starten. Bitte versuche es später erneut.',
    ],
    [
      {
        status: 400,
        data: {
          message: 'Für diese Kategorie hast du bereits einen Kurs gebucht.',
          code: 'course.duplicate',
        },
      },
      'Für diese Kategorie hast du bereits einen Kurs gebucht.',
    ],
    [
      { status: 400, data: { message: 'Diese Kategorie steht dir nicht zur Verfügung.' } },
      'Diese Kategorie steht dir nicht zur Verfügung.',
    ],
    [{ status: 400, data: {} }, 'Ein Fehler ist aufgetreten'],
    [{ status: 500, data: { message: 'Internal Server Error' } }, 'Ein Fehler ist aufgetreten'],
  ])('maps a refusal (%o) to its message', async (reply, message) => {
    setup(reply);
    await fill('Lebens- und Rentenversicherung', '1 Stunde');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('says the limit is reached at 3 courses', async () => {
    const app = setup({ data: {} }, [
      bookedCourse(1, 102, 1),
      bookedCourse(2, 103, 1),
      bookedCourse(3, 104, 1),
    ]);
    await fill('Lebens- und Rentenversicherung', '1 Stunde');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Du kannst höchstens 3 Kurse gleichzeitig buchen.',
    );
    expect(app.sent('POST', '/users/me/courses')).toHaveLength(0);
  });

  it('asks a user without a role to choose one first', () => {
    const app = setupApp({}, user({ role: null }));
    app.renderAt(<BookCoursePage />, PATH);
    expect(screen.getByText('Bitte wähle zuerst, ob du Vertreter oder Makler bist.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meine Kurse' }).getAttribute('href')).toBe('/app/dashboard');
  });
});
