import { describe, expect, it } from 'vitest';
import { codeMatches } from './FullscreenAdDialog';
import { createImpressionLog } from './impressionLog';

/** A Storage in memory, like the browser's. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('createImpressionLog', () => {
  it('remembers each reported (impression, interaction) for the same user across a reload', () => {
    const storage = memoryStorage();
    const log = createImpressionLog(storage, 7);
    log.add('a1.x', 'viewed');
    expect(log.has('a1.x', 'viewed')).toBe(true);
    expect(log.has('a1.x', 'clicked')).toBe(false);

    const reloaded = createImpressionLog(storage, 7);
    expect(reloaded.has('a1.x', 'viewed')).toBe(true);
    expect(createImpressionLog(storage, 8).has('a1.x', 'viewed')).toBe(false);
  });

  it('starts empty from unreadable storage and works without any', () => {
    const storage = memoryStorage();
    storage.setItem('news-reported:7', '{not json');
    expect(createImpressionLog(storage, 7).has('a1.x', 'viewed')).toBe(false);
    const log = createImpressionLog(null, 7);
    log.add('a1.x', 'clicked');
    expect(log.has('a1.x', 'clicked')).toBe(true);
  });
});

describe('codeMatches', () => {
  it('takes the code in any case and with spaces around it, nothing else', () => {
    expect(codeMatches('QUIZ24', 'QUIZ24')).toBe(true);
    expect(codeMatches('quiz24', 'QUIZ24')).toBe(true);
    expect(codeMatches(' QuIz24 ', 'QUIZ24')).toBe(true);
    expect(codeMatches('QUIZ25', 'QUIZ24')).toBe(false);
    expect(codeMatches('', 'QUIZ24')).toBe(false);
    expect(codeMatches('QUIZ 24', 'QUIZ24')).toBe(false);
  });
});
