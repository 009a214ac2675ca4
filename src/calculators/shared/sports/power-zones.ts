/** FTP as a share of the test result: Allen and Coggan's 20-minute test, and a ramp test's best minute. */
export const FTP_FROM_TEST = { twentyMinute: 0.95, ramp: 0.75, ftp: 1 } as const;

/** Coggan's seven power levels, as shares of FTP (Allen and Coggan, Training and Racing with a Power Meter). */
export const COGGAN_ZONES = [
  { zone: 'Z1 Active recovery', from: 0, to: 0.55, purpose: 'Easy spinning between hard days' },
  { zone: 'Z2 Endurance', from: 0.56, to: 0.75, purpose: 'Long steady rides, aerobic base' },
  { zone: 'Z3 Tempo', from: 0.76, to: 0.9, purpose: 'Brisk group rides, comfortably hard' },
  { zone: 'Z4 Lactate threshold', from: 0.91, to: 1.05, purpose: 'Time-trial effort of about an hour' },
  { zone: 'Z5 VO₂max', from: 1.06, to: 1.2, purpose: 'Intervals of 3 to 8 minutes' },
  { zone: 'Z6 Anaerobic capacity', from: 1.21, to: 1.5, purpose: 'Efforts of 30 seconds to 2 minutes' },
  { zone: 'Z7 Neuromuscular power', from: 1.51, to: Infinity, purpose: 'Sprints under 15 seconds' },
] as const;

/** Watts rounded to whole numbers, as power meters show them (half a watt up). */
export const wholeWatts = (watts: number) => Math.round(watts);

/** Intensity factor and Training Stress Score of a ride: IF = NP ÷ FTP, TSS = hours × IF² × 100. */
export function trainingStress(seconds: number, normalizedPower: number, ftp: number) {
  const intensityFactor = normalizedPower / ftp;
  return { intensityFactor, tss: ((seconds * normalizedPower * intensityFactor) / (ftp * 3600)) * 100 };
}
