import { defineCalculator, integer, number, out, select } from '../../engine/index.ts';
import { convert } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';
import { bodyMassOutput } from '../shared/presets/body-fields.ts';
import { NSCA_LOADS, ONE_REP_MAX_FORMULAS } from '../shared/sports/one-rep-max.ts';

export default defineCalculator({
  inputs: {
    weight: number({
      label: 'Weight lifted',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      default: 100,
      min: 0,
      minInclusive: false,
      max: 600,
    }),
    reps: integer({
      label: 'Repetitions done',
      help: 'Clean reps to failure in one set; estimates hold best from 2 to 10.',
      default: 5,
      min: 1,
      max: 12,
      suffix: 'reps',
    }),
    formula: select({
      label: 'Headline formula',
      options: [
        { value: 'average', label: 'Average of Epley, Brzycki and Lombardi' },
        { value: 'epley', label: 'Epley' },
        { value: 'brzycki', label: 'Brzycki' },
        { value: 'lombardi', label: 'Lombardi' },
      ],
      default: 'average',
    }),
  },
  outputs: {
    oneRepMax: bodyMassOutput('Estimated one-rep max', true),
    epley: bodyMassOutput('Epley'),
    brzycki: bodyMassOutput('Brzycki'),
    lombardi: bodyMassOutput('Lombardi'),
    loads: out.table({
      label: 'Training loads from your one-rep max',
      columns: [
        { key: 'percent', label: '% of 1RM', kind: 'percent' },
        { key: 'kg', label: 'Load (kg)', kind: 'integer' },
        { key: 'lb', label: 'Load (lb)', kind: 'integer' },
        { key: 'reps', label: 'Reps usually possible', kind: 'integer' },
      ],
      previewRows: 13,
    }),
  },
  compute: ({ weight, reps, formula }) => {
    const epley = ONE_REP_MAX_FORMULAS.epley(weight, reps);
    const brzycki = ONE_REP_MAX_FORMULAS.brzycki(weight, reps);
    const lombardi = ONE_REP_MAX_FORMULAS.lombardi(weight, reps);
    const oneRepMax = formula === 'average' ? (epley + brzycki + lombardi) / 3 : { epley, brzycki, lombardi }[formula];
    return {
      oneRepMax,
      epley,
      brzycki,
      lombardi,
      loads: NSCA_LOADS.map(([percent, repsPossible]) => {
        const kg = (oneRepMax * percent) / 100;
        return { percent, kg, lb: convert('mass', kg, 'kg', 'lb'), reps: repsPossible };
      }),
    };
  },
});
