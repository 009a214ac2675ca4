/*
 * Bitrate, duration and size of video data. Rates are in bits per second and sizes in bytes (the
 * engine's base units for the dataRate and data families); 1 byte = 8 bits (IEC 80000-13).
 */

export const BITS_PER_BYTE = 8;
export const SECONDS_PER_HOUR = 3600;

/** Bytes written by a stream of `bitsPerSecond` running for `seconds`. */
export const bytesAtRate = (bitsPerSecond: number, seconds: number): number =>
  (bitsPerSecond * seconds) / BITS_PER_BYTE;

/** The average rate that writes `bytes` in `seconds`. */
export const rateForBytes = (bytes: number, seconds: number): number => (bytes * BITS_PER_BYTE) / seconds;

/** Seconds a stream of `bitsPerSecond` takes to carry `bytes`. */
export const secondsForBytes = (bytes: number, bitsPerSecond: number): number =>
  (bytes * BITS_PER_BYTE) / bitsPerSecond;

/** A size grown by a container's (or file system's) overhead, given in percent of the payload. */
export const withOverhead = (bytes: number, overheadPercent: number): number => bytes * (1 + overheadPercent / 100);

/** The payload left in a size once an overhead in percent of the payload is taken out. */
export const withoutOverhead = (bytes: number, overheadPercent: number): number => bytes / (1 + overheadPercent / 100);

/** A link's useful rate once a share (percent) goes to protocol headers and retransmissions. */
export const usefulRate = (bitsPerSecond: number, lossPercent: number): number =>
  bitsPerSecond * (1 - lossPercent / 100);

/**
 * Samples stored per pixel for each chroma subsampling scheme (ITU-R BT.601/BT.709 notation J:a:b):
 * one luma sample per pixel plus the two colour-difference samples shared by 1, 2 or 4 pixels.
 */
export const SAMPLES_PER_PIXEL = {
  '4:4:4': 3,
  '4:2:2': 2,
  '4:2:0': 1.5,
  '4:1:1': 1.5,
  '4:4:4:4': 4,
} as const;

export type ChromaSubsampling = keyof typeof SAMPLES_PER_PIXEL;

export const CHROMA_CHOICES = [
  { value: '4:4:4', label: '4:4:4 or RGB (3 samples per pixel)' },
  { value: '4:2:2', label: '4:2:2 (2 samples per pixel)' },
  { value: '4:2:0', label: '4:2:0 (1.5 samples per pixel)' },
  { value: '4:1:1', label: '4:1:1 (1.5 samples per pixel)' },
  { value: '4:4:4:4', label: '4:4:4:4 or RGBA, with alpha (4 samples per pixel)' },
] as const;

export interface RasterFormat {
  width: number;
  height: number;
  bitsPerSample: number;
  chroma: ChromaSubsampling;
  framesPerSecond: number;
}

/** Bits of one uncompressed frame: pixels × samples per pixel × bits per sample. */
export const bitsPerFrame = ({ width, height, bitsPerSample, chroma }: Omit<RasterFormat, 'framesPerSecond'>) =>
  width * height * SAMPLES_PER_PIXEL[chroma] * bitsPerSample;

/** The uncompressed (active picture only) data rate in bits per second. */
export const uncompressedRate = (format: RasterFormat): number => bitsPerFrame(format) * format.framesPerSecond;

/** Bits spent on each pixel of each frame: bitrate ÷ (width × height × frames per second). */
export const bitsPerPixel = (bitsPerSecond: number, width: number, height: number, framesPerSecond: number) =>
  bitsPerSecond / (width * height * framesPerSecond);
