/*
 * SMPTE ST 12-1 timecode: frame counts ↔ HH:MM:SS:FF labels at the common frame rates.
 *
 * Non-drop timecode counts `timebase` frames per labelled second. Drop-frame timecode (29.97 and
 * 59.94 only) skips the first 2 (or 4) frame numbers of every minute except minutes 00, 10, 20,
 * 30, 40 and 50, so the label keeps pace with the clock on the wall; it is written with ";"
 * before the frames. No picture is dropped, only numbers.
 */

export interface FrameRate {
  id: string;
  label: string;
  /** Frames counted per labelled second (30 for 29.97). */
  timebase: number;
  /** Runs 1000/1001 slower than its timebase (23.976, 29.97, 59.94). */
  ntsc: boolean;
  /** Frame numbers skipped at the start of each minute not divisible by ten (0 for non-drop). */
  drop: number;
}

export const FRAME_RATES = [
  { id: '23.976', label: '23.976 fps', timebase: 24, ntsc: true, drop: 0 },
  { id: '24', label: '24 fps', timebase: 24, ntsc: false, drop: 0 },
  { id: '25', label: '25 fps (PAL)', timebase: 25, ntsc: false, drop: 0 },
  { id: '29.97df', label: '29.97 fps drop-frame', timebase: 30, ntsc: true, drop: 2 },
  { id: '29.97', label: '29.97 fps non-drop', timebase: 30, ntsc: true, drop: 0 },
  { id: '30', label: '30 fps', timebase: 30, ntsc: false, drop: 0 },
  { id: '50', label: '50 fps', timebase: 50, ntsc: false, drop: 0 },
  { id: '59.94df', label: '59.94 fps drop-frame', timebase: 60, ntsc: true, drop: 4 },
  { id: '59.94', label: '59.94 fps non-drop', timebase: 60, ntsc: true, drop: 0 },
  { id: '60', label: '60 fps', timebase: 60, ntsc: false, drop: 0 },
] as const satisfies readonly FrameRate[];

export type FrameRateId = (typeof FRAME_RATES)[number]['id'];

/** The rate with this id; the list's own ids are the only ones a select offers. */
export function frameRate(id: string): FrameRate {
  return FRAME_RATES.find((rate) => rate.id === id) ?? FRAME_RATES[1];
}

/** Frames per second of real time: 24000/1001 for 23.976, 30000/1001 for 29.97. */
export const framesPerSecond = (rate: FrameRate) => (rate.ntsc ? (rate.timebase * 1000) / 1001 : rate.timebase);

export interface Timecode {
  hours: number;
  minutes: number;
  seconds: number;
  frames: number;
}

/** Frames from 00:00:00:00 to this label, leaving out the numbers drop-frame skips. */
export function timecodeToFrames({ hours, minutes, seconds, frames }: Timecode, rate: FrameRate): number {
  const counted = rate.timebase * (hours * 3600 + minutes * 60 + seconds) + frames;
  const totalMinutes = hours * 60 + minutes;
  return counted - rate.drop * (totalMinutes - Math.floor(totalMinutes / 10));
}

/** The label of frame `frameNumber` (0 is 00:00:00:00); hours go past 23 for counts over a day. */
export function framesToTimecode(frameNumber: number, rate: FrameRate): Timecode {
  let counted = frameNumber;
  if (rate.drop > 0) {
    const perTenMinutes = rate.timebase * 600 - rate.drop * 9;
    const perDroppingMinute = rate.timebase * 60 - rate.drop;
    const tens = Math.floor(frameNumber / perTenMinutes);
    const rest = frameNumber % perTenMinutes;
    // The first minute of each ten keeps all its numbers; each later minute skips `drop` of them.
    const laterMinutes = rest < rate.drop ? 0 : Math.floor((rest - rate.drop) / perDroppingMinute);
    counted += rate.drop * (9 * tens + laterMinutes);
  }
  const perMinute = rate.timebase * 60;
  return {
    hours: Math.floor(counted / (perMinute * 60)),
    minutes: Math.floor(counted / perMinute) % 60,
    seconds: Math.floor(counted / rate.timebase) % 60,
    frames: counted % rate.timebase,
  };
}

/** Frames in one 24-hour timecode day: 00:00:00:00 up to (not including) 24:00:00:00. */
export const framesPerDay = (rate: FrameRate) =>
  timecodeToFrames({ hours: 24, minutes: 0, seconds: 0, frames: 0 }, rate);

const two = (value: number) => String(value).padStart(2, '0');

/** "01:02:03:04", or "01:02:03;04" in drop-frame. */
export function timecodeText({ hours, minutes, seconds, frames }: Timecode, rate: FrameRate): string {
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${rate.drop > 0 ? ';' : ':'}${two(frames)}`;
}

export const frameNumberText = (frameNumber: number, rate: FrameRate) =>
  timecodeText(framesToTimecode(frameNumber, rate), rate);

/** The frame numbers drop-frame skips, as written in a label: ";00 and ;01" or ";00 to ;03". */
export function skippedNumbers(rate: FrameRate): string {
  if (rate.drop === 0) return 'none';
  return rate.drop === 2 ? ';00 and ;01' : `;00 to ;${two(rate.drop - 1)}`;
}

export type TimecodeReading = { timecode: Timecode; frames: number } | { problem: string };

/**
 * Reads "HH:MM:SS:FF" (any of : ; . between the parts) at `rate`, refusing a frame number the
 * rate does not reach and, in drop-frame, a label the count skips.
 */
export function readTimecode(entry: string, rate: FrameRate): TimecodeReading {
  const match = /^\s*(\d{1,2})[:;.](\d{1,2})[:;.](\d{1,2})[:;.](\d{1,2})\s*$/.exec(entry);
  if (!match) {
    return {
      problem: `“${entry.trim()}” is not a timecode: write hours, minutes, seconds and frames like 01:02:03:04.`,
    };
  }
  const [hours, minutes, seconds, frames] = match.slice(1).map(Number) as [number, number, number, number];
  const timecode = { hours, minutes, seconds, frames };
  if (hours > 23 || minutes > 59 || seconds > 59) {
    return { problem: 'Timecode runs from 00:00:00:00 to 23:59:59: hours up to 23, minutes and seconds up to 59.' };
  }
  if (frames >= rate.timebase) {
    return { problem: `At ${rate.label} the frames run from 00 to ${rate.timebase - 1}.` };
  }
  if (rate.drop > 0 && seconds === 0 && frames < rate.drop && minutes % 10 !== 0) {
    const next = timecodeText({ ...timecode, frames: rate.drop }, rate);
    return {
      problem: `${timecodeText(timecode, rate)} does not exist in drop-frame: frame numbers ${skippedNumbers(rate)} are skipped at the start of each minute except every tenth, so the minute starts at ${next}.`,
    };
  }
  return { timecode, frames: timecodeToFrames(timecode, rate) };
}
