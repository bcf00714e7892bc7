import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Operator } from '../../../shared/api/entities';
import { legalMessages } from '../../../shared/messages/legal';
import { startupAtom, type InitData } from '../../state';
import { LocationProbe, TestProviders, testServices } from '../../state/testing';
import { LegalPage } from './LegalPage';

afterEach(cleanup);

const operator: Operator = {
  name: 'Muster Weiterbildung GmbH',
  street: 'Hauptstraße 5',
  postal_code: '80331',
  city: 'München',
  country: 'DE',
  email: 'info@muster.example',
  phone: '+49 89 123',
  web: 'www.muster.example',
  register_court: 'Amtsgericht München',
  register_number: 'HRB 1',
  managing_director: 'Max Muster',
  vat_id: 'DE111111111',
};

function renderAt(path: string, withOperator = true) {
  const services = testServices({});
  const init = {
    current_version: '5.3.17',
    minimum_version: '5.0.0',
    recommended_version: '5.3.17',
    ziggy: { url: 'http://localhost', port: null, defaults: {}, routes: {} },
    ...(withOperator ? { operator } : {}),
  } as InitData;
  services.store.set(startupAtom, { status: 'ready', init, verdict: 'ok', testMode: false } as never);
  render(
    <TestProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/legal-info/:page" element={<LegalPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const titles = legalMessages.pageTitles;

describe('LegalPage', () => {
  it('shows the current page as text and links the three others', () => {
    renderAt('/app/legal-info/impressum');
    const nav = screen.getByRole('navigation', { name: legalMessages.otherPages });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe(titles.impressum);
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      [titles.tos, '/app/legal-info/tos'],
      [titles.privacy, '/app/legal-info/privacy'],
      [titles.accessibility, '/app/legal-info/accessibility'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: titles.impressum })).toBeDefined();
    expect(screen.getByText('Muster Weiterbildung GmbH')).toBeDefined();
  });

  it('says so when the server sent no operator, instead of an Impressum without one', () => {
    renderAt('/app/legal-info/impressum', false);
    expect(screen.getByRole('alert').textContent).toBe(legalMessages.operatorMissing);
  });
});
