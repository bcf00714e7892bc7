import { describe, expect, it } from 'vitest';
import { resolveRoute, type ZiggyTable } from './ziggy';

const table: ZiggyTable = {
  url: 'https://quiz.example',
  port: null,
  defaults: { locale: 'de' },
  routes: {
    'app.init': { uri: 'api/app/init', methods: ['GET', 'HEAD'] },
    'app.users.show': { uri: 'api/users/{user}', methods: ['GET', 'HEAD'], parameters: ['user'] },
    'app.users.courses.show': {
      uri: 'api/users/{user}/courses/{course}',
      methods: ['GET', 'HEAD'],
      parameters: ['user', 'course'],
    },
    'app.legal': { uri: 'api/{locale}/legal/{page?}', methods: ['GET'], parameters: ['locale', 'page'] },
    'app.companies.show': {
      uri: 'api/companies/{company}',
      methods: ['GET'],
      parameters: ['company'],
      wheres: { company: '[0-9]+' },
    },
  },
};

describe('resolveRoute', () => {
  it('fills the parameters into the uri, as ziggy-js does', () => {
    expect(resolveRoute(table, 'app.init')).toBe('/api/app/init');
    expect(resolveRoute(table, 'app.users.show', { user: 'me' })).toBe('/api/users/me');
    expect(resolveRoute(table, 'app.users.courses.show', { user: 'me', course: 3 })).toBe(
      '/api/users/me/courses/3',
    );
  });

  it('throws for an unknown route and for a missing required parameter', () => {
    expect(() => resolveRoute(table, 'app.nope')).toThrow("route 'app.nope' is not in the route table");
    expect(() => resolveRoute(table, 'toString')).toThrow('is not in the route table');
    expect(() => resolveRoute(table, 'app.users.courses.show', { user: 'me' })).toThrow(
      "parameter 'course' is required for route 'app.users.courses.show'",
    );
    expect(() => resolveRoute(table, 'app.users.show', { user: null })).toThrow('is required');
  });

  it('URL-encodes each value as one path segment', () => {
    expect(resolveRoute(table, 'app.users.show', { user: 'a/b c?d#e%' })).toBe(
      '/api/users/a%2Fb%20c%3Fd%23e%25',
    );
    expect(resolveRoute(table, 'app.users.show', { user: 'Jörg' })).toBe('/api/users/J%C3%B6rg');
  });

  it('puts parameters the route does not name into the query string', () => {
    expect(resolveRoute(table, 'app.users.show', { user: 'me', page: 2, q: 'a&b', gone: null })).toBe(
      '/api/users/me?page=2&q=a%26b',
    );
    expect(
      resolveRoute(table, 'app.users.show', { user: 1, tags: ['x', 'y'], f: { role: 'agent' }, on: true }),
    ).toBe('/api/users/1?tags[0]=x&tags[1]=y&f[role]=agent&on=1');
  });

  it('takes defaults for parameters left out and drops an empty optional one', () => {
    expect(resolveRoute(table, 'app.legal')).toBe('/api/de/legal');
    expect(resolveRoute(table, 'app.legal', { locale: 'at', page: 'tos' })).toBe('/api/at/legal/tos');
  });

  it('checks the format a route requires of a parameter', () => {
    expect(resolveRoute(table, 'app.companies.show', { company: 12 })).toBe('/api/companies/12');
    expect(() => resolveRoute(table, 'app.companies.show', { company: 'x' })).toThrow(
      "does not match '[0-9]+'",
    );
  });

  it('rejects objects as path parameters', () => {
    expect(() => resolveRoute(table, 'app.users.show', { user: { id: 1 } })).toThrow(
      'must be a string or a number',
    );
  });
});
