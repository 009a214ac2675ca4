import { checkAll, defineCalculator, number, out, percent, radio } from '../../engine/index.ts';
import { bodyWeightField, weightInput } from '../shared/presets/body-fields.ts';
import { wattsField } from '../shared/presets/cycling-fields.ts';
import { powerForSpeed, resistancePowers, speedForPower, type RideConditions } from '../shared/physics/road-cycling.ts';

const SPEED_UNITS = { unitFamily: 'speed', unit: 'kph', imperialUnit: 'mph', units: ['kph', 'mph', 'mps'] } as const;

/** The fields as typed: two weights instead of one mass, and the grade and efficiency in per cent. */
type Inputs = Pick<RideConditions, 'cda' | 'crr' | 'airDensity' | 'headwind'> &
  Record<'riderWeight' | 'bikeWeight' | 'grade' | 'efficiency', number>;

const conditionsOf = (inputs: Inputs): RideConditions => ({
  mass: inputs.riderWeight + inputs.bikeWeight,
  grade: inputs.grade / 100,
  cda: inputs.cda,
  crr: inputs.crr,
  airDensity: inputs.airDensity,
  headwind: inputs.headwind,
  efficiency: inputs.efficiency / 100,
});

/** Where the pedal power goes at a speed: air, tyres, climbing and the chain, in watts and shares. */
function powerBudget(speed: number, pedalPower: number, ride: RideConditions) {
  const parts = resistancePowers(speed, ride);
  const rows = [
    { part: 'Air drag', watts: parts.aero },
    { part: 'Rolling resistance', watts: parts.rolling },
    { part: parts.gravity < 0 ? 'Gravity (downhill help)' : 'Climbing (gravity)', watts: parts.gravity },
    { part: 'Drivetrain loss', watts: pedalPower * (1 - ride.efficiency) },
  ];
  return rows.map(({ part, watts }) => ({
    part,
    watts: Math.round(watts),
    share: pedalPower > 0 ? Number(((watts / pedalPower) * 100).toFixed(1)) : 0,
  }));
}

export default defineCalculator({
  inputs: {
    solveFor: radio({
      label: 'Calculate',
      options: [
        { value: 'speed', label: 'Speed from power' },
        { value: 'power', label: 'Power for a speed' },
      ],
      default: 'speed',
    }),
    power: wattsField('Power', 200, 'Your steady power at the pedals. Not used when calculating power.', 2000),
    speed: number({
      label: 'Speed',
      help: 'Road speed to hold. Not used when calculating speed.',
      ...SPEED_UNITS,
      default: 30,
      min: 1,
      max: 120,
    }),
    riderWeight: weightInput(75, 'Rider weight'),
    bikeWeight: bodyWeightField({ default: 9, min: 3, max: 60 }, 'Bike and kit weight'),
    grade: percent({ label: 'Gradient', help: 'Negative for downhill.', default: 0, min: -25, max: 25 }),
    cda: number({
      label: 'Drag area (CdA)',
      help: 'About 0.40 m² upright, 0.32 on the hoods, 0.28 in the drops, 0.22 on aero bars.',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
      default: 0.32,
      min: 0.1,
      max: 1.5,
    }),
    crr: number({
      label: 'Rolling resistance coefficient (Crr)',
      help: 'About 0.004 for good road tyres on smooth tarmac, 0.008 on rough roads, 0.012+ on gravel.',
      default: 0.005,
      min: 0.001,
      max: 0.05,
    }),
    airDensity: number({
      label: 'Air density',
      help: '1.225 kg/m³ at sea level and 15 °C; about 1.11 at 1,000 m, 1.00 at 2,000 m.',
      unitFamily: 'density',
      unit: 'kgm3',
      imperialUnit: 'lbft3',
      units: ['kgm3', 'lbft3'],
      default: 1.225,
      min: 0.5,
      max: 1.5,
    }),
    headwind: number({
      label: 'Headwind',
      help: 'Wind against you; negative for a tailwind.',
      ...SPEED_UNITS,
      default: 0,
      min: -60,
      max: 60,
    }),
    efficiency: percent({
      label: 'Drivetrain efficiency',
      help: 'A clean, well-oiled chain passes about 97–98 % of your power to the wheel.',
      default: 97.5,
      min: 50,
      max: 100,
    }),
  },
  validate: (inputs) =>
    checkAll(
      inputs.solveFor === 'speed' && speedForPower(inputs.power, conditionsOf(inputs)) === undefined
        ? [{ field: 'grade', message: 'This descent is too steep for the model: the bike would pass 360 km/h.' }]
        : [],
    ),
  outputs: {
    speedOut: out.number({ label: 'Speed', primary: true, ...SPEED_UNITS, decimals: 1 }),
    powerOut: out.number({ label: 'Power needed', primary: true, decimals: 0, suffix: 'W' }),
    wattsPerKg: out.number({ label: 'Power-to-weight', decimals: 2, suffix: 'W/kg' }),
    note: out.text({ label: 'Note' }),
    budget: out.table({
      label: 'Where the power goes',
      columns: [
        { key: 'part', label: 'Resistance', kind: 'text' },
        { key: 'watts', label: 'Watts', kind: 'number' },
        { key: 'share', label: '% of pedal power', kind: 'number' },
      ],
    }),
  },
  compute: (inputs) => {
    const ride = conditionsOf(inputs);
    const speed = inputs.solveFor === 'speed' ? (speedForPower(inputs.power, ride) ?? 0) : inputs.speed;
    const needed = inputs.solveFor === 'speed' ? inputs.power : powerForSpeed(speed, ride);
    const pedalPower = Math.max(needed, 0);
    return {
      speedOut: speed,
      powerOut: pedalPower,
      wattsPerKg: pedalPower / inputs.riderWeight,
      note:
        needed < 0
          ? 'Gravity or a tailwind alone would take you faster than this: no pedalling needed, you would be braking.'
          : 'Steady speed on a straight road; drafting behind another rider cuts the air drag by about a third.',
      budget: powerBudget(speed, pedalPower, ride),
    };
  },
});
