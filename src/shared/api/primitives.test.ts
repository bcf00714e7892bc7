import { describe, expect, it } from 'vitest';
import { deviceName, multilineText, requiredText, text } from './primitives';

/**
 * Characters no person types; each is refused by every text primitive (noncharacters included: an e-invoice
 * cannot carry them).
 */
const FORBIDDEN: Record<string, string> = {
  NUL: '\u0000',
  bell: '\u0007',
  DEL: '\u007F',
  'lone high surrogate': '\uD800',
  'lone low surrogate': '\uDC00',
  'right-to-left override': '\u202E',
  'first isolate': '\u2068',
  'U+FDD0': '\uFDD0',
  'U+FDEF': '\uFDEF',
  'U+FFFE': '\uFFFE',
  'U+FFFF': '\uFFFF',
  'U+1FFFE': '\u{1FFFE}',
  'U+10FFFF': '\u{10FFFF}',
};

const primitives = {
  text: text(100),
  requiredText: requiredText(100),
  multilineText: multilineText(100),
  deviceName,
};

describe('text primitives', () => {
  for (const [name, schema] of Object.entries(primitives)) {
    it(`${name} refuses every character no person types`, () => {
      for (const [what, character] of Object.entries(FORBIDDEN)) {
        const result = schema.safeParse(`X${character}Y`);
        expect(result.success, `${name}: ${what}`).toBe(false);
        expect(result.error?.issues[0]?.message, `${name}: ${what}`).toBe('validation.characters');
      }
    });

    it(`${name} accepts what people write: umlauts, ß, €, an emoji, U+FDCF and U+FFFD`, () => {
      expect(schema.safeParse('Jürgen Weiß – 5 € 🙂 \uFDCF \uFFFD').success).toBe(true);
    });
  }

  it('lets tab and line breaks through only where text may span lines', () => {
    expect(multilineText(100).safeParse('Zeile 1\nZeile 2\r\n\tEingerückt').success).toBe(true);
    expect(text(100).safeParse('Zeile 1\nZeile 2').success).toBe(false);
    expect(requiredText(100).safeParse('A\tB').success).toBe(false);
  });
});
