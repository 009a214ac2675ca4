/*
 * Video arithmetic several calculators share:
 * - data-rates.ts: bitrate × duration ↔ file size (decimal and binary units), transfer time over a link,
 *   uncompressed data rates from resolution, bit depth and chroma subsampling, bits per pixel.
 * - storage-formats.ts: the dated tables of published rates (streaming data use per hour, ProRes and
 *   DNxHR bitrates, live-streaming encoder settings) and lookups in them.
 * - picture-geometry.ts: aspect ratios, screen width and height from the diagonal, pixel density,
 *   viewing distance from a field of view and visual acuity, projector throw.
 */
export {};
