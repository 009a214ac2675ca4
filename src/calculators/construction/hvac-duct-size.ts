import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { fromBase, toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/heat.ts';
import '../../engine/units/loaders/matter.ts';
import '../../engine/units/loaders/motion.ts';
import '../../engine/units/loaders/space.ts';
import {
  diameterForFriction,
  diameterForVelocity,
  frictionRate,
  rectangleWidthFor,
  velocityIn,
} from '../shared/building/ducts.ts';

interface DuctValues {
  airflow: number;
  method: string;
  friction: number;
  velocity: number;
  rectHeight: number;
}

/** The round diameter in inches by the chosen method, from SI inputs. */
function roundDiameter({ airflow, method, friction, velocity }: DuctValues) {
  const cfm = fromBase('flow', airflow, 'cfm');
  return method === 'velocity'
    ? diameterForVelocity(cfm, fromBase('speed', velocity, 'fpm'))
    : diameterForFriction(cfm, friction);
}

const rectWidthInches = (values: DuctValues) =>
  rectangleWidthFor(roundDiameter(values), fromBase('length', values.rectHeight, 'in'));

const ductLength = (label: string, decimals: number, help?: string) =>
  out.number({
    label,
    ...(help ? { help } : {}),
    unitFamily: 'length',
    unit: 'mm',
    imperialUnit: 'in',
    units: ['mm', 'cm', 'in'],
    decimals,
  });

const PA_PER_M_PER_INWC_100FT = toBase('pressure', 1, 'inh2o') / toBase('length', 100, 'ft');

export default defineCalculator({
  inputs: {
    airflow: number({
      label: 'Airflow',
      help: 'The air the duct must carry; about 400 cfm per ton of cooling for a whole system.',
      default: 400,
      unitFamily: 'flow',
      unit: 'cfm',
      units: ['cfm', 'ls', 'm3h'],
      min: 0,
      minInclusive: false,
      max: 100_000,
    }),
    method: radio({
      label: 'Size by',
      options: [
        { value: 'friction', label: 'Friction rate (equal friction)' },
        { value: 'velocity', label: 'Air velocity' },
      ],
      default: 'friction',
    }),
    friction: number({
      label: 'Friction rate (in. w.c. per 100 ft)',
      help: 'Used when sizing by friction: 0.06–0.10 is usual for homes (0.1 in. w.c./100 ft = 0.82 Pa/m).',
      default: 0.08,
      min: 0,
      minInclusive: false,
      max: 1,
    }),
    velocity: number({
      label: 'Air velocity',
      help: 'Used when sizing by velocity: 600–900 ft/min (3–4.5 m/s) in a home supply trunk, less in branches.',
      default: 700,
      unitFamily: 'speed',
      unit: 'fpm',
      units: ['fpm', 'mps'],
      min: 0,
      minInclusive: false,
      max: 5000,
    }),
    rectHeight: number({
      label: 'Height of a rectangular duct',
      help: 'To find the width of a rectangular duct with the same friction.',
      default: 8,
      unitFamily: 'length',
      unit: 'in',
      units: ['mm', 'cm', 'in'],
      min: 0,
      minInclusive: false,
      max: 200,
    }),
  },
  validate: (values) =>
    rectWidthInches(values) === undefined
      ? [{ field: 'rectHeight', message: 'A duct this shallow would be over 100 times as wide; choose a taller duct.' }]
      : [],
  compute: (values) => {
    const cfm = fromBase('flow', values.airflow, 'cfm');
    const diameter = roundDiameter(values);
    const friction = frictionRate(cfm, diameter);
    return {
      diameter: toBase('length', diameter, 'in'),
      nextSize: toBase('length', Math.ceil(Number(diameter.toPrecision(9))), 'in'),
      velocity: toBase('speed', velocityIn(cfm, diameter), 'fpm'),
      friction,
      frictionSi: friction * PA_PER_M_PER_INWC_100FT,
      rectWidth: toBase('length', rectWidthInches(values) ?? 0, 'in'),
    };
  },
  outputs: {
    diameter: ductLength('Round duct diameter', 1),
    nextSize: ductLength('Next whole-inch round size', 0, 'Round ducts come in whole-inch sizes; go up, not down.'),
    velocity: out.number({
      label: 'Air velocity in that duct',
      unitFamily: 'speed',
      unit: 'fpm',
      units: ['fpm', 'mps'],
      digits: 3,
    }),
    friction: out.number({ label: 'Friction rate', decimals: 3, suffix: 'in. w.c./100 ft' }),
    frictionSi: out.number({ label: 'Friction rate (metric)', decimals: 2, suffix: 'Pa/m' }),
    rectWidth: ductLength('Width of the equal rectangular duct', 1),
  },
});
