import { useState } from 'react';
import type { AdItem, NewsArticle } from '../../../shared/api/entities';
import { newsFeedMessages } from '../../../shared/messages/newsFeed';
import { useAtomValue } from '../../state';
import { Button, RetryAlert, Spinner } from '../../ui';
import { ArticleItem } from './ArticleItem';
import { BannerAd } from './BannerAd';
import { isAd, newsArticlesAtom } from './queries';

const m = newsFeedMessages;

export interface ArticleListProps {
  onOpenArticle: (article: NewsArticle) => void;
  onOpenAd: (ad: AdItem) => void;
}

/** The article pages with their banner ads, a load-more button while more exist, then the end note. */
export function ArticleList({ onOpenArticle, onOpenAd }: ArticleListProps) {
  const articles = useAtomValue(newsArticlesAtom);
  // One "now" per list render keeps the labels of one screen consistent.
  const [now] = useState(() => new Date());

  if (articles.isPending) return <Spinner label={m.loading} showLabel />;
  if (articles.isError && !articles.data) {
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void articles.refetch()}>
        {m.loadFailed}
      </RetryAlert>
    );
  }
  const items = articles.data.pages.flatMap((page) => page.news_articles);
  return (
    <>
      {items.length === 0 ? (
        <p className="news-empty">{m.noArticles}</p>
      ) : (
        <ul className="news-list" aria-label={m.articlesTitle}>
          {items.map((item) =>
            isAd(item) ? (
              <BannerAd key={item.impression_id} ad={item} onOpen={onOpenAd} />
            ) : (
              <ArticleItem key={`a${item.id}`} article={item} now={now} onOpen={onOpenArticle} />
            ),
          )}
        </ul>
      )}
      <div className="news-more" aria-live="polite">
        {articles.hasNextPage ? (
          <Button
            variant="secondary"
            isPending={articles.isFetchingNextPage}
            onPress={() => void articles.fetchNextPage()}
          >
            {articles.isFetchingNextPage ? m.loadingMore : m.loadMore}
          </Button>
        ) : (
          items.length > 0 && <p className="news-more__end">{m.noMoreArticles}</p>
        )}
        {articles.isFetchNextPageError && <p className="news-more__error">{m.loadFailed}</p>}
      </div>
    </>
  );
}
