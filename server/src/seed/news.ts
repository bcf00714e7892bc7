import { COUNTRIES, type Country } from '../../../src/shared/api/constants';
import { one, type Db } from '../db/database';
import type { AdType } from '../news/ads';
import { adImage, articleThumbnail, type AdArt } from './newsImages';
import { ANGLES, NEWS_COUNTRIES } from './newsTopics';

/** News providers, articles and ads of the demo. The names are invented. */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface SeedProvider {
  key: string;
  country: Country;
  name: string;
  color: string;
  slug: string;
}

const provider = (country: Country, slug: string, name: string, color: string): SeedProvider => ({
  key: `${country}-${slug}`,
  country,
  name,
  color,
  slug,
});

/** In the order the provider selection lists them. */
export const newsProviders: readonly SeedProvider[] = [
  provider('de', 'versicherungsdienst-aktuell', 'Versicherungsdienst Aktuell', '#1d4ed8'),
  provider('de', 'assekuranz-kurier', 'Assekuranz-Kurier', '#b91c1c'),
  provider('de', 'maklerpost', 'Maklerpost', '#047857'),
  provider('de', 'vorsorge-telegramm', 'Vorsorge-Telegramm', '#6d28d9'),
  provider('at', 'risiko-und-recht', 'Risiko & Recht', '#9f1239'),
  provider('at', 'versicherungsrundschau', 'Versicherungsrundschau Österreich', '#0f766e'),
  provider('at', 'assekuranz-alpin', 'Assekuranz Alpin', '#1e40af'),
  provider('ch', 'versicherungsbrief', 'Schweizer Versicherungsbrief', '#b91c1c'),
  provider('ch', 'vorsorge-monitor', 'Vorsorge-Monitor', '#15803d'),
  provider('ch', 'finanzplatz-assekuranz', 'Finanzplatz Assekuranz', '#334155'),
];

export interface SeedArticle {
  key: string;
  providerKey: string;
  publishedAt: Date;
  title: string;
  text: string;
  thumbnail: string;
  url: string;
}

const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * How long before `now` article `index` (0 the newest) appeared: the first few minutes and hours ago, then
 * every other day or so back over about four months, the last one over a year ago, so the feed shows every
 * relative-time unit.
 */
function age(index: number, count: number): number {
  if (index === count - 1) return 400 * DAY_MS;
  const recent = [25 * 60 * 1000, 3 * HOUR_MS, 19 * HOUR_MS];
  if (index < recent.length) return recent[index]!;
  return DAY_MS + (index - recent.length) * 1.8 * DAY_MS + ((index * 7) % 11) * HOUR_MS;
}

/**
 * The country's articles, newest first: each topic once with its first fact, then each again with the
 * second and the third, so neighbouring articles differ in topic. Providers take turns.
 */
export function seedArticles(country: Country, now: Date): SeedArticle[] {
  const context = NEWS_COUNTRIES[country];
  const providers = newsProviders.filter((p) => p.country === country);
  const { topics } = context;
  const count = topics.length * 3;
  return Array.from({ length: count }, (_, index) => {
    const topicIndex = index % topics.length;
    const variant = Math.floor(index / topics.length) as 0 | 1 | 2;
    const topic = topics[topicIndex]!;
    const angles = ANGLES.filter((a) => !a.fits || a.fits.includes(topic.kind));
    // Steps of two over at least five suiting angles: a topic's three headlines never repeat one.
    const angle = angles[(topicIndex + variant * 2) % angles.length]!;
    const source = providers[index % providers.length]!;
    const title = `${topic.subject}: ${angle.headline}`;
    return {
      key: `${country}-${index + 1}`,
      providerKey: source.key,
      publishedAt: new Date(now.getTime() - age(index, count)),
      title,
      text: `${topic.lead} ${topic.facts[variant]} ${angle.sentence(context)}`,
      thumbnail: articleThumbnail(source, topic.tag),
      url: `https://example.com/${source.slug}/artikel/${slugify(title)}-${index + 1}`,
    };
  });
}

export interface SeedAd {
  key: string;
  country: Country;
  type: AdType;
  url: string;
  art: AdArt;
  code: string | null;
  dailyCap: number;
}

/** The code a reader types to close the country's code ad. */
export const AD_CODES: Record<Country, string> = { de: 'QUIZ24', at: 'WISSEN24', ch: 'VORSORGE24' };

/**
 * Per country two banners, a fullscreen ad and a fullscreen ad with a code, in this order: a new reader
 * gets the plain fullscreen ad first and the code ad second (ads of a kind take turns).
 */
export const newsAds: readonly SeedAd[] = COUNTRIES.flatMap((country): SeedAd[] => [
  {
    key: `${country}-banner-weiterbildung`,
    country,
    type: 'banner',
    url: 'https://example.com/anzeigen/weiterbildung',
    art: {
      headline: country === 'ch' ? 'Cicero-Credits sammeln' : 'IDD-Stunden sammeln',
      subline: 'Weiterbildung im Quiz – jederzeit und überall',
      color: '#0f172a',
    },
    code: null,
    dailyCap: 6,
  },
  {
    key: `${country}-banner-haftpflicht`,
    country,
    type: 'banner',
    url: 'https://example.com/anzeigen/vermoegensschadenhaftpflicht',
    art: {
      headline: 'Vermögensschadenhaftpflicht',
      subline: 'Jetzt ein Angebot für Vermittler anfordern',
      color: '#7c2d12',
    },
    code: null,
    dailyCap: 4,
  },
  {
    key: `${country}-fullscreen-fachtagung`,
    country,
    type: 'fullscreen',
    url: 'https://example.com/anzeigen/fachtagung-vertrieb',
    art: {
      headline: 'Fachtagung Vertrieb',
      subline: 'Jetzt anmelden – die Plätze sind begrenzt',
      color: '#1e3a8a',
    },
    code: null,
    dailyCap: 3,
  },
  {
    key: `${country}-fullscreen-gewinnspiel`,
    country,
    type: 'fullscreen-with-code',
    url: 'https://example.com/anzeigen/gewinnspiel',
    art: { headline: 'Gewinnspiel', subline: 'Tippe den Code ab, um weiterzulesen', color: '#064e3b' },
    code: AD_CODES[country],
    dailyCap: 2,
  },
]);

export const adAlt = (art: AdArt) => `${art.headline}. ${art.subline}`;

/** Loads providers, articles and ads; seeding again updates them in place (dates move with `now`). */
export async function seedNews(db: Db, now: Date): Promise<void> {
  const providerIds = new Map<string, number>();
  for (const p of newsProviders) {
    const row = await one<{ id: number }>(
      db,
      `INSERT INTO news_providers (key, country, name) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET country = excluded.country, name = excluded.name RETURNING id`,
      [p.key, p.country, p.name],
    );
    providerIds.set(p.key, row!.id);
  }
  for (const country of COUNTRIES) {
    const articles = seedArticles(country, now);
    await db.query(
      `INSERT INTO news_articles (key, provider_id, published_at, title, text, thumbnail, url)
       SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (key) DO UPDATE SET provider_id = excluded.provider_id, published_at = excluded.published_at,
         title = excluded.title, text = excluded.text, thumbnail = excluded.thumbnail, url = excluded.url`,
      [
        articles.map((a) => a.key),
        articles.map((a) => providerIds.get(a.providerKey)!),
        articles.map((a) => a.publishedAt.toISOString()),
        articles.map((a) => a.title),
        articles.map((a) => a.text),
        articles.map((a) => a.thumbnail),
        articles.map((a) => a.url),
      ],
    );
  }
  for (const ad of newsAds) {
    await db.query(
      `INSERT INTO news_ads (key, type, country, url, thumbnail, alt, code, daily_cap, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)
       ON CONFLICT (key) DO UPDATE SET type = excluded.type, country = excluded.country, url = excluded.url,
         thumbnail = excluded.thumbnail, alt = excluded.alt, code = excluded.code,
         daily_cap = excluded.daily_cap, active = true`,
      [
        ad.key,
        ad.type,
        ad.country,
        ad.url,
        adImage(ad.art, ad.type === 'banner' ? 'banner' : 'fullscreen'),
        adAlt(ad.art),
        ad.code,
        ad.dailyCap,
      ],
    );
  }
}
