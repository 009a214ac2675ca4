import type { LifterSex } from './strength-scores.ts';

/*
 * IWF Sinclair coefficients: coefficient = 10^(A × log10(x ÷ b)²) for a body weight x below b,
 * and 1 at or above it. A and b are set for each Olympic cycle from the world-record totals; b is
 * the body weight of the heaviest class's record holder. The IWF publishes them at the start of
 * each cycle (the 2025–2028 values as distributed with the OWLCMS competition software).
 */
export const SINCLAIR_CYCLES = {
  '2025-2028': { label: '2025–2028 (current)', male: [0.700767819, 201.159], female: [0.674107991, 163.918] },
  '2021-2024': { label: '2021–2024', male: [0.722762521, 193.609], female: [0.787004341, 153.757] },
  '2017-2020': { label: '2017–2020', male: [0.75194503, 175.508], female: [0.783497476, 153.655] },
  '2001-2004': { label: '2001–2004', male: [0.938573813, 157.141], female: [1.005487664, 112.811] },
} as const satisfies Record<string, { label: string } & Record<LifterSex, readonly [number, number]>>;

export type SinclairCycle = keyof typeof SINCLAIR_CYCLES;

export function sinclairCoefficient(cycle: SinclairCycle, sex: LifterSex, bodyKg: number): number {
  const [a, b] = SINCLAIR_CYCLES[cycle][sex];
  return bodyKg >= b ? 1 : 10 ** (a * Math.log10(bodyKg / b) ** 2);
}
