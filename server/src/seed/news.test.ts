import { describe, expect, it } from 'vitest';
import { AD_TYPES, newsArticleSchema } from '../../../src/shared/api/entities';
import { COUNTRIES } from '../../../src/shared/api/constants';
import { AD_CODES, newsAds, newsProviders, seedArticles } from './news';
import { articleThumbnail, initials } from './newsImages';

const NOW = new Date('2026-06-01T10:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('seeded news', () => {
  it.each(COUNTRIES)('has several providers and at least 60 distinct German articles for %s', (country) => {
    expect(newsProviders.filter((p) => p.country === country).length).toBeGreaterThanOrEqual(3);
    const articles = seedArticles(country, NOW);
    expect(articles.length).toBeGreaterThanOrEqual(60);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.url)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.providerKey)).size).toBe(
      newsProviders.filter((p) => p.country === country).length,
    );
    for (const [index, a] of articles.entries()) {
      // The demo seed holds no markup at all; hostile text exists only in the tests.
      expect(`${a.title} ${a.text}`).not.toMatch(/[<>]/);
      expect(a.url).toMatch(/^https:\/\/example\.com\/[a-z0-9-]+\/artikel\/[a-z0-9-]+$/);
      expect(a.thumbnail).toMatch(/^data:image\/svg\+xml,/);
      const parsed = newsArticleSchema.safeParse({
        id: index + 1,
        provider_id: 1,
        date: a.publishedAt.toISOString(),
        title: a.title,
        text: a.text,
        thumbnail: a.thumbnail,
        url: a.url,
        provider: 'x',
        impression_id: 'x',
      });
      expect(parsed.success, a.title).toBe(true);
    }
  });

  it('dates the articles so that every relative-time unit appears, newest first', () => {
    const ages = seedArticles('de', NOW).map((a) => NOW.getTime() - a.publishedAt.getTime());
    expect(ages).toEqual([...ages].sort((x, y) => x - y));
    expect(ages.some((age) => age < HOUR)).toBe(true);
    expect(ages.some((age) => age >= HOUR && age < DAY)).toBe(true);
    expect(ages.some((age) => age >= DAY && age < 30 * DAY)).toBe(true);
    expect(ages.some((age) => age >= 30 * DAY && age < 365 * DAY)).toBe(true);
    expect(ages.some((age) => age >= 365 * DAY)).toBe(true);
    expect(ages.every((age) => age > 0)).toBe(true);
  });

  it('has ads of every type per country and exactly one code ad each', () => {
    for (const country of COUNTRIES) {
      const ads = newsAds.filter((ad) => ad.country === country);
      expect(new Set(ads.map((ad) => ad.type))).toEqual(new Set(AD_TYPES));
      const coded = ads.filter((ad) => ad.code !== null);
      expect(coded).toEqual([
        expect.objectContaining({ type: 'fullscreen-with-code', code: AD_CODES[country] }),
      ]);
      for (const ad of ads) expect(ad.url).toMatch(/^https:\/\/example\.com\//);
    }
  });

  it('draws thumbnails with the provider initials, escaping what it writes into the SVG', () => {
    expect(initials('Risiko & Recht')).toBe('RR');
    expect(initials('Vorsorge-Monitor')).toBe('VM');
    const svg = decodeURIComponent(
      articleThumbnail({ name: 'Österreich Aktuell', color: '#123456' }, 'A&B <x>').replace(
        'data:image/svg+xml,',
        '',
      ),
    );
    expect(svg).toContain('>ÖA</text>');
    expect(svg).toContain('A&amp;B &lt;x&gt;');
    expect(svg).not.toContain('<x>');
  });
});
