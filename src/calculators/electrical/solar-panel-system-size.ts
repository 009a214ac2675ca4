import { defineCalculator, number, out, percent } from '../../engine/index.ts';
import { arrayKw, DAYS_PER_MONTH, DAYS_PER_YEAR, dailyYieldPerKw } from '../shared/energy/solar.ts';
import { powerField, powerOutput } from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    monthlyKwh: number({
      label: 'Electricity used per month',
      default: 850,
      min: 0,
      minInclusive: false,
      max: 1_000_000,
      suffix: 'kWh',
      help: 'The average of a year of bills.',
    }),
    offset: percent({ label: 'Share of it to cover with solar', default: 100, min: 1, max: 200 }),
    peakSunHours: number({
      label: 'Peak sun hours per day',
      default: 4.5,
      min: 0.5,
      max: 9,
      suffix: 'hours',
      help: 'Yearly average from NREL maps or PVWatts: about 3.5 (Seattle) to 6.5 (Phoenix).',
    }),
    derate: percent({
      label: 'Derate (share of the rating delivered)',
      default: 80,
      min: 10,
      max: 100,
      help: '75–85% after inverter, wiring, heat and dirt losses.',
    }),
    panelWatts: powerField({ label: 'Panel rating', default: 400, max: 1000, help: 'Watts on the panel label (STC).' }),
  },
  compute: ({ monthlyKwh, offset, peakSunHours, derate, panelWatts }) => {
    const dailyKwh = ((monthlyKwh / DAYS_PER_MONTH) * offset) / 100;
    const kw = arrayKw(dailyKwh, peakSunHours, derate / 100);
    const panels = Math.ceil((kw * 1000) / panelWatts - 1e-9);
    const builtKw = (panels * panelWatts) / 1000;
    return {
      systemWatts: kw * 1000,
      panels,
      dailyKwh,
      annualKwh: builtKw * dailyYieldPerKw(peakSunHours, derate / 100) * DAYS_PER_YEAR,
      builtWatts: builtKw * 1000,
    };
  },
  outputs: {
    systemWatts: { ...powerOutput('Solar array size', 'kw'), primary: true },
    panels: out.integer({ label: 'Panels', suffix: 'panels', primary: true }),
    builtWatts: powerOutput('Array with whole panels', 'kw'),
    dailyKwh: out.number({ label: 'Energy to cover per day', suffix: 'kWh', digits: 4 }),
    annualKwh: out.number({ label: 'Expected production per year', suffix: 'kWh', decimals: 0 }),
  },
});
