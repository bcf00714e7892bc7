import { articleUrlSchema, IpcInvoke } from '../../shared/ipc';
import type { ArticleOpener } from '../articleWindow';
import type { IpcHandle } from './handle';

/** The reply comes when the article window is closed: the renderer counts ad-interval visits by it. */
export function registerArticleIpc(handle: IpcHandle, opener: ArticleOpener): void {
  handle(IpcInvoke.articleOpen, articleUrlSchema, (url) => opener.open(url));
}
