import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdItem, NewsArticle } from '../../../shared/api/entities';
import { newsFeedMessages } from '../../../shared/messages/newsFeed';
import { useAtomValue, useServices } from '../../state';
import { InlineAlert, PageHeader, RetryAlert, Spinner } from '../../ui';
import { articleVisitsAtom, openAd, openArticle } from './articles';
import { ArticleList } from './ArticleList';
import { ChangeProvidersDialog } from './ChangeProvidersDialog';
import { FullscreenAdDialog } from './FullscreenAdDialog';
import { fetchFullscreenAdAtom } from './mutations';
import { newsFeedAtom, type Feed } from './queries';
import { ProviderGate } from './ProviderGate';
import { useInteractions } from './useInteractions';
import { useViewabilityObserver, ViewabilityContext } from './useViewability';
import { adsDueBetween } from './visitCounter';
import './news.css';

const m = newsFeedMessages;

/** /app/news-feed: the provider gate, then the feed. */
export function NewsFeedPage() {
  const feed = useAtomValue(newsFeedAtom);
  if (feed.isPending) return <Spinner label={m.loading} showLabel />;
  if (feed.isError) {
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void feed.refetch()}>
        {m.loadFailed}
      </RetryAlert>
    );
  }
  return (
    <div className="news-page">
      {feed.data.selected_providers.length === 0 ? (
        <ProviderGate providers={feed.data.providers} />
      ) : (
        <NewsFeed feed={feed.data} />
      )}
    </div>
  );
}

function NewsFeed({ feed }: { feed: Feed }) {
  const services = useServices();
  const report = useInteractions();
  const observe = useViewabilityObserver(useCallback((impression) => report(impression, 'viewed'), [report]));
  const [openFailed, setOpenFailed] = useState(false);
  const fullscreenAd = useFullscreenAds(feed.fullscreen_ad_interval);

  const onOpenArticle = (article: NewsArticle) => {
    report(article.impression_id, 'clicked');
    setOpenFailed(false);
    openArticle(services, article.url).catch(() => setOpenFailed(true));
  };
  const onOpenAd = (ad: AdItem) => {
    report(ad.impression_id, 'clicked');
    openAd(services, ad.url).catch(() => setOpenFailed(true));
  };

  return (
    <ViewabilityContext.Provider value={observe}>
      <PageHeader
        title={m.articlesTitle}
        actions={<ChangeProvidersDialog providers={feed.providers} selected={feed.selected_providers} />}
      />
      {openFailed && <InlineAlert tone="error">{m.openArticleFailed}</InlineAlert>}
      <ArticleList onOpenArticle={onOpenArticle} onOpenAd={onOpenAd} />
      {fullscreenAd.ad && (
        <FullscreenAdDialog ad={fullscreenAd.ad} onClose={fullscreenAd.close} onOpenAd={onOpenAd} />
      )}
    </ViewabilityContext.Provider>
  );
}

/**
 * Watches the closed article visits: each time they reach the interval, a fullscreen ad is fetched and
 * shown (none when every ad is at its daily cap). One ad at a time.
 */
function useFullscreenAds(interval: number) {
  const visits = useAtomValue(articleVisitsAtom);
  const fetchAd = useAtomValue(fetchFullscreenAdAtom);
  const fetchRef = useRef(fetchAd.mutateAsync);
  useEffect(() => {
    fetchRef.current = fetchAd.mutateAsync;
  }, [fetchAd.mutateAsync]);
  const counted = useRef(visits);
  const [ad, setAd] = useState<AdItem | null>(null);

  useEffect(() => {
    const due = adsDueBetween(counted.current, visits, interval);
    counted.current = visits;
    if (due === 0) return;
    fetchRef.current().then(
      (next) => {
        if (next) setAd((shown) => shown ?? next);
      },
      () => {
        // No ad this time: the reader goes on reading.
      },
    );
  }, [visits, interval]);

  return { ad, close: useCallback(() => setAd(null), []) };
}
