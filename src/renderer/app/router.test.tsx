import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices } from '../state/testing';
import { appRoutes } from './router';
import type { PageLoader } from './routeKit';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('appRoutes', () => {
  it('shows the splash while the first page loads, without the HydrateFallback warning (issue 27.8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pending: PageLoader = () => () => new Promise(() => {});
    const router = createMemoryRouter(
      appRoutes(pending, () => new Promise(() => {})),
      { initialEntries: ['/app/dashboard'] },
    );
    render(
      <TestProviders services={testServices({})}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(warn.mock.calls.flat().join('\n')).not.toContain('HydrateFallback');
  });
});
