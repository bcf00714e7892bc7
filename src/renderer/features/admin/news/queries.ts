import {
  newsAdCall,
  newsAdsCall,
  newsArticleCall,
  newsArticlesCall,
  newsProvidersCall,
  newsSettingsCall,
  type AdState,
  type ArticleState,
} from '../../../../shared/api/calls/adminNews';
import type { Country } from '../../../../shared/api/constants';
import type { AdItem } from '../../../../shared/api/entities';
import { useQueryFor } from '../../../state';
import { adminCall } from '../queries';

export interface ProviderFilterQuery {
  country?: Country;
}
export interface ArticleFilterQuery {
  country?: Country;
  provider_id?: number;
  state?: ArticleState;
}
export interface AdFilterQuery {
  country?: Country;
  type?: AdItem['type'];
  state?: AdState;
}

/** The news desk's cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const newsKeys = {
  all: ['admin', 'news'] as const,
  providers: (filters: ProviderFilterQuery, page: number) =>
    ['admin', 'news', 'providers', filters, page] as const,
  articles: (filters: ArticleFilterQuery, page: number) =>
    ['admin', 'news', 'articles', filters, page] as const,
  article: (id: number) => ['admin', 'news', 'article', id] as const,
  ads: (filters: AdFilterQuery, page: number) => ['admin', 'news', 'ads', filters, page] as const,
  ad: (id: number) => ['admin', 'news', 'ad', id] as const,
  settings: ['admin', 'news', 'settings'] as const,
};

/** One page of providers; the last page stays on screen while the next loads. */
export function useNewsProviders(filters: ProviderFilterQuery, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: newsKeys.providers(filters, page),
      queryFn: ({ signal }) =>
        adminCall(services, newsProvidersCall, { query: { ...filters, page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([filters, page]),
  );
}

export function useNewsArticles(filters: ArticleFilterQuery, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: newsKeys.articles(filters, page),
      queryFn: ({ signal }) => adminCall(services, newsArticlesCall, { query: { ...filters, page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([filters, page]),
  );
}

export function useNewsArticle(id: number) {
  return useQueryFor(
    (services) => ({
      queryKey: newsKeys.article(id),
      queryFn: ({ signal }) => adminCall(services, newsArticleCall, { params: { article: id }, signal }),
      retry: false,
    }),
    String(id),
  );
}

export function useNewsAds(filters: AdFilterQuery, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: newsKeys.ads(filters, page),
      queryFn: ({ signal }) => adminCall(services, newsAdsCall, { query: { ...filters, page }, signal }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([filters, page]),
  );
}

export function useNewsAd(id: number) {
  return useQueryFor(
    (services) => ({
      queryKey: newsKeys.ad(id),
      queryFn: ({ signal }) => adminCall(services, newsAdCall, { params: { ad: id }, signal }),
      retry: false,
    }),
    String(id),
  );
}

export function useNewsSettings() {
  return useQueryFor(
    (services) => ({
      queryKey: newsKeys.settings,
      queryFn: ({ signal }) => adminCall(services, newsSettingsCall, { signal }),
      retry: false,
    }),
    'settings',
  );
}
