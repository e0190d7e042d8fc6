import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('writes plain text and numbers as they are, and nothing for a missing value', () => {
    expect(csvField('Dana Moreau')).toBe('Dana Moreau');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Moreau, Dana')).toBe('"Moreau, Dana"');
    expect(csvField('Dana "DM" Moreau')).toBe('"Dana ""DM"" Moreau"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it.each(['=SUM(A1:A9)', '+1', '-1', '@cmd', '\tTAB', '\rCR'])(
    'prefixes text starting a formula with a single quote: %j',
    (text) => {
      const field = csvField(text);
      const unquoted = field.startsWith('"') ? field.slice(1, -1) : field;
      expect(unquoted).toBe(`'${text}`);
    },
  );

  it('escapes a formula first and then quotes it when it holds a comma or quote', () => {
    expect(csvField('=HYPERLINK("http://x.test","click")')).toBe(
      '"\'=HYPERLINK(""http://x.test"",""click"")"',
    );
  });

  it('leaves a formula sign that is not the first character alone', () => {
    expect(csvField('Anne-Marie')).toBe('Anne-Marie');
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes the header and every row, each line ended by CRLF', () => {
    const csv = toCsv(
      ['Name', 'Sessions', 'Average'],
      [
        ['Dana Moreau', 4, 81.5],
        ['=evil', 0, null],
      ],
    );
    expect(csv).toBe("Name,Sessions,Average\r\nDana Moreau,4,81.5\r\n'=evil,0,\r\n");
  });

  it('writes the header alone when there are no rows', () => {
    expect(toCsv(['Name'], [])).toBe('Name\r\n');
  });
});
