import { describe, it, expect } from 'vitest';
import {
  areaOf,
  decideRoute,
  isAppPath,
  isLockscreenPath,
  readQueryParam,
  safeRedirectTarget,
  type RoutingInput,
} from './routing';

const verified = { migrating: false, email_verified_at: '2024-01-01T00:00:00Z' };
const unverified = { migrating: false, email_verified_at: null };
const migrating = { migrating: true, email_verified_at: null };

const decide = (overrides: Partial<RoutingInput>) =>
  decideRoute({ user: null, country: 'de', pathname: '/app', search: '', ...overrides });

describe('areas', () => {
  it('tells the app area from look-alikes', () => {
    expect(isAppPath('/app')).toBe(true);
    expect(isAppPath('/app/')).toBe(true);
    expect(isAppPath('/app/news-feed')).toBe(true);
    expect(isAppPath('/apple')).toBe(false);
    expect(isAppPath('/application/x')).toBe(false);
  });

  it('knows the lockscreen paths', () => {
    for (const path of [
      '/country-select',
      '/login',
      '/login/forgot-password',
      '/signup',
      '/forgot-password',
      '/reset-password/',
      // Visitors read the terms and the privacy policy before they sign up.
      '/legal/tos',
    ]) {
      expect(isLockscreenPath(path)).toBe(true);
    }
    expect(isLockscreenPath('/loginx')).toBe(false);
    expect(isLockscreenPath('/app/login')).toBe(false);
    expect(isLockscreenPath('/app/legal-info/tos')).toBe(false);
  });

  it('classifies every realm', () => {
    expect(areaOf('/')).toBe('root');
    expect(areaOf('')).toBe('root');
    expect(areaOf('/migration')).toBe('migration');
    expect(areaOf('/verify-email/')).toBe('verifyEmail');
    expect(areaOf('/impersonate')).toBe('impersonate');
    expect(areaOf('/signup')).toBe('lockscreen');
    expect(areaOf('/app/dashboard')).toBe('app');
    expect(areaOf('/nowhere')).toBe('other');
    expect(areaOf('/admin')).toBe('admin');
    expect(areaOf('/admin/audit')).toBe('admin');
    expect(areaOf('/administration')).toBe('other');
  });
});

describe('rule 1: migrating user', () => {
  it('goes to /migration from anywhere else', () => {
    expect(decide({ user: migrating, pathname: '/app/dashboard' })).toBe('/migration');
    expect(decide({ user: migrating, pathname: '/verify-email' })).toBe('/migration');
    expect(decide({ user: migrating, pathname: '/login' })).toBe('/migration');
  });
  it('stays in the migration area', () => {
    expect(decide({ user: migrating, pathname: '/migration' })).toBeNull();
    expect(decide({ user: migrating, pathname: '/migration/' })).toBeNull();
  });
});

describe('rule 2: unverified e-mail', () => {
  it('goes to /verify-email', () => {
    expect(decide({ user: unverified, pathname: '/app/news-feed' })).toBe('/verify-email');
    expect(decide({ user: unverified, pathname: '/migration' })).toBe('/verify-email');
    expect(decide({ user: { migrating: false, email_verified_at: '' }, pathname: '/app' })).toBe(
      '/verify-email',
    );
  });
  it('stays on /verify-email', () => {
    expect(decide({ user: unverified, pathname: '/verify-email' })).toBeNull();
  });
});

describe('rule 3: verified user', () => {
  it('stays inside the app area', () => {
    expect(decide({ user: verified, pathname: '/app/my-account' })).toBeNull();
    expect(decide({ user: verified, pathname: '/app/', search: '?redirect=%2Fapp%2Ffeedback' })).toBeNull();
  });
  it('leaves other areas for the redirect target', () => {
    expect(decide({ user: verified, pathname: '/login', search: '?redirect=%2Fapp%2Fnews-feed' })).toBe(
      '/app/news-feed',
    );
    expect(
      decide({ user: verified, pathname: '/login', search: '?redirect=%2Fapp%2Fcheckout%3Fstep%3D2' }),
    ).toBe('/app/checkout?step=2');
  });
  it('falls back to /app', () => {
    expect(decide({ user: verified, pathname: '/login' })).toBe('/app');
    expect(decide({ user: verified, pathname: '/migration' })).toBe('/app');
    expect(decide({ user: verified, pathname: '/verify-email' })).toBe('/app');
    expect(decide({ user: verified, pathname: '/apple' })).toBe('/app');
  });
});

describe('rule 4: visitor without a country', () => {
  it('goes to /country-select carrying the current path', () => {
    expect(decide({ country: null, pathname: '/app/news-feed', search: '?page=2' })).toBe(
      '/country-select?redirect=%2Fapp%2Fnews-feed%3Fpage%3D2',
    );
  });
  it('keeps an existing redirect from a lockscreen page, adds none otherwise', () => {
    expect(decide({ country: null, pathname: '/login', search: '?redirect=%2Fapp%2Ffeedback' })).toBe(
      '/country-select?redirect=%2Fapp%2Ffeedback',
    );
    expect(decide({ country: null, pathname: '/signup' })).toBe('/country-select');
  });
  it('stays on /country-select', () => {
    expect(decide({ country: null, pathname: '/country-select', search: '?redirect=%2Fapp' })).toBeNull();
  });
});

describe('rule 5: visitor with a country on /country-select', () => {
  it('goes to /login, keeping the redirect', () => {
    expect(decide({ pathname: '/country-select' })).toBe('/login');
    expect(decide({ pathname: '/country-select/', search: '?redirect=%2Fapp%2Fplatform' })).toBe(
      '/login?redirect=%2Fapp%2Fplatform',
    );
  });
});

describe('rule 6: visitor outside the lockscreen', () => {
  it('goes to /login with the current path and query encoded', () => {
    expect(decide({ pathname: '/app/dashboard' })).toBe('/login?redirect=%2Fapp%2Fdashboard');
    expect(decide({ pathname: '/app/checkout', search: '?a=1&b=x y' })).toBe(
      '/login?redirect=%2Fapp%2Fcheckout%3Fa%3D1%26b%3Dx%20y',
    );
    expect(decide({ pathname: '/verify-email' })).toBe('/login?redirect=%2Fverify-email');
  });
  it('stays on lockscreen pages', () => {
    for (const pathname of [
      '/login',
      '/login/forgot-password',
      '/signup',
      '/forgot-password',
      '/reset-password',
    ]) {
      expect(decide({ pathname })).toBeNull();
    }
  });
  it('round-trips the redirect through login', () => {
    const target = decide({ pathname: '/app/platform/companies/7', search: '?tab=a&x=%2F' });
    const search = target?.slice(target.indexOf('?')) ?? '';
    expect(decide({ user: verified, pathname: '/login', search })).toBe(
      '/app/platform/companies/7?tab=a&x=%2F',
    );
  });
});

describe('root and impersonate', () => {
  it('answers the root with the final target', () => {
    expect(decide({ user: verified, pathname: '/' })).toBe('/app');
    expect(decide({ user: migrating, pathname: '/' })).toBe('/migration');
    expect(decide({ user: unverified, pathname: '/' })).toBe('/verify-email');
    expect(decide({ pathname: '/' })).toBe('/login?redirect=%2Fapp');
    expect(decide({ country: null, pathname: '/' })).toBe('/country-select?redirect=%2Fapp');
  });
  it('never redirects impersonation', () => {
    for (const user of [null, verified, unverified, migrating]) {
      expect(
        decide({ user, country: null, pathname: '/impersonate', search: '?token=t&country=de' }),
      ).toBeNull();
    }
  });
  it('leaves the back office to its own sign-in, whatever the learner session', () => {
    for (const user of [null, verified, unverified, migrating]) {
      expect(decide({ user, country: null, pathname: '/admin/login' })).toBeNull();
      expect(decide({ user, pathname: '/admin/audit' })).toBeNull();
    }
  });
});

describe('safeRedirectTarget', () => {
  it('accepts app paths with query and hash', () => {
    expect(safeRedirectTarget('/app/news-feed')).toBe('/app/news-feed');
    expect(safeRedirectTarget('/app/checkout?step=2#top')).toBe('/app/checkout?step=2#top');
  });
  it('falls back to /app for missing or foreign targets', () => {
    const hostile = [
      null,
      '',
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'app/news-feed',
      '/apple',
      '/impersonate?token=abc&country=de',
      '/app/../impersonate',
      '/app/%2E%2E/login',
      '/app/./x',
    ];
    for (const raw of hostile) expect(safeRedirectTarget(raw)).toBe('/app');
  });
  it('rejects malicious redirects end to end', () => {
    for (const raw of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      expect(
        decide({ user: verified, pathname: '/login', search: `?redirect=${encodeURIComponent(raw)}` }),
      ).toBe('/app');
    }
  });
});

describe('readQueryParam', () => {
  it('decodes values and tolerates junk', () => {
    expect(readQueryParam('?a=1&redirect=%2Fapp%2Fx', 'redirect')).toBe('/app/x');
    expect(readQueryParam('redirect=a+b', 'redirect')).toBe('a b');
    expect(readQueryParam('?redirect', 'redirect')).toBe('');
    expect(readQueryParam('', 'redirect')).toBeNull();
    expect(readQueryParam('?redirect=%E0%A4%A', 'redirect')).toBeNull();
  });
});

describe('the public certificate check', () => {
  it('stays on /verify/{code} for visitors without a country, unverified, migrating and signed-in users', () => {
    const pathname = '/verify/K7PQ-9XZ2-M4TA';
    expect(areaOf(pathname)).toBe('public');
    expect(areaOf('/verify-email')).toBe('verifyEmail');
    expect(decide({ pathname, country: null })).toBeNull();
    expect(decide({ pathname })).toBeNull();
    for (const user of [verified, unverified, migrating]) expect(decide({ pathname, user })).toBeNull();
  });
});
