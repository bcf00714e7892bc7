import { describe, it, expect } from 'vitest';
import { gatedFeatureOf, isFeatureAvailable, isRouteAllowedForCountry, navEntries } from './countryGate';

describe('isRouteAllowedForCountry', () => {
  it('shows the course description in de and at only', () => {
    expect(isRouteAllowedForCountry('/app/course-description', 'de')).toBe(true);
    expect(isRouteAllowedForCountry('/app/course-description', 'at')).toBe(true);
    expect(isRouteAllowedForCountry('/app/course-description', 'ch')).toBe(false);
  });

  it('offers course booking in de only', () => {
    expect(isRouteAllowedForCountry('/app/book-course', 'de')).toBe(true);
    expect(isRouteAllowedForCountry('/app/book-course', 'at')).toBe(false);
    expect(isRouteAllowedForCountry('/app/book-course/', 'ch')).toBe(false);
  });

  it('runs the Swiss quiz in ch only', () => {
    expect(isRouteAllowedForCountry('/app/quiz', 'ch')).toBe(true);
    expect(isRouteAllowedForCountry('/app/quiz', 'de')).toBe(false);
    expect(isRouteAllowedForCountry('/app/quizzes', 'de')).toBe(true);
  });

  it('runs the module quiz in de and at only', () => {
    expect(isRouteAllowedForCountry('/app/courses/12', 'at')).toBe(true);
    expect(isRouteAllowedForCountry('/app/courses/12', 'ch')).toBe(false);
  });

  it('leaves ungated routes open and closes gated ones without a country', () => {
    expect(isRouteAllowedForCountry('/app/dashboard', 'ch')).toBe(true);
    expect(isRouteAllowedForCountry('/app/checkout', null)).toBe(true);
    expect(isRouteAllowedForCountry('/app/quiz', null)).toBe(false);
    expect(gatedFeatureOf('/app/platform')).toBeNull();
  });

  it('gates my courses and gutberaten as de features', () => {
    expect(isFeatureAvailable('myCourses', 'de')).toBe(true);
    expect(isFeatureAvailable('gutberaten', 'at')).toBe(false);
  });
});

describe('navEntries', () => {
  it('lists the de entries in order with Meine Kurse', () => {
    expect(navEntries('de').map((e) => [e.path, e.label])).toEqual([
      ['/app/dashboard', 'Meine Kurse'],
      ['/app/news-feed', 'News-Feed'],
      ['/app/my-account', 'Mein Konto'],
      ['/app/platform', 'Firmenplattform'],
      ['/app/how-it-works', 'So funktioniert es'],
      ['/app/course-description', 'Kursbeschreibung'],
      ['/app/feedback', 'Feedback'],
      ['/app/legal-info', 'Rechtliche Informationen'],
    ]);
  });

  it('labels the dashboard Quiz elsewhere and hides the course description for ch', () => {
    expect(navEntries('at')[0]?.label).toBe('Quiz');
    expect(navEntries('at').some((e) => e.key === 'courseDescription')).toBe(true);
    const ch = navEntries('ch');
    expect(ch[0]?.label).toBe('Quiz');
    expect(ch.map((e) => e.key)).toEqual([
      'dashboard',
      'newsFeed',
      'myAccount',
      'platform',
      'howItWorks',
      'feedback',
      'legalInfo',
    ]);
  });
});
