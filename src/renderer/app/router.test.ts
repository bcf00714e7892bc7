import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { testServices } from '../state/testing';
import { createRoutes } from './router';

const routesOn = (platform: Pick<Platform, 'kind' | 'kiosk'>) =>
  createRoutes(testServices({ platform: platform as Platform }));
const matchedPath = (platform: Pick<Platform, 'kind' | 'kiosk'>, pathname: string) =>
  (matchRoutes(routesOn(platform), pathname) ?? []).map((match) => match.route.path ?? '').join('/');

describe('the back office in the route table', () => {
  it('exists in the web build, one lazy entry for all of /admin', () => {
    expect(matchedPath({ kind: 'web', kiosk: null }, '/admin/audit')).toBe('//admin/*');
  });

  it('never in the desktop app, nor in its kiosk mode: /admin is an unknown address there', () => {
    const kiosk = {} as NonNullable<Platform['kiosk']>;
    expect(matchedPath({ kind: 'desktop', kiosk: null }, '/admin/audit')).toBe('//*');
    expect(matchedPath({ kind: 'desktop', kiosk }, '/admin')).toBe('//*');
  });
});
