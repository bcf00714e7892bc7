import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Country } from '../../../shared/api/constants';
import { Sidebar, type SidebarProps } from './Sidebar';

afterEach(cleanup);

function renderSidebar(props: Partial<SidebarProps> & { country: Country }, path = '/app/dashboard') {
  const onLogout = props.onLogout ?? vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar onLogout={onLogout} {...props} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  const linkNames = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return { nav, linkNames, onLogout };
}

describe('Sidebar', () => {
  it('lists the de entries with "Meine Kurse" and the course description', () => {
    const { linkNames } = renderSidebar({ country: 'de' });
    expect(linkNames).toEqual([
      'Meine Kurse',
      'News-Feed',
      'Mein Konto',
      'Firmenplattform',
      'So funktioniert es',
      'Kursbeschreibung',
      'Feedback',
      'Rechtliche Informationen',
    ]);
  });

  it('calls the dashboard "Quiz" in at and keeps the course description', () => {
    const { linkNames } = renderSidebar({ country: 'at' });
    expect(linkNames[0]).toBe('Quiz');
    expect(linkNames).toContain('Kursbeschreibung');
  });

  it('hides the course description for ch', () => {
    const { linkNames } = renderSidebar({ country: 'ch' });
    expect(linkNames[0]).toBe('Quiz');
    expect(linkNames).not.toContain('Kursbeschreibung');
    expect(linkNames).toHaveLength(7);
  });

  it('marks the current page, also below an entry', () => {
    const { nav } = renderSidebar({ country: 'de' }, '/app/platform/companies/7');
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Firmenplattform']);
  });

  it('shows the Testmodus banner only in test mode', () => {
    renderSidebar({ country: 'de', testMode: true });
    expect(screen.getByText('Testmodus')).toBeVisible();
    cleanup();
    renderSidebar({ country: 'de' });
    expect(screen.queryByText('Testmodus')).toBeNull();
  });

  it('calls onLogout from the logout entry', async () => {
    const { onLogout } = renderSidebar({ country: 'de' });
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows flag, product name for the country and the legal link in the footer', async () => {
    const onFlagPress = vi.fn();
    renderSidebar({ country: 'ch', onFlagPress });
    await userEvent.click(screen.getByRole('button', { name: 'Flagge Schweiz' }));
    expect(onFlagPress).toHaveBeenCalledOnce();
    expect(screen.getByText('Weiterbildungsquiz Schweiz')).toBeVisible();
    const legalLinks = screen.getAllByRole('link', { name: 'Rechtliche Informationen' });
    expect(legalLinks.map((link) => link.getAttribute('href'))).toContain('/app/legal-info/tos');
  });
});
