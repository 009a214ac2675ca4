import { describe, expect, it } from 'vitest';
import {
  characterBytes,
  readBytes,
  readUtf8,
  utf8Bytes,
  writeBytes,
} from '../../../../../src/calculators/shared/text/utf8.ts';

describe('UTF-8 bytes', () => {
  it('give 1 to 4 bytes a character (RFC 3629 section 7: 한국어, and U+233B4 after a byte order mark)', () => {
    expect(writeBytes(utf8Bytes('한국어'), 'hex')).toBe('ED 95 9C EA B5 AD EC 96 B4');
    expect(writeBytes(utf8Bytes('\uFEFF𣎴'), 'hex')).toBe('EF BB BF F0 A3 8E B4');
    expect(characterBytes('a𣎴')).toEqual([
      { character: 'a', codePoint: 'U+0061', bytes: [0x61] },
      { character: '𣎴', codePoint: 'U+233B4', bytes: [0xf0, 0xa3, 0x8e, 0xb4] },
    ]);
  });

  it('are read with or without separators and prefixes', () => {
    expect(readBytes('0100100001101001', 'binary')).toEqual({ bytes: Uint8Array.from([72, 105]) });
    expect(readBytes('0xE2, 0x82, 0xAC', 'hex')).toEqual({ bytes: Uint8Array.from([0xe2, 0x82, 0xac]) });
    expect(readBytes('e282ac', 'hex')).toEqual({ bytes: Uint8Array.from([0xe2, 0x82, 0xac]) });
    expect(readBytes('0 255', 'decimal')).toEqual({ bytes: Uint8Array.from([0, 255]) });
  });

  it('name the byte that is not written in the chosen format', () => {
    expect(readBytes('01001000 012', 'binary')).toEqual({
      problem: '“012” (byte 2) is not a binary byte: a byte is up to 8 digits 0 and 1.',
    });
    expect(readBytes('48 6G', 'hex')).toEqual({
      problem: '“6G” (byte 2) is not a hex byte: a byte is two hex digits 0–9 and A–F.',
    });
    expect(readBytes('72 256', 'decimal')).toEqual({
      problem: '“256” (byte 2) is not a decimal byte: a byte is a whole number from 0 to 255.',
    });
    expect(readBytes(' , ', 'hex')).toEqual({ problem: 'Enter the bytes in hex, e.g. 48 69 or 4869.' });
  });

  it('decode only well-formed UTF-8, naming the byte where it breaks', () => {
    expect(readUtf8(Uint8Array.from([0xe2, 0x82, 0xac]))).toEqual({ text: '€' });
    expect(readUtf8(Uint8Array.from([0x48, 0xc3, 0x28]))).toEqual({
      problem: 'These bytes are not valid UTF-8: the sequence at byte 2 (C3 in hex) is broken or cut short.',
    });
    expect(readUtf8(Uint8Array.from([0x48, 0xe2, 0x82]))).toEqual({
      problem: 'These bytes are not valid UTF-8: the sequence at byte 2 (E2 in hex) is broken or cut short.',
    });
    expect(readUtf8(Uint8Array.from([0x80]))).toEqual({
      problem: 'These bytes are not valid UTF-8: the sequence at byte 1 (80 in hex) is broken or cut short.',
    });
  });
});
