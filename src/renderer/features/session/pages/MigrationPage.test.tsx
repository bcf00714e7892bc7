import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIGRATION_DELAY_MS } from '../../../../shared/api/constants';
import { sessionMessages } from '../../../../shared/messages/session';
import { MigrationPage } from './MigrationPage';
import { fakeServices, renderAt, testUser } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MigrationPage', () => {
  it('says it takes longer after 300000 ms and keeps polling the user', async () => {
    const { services, call } = fakeServices();
    call.mockResolvedValue({ ...testUser, migrating: true });
    renderAt(<MigrationPage />, '/migration', services);
    expect(screen.getByText(sessionMessages.migrationWaiting)).toBeVisible();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIGRATION_DELAY_MS - 1);
    });
    expect(screen.queryByText(sessionMessages.migrationDelayed)).toBeNull();
    expect(call.mock.calls.length).toBeGreaterThan(50);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText(sessionMessages.migrationDelayed)).toBeVisible();
    expect(screen.queryByText(sessionMessages.migrationWaiting)).toBeNull();
  });
});
