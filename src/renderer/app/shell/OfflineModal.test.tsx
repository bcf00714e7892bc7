import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineModal } from './OfflineModal';

afterEach(cleanup);

describe('OfflineModal', () => {
  it('explains that the app needs the internet and cannot be dismissed', async () => {
    render(<OfflineModal isOpen />);
    const dialog = screen.getByRole('alertdialog', { name: 'Keine Internetverbindung' });
    const text = screen.getByText(/^Diese App benötigt eine Internetverbindung\./);
    expect(dialog.getAttribute('aria-describedby')).toBe(text.id);
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('renders nothing while online', () => {
    render(<OfflineModal isOpen={false} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
