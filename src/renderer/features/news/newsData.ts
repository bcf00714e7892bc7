import {
  fullscreenAdCall,
  interactCall,
  newsArticlesCall,
  newsFeedCall,
  setSelectedProvidersCall,
} from '../../../shared/api/calls/engagement';
import type { CallResponse } from '../../../shared/api/call';
import type { Country } from '../../../shared/api/constants';
import type { AdItem, NewsArticle } from '../../../shared/api/entities';
import { countryAtom, currentUserAtom, infiniteQueryAtom, mutationAtom, queryAtom } from '../../state';

/** The cache keys of the news feed: the feed (providers, interval, selection) and its article pages. */
export const NEWS_FEED_KEY = ['news-feed'] as const;
export const NEWS_ARTICLES_KEY = ['news-feed', 'articles'] as const;

export type FeedItem = NewsArticle | AdItem;
export const isAd = (item: FeedItem): item is AdItem => 'type' in item;

export type Feed = CallResponse<typeof newsFeedCall>;
export type ArticlesPage = CallResponse<typeof newsArticlesCall>;

/** The country the server answers for: the account's (it refuses any other). */
const readerCountry = (get: Parameters<Parameters<typeof queryAtom>[0]>[1]): Country | null =>
  get(currentUserAtom)?.country ?? get(countryAtom);

/** Providers of the user's country, the fullscreen ad interval and the user's selection. */
export const newsFeedAtom = queryAtom((services) => ({
  queryKey: NEWS_FEED_KEY,
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
      queryKey: [...NEWS_ARTICLES_KEY, country],
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

/** Saves the provider selection (never empty) and starts the list again at page 1. */
export const saveProvidersAtom = mutationAtom((services) => ({
  mutationFn: (ids: number[]) =>
    services.api.call(setSelectedProvidersCall, { body: { selected_provider_ids: ids } }),
  onSuccess: async (_reply: unknown, ids: number[]) => {
    services.queryClient.setQueryData<Feed>(NEWS_FEED_KEY, (feed) =>
      feed ? { ...feed, selected_providers: [...ids].sort((a, b) => a - b) } : feed,
    );
    await services.queryClient.resetQueries({ queryKey: NEWS_ARTICLES_KEY });
  },
}));

/** A fresh fullscreen ad each time it is due (a GET, but every answer is a new delivery). */
export const fetchFullscreenAdAtom = mutationAtom((services, get) => ({
  mutationFn: async () => {
    const country = readerCountry(get);
    if (!country) return null;
    return (await services.api.call(fullscreenAdCall, { query: { country } })).fullscreen_ad;
  },
}));

export type Interaction = 'viewed' | 'clicked';

/** Reports a view or click of an impression (the server records each once per user). */
export const interactAtom = mutationAtom((services) => ({
  mutationFn: ({ impression, interaction }: { impression: string; interaction: Interaction }) =>
    services.api.call(interactCall, { params: { impression }, body: { interaction } }),
}));
