import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMobileViewport } from '../../ui/testing';
import { SideMenuContext } from './SideMenuContext';
import { TopBar, type TopBarProps } from './TopBar';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** TopBar under a side menu like AppLayout's, plus a page to land on for back links. */
function renderTopBar(props: TopBarProps) {
  function WithSideMenu() {
    const [isOpen, setOpen] = useState(false);
    return (
      <SideMenuContext value={{ isOpen, setOpen }}>
        <TopBar {...props} />
        <p>{isOpen ? 'menu open' : 'menu closed'}</p>
      </SideMenuContext>
    );
  }
  render(
    <MemoryRouter initialEntries={['/app/checkout']}>
      <Routes>
        <Route path="/app/checkout" element={<WithSideMenu />} />
        <Route path="/app/dashboard" element={<p>dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TopBar', () => {
  it('shows the title as the page heading', () => {
    mockMobileViewport(false);
    renderTopBar({ title: 'Bestellung' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellung' })).toBeVisible();
  });

  it('back with a path navigates there', async () => {
    mockMobileViewport(true);
    renderTopBar({ title: 'Bestellung', back: { to: '/app/dashboard' } });
    expect(screen.queryByRole('button', { name: 'Menü öffnen' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Zurück' }));
    expect(screen.getByText('dashboard page')).toBeVisible();
  });

  it('back with a custom action runs it instead of navigating', async () => {
    mockMobileViewport(false);
    const onPress = vi.fn();
    renderTopBar({ title: 'Bestellung', back: { to: '/app/dashboard', onPress } });
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.queryByText('dashboard page')).toBeNull();
  });

  it('without a back target toggles the side menu on mobile', async () => {
    mockMobileViewport(true);
    renderTopBar({ title: 'Quiz' });
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getByText('menu open')).toBeVisible();
    const close = screen.getByRole('button', { name: 'Menü schließen' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(close);
    expect(screen.getByText('menu closed')).toBeVisible();
  });

  it('shows no left button on desktop when there is no back target', () => {
    mockMobileViewport(false);
    renderTopBar({ title: 'Quiz' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows up to two menu items as buttons', async () => {
    mockMobileViewport(false);
    const onPress = vi.fn();
    renderTopBar({
      title: 'Quiz',
      menuItems: [
        { label: 'Filter', onPress },
        { label: 'Hilfe', onPress },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Hilfe' })).toBeVisible();
  });

  it('collapses more than two menu items into a menu', async () => {
    mockMobileViewport(false);
    const onThird = vi.fn();
    const noop = () => {};
    renderTopBar({
      title: 'Quiz',
      menuItems: [
        { label: 'Eins', onPress: noop },
        { label: 'Zwei', onPress: noop },
        { label: 'Drei', onPress: onThird },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Drei' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Aktionen' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Drei' }));
    expect(onThird).toHaveBeenCalledOnce();
  });
});
