import { describe, expect, it } from 'vitest';
import { isDefaultLanding, kioskLandingPath, kioskMemberLandingPath, landingPathOf } from './kioskLanding';

describe('kioskLandingPath', () => {
  it('follows a preset path inside the app', () => {
    expect(kioskLandingPath({ coursePreset: '/app/platform/companies/3/courses/17', accessCode: null })).toBe(
      '/app/platform/companies/3/courses/17',
    );
    expect(kioskLandingPath({ coursePreset: '/app/feedback', accessCode: 'ACME' })).toBe('/app/feedback');
  });

  it('ignores preset paths a login redirect would not follow either', () => {
    for (const preset of ['/impersonate?token=x', '//evil.example/app', '/app/../login', '/\\evil.example']) {
      expect(kioskLandingPath({ coursePreset: preset, accessCode: null })).toBeNull();
    }
  });

  it('sends a bare course id or an access code to the company platform', () => {
    expect(kioskLandingPath({ coursePreset: '17', accessCode: null })).toBe('/app/platform');
    expect(kioskLandingPath({ coursePreset: null, accessCode: 'ACME-2025' })).toBe('/app/platform');
  });

  it('is null without preset and access code', () => {
    expect(kioskLandingPath({ coursePreset: null, accessCode: null })).toBeNull();
  });
});

describe('isDefaultLanding', () => {
  it('is the start page and the dashboard only', () => {
    expect(isDefaultLanding('/app')).toBe(true);
    expect(isDefaultLanding('/app/')).toBe(true);
    expect(isDefaultLanding('/app/dashboard')).toBe(true);
    expect(isDefaultLanding('/app/feedback')).toBe(false);
    expect(isDefaultLanding('/login')).toBe(false);
  });

  it('compares paths without query and case', () => {
    expect(landingPathOf('/app/Feedback?x=1')).toBe('/app/feedback');
  });
});

describe('kioskMemberLandingPath', () => {
  it("takes the participant to the preset course of the company the kiosk's code joined", () => {
    expect(kioskMemberLandingPath({ coursePreset: '/app/platform/companies/3/courses/17' }, 3)).toBe(
      '/app/platform/companies/3/courses/17',
    );
    expect(kioskMemberLandingPath({ coursePreset: '17' }, 3)).toBe('/app/platform/companies/3/courses/17');
    expect(kioskMemberLandingPath({ coursePreset: null }, 3)).toBe('/app/platform/companies/3');
    expect(kioskMemberLandingPath({ coursePreset: '//evil.example/x' }, 3)).toBe('/app/platform/companies/3');
  });
});
