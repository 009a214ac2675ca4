/*
 * Video arithmetic several calculators share:
 * - timecode.ts: SMPTE ST 12-1 frames ↔ timecode, drop-frame and non-drop;
 *   frame-rate-input.ts: the frame-rate menu of the timecode tools.
 * - data-rates.ts: bitrate × duration ↔ file size (decimal and binary units), transfer time over a link,
 *   uncompressed data rates from resolution, bit depth and chroma subsampling, bits per pixel.
 * - storage-formats.ts: the keys of the dated tables of published rates and the scaling of an
 *   intra-frame codec's rate to another frame size; storage-formats.schema.ts holds the schemas of
 *   content/data/netflix-data-usage.yaml, prores-dnxhr-rates.yaml and live-streaming-encoder-settings.yaml
 *   (build time only), and storage-formats-streaming.ts, -editing.ts and -live.ts read each table.
 * - youtube-upload-bitrates.ts (+ .schema.ts): YouTube's recommended upload bitrates by resolution,
 *   frame rate and SDR/HDR, and audio bitrates by channels, from content/data/youtube-upload-bitrates.yaml.
 * - render-time.ts: frames from length and frame rate, render time over passes and machines, and
 *   encoding time from the encoder's speed.
 * - picture-geometry.ts: aspect ratios (by Euclid's GCF), screen width and height from the diagonal,
 *   pixel density, letterbox fitting, viewing distance from a field of view or visual acuity.
 */
export {};
