import { bandOf, defineCalculator, number, out } from '../../engine/index.ts';
import { wattsField } from '../shared/presets/cycling-fields.ts';
import { trainingStress } from '../shared/sports/power-zones.ts';

const TSS_SHOWN = { decimals: 0 } as const;

/** Recovery guide for one ride's TSS (Allen and Coggan, as TrainingPeaks publishes it). */
const TSS_BANDS = [
  [150, 'Medium: tiredness usually gone by the second day'],
  [300, 'High: some tiredness even after two days'],
  [450, 'Very high: tired for several days'],
] as const;

export default defineCalculator({
  inputs: {
    duration: number({
      label: 'Ride duration',
      help: 'Type it as 1:30:00 (hours:minutes:seconds) or 90 min.',
      unitFamily: 'time',
      unit: 'min',
      units: ['h', 'min', 's'],
      default: 90,
      min: 1,
      max: 2880,
    }),
    normalizedPower: wattsField(
      'Normalized power (NP)',
      200,
      'From your bike computer or training app; average power if you have no NP.',
    ),
    ftp: wattsField('Your FTP', 250),
  },
  outputs: {
    tss: out.number({ label: 'Training Stress Score (TSS)', primary: true, ...TSS_SHOWN }),
    intensityFactor: out.number({ label: 'Intensity factor (IF)', decimals: 2 }),
    recovery: out.text({ label: 'Training load' }),
  },
  compute: ({ duration, normalizedPower, ftp }) => {
    const { intensityFactor, tss } = trainingStress(duration, normalizedPower, ftp);
    return {
      tss,
      intensityFactor,
      recovery: bandOf(tss, TSS_SHOWN, TSS_BANDS, 'Low: fresh again by the next day'),
    };
  },
});
