import './news.css';

/**
 * The feed's cards as the learner sees them, with their styles, for a preview elsewhere (the back office's
 * news desk). Loaded on demand through index.ts, so the first page carries none of it.
 */
export { ArticleItem, type ArticleItemProps } from './ArticleItem';
export { BannerAd } from './BannerAd';
export { FullscreenAdDialog, type FullscreenAdDialogProps } from './FullscreenAdDialog';
