/*
 * Text as bytes: how characters are stored and written out.
 *
 * - utf8.ts: text to UTF-8 bytes and back, the bytes written in binary, hex or decimal, and each
 *   character with its code point and bytes.
 */
