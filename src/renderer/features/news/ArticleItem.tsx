import { useRef, type MouseEvent } from 'react';
import type { NewsArticle } from '../../../shared/api/entities';
import { relativeTimeLabel } from '../../../shared/domain/relativeTime';
import { useViewable } from './useViewability';
import { useImageSrc } from './safeImage';

export interface ArticleItemProps {
  article: NewsArticle;
  now: Date;
  onOpen: (article: NewsArticle) => void;
}

/**
 * One article: provider, relative date, title (the link that opens it), text and thumbnail. Everything
 * from the server is untrusted and goes into text nodes only; React escapes it, nothing here parses
 * markup.
 */
export function ArticleItem({ article, now, onOpen }: ArticleItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  useViewable(ref, article.impression_id);
  const thumbnail = useImageSrc(article.thumbnail);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens it our way (desktop: the article window that counts the visit).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(article);
  };
  return (
    <li ref={ref} className="news-item news-article" data-impression={article.impression_id ?? undefined}>
      <article className="news-article__body" aria-labelledby={`news-article-${article.id}`}>
        <div className="news-article__text">
          <p className="news-article__meta">
            <span className="news-article__provider">{article.provider}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.date}>{relativeTimeLabel(article.date, now)}</time>
          </p>
          <h3 className="news-article__title" id={`news-article-${article.id}`}>
            <a href={article.url} target="_blank" rel="noopener noreferrer" onClick={open}>
              {article.title}
            </a>
          </h3>
          <p className="news-article__lead">{article.text}</p>
        </div>
        {thumbnail && <img className="news-article__thumbnail" src={thumbnail} alt="" loading="lazy" />}
      </article>
    </li>
  );
}
