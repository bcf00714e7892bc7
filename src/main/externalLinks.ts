import { shell } from 'electron';
import { isHttpsUrl } from './origin';

/**
 * The app's only use of `shell.openExternal`: https links, so no file:, smb: or custom-scheme handler of
 * the operating system can be started from web content. Returns false for anything else.
 */
export function openHttpsExternally(url: string): boolean {
  if (!isHttpsUrl(url)) return false;
  shell.openExternal(url).catch((error: unknown) => console.warn('[links] openExternal failed', error));
  return true;
}
