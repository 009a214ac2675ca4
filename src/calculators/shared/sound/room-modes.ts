/*
 * Standing waves (modes) of a rectangular room with rigid walls, by Rayleigh's formula
 * f = (c / 2) √((nₓ/L)² + (n_y/W)² + (n_z/H)²): axial modes have one non-zero index, tangential two,
 * oblique three. Bonello's criterion (J. Audio Eng. Soc. 29, 1981) asks that the number of modes in
 * each third-octave band never falls from one band to the next; Schroeder's frequency
 * f = 2000 √(RT60 / V) marks where single modes stop mattering and the room behaves statistically.
 */

export type ModeKind = 'axial' | 'tangential' | 'oblique';

export interface RoomMode {
  hertz: number;
  kind: ModeKind;
  indices: readonly [number, number, number];
}

/** More than this many half-waves per direction is far above the modal region of any room. */
const MOST_PER_DIRECTION = 30;

const KINDS: readonly ModeKind[] = ['axial', 'axial', 'tangential', 'oblique'];

export const modeFrequency = (speed: number, dimensions: readonly number[], indices: readonly number[]) =>
  (speed / 2) * Math.hypot(...indices.map((n, axis) => n / (dimensions[axis] ?? 1)));

/** Every mode up to `maxHertz` (axial, tangential and oblique), lowest first. */
export function roomModes(speed: number, dimensions: readonly [number, number, number], maxHertz: number): RoomMode[] {
  const most = dimensions.map((metres) => Math.min(Math.floor((2 * metres * maxHertz) / speed), MOST_PER_DIRECTION));
  const modes: RoomMode[] = [];
  for (let x = 0; x <= (most[0] ?? 0); x++) {
    for (let y = 0; y <= (most[1] ?? 0); y++) {
      for (let z = 0; z <= (most[2] ?? 0); z++) {
        const nonZero = [x, y, z].filter((n) => n > 0).length;
        if (nonZero === 0) continue;
        const indices = [x, y, z] as const;
        const hertz = modeFrequency(speed, dimensions, indices);
        if (hertz <= maxHertz) modes.push({ hertz, kind: KINDS[nonZero] ?? 'oblique', indices });
      }
    }
  }
  return modes.sort((a, b) => a.hertz - b.hertz);
}

/** Schroeder's crossover frequency in Hz, for RT60 in seconds and volume in m³. */
export const schroederFrequency = (rt60: number, volume: number) => 2000 * Math.sqrt(rt60 / volume);

/** Third-octave band number of a frequency (bands centred on 1000 × 2^(k/3) Hz). */
const thirdOctaveBand = (hertz: number) => Math.round(3 * Math.log2(hertz / 1000));

/**
 * Whether the count of modes per third-octave band never falls, from the lowest mode's band up to
 * the last band that lies wholly below `maxHertz` (the modes were listed up to there).
 */
export function passesBonello(modes: readonly RoomMode[], maxHertz: number): boolean {
  const bands = modes.map((mode) => thirdOctaveBand(mode.hertz));
  const first = Math.min(...bands);
  let previous = 0;
  for (let band = first; 1000 * 2 ** ((band + 0.5) / 3) <= maxHertz; band++) {
    const count = bands.filter((item) => item === band).length;
    if (count < previous) return false;
    previous = count;
  }
  return true;
}
