import { defineCalculator, integer, number, out, radio } from '../../engine/index.ts';

/** Cooper (JAMA 1968;203:201–204): VO2max = (metres run in 12 minutes − 504.9) ÷ 44.73. */
const cooperVo2Max = (metres: number) => (metres - 504.9) / 44.73;

/** Uth, Sørensen, Overgaard & Pedersen (Eur J Appl Physiol 2004;91:111–115): 15.3 × HRmax ÷ HRrest. */
const heartRateRatioVo2Max = (maxHeartRate: number, restingHeartRate: number) =>
  (15.3 * maxHeartRate) / restingHeartRate;

/** One MET is a resting oxygen uptake of 3.5 mL/kg/min (ACSM). */
const ML_PER_KG_MIN_PER_MET = 3.5;

export default defineCalculator({
  inputs: {
    method: radio({
      label: 'Method',
      options: [
        { value: 'ratio', label: 'Heart rate ratio (resting and maximum heart rate)' },
        { value: 'cooper', label: 'Cooper 12-minute run test (distance covered)' },
      ],
      default: 'ratio',
    }),
    restingHeartRate: integer({
      label: 'Resting heart rate',
      help: 'Count your pulse for a full minute before getting up. Heart rate ratio method only.',
      default: 60,
      min: 30,
      max: 110,
      suffix: 'bpm',
    }),
    maxHeartRate: integer({
      label: 'Maximum heart rate',
      help: 'Measured if you can; otherwise about 208 − 0.7 × age. Heart rate ratio method only.',
      default: 180,
      min: 100,
      max: 230,
      suffix: 'bpm',
    }),
    distance: number({
      label: 'Distance covered in 12 minutes',
      help: 'Cooper test only. A standard running track lap is 400 m.',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'mi',
      units: ['m', 'km', 'mi', 'yd'],
      default: 2400,
      min: 1000,
      max: 5000,
    }),
  },
  outputs: {
    vo2Max: out.number({ label: 'Estimated VO2 max', primary: true, decimals: 1, suffix: 'mL/kg/min' }),
    mets: out.number({ label: 'Maximal aerobic capacity in METs (VO2 max ÷ 3.5)', decimals: 1, suffix: 'METs' }),
  },
  validate: ({ method, restingHeartRate, maxHeartRate }) =>
    method === 'ratio' && restingHeartRate >= maxHeartRate
      ? [{ field: 'restingHeartRate', message: 'Your resting heart rate must be below your maximum heart rate.' }]
      : [],
  compute: ({ method, restingHeartRate, maxHeartRate, distance }) => {
    const vo2Max = method === 'cooper' ? cooperVo2Max(distance) : heartRateRatioVo2Max(maxHeartRate, restingHeartRate);
    return { vo2Max, mets: vo2Max / ML_PER_KG_MIN_PER_MET };
  },
});
