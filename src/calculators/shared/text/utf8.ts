/*
 * UTF-8 (RFC 3629) through the platform's TextEncoder and TextDecoder: one byte for ASCII, two to
 * four for every other character. Bytes are written as 8-digit binary, 2-digit hex or decimal.
 */

export type ByteFormat = 'binary' | 'hex' | 'decimal';

const FORMAT_NAMES: Record<ByteFormat, string> = { binary: 'binary', hex: 'hex', decimal: 'decimal' };

export const utf8Bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** One byte as written in `format`: 11100010, E2 or 226. */
export function writeByte(byte: number, format: ByteFormat): string {
  if (format === 'binary') return byte.toString(2).padStart(8, '0');
  if (format === 'hex') return byte.toString(16).toUpperCase().padStart(2, '0');
  return String(byte);
}

export const writeBytes = (bytes: Iterable<number>, format: ByteFormat): string =>
  Array.from(bytes, (byte) => writeByte(byte, format)).join(' ');

export type BytesReading = { bytes: Uint8Array } | { problem: string };

/** The tokens of a byte list: split at spaces and commas, or an unbroken run cut every `width` digits. */
function tokens(text: string, width: number): string[] {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  if (parts.length !== 1 || width === 0) return parts;
  const run = parts[0] ?? '';
  return run.length > width ? (run.match(new RegExp(`.{1,${width}}`, 'g')) ?? []) : parts;
}

const PATTERNS: Record<ByteFormat, { digits: RegExp; width: number; radix: number; example: string }> = {
  binary: { digits: /^[01]{1,8}$/, width: 8, radix: 2, example: '01001000 01101001' },
  hex: { digits: /^[0-9a-f]{1,2}$/i, width: 2, radix: 16, example: '48 69 or 4869' },
  decimal: { digits: /^\d{1,3}$/, width: 0, radix: 10, example: '72 105' },
};

/** Reads bytes written in `format` ("0x" and "\x" in front of hex bytes are allowed). */
export function readBytes(text: string, format: ByteFormat): BytesReading {
  const pattern = PATTERNS[format];
  const cleaned = format === 'hex' ? text.replace(/0x|\\x/gi, ' ') : text;
  const parts = tokens(cleaned.trim(), pattern.width);
  if (parts.length === 0) return { problem: `Enter the bytes in ${FORMAT_NAMES[format]}, e.g. ${pattern.example}.` };
  const bytes: number[] = [];
  for (const [index, part] of parts.entries()) {
    const value = pattern.digits.test(part) ? Number.parseInt(part, pattern.radix) : Number.NaN;
    if (!(value <= 255)) {
      const why =
        format === 'binary'
          ? 'a byte is up to 8 digits 0 and 1'
          : format === 'hex'
            ? 'a byte is two hex digits 0–9 and A–F'
            : 'a byte is a whole number from 0 to 255';
      return { problem: `“${part}” (byte ${index + 1}) is not a ${FORMAT_NAMES[format]} byte: ${why}.` };
    }
    bytes.push(value);
  }
  return { bytes: Uint8Array.from(bytes) };
}

/** How many bytes the UTF-8 sequence starting with `lead` has, or 0 when `lead` cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

export type TextReading = { text: string } | { problem: string };

/** The text the bytes spell, or where they stop being well-formed UTF-8. */
export function readUtf8(bytes: Uint8Array): TextReading {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // Walk the sequences to say which byte breaks them; the decoder only says that one does.
    let index = 0;
    while (index < bytes.length) {
      const length = sequenceLength(bytes[index] ?? 0);
      const whole = length > 0 && new TextDecoder('utf-8', { fatal: false }).decode(bytes.slice(index, index + length));
      if (!whole || whole.includes('\uFFFD')) break;
      index += length;
    }
    const byte = writeByte(bytes[index] ?? 0, 'hex');
    return {
      problem: `These bytes are not valid UTF-8: the sequence at byte ${index + 1} (${byte} in hex) is broken or cut short.`,
    };
  }
}

export interface CharacterBytes {
  character: string;
  /** U+20AC */
  codePoint: string;
  bytes: number[];
}

/** Each character with its code point and its UTF-8 bytes. */
export function characterBytes(text: string): CharacterBytes[] {
  return Array.from(text, (character) => ({
    character,
    codePoint: `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
    bytes: Array.from(utf8Bytes(character)),
  }));
}
