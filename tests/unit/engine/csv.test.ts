import { describe, expect, it } from 'vitest';
import { csvValue, toCsv } from '../../../src/engine/ui/csv.ts';

describe('CSV of a result table', () => {
  const columns = [
    { key: 'month', label: 'Month', kind: 'integer' },
    { key: 'payment', label: 'Payment', kind: 'money' },
    { key: 'rate', label: 'Rate', kind: 'percent' },
    { key: 'note', label: 'Note', kind: 'text' },
  ] as const;

  it('writes money to the cents shown on screen and names the currency in the heading', () => {
    const csv = toCsv(columns, [{ month: 1, payment: 1083.333333, rate: 6.5, note: 'first' }], 'USD');
    expect(csv).toBe('Month,Payment (USD),Rate (%),Note\r\n1,1083.33,6.5,first\r\n');
  });

  it('uses the currency’s own decimals (no cents for yen)', () => {
    expect(csvValue('money', 1264.6, 'JPY')).toBe('1265');
  });

  it('quotes text that holds commas, quotes or line breaks', () => {
    const csv = toCsv([{ key: 'note', label: 'Note, "remark"', kind: 'text' }], [{ note: 'a\nb' }], 'USD');
    expect(csv).toBe('"Note, ""remark"""\r\n"a\nb"\r\n');
  });

  it('leaves missing and non-finite cells empty rather than writing NaN', () => {
    expect(csvValue('number', undefined, 'USD')).toBe('');
    expect(csvValue('number', Number.NaN, 'USD')).toBe('');
  });

  it('rounds plain numbers to the six significant digits the table shows', () => {
    expect(csvValue('number', 2 / 3, 'USD')).toBe('0.666667');
  });
});
