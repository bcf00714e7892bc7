import { useEffect, useState } from 'react';
import type { AdItem, NewsArticle } from '../../../../shared/api/entities';
import { newsDeskMessages as m } from '../../../../shared/messages/newsDesk';
import { Button, Card, Spinner } from '../../../ui';
import { loadNewsCards, type NewsCards } from '../../news';

/** The feed's cards, loaded once with their styles (the news feature's own components). */
function useNewsCards(): NewsCards | null {
  const [cards, setCards] = useState<NewsCards | null>(null);
  useEffect(() => {
    let live = true;
    void loadNewsCards().then((loaded) => live && setCards(loaded));
    return () => {
      live = false;
    };
  }, []);
  return cards;
}

const ignore = () => {};

/** Where the preview sits: a card titled as one, saying what it shows. */
function PreviewFrame({ children }: { children: React.ReactNode }) {
  return (
    <Card as="section" title={m.preview} className="admin-news-preview">
      <p className="admin-muted">{m.previewIntro}</p>
      <div className="admin-news-preview__feed" data-testid="news-preview">
        {children}
      </div>
    </Card>
  );
}

/**
 * An article as the learner's feed shows it: the feed's own card, so what the operator sees here is what
 * the learner gets (text stays text there too). Null while the form lacks what the card needs.
 */
export function ArticlePreview({ article }: { article: NewsArticle | null }) {
  const cards = useNewsCards();
  const [now] = useState(() => new Date());
  return (
    <PreviewFrame>
      {!article ? (
        <p>{m.previewEmpty}</p>
      ) : !cards ? (
        <Spinner label={m.loading} />
      ) : (
        <ul className="news-list" aria-label={m.preview}>
          <cards.ArticleItem article={article} now={now} onOpen={ignore} />
        </ul>
      )}
    </PreviewFrame>
  );
}

/** An ad as the feed shows it: a banner in the list, a fullscreen ad in its dialog (opened on request). */
export function AdPreview({ ad }: { ad: AdItem | null }) {
  const cards = useNewsCards();
  const [open, setOpen] = useState(false);
  return (
    <PreviewFrame>
      {!ad ? (
        <p>{m.previewEmpty}</p>
      ) : !cards ? (
        <Spinner label={m.loading} />
      ) : ad.type === 'banner' ? (
        <ul className="news-list" aria-label={m.preview}>
          <cards.BannerAd ad={ad} onOpen={ignore} />
        </ul>
      ) : (
        <>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {m.previewFullscreen}
          </Button>
          {open && <cards.FullscreenAdDialog ad={ad} onClose={() => setOpen(false)} onOpenAd={ignore} />}
        </>
      )}
    </PreviewFrame>
  );
}
