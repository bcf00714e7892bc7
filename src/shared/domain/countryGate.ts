/**
 * Country gating (docs/product-rules.md#countries-and-roles) and the sidebar navigation, which hides gated
 * entries.
 */
import type { Country } from '../api/constants';
import { navMessages } from '../messages/nav';
import { PATHS, isUnderPath } from './paths';

export type CountryFeature =
  'courseDescription' | 'bookCourse' | 'myCourses' | 'gutberaten' | 'swissQuiz' | 'moduleQuiz';

export const FEATURE_COUNTRIES: Record<CountryFeature, readonly Country[]> = {
  courseDescription: ['de', 'at'],
  bookCourse: ['de'],
  myCourses: ['de'],
  gutberaten: ['de'],
  swissQuiz: ['ch'],
  moduleQuiz: ['de', 'at'],
};

/** Where a gated route sends a country it is not meant for. */
export const COUNTRY_GATE_REDIRECT = PATHS.root;

export function isFeatureAvailable(feature: CountryFeature, country: Country | null): boolean {
  return country !== null && FEATURE_COUNTRIES[feature].includes(country);
}

/**
 * My courses and gutberaten have no route of their own: they are the de variants of the dashboard and
 * the checkout, which every country reaches. Components ask isFeatureAvailable for those.
 */
const GATED_ROUTES: readonly { base: string; feature: CountryFeature }[] = [
  { base: PATHS.courseDescription, feature: 'courseDescription' },
  { base: PATHS.bookCourse, feature: 'bookCourse' },
  { base: PATHS.swissQuiz, feature: 'swissQuiz' },
  { base: PATHS.courses, feature: 'moduleQuiz' },
];

export function gatedFeatureOf(pathname: string): CountryFeature | null {
  return GATED_ROUTES.find(({ base }) => isUnderPath(pathname, base))?.feature ?? null;
}

/** Ungated routes are open to every country; a gated one needs a known country that it serves. */
export function isRouteAllowedForCountry(pathname: string, country: Country | null): boolean {
  const feature = gatedFeatureOf(pathname);
  return feature === null || isFeatureAvailable(feature, country);
}

export type NavKey =
  | 'dashboard'
  | 'newsFeed'
  | 'myAccount'
  | 'platform'
  | 'howItWorks'
  | 'courseDescription'
  | 'feedback'
  | 'legalInfo';

export interface NavEntry {
  key: NavKey;
  path: string;
  label: string;
}

/**
 * Sidebar entries in the product's order (docs/product-rules.md#routes-and-realms); the logout entry is
 * separate because it is an action, not a route.
 */
export function navEntries(country: Country): NavEntry[] {
  const nav = navMessages;
  const entries: (NavEntry | false)[] = [
    { key: 'dashboard', path: PATHS.dashboard, label: country === 'de' ? nav.myCourses : nav.quiz },
    { key: 'newsFeed', path: PATHS.newsFeed, label: nav.newsFeed },
    { key: 'myAccount', path: PATHS.myAccount, label: nav.myAccount },
    { key: 'platform', path: PATHS.platform, label: nav.platform },
    { key: 'howItWorks', path: PATHS.howItWorks, label: nav.howItWorks },
    isFeatureAvailable('courseDescription', country) && {
      key: 'courseDescription',
      path: PATHS.courseDescription,
      label: nav.courseDescription,
    },
    { key: 'feedback', path: PATHS.feedback, label: nav.feedback },
    { key: 'legalInfo', path: PATHS.legalInfo, label: nav.legalInfo },
  ];
  return entries.filter((entry): entry is NavEntry => entry !== false);
}
