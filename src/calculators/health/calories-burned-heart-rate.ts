import { defineCalculator, duration, durationIn, integer, number, out, toggle } from '../../engine/index.ts';
import { HEAT_UNITS } from '../../engine/units/families/heat.ts';
import { KJ_PER_KCAL } from '../shared/body/kilojoules.ts';
import { bodyWeightField, sexInput } from '../shared/presets/body-fields.ts';

const JOULES_PER_KJ = HEAT_UNITS.energy.units.kj.factor;

interface Person {
  sex: 'female' | 'male';
  age: number;
  /** kg */
  weight: number;
  /** Average exercise heart rate, bpm. */
  heartRate: number;
}

/**
 * Energy expenditure in kJ per minute, Keytel et al., J Sports Sci 2005;23:289–297. The
 * equations with VO2 max come from the paper's full model (−59.3954 for both sexes, −36.3781
 * more for men); those without it from its model with no fitness measure.
 */
export function keytelKjPerMinute({ sex, age, weight, heartRate }: Person, vo2Max?: number): number {
  if (vo2Max === undefined) {
    return sex === 'male'
      ? -55.0969 + 0.6309 * heartRate + 0.1988 * weight + 0.2017 * age
      : -20.4022 + 0.4472 * heartRate - 0.1263 * weight + 0.074 * age;
  }
  return sex === 'male'
    ? -95.7735 + 0.634 * heartRate + 0.404 * vo2Max + 0.394 * weight + 0.271 * age
    : -59.3954 + 0.45 * heartRate + 0.38 * vo2Max + 0.103 * weight + 0.274 * age;
}

type Inputs = Person & { knowVo2Max: boolean; vo2Max: number };

const kjPerMinute = ({ knowVo2Max, vo2Max, ...person }: Inputs) =>
  keytelKjPerMinute(person, knowVo2Max ? vo2Max : undefined);

export default defineCalculator({
  inputs: {
    sex: sexInput(),
    age: integer({ label: 'Age', default: 35, min: 18, max: 90, suffix: 'years' }),
    weight: bodyWeightField({ default: 70, min: 30, max: 250 }),
    heartRate: integer({
      label: 'Average heart rate during the workout',
      help: 'The session average from your watch or chest strap, not the peak.',
      default: 140,
      min: 90,
      max: 220,
      suffix: 'bpm',
    }),
    workout: duration({
      label: 'Workout length',
      default: { value: 45, unit: 'minute' },
      units: ['minute', 'hour'],
      min: { value: 1, unit: 'minute' },
      max: { value: 24, unit: 'hour' },
    }),
    knowVo2Max: toggle({ label: 'I know my VO2 max (a more accurate equation)', default: false }),
    vo2Max: number({
      label: 'VO2 max',
      help: 'From a lab test, a fitness watch or the VO2 max calculator. Used only when ticked above.',
      default: 40,
      min: 20,
      max: 90,
      suffix: 'mL/kg/min',
    }),
  },
  outputs: {
    energy: out.number({
      label: 'Calories burned',
      primary: true,
      unitFamily: 'energy',
      unit: 'kcal',
      units: ['kcal', 'kj'],
      decimals: 0,
    }),
    perMinute: out.number({ label: 'Calories per minute', decimals: 1, suffix: 'kcal/min' }),
    perHour: out.number({ label: 'Calories per hour at this heart rate', decimals: 0, suffix: 'kcal/h' }),
  },
  validate: (values) =>
    kjPerMinute(values) > 0
      ? []
      : [
          {
            field: 'heartRate',
            message:
              'At this heart rate the equation gives no exercise energy; it is meant for moderate to hard exercise.',
          },
        ],
  compute: (values) => {
    const kcalPerMinute = kjPerMinute(values) / KJ_PER_KCAL;
    const minutes = durationIn(values.workout, 'minute');
    return {
      energy: kcalPerMinute * minutes * KJ_PER_KCAL * JOULES_PER_KJ,
      perMinute: kcalPerMinute,
      perHour: kcalPerMinute * 60,
    };
  },
});
