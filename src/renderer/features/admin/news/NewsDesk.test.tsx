import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminAd, AdminArticle, AdminProvider } from '../../../../shared/api/calls/adminNews';
import { articleFormSchema } from '../../../../shared/domain/newsForms';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { fill, type Handler, setupDesk, startsWith } from '../../../testing/appHarness';
import { NewAdPage } from './AdEditor';
import { AdsPage } from './AdsPage';
import { EditArticlePage, NewArticlePage } from './ArticleEditor';
import { ArticlesPage } from './ArticlesPage';
import { ProvidersPage } from './ProvidersPage';

const HOSTILE = '<img src=x onerror=alert(1)>';

const provider = (overrides: Partial<AdminProvider> = {}): AdminProvider => ({
  id: 3,
  country: 'de',
  name: 'Versicherungsbote',
  articles: 4,
  ...overrides,
});
const article = (overrides: Partial<AdminArticle> = {}): AdminArticle => ({
  id: 11,
  provider_id: 3,
  provider: 'Versicherungsbote',
  country: 'de',
  title: 'Neue Regeln',
  text: 'Ein Text.',
  url: 'https://example.com/a',
  thumbnail: null,
  published_at: '2026-11-01T09:00:00.000Z',
  withdrawn_at: null,
  state: 'published',
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
const ad = (overrides: Partial<AdminAd> = {}): AdminAd => ({
  id: 5,
  type: 'banner',
  country: 'de',
  url: 'https://example.com/ad',
  thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
  alt: 'Herbstaktion',
  code: null,
  daily_cap: 3,
  active: true,
  created_at: null,
  updated_at: null,
  ...overrides,
});
const page = <T,>(rows: T[]) => ({ data: rows, total: rows.length, page: 1, per_page: 50 });

function setup(routes: Record<string, Handler>) {
  return setupDesk(routes, {
    'admin.news-providers.index': 'api/admin/news/providers',
    'admin.news-providers.store': 'api/admin/news/providers',
    'admin.news-providers.update': 'api/admin/news/providers/{provider}',
    'admin.news-articles.index': 'api/admin/news/articles',
    'admin.news-articles.show': 'api/admin/news/articles/{article}',
    'admin.news-articles.store': 'api/admin/news/articles',
    'admin.news-articles.update': 'api/admin/news/articles/{article}',
    'admin.news-articles.withdraw': 'api/admin/news/articles/{article}/withdraw',
    'admin.news-ads.index': 'api/admin/news/ads',
    'admin.news-ads.show': 'api/admin/news/ads/{ad}',
    'admin.news-ads.store': 'api/admin/news/ads',
    'admin.news-ads.update': 'api/admin/news/ads/{ad}',
    'admin.news-ads.deactivate': 'api/admin/news/ads/{ad}/deactivate',
    'admin.news-settings.show': 'api/admin/news/settings',
    'admin.news-settings.update': 'api/admin/news/settings',
  });
}

describe('the article form', () => {
  it(
    'checks its fields before anything is sent: title, text, an https link, a future time',
    { timeout: 30_000 },
    async () => {
      const app = setup({ 'GET /admin/news/providers': { data: page([provider()]) } });
      app.renderAt(<NewArticlePage />, '/admin/news/articles/new');
      await screen.findByRole('textbox', { name: startsWith(m.articleTitle) });
      await fill(m.articleLink, 'http://example.com');
      await userEvent.click(screen.getByRole('radio', { name: m.publishLater }));
      await fill(m.publishDate, '01.01.2020');
      await fill(m.publishTime, '25:00');
      await userEvent.click(screen.getByRole('button', { name: m.save }));
      expect(await screen.findByText(m.titleRequired)).toBeDefined();
      expect(screen.getByText(m.textRequired)).toBeDefined();
      expect(screen.getByText(m.linkInvalid)).toBeDefined();
      expect(screen.getByText(m.timeInvalid)).toBeDefined();
      await fill(m.publishTime, '08:00');
      await userEvent.click(screen.getByRole('button', { name: m.save }));
      expect(await screen.findByText(m.publishInPast)).toBeDefined();
      expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    },
  );

  it(
    'previews a title of markup as the feed shows it, as text, and sends the contract body',
    { timeout: 30_000 },
    async () => {
      const app = setup({
        'GET /admin/news/providers': { data: page([provider(), provider({ id: 4, name: 'Maklerpost' })]) },
        'POST /admin/news/articles': ({ body }) => ({ data: article(body as Partial<AdminArticle>) }),
      });
      app.renderAt(<NewArticlePage />, '/admin/news/articles/new');
      await screen.findByRole('textbox', { name: startsWith(m.articleTitle) });
      await fill(m.articleTitle, HOSTILE);
      await userEvent.type(
        screen.getByRole('textbox', { name: startsWith(m.articleText) }),
        'Ein <b>Text</b>.',
      );
      await fill(m.articleLink, 'https://example.com/neu');
      // The preview is the feed's own card: the title is a link with exactly the typed characters.
      const preview = await screen.findByTestId('news-preview');
      const title = await within(preview).findByRole('link', { name: HOSTILE });
      expect(title.textContent).toBe(HOSTILE);
      expect(preview.querySelector('img[src="x"]')).toBeNull();
      expect(within(preview).getByText('Ein <b>Text</b>.')).toBeDefined();
      expect(within(preview).getByText('Versicherungsbote')).toBeDefined();

      await userEvent.click(screen.getByRole('button', { name: m.save }));
      await waitFor(() => expect(app.sent('POST', '/admin/news/articles')).toHaveLength(1));
      expect(app.sent('POST', '/admin/news/articles')[0]!.body).toEqual({
        provider_id: 3,
        title: HOSTILE,
        text: 'Ein <b>Text</b>.',
        url: 'https://example.com/neu',
        publish_at: null,
      });
    },
  );

  it('keeps a scheduled time unchanged and maps a new day and time to its moment', () => {
    const schema = articleFormSchema(() => new Date(2026, 10, 1, 12, 0));
    const base = {
      provider_id: '3',
      title: 'T',
      text: 'X',
      url: 'https://example.com',
      publish: 'later' as const,
      current_publish_at: null,
      image: undefined,
    };
    const parsed = schema.safeParse({ ...base, publish_date: '02.11.2026', publish_time: '08:30' });
    expect(parsed.success).toBe(true);
    expect(parsed.data!.publish_at).toBe(new Date(2026, 10, 2, 8, 30).toISOString());
    const current = new Date(2026, 9, 1, 7, 15, 0).toISOString();
    const kept = schema.safeParse({
      ...base,
      publish_date: '01.10.2026',
      publish_time: '07:15',
      current_publish_at: current,
    });
    expect(kept.success).toBe(true);
    expect(kept.data!.publish_at).toBe(current);
  });

  it("fills the edit form with the article's fields", async () => {
    const app = setup({
      'GET /admin/news/providers': { data: page([provider()]) },
      'GET /admin/news/articles/11': { data: article({ title: HOSTILE }) },
      'PUT /admin/news/articles/11': ({ body }) => ({ data: article(body as Partial<AdminArticle>) }),
    });
    app.renderAt(<EditArticlePage />, '/admin/news/articles/11', '/admin/news/articles/:id');
    const title = await screen.findByRole('textbox', { name: startsWith(m.articleTitle) });
    expect((title as HTMLInputElement).value).toBe(HOSTILE);
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(app.sent('PUT', '/admin/news/articles/11')).toHaveLength(1));
    expect(app.sent('PUT', '/admin/news/articles/11')[0]!.body).toMatchObject({
      title: HOSTILE,
      publish_at: null,
    });
  });
});

describe('the ad form', () => {
  it('asks for a picture, a description and a code for the code ad before anything is sent', async () => {
    const app = setup({});
    app.renderAt(<NewAdPage />, '/admin/news/ads/new');
    await fill(m.adCap, '0');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.imageRequired)).toBeDefined();
    expect(screen.getByText(m.altRequired)).toBeDefined();
    expect(screen.getByText(m.capRange)).toBeDefined();
    expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});

describe('the lists', () => {
  it('shows articles with their state and titles as text, and withdraws one after asking', async () => {
    const app = setup({
      'GET /admin/news/articles': {
        data: page([
          article({ title: HOSTILE }),
          article({ id: 12, title: 'Herbstmeldung', state: 'scheduled' }),
        ]),
      },
      'POST /admin/news/articles/12/withdraw': { data: article({ id: 12, state: 'withdrawn' }) },
    });
    app.renderAt(<ArticlesPage />, '/admin/news');
    const rows = await screen.findAllByTestId('article-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: m.editArticle(HOSTILE) }).textContent).toBe(HOSTILE);
    expect(within(rows[1]!).getByText(m.articleStates.scheduled)).toBeDefined();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: m.withdrawNamed('Herbstmeldung') }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: m.withdraw }));
    await waitFor(() => expect(app.sent('POST', '/admin/news/articles/12/withdraw')).toHaveLength(1));
    expect(await screen.findByText(m.withdrawn('Herbstmeldung'))).toBeDefined();
  });

  it('creates a provider and lists the providers', async () => {
    const app = setup({
      'GET /admin/news/providers': { data: page([provider()]) },
      'POST /admin/news/providers': ({ body }) => ({ data: provider({ id: 9, ...(body as object) }) }),
    });
    app.renderAt(<ProvidersPage />, '/admin/news/providers');
    expect(await screen.findAllByTestId('provider-row')).toHaveLength(1);
    await fill(m.providerName, 'Alpenblatt');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(app.sent('POST', '/admin/news/providers')).toHaveLength(1));
    expect(app.sent('POST', '/admin/news/providers')[0]!.body).toEqual({ country: 'de', name: 'Alpenblatt' });
  });

  it('lists ads and changes the fullscreen interval within its bounds', async () => {
    const app = setup({
      'GET /admin/news/ads': { data: page([ad()]) },
      'GET /admin/news/settings': { data: { fullscreen_ad_interval: 3 } },
      'PUT /admin/news/settings': ({ body }) => ({ data: body }),
    });
    app.renderAt(<AdsPage />, '/admin/news/ads');
    expect(await screen.findAllByTestId('ad-row')).toHaveLength(1);
    const interval = await screen.findByRole('textbox', { name: startsWith(m.interval) });
    expect((interval as HTMLInputElement).value).toBe('3');
    await fill(m.interval, '0');
    await userEvent.click(
      within(screen.getByRole('form', { name: m.settingsTitle })).getByRole('button', { name: m.save }),
    );
    expect(await screen.findByText(m.intervalRange)).toBeDefined();
    await fill(m.interval, '5');
    await userEvent.click(
      within(screen.getByRole('form', { name: m.settingsTitle })).getByRole('button', { name: m.save }),
    );
    await waitFor(() => expect(app.sent('PUT', '/admin/news/settings')).toHaveLength(1));
    expect(app.sent('PUT', '/admin/news/settings')[0]!.body).toEqual({ fullscreen_ad_interval: 5 });
    expect(await screen.findByText(m.intervalSaved)).toBeDefined();
  });
});
