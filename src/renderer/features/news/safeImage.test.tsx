import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupApp, user } from '../../testing/appHarness';
import { BannerAd } from './BannerAd';
import { safeImageSrc } from './safeImage';

const STORED = `/api/images/${'a'.repeat(64)}.webp`;

afterEach(cleanup);

describe('image addresses from the server', () => {
  it('take a stored image of our server, and nothing else without a scheme', () => {
    expect(safeImageSrc(STORED)).toBe(STORED);
    expect(safeImageSrc('/api/images/x.webp')).toBeNull();
    expect(safeImageSrc('/etc/passwd')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
  });

  it("resolve a stored image against the API's origin (the desktop app's pages have another)", async () => {
    const app = setupApp({}, user());
    const base = await app.services.platform.apiBaseUrl();
    app.renderAt(
      <ul>
        <BannerAd
          ad={{
            impression_id: 'd1.x',
            type: 'banner',
            url: 'https://example.com',
            thumbnail: STORED,
            code: null,
            alt: 'Werbung',
          }}
          onOpen={() => {}}
        />
      </ul>,
      '/app/news-feed',
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Werbung' }).getAttribute('src')).toBe(
        new URL(STORED, new URL(base, window.location.href)).href,
      ),
    );
  });
});
