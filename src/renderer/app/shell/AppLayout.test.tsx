import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMobileViewport } from '../../ui/testing';
import { AppLayout, type AppLayoutProps } from './AppLayout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderLayout(props: Partial<AppLayoutProps> = {}) {
  render(
    <MemoryRouter initialEntries={['/app/dashboard']}>
      <Routes>
        <Route
          path="/app"
          element={<AppLayout country="de" onLogout={() => {}} title="Meine Kurse" {...props} />}
        >
          <Route path="dashboard" element={<p>dashboard page</p>} />
          <Route path="news-feed" element={<p>news page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLayout', () => {
  it('on desktop shows the sidebar, the top bar and the route in main', () => {
    mockMobileViewport(false);
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Kurse' })).toBeVisible();
    expect(screen.getByRole('main').textContent).toContain('dashboard page');
    expect(screen.queryByRole('button', { name: 'Menü öffnen' })).toBeNull();
  });

  it('puts the skip link first and moves focus to main with it', async () => {
    mockMobileViewport(false);
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(document.activeElement).toBe(skip);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('limits the content width to 800 or, when asked, 650', () => {
    mockMobileViewport(false);
    renderLayout({ contentWidth: 650 });
    const content = screen.getByText('dashboard page').parentElement as HTMLElement;
    expect(content.style.maxWidth).toBe('650px');
  });

  it('renders children instead of the route when given', () => {
    mockMobileViewport(false);
    renderLayout({ children: <p>own content</p> });
    expect(screen.getByRole('main').textContent).toBe('own content');
  });
});

describe('Drawer (mobile)', () => {
  it('hides the sidebar until the menu button opens it as a dialog', async () => {
    mockMobileViewport(true);
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = screen.getByRole('dialog', { name: 'Menü' });
    expect(drawer.textContent).toContain('Meine Kurse');
  });

  it('closes with Escape', async () => {
    mockMobileViewport(true);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its own close button', async () => {
    mockMobileViewport(true);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = screen.getByRole('dialog', { name: 'Menü' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Menü schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on navigation', async () => {
    mockMobileViewport(true);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await userEvent.click(screen.getByRole('link', { name: 'News-Feed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('news page')).toBeVisible();
    // Let react-aria finish restoring focus before the next test.
    await act(async () => {});
  });
});
