import { useRef } from 'react';
import type { AdItem } from '../../../shared/api/entities';
import { newsFeedMessages } from '../../../shared/messages/newsFeed';
import { useViewable } from './useViewability';
import { useImageSrc } from './safeImage';

const m = newsFeedMessages;

/** A banner ad in the list, marked as one; a click opens the advertiser's page. */
export function BannerAd({ ad, onOpen }: { ad: AdItem; onOpen: (ad: AdItem) => void }) {
  const ref = useRef<HTMLLIElement>(null);
  useViewable(ref, ad.impression_id);
  const image = useImageSrc(ad.thumbnail);
  return (
    <li ref={ref} className="news-item news-banner" data-impression={ad.impression_id}>
      <aside className="news-banner__body" aria-label={m.adLabel}>
        <span className="news-banner__label">{m.adLabel}</span>
        <a
          href={ad.url}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className="news-banner__link"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onOpen(ad);
          }}
        >
          {image ? (
            <img className="news-banner__image" src={image} alt={ad.alt || m.adDefaultAlt} />
          ) : (
            (ad.alt ?? m.openAd)
          )}
        </a>
      </aside>
    </li>
  );
}
