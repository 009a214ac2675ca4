import { defineCalculator, out, select, text } from '../../engine/index.ts';
import {
  characterBytes,
  readBytes,
  readUtf8,
  utf8Bytes,
  writeBytes,
  type ByteFormat,
  type TextReading,
} from '../shared/text/utf8.ts';

/** Characters a table cell would not show, named instead. */
const INVISIBLE: Readonly<Record<string, string>> = {
  ' ': '(space)',
  '\n': '(line break)',
  '\r': '(carriage return)',
  '\t': '(tab)',
};

const shownCharacter = (character: string) =>
  INVISIBLE[character] ?? (/\p{Cc}/u.test(character) ? '(control character)' : character);

/** Decoding needs bytes that read in the chosen format and spell well-formed UTF-8. */
function decode(bytesText: string, format: ByteFormat): TextReading {
  const reading = readBytes(bytesText, format);
  return 'problem' in reading ? reading : readUtf8(reading.bytes);
}

export default defineCalculator({
  inputs: {
    direction: select({
      label: 'Convert',
      options: [
        { value: 'encode', label: 'Text → bytes' },
        { value: 'decode', label: 'Bytes → text' },
      ],
      default: 'encode',
    }),
    format: select({
      label: 'Bytes written in',
      options: [
        { value: 'binary', label: 'Binary (01001000)' },
        { value: 'hex', label: 'Hexadecimal (48)' },
        { value: 'decimal', label: 'Decimal (72)' },
      ],
      default: 'binary',
    }),
    text: text({
      label: 'Text',
      help: 'Any text: letters, accents, emoji, other scripts. Used for Text → bytes.',
      default: 'Hi €',
      multiline: true,
      maxLength: 500,
    }),
    bytes: text({
      label: 'Bytes',
      help: 'Separated by spaces or commas, or one unbroken run of binary or hex digits. Used for Bytes → text.',
      default: '01001000 01101001 00100000 11100010 10000010 10101100',
      multiline: true,
      maxLength: 5000,
    }),
  },
  outputs: {
    result: out.text({ label: 'Result', primary: true }),
    binary: out.text({ label: 'UTF-8 bytes in binary' }),
    hex: out.text({ label: 'UTF-8 bytes in hex' }),
    decimal: out.text({ label: 'UTF-8 bytes in decimal' }),
    characterCount: out.integer({ label: 'Characters' }),
    byteCount: out.integer({ label: 'Bytes' }),
    characters: out.table({
      label: 'Character by character',
      columns: [
        { key: 'character', label: 'Character', kind: 'text' },
        { key: 'codePoint', label: 'Code point', kind: 'text' },
        { key: 'hex', label: 'UTF-8 (hex)', kind: 'text' },
        { key: 'binary', label: 'UTF-8 (binary)', kind: 'text' },
      ],
    }),
  },
  validate: ({ direction, format, bytes }) => {
    if (direction !== 'decode') return [];
    const reading = decode(bytes, format);
    return 'problem' in reading ? [{ field: 'bytes', message: reading.problem }] : [];
  },
  compute: ({ direction, format, text: typed, bytes }) => {
    const reading = direction === 'decode' ? decode(bytes, format) : { text: typed };
    // validate has refused bytes that do not decode, so the typed text is never shown instead.
    const content = 'text' in reading ? reading.text : typed;
    const encoded = utf8Bytes(content);
    const characters = characterBytes(content);
    return {
      result: direction === 'decode' ? content : writeBytes(encoded, format),
      binary: writeBytes(encoded, 'binary'),
      hex: writeBytes(encoded, 'hex'),
      decimal: writeBytes(encoded, 'decimal'),
      characterCount: characters.length,
      byteCount: encoded.length,
      characters: characters.map(({ character, codePoint, bytes: own }) => ({
        character: shownCharacter(character),
        codePoint,
        hex: writeBytes(own, 'hex'),
        binary: writeBytes(own, 'binary'),
      })),
    };
  },
});
