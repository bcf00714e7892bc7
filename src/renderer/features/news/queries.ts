import { newsArticlesCall, newsFeedCall } from '../../../shared/api/calls/engagement';
import type { CallResponse } from '../../../shared/api/call';
import type { Country } from '../../../shared/api/constants';
import type { AdItem, NewsArticle } from '../../../shared/api/entities';
import { countryAtom, currentUserAtom, infiniteQueryAtom, queryAtom } from '../../state';

/** The cache keys of the news feed: the feed (providers, interval, selection) and its article pages. */
export const newsKeys = {
  feed: () => ['news-feed'] as const,
  articles: () => [...newsKeys.feed(), 'articles'] as const,
  articlesOf: (country: Country | null) => [...newsKeys.articles(), country] as const,
};

export type FeedItem = NewsArticle | AdItem;
export const isAd = (item: FeedItem): item is AdItem => 'type' in item;

export type Feed = CallResponse<typeof newsFeedCall>;
export type ArticlesPage = CallResponse<typeof newsArticlesCall>;

/** The country the server answers for: the account's (it refuses any other). */
export const readerCountry = (get: Parameters<Parameters<typeof queryAtom>[0]>[1]): Country | null =>
  get(currentUserAtom)?.country ?? get(countryAtom);

/** Providers of the user's country, the fullscreen ad interval and the user's selection. */
export const newsFeedAtom = queryAtom((services) => ({
  queryKey: newsKeys.feed(),
  queryFn: ({ signal }) => services.api.call(newsFeedCall, { signal }),
}));

/**
 * The article pages (1-based), newest first, with banner ads between them. Loaded pages stay as they
 * are while the feed is open (every reload would hand out new ads under their daily cap); a change of
 * providers resets them to page 1.
 */
export const newsArticlesAtom = infiniteQueryAtom<ArticlesPage, readonly unknown[], number>(
  (services, get) => {
    const country = readerCountry(get);
    return {
      queryKey: newsKeys.articlesOf(country),
      queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
        services.api.call(newsArticlesCall, { query: { pageNumber: pageParam, country: country! }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last: ArticlesPage, pages: ArticlesPage[]) =>
        last.has_more_articles ? pages.length + 1 : undefined,
      enabled: country !== null,
      staleTime: Infinity,
    };
  },
);
