import { describe, expect, it } from 'vitest';
import { compareVersions, judgeClientVersion } from './version';

describe('compareVersions', () => {
  it.each([
    ['5.3.17', '5.3.17', 0],
    ['5.10.0', '5.9.3', 1],
    ['5.3', '5.3.0', 0],
    ['4.99.99', '5.0.0', -1],
  ])('%s vs %s', (a, b, expected) => expect(compareVersions(a, b)).toBe(expected));
});

describe('judgeClientVersion', () => {
  const server = { current_version: '5.3.17', minimum_version: '5.0.0', recommended_version: '5.3.10' };
  it('sends a client newer than the server to staging', () =>
    expect(judgeClientVersion('5.4.0', server)).toBe('newer-than-server'));
  it('requires an update below the minimum', () =>
    expect(judgeClientVersion('4.9.0', server)).toBe('update-required'));
  it('recommends an update below the recommended version', () =>
    expect(judgeClientVersion('5.3.2', server)).toBe('update-recommended'));
  it('accepts the current and recommended versions', () => {
    expect(judgeClientVersion('5.3.17', server)).toBe('current');
    expect(judgeClientVersion('5.3.10', server)).toBe('current');
  });
});
