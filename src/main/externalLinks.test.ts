import { describe, expect, it, vi } from 'vitest';

const shell = vi.hoisted(() => ({ openExternal: vi.fn(() => Promise.resolve()) }));
vi.mock('electron', () => ({ shell }));

import { openHttpsExternally } from './externalLinks';

describe('openHttpsExternally', () => {
  it('hands https links to the system browser', () => {
    expect(openHttpsExternally('https://www.example.de/datenschutz')).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://www.example.de/datenschutz');
  });

  it.each([
    'http://www.example.de/',
    'file:///C:/Windows/System32/calc.exe',
    'smb://evil.example/share',
    'ms-msdt:/id PCWDiagnostic',
    'javascript:alert(1)',
    'not a url',
  ])('never opens %s', (url) => {
    shell.openExternal.mockClear();
    expect(openHttpsExternally(url)).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });
});
