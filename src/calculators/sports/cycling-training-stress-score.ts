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
  examples: [
    {
      inputs: { duration: 60, normalizedPower: 270, ftp: 270 },
      expect: { intensityFactor: 1, tss: 100, recovery: 'Low: fresh again by the next day' },
      tolerance: 1e-9,
      source:
        'Zycle help, "What are IF and TSS": at an FTP of 270 W, one hour at 270 W normalized power is IF 1.0, and by definition 100 TSS; below 150 the load is low',
    },
    {
      inputs: { duration: 90, normalizedPower: 230, ftp: 220 },
      expect: { intensityFactor: 1.045 },
      tolerance: 0.005,
      source:
        'Coach Rob Muller, "IF and TSS": 1.5 h at 230 W normalized power with an FTP of 220 W is IF 230/220 = 1.05',
    },
    {
      inputs: { duration: { value: 3, unit: 'h' }, normalizedPower: 200, ftp: 250 },
      expect: { tss: 192, recovery: 'Medium: tiredness usually gone by the second day' },
      tolerance: 1e-9,
      source:
        'Joe Friel, "What is TSS": TSS = (s × NP × IF) / (FTP × 3,600) × 100 = (10,800 × 200 × 0.8) / (250 × 3,600) × 100 = 192; Zycle\'s guide puts 150–300 at medium, recovered in 1–2 days',
    },
  ],
});
