/*
 * Ten-pin bowling as the USBC Playing Rules score it (rule 4 and the scoring chapter): a strike
 * scores 10 plus the next two balls, a spare 10 plus the next ball, an open frame its pins; the
 * tenth frame takes a third ball after a strike or a spare. A line is written as on a score sheet:
 * X strike, / spare, - (or 0, F for a foul, G for a gutter ball) no pins, 1–9 pins.
 */

const PINS = 10;
const FRAMES = 10;

export interface BowlingFrame {
  /** The marks as written: "X", "7/", "9-", "X7/". */
  marks: string;
  pins: number[];
}

export type BowlingLine = { ok: true; frames: BowlingFrame[] } | { ok: false; message: string };

const MISS_MARKS = new Set(['-', '0', 'F', 'G']);

function pinsOf(mark: string): number | undefined {
  if (MISS_MARKS.has(mark)) return 0;
  return /^[1-9]$/.test(mark) ? Number(mark) : undefined;
}

/** Pins of one ball, given the pins still standing (10 on a fresh rack). */
function ballPins(mark: string, standing: number, where: string): number | string {
  if (mark === 'X')
    return standing === PINS
      ? PINS
      : `${where}: a strike (X) needs a full rack; write the pins knocked down, or / for a spare.`;
  if (mark === '/')
    return standing < PINS ? standing : `${where}: a spare (/) can only follow a first ball that left pins standing.`;
  const pins = pinsOf(mark);
  if (pins === undefined) return `${where}: “${mark}” is not a mark: use X, /, - or a digit 1–9.`;
  if (pins >= standing)
    return standing === PINS
      ? `${where}: use X for ten pins.`
      : `${where}: ${String(PINS - standing)} and ${String(pins)} make ${String(PINS - standing + pins)}; write a frame that clears the rack as a spare, like ${String(PINS - standing)}/.`;
  return pins;
}

/** Reads a written line ("X 7/ 9- X …"); spaces, commas and bars between frames are optional. */
export function readBowlingLine(text: string): BowlingLine {
  const marks =
    text
      .toUpperCase()
      .replace(/[\s,|]/g, '')
      .match(/./gu) ?? [];
  const frames: BowlingFrame[] = [];
  let i = 0;
  while (i < marks.length) {
    const number = frames.length + 1;
    if (number > FRAMES)
      return { ok: false, message: 'That is more than 10 frames: the 10th frame takes at most three balls.' };
    const where = `Frame ${String(number)}`;
    const maxBalls = number === FRAMES ? 3 : 2;
    const frame: BowlingFrame = { marks: '', pins: [] };
    let standing = PINS;
    while (i < marks.length && frame.pins.length < maxBalls) {
      const mark = marks[i] ?? '';
      const pins = ballPins(mark, standing, where);
      if (typeof pins === 'string') return { ok: false, message: pins };
      frame.marks += mark;
      frame.pins.push(pins);
      i += 1;
      standing -= pins;
      const cleared = standing === 0;
      if (cleared) standing = PINS;
      if (number < FRAMES && (cleared || frame.pins.length === 2)) break;
      // The tenth frame's third ball only comes after a strike or a spare in its first two.
      if (number === FRAMES && frame.pins.length === 2 && frame.pins[0] !== PINS && !cleared) break;
    }
    frames.push(frame);
  }
  if (frames.length === 0) return { ok: false, message: 'Write the marks of at least one ball, like X or 7/.' };
  return { ok: true, frames };
}

export interface ScoredFrame {
  marks: string;
  /** Undefined while the bonus balls it needs are still to come. */
  score: number | undefined;
}

/** Each frame's score: the tenth counts its own balls; the others add bonus balls that follow. */
export function scoreBowlingFrames(frames: readonly BowlingFrame[]): ScoredFrame[] {
  const balls = frames.flatMap((f) => f.pins);
  let first = 0;
  return frames.map((frame, index) => {
    const start = first;
    first += frame.pins.length;
    const own = frame.pins.reduce((sum, p) => sum + p, 0);
    const isLast = index === FRAMES - 1;
    const strike = frame.pins[0] === PINS;
    const spare = !strike && (frame.pins[0] ?? 0) + (frame.pins[1] ?? 0) === PINS;
    const needed = isLast
      ? (strike || spare ? 3 : 2) - frame.pins.length
      : strike
        ? 2
        : spare
          ? 1
          : 2 - frame.pins.length;
    if (isLast) return { marks: frame.marks, score: needed === 0 ? own : undefined };
    const bonusBalls = strike ? balls.slice(start + 1, start + 3) : spare ? balls.slice(start + 2, start + 3) : [];
    const complete = strike || spare ? bonusBalls.length === needed : needed === 0;
    return { marks: frame.marks, score: complete ? own + bonusBalls.reduce((s, p) => s + p, 0) : undefined };
  });
}

/** USBC handicap: a percentage of the difference between the basis score and the bowler's average, never below 0. */
export const bowlingHandicap = (basis: number, average: number, percentage: number) =>
  Math.max(0, Math.floor(((basis - average) * percentage) / 100));
