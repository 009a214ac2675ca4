/*
 * Numbers written in other ways than decimal digits: Roman numerals, other bases and English words.
 *
 * - roman.ts: Roman numerals from 1 to 3,999, written and read, with the reason a numeral is malformed.
 * - bases.ts: whole numbers of any size in bases 2 to 36 (BigInt) and their two's complement patterns.
 * - english-words.ts: whole numbers in English words (US style, short scale), ordinals and the names
 *   of decimal places.
 * - si-prefixes.ts: the SI prefixes from quecto to quetta, and moving a decimal point by a power of ten.
 * - decimal-text.ts: a decimal number read exactly from text (BigInt whole part, digits after the
 *   point kept as typed) and rounded to cents.
 */
