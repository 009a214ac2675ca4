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
  examples: [
    {
      inputs: { monthlyKwh: 900, offset: 100, peakSunHours: 5, derate: 80 },
      expect: { dailyKwh: 30, systemWatts: 7500 },
      tolerance: 1e-9,
      source:
        'CalculatorLib, "Solar System Size Calculator" worked example: 900 kWh a month ÷ 30 = 30 kWh a day; 5 peak sun hours × 0.8 derate = 4 kWh per kW; 30 ÷ 4 = 7.5 kW',
    },
    {
      inputs: { monthlyKwh: 1000, offset: 100, peakSunHours: 5, derate: 77, panelWatts: 400 },
      expect: { systemWatts: { value: 8.658, unit: 'kw' }, panels: 22 },
      tolerance: 1,
      source:
        'Solar Panel System Sizing Calculator (costcalculator.calculator.city), practical example: 1000 kWh/month, 5.0 peak sun hours, 0.77 derate → 33.33 ÷ (5 × 0.77) = 8.65 kW; 400 W panels: round up to 22 panels',
    },
    {
      inputs: { monthlyKwh: 500, offset: 100, peakSunHours: 5.2, derate: 80 },
      expect: { systemWatts: { value: 4, unit: 'kw' } },
      tolerance: 10,
      source:
        'Aurora Solar, "PV Education 101: Sizing a PV System": a 500 kWh/month California home, 5.2 kWh/m²/day and an 80% derate needs about a 4 kW system',
    },
  ],
});
