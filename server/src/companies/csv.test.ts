import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=SUMME(A1:A2)', "'=SUMME(A1:A2)"],
    ['+49 170 1234567', "'+49 170 1234567"],
    ['-1+1', "'-1+1"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\tTab', "'\tTab"],
    ['\r=1', '"\'\r=1"'],
  ])('neutralises %j, which a spreadsheet would read as a formula', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves ordinary text and numbers as they are', () => {
    expect(csvCell('Jürgen Groß-Übel')).toBe('Jürgen Groß-Übel');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(4)).toBe('4');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('quotes separators, quotes, line breaks and outer spaces, doubling quotes', () => {
    expect(csvCell('Müller; Anna')).toBe('"Müller; Anna"');
    expect(csvCell('Anna "Nina" Müller')).toBe('"Anna ""Nina"" Müller"');
    expect(csvCell('zwei\nZeilen')).toBe('"zwei\nZeilen"');
    expect(csvCell(' Anna')).toBe('" Anna"');
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
  });
});

describe('toCsv', () => {
  it('writes a byte-order mark, semicolons and CRLF, names with any characters intact', () => {
    const text = toCsv([
      ['Name', 'Richtig'],
      ['Zoë 李 Ørsted 🎓', 5],
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}Name;Richtig\r\nZoë 李 Ørsted 🎓;5\r\n`);
  });
});
