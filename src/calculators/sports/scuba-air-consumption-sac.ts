import { checkAll, defineCalculator, lessThan, number, out, radio } from '../../engine/index.ts';
import { HEAT_UNITS } from '../../engine/units/families/heat.ts';
import { MOTION_UNITS } from '../../engine/units/families/motion.ts';
import { atmospheresAbsolute, surfaceConsumption } from '../shared/sports/diving.ts';

const PASCALS = HEAT_UNITS.pressure.units;
const MINUTE = MOTION_UNITS.time.units.min.factor;
const PRESSURE_UNITS = { unitFamily: 'pressure', unit: 'bar', imperialUnit: 'psi', units: ['bar', 'psi'] } as const;
const FLOW_UNITS = {
  unitFamily: 'flow',
  unit: 'lmin',
  imperialUnit: 'cfm',
  units: ['lmin', 'cfm'],
  decimals: 2,
} as const;

const pressureField = (label: string, help: string, defaultBar: number) =>
  number({ label, help, ...PRESSURE_UNITS, default: defaultBar, min: 0, max: 350 });

export default defineCalculator({
  inputs: {
    startPressure: pressureField(
      'Start pressure',
      'Tank pressure on your gauge at the start of the dive or segment.',
      200,
    ),
    endPressure: pressureField('End pressure', 'Tank pressure at the end.', 50),
    depth: number({
      label: 'Average depth',
      help: 'From your dive computer; 0 at the surface.',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft'],
      default: 15,
      min: 0,
      max: 150,
    }),
    time: number({
      label: 'Time',
      help: 'Minutes breathing from the tank at that depth.',
      unitFamily: 'time',
      unit: 'min',
      units: ['min', 'h'],
      default: 45,
      min: 1,
      max: 600,
    }),
    water: radio({
      label: 'Water',
      options: [
        { value: 'salt', label: 'Salt water' },
        { value: 'fresh', label: 'Fresh water' },
      ],
      default: 'salt',
    }),
    tankSpec: radio({
      label: 'Tank size given as',
      options: [
        { value: 'water', label: 'Water capacity (12 L, 15 L…)' },
        { value: 'rated', label: 'Rated gas volume (80 cu ft at 3,000 psi…)' },
      ],
      default: 'water',
    }),
    waterCapacity: number({
      label: 'Tank water capacity',
      help: 'Stamped on metric tanks, like 12 L. Used with water capacity.',
      unitFamily: 'volume',
      unit: 'l',
      units: ['l', 'ft3'],
      default: 12,
      min: 0.5,
      max: 50,
    }),
    ratedVolume: number({
      label: 'Rated gas volume',
      help: 'Gas the full tank holds at the surface; an aluminium 80 holds about 77.4 cu ft. Used with rated volume.',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'ft3',
      units: ['l', 'ft3'],
      // 77.4 cu ft (an aluminium 80) in litres.
      default: 2192,
      min: 140,
      max: 5700,
    }),
    ratedPressure: number({
      label: 'Rated (working) pressure',
      help: 'The pressure that rated volume is for, like 3,000 psi. Used with rated volume.',
      ...PRESSURE_UNITS,
      // 3,000 psi in bar.
      default: 207,
      min: 70,
      max: 350,
    }),
  },
  validate: ({ startPressure, endPressure }) =>
    checkAll(
      lessThan('endPressure', endPressure, startPressure, { what: 'The end pressure', than: 'the start pressure' }),
    ),
  outputs: {
    rmv: out.number({ label: 'RMV (surface volume per minute)', primary: true, ...FLOW_UNITS }),
    sacBar: out.number({ label: 'SAC rate in bar', decimals: 2, suffix: 'bar/min' }),
    sacPsi: out.number({ label: 'SAC rate in psi', decimals: 1, suffix: 'psi/min' }),
    ata: out.number({ label: 'Pressure at depth', decimals: 2, suffix: 'ATA' }),
    atDepth: out.number({ label: 'Gas used per minute at that depth', ...FLOW_UNITS }),
  },
  compute: ({
    startPressure,
    endPressure,
    depth,
    time,
    water,
    tankSpec,
    waterCapacity,
    ratedVolume,
    ratedPressure,
  }) => {
    const ata = atmospheresAbsolute(depth, water);
    const sac = surfaceConsumption(startPressure - endPressure, time / MINUTE, ata);
    // Surface gas per pascal of gauge pressure: rated volume ÷ rated pressure, or the water capacity
    // per bar (the metric diving convention: bar × litres = surface litres).
    const gasPerPascal = tankSpec === 'rated' ? ratedVolume / ratedPressure : waterCapacity / PASCALS.bar.factor;
    const rmv = (sac * gasPerPascal) / MINUTE;
    return {
      rmv,
      sacBar: sac / PASCALS.bar.factor,
      sacPsi: sac / PASCALS.psi.factor,
      ata,
      atDepth: rmv * ata,
    };
  },
});
