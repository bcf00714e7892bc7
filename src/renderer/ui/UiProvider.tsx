import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

export interface UiProviderProps {
  children: ReactNode;
  /** BCP 47 locale for react-aria's built-in texts and formats; the app is German throughout. */
  locale?: 'de-DE' | 'de-AT' | 'de-CH';
}

/**
 * Put once around the part of the app that uses react-aria components: the app shell. Without it
 * react-aria follows the browser language, so an English browser would hear 'Dismiss' and see English
 * number formats inside a German app.
 *
 * It stays out of the login area and the start screen on purpose: the first page a visitor opens loads no
 * react-aria (at most 160 kB of gzip JavaScript).
 */
export function UiProvider({ children, locale = 'de-DE' }: UiProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
