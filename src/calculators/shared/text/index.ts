/*
 * Text read or written in a fixed notation: characters as bytes, colours as codes.
 *
 * - utf8.ts: text to UTF-8 bytes and back, the bytes written in binary, hex or decimal, and each
 *   character with its code point and bytes.
 * - css-color.ts: colour codes as CSS writes them (hex, rgb(), hsl(), plus HSV and naive CMYK),
 *   converted into each other, and the WCAG 2.2 luminance and contrast ratio.
 */
