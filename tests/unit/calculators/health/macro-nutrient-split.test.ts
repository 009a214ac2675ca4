import { describe, expect, it } from 'vitest';
import macro from '../../../../src/calculators/health/macro-nutrient-split.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every unit family loaded, as on the page (which loads those of the fields and results).
import '../../../../src/engine/units/all.ts';

const J_PER_KCAL = 4184;
const context = buildContext(new Date('2025-06-15T12:00:00'));

type Values = Parameters<typeof macro.compute>[0];

/** Compute with kcal in and kcal out; everything else from a balanced, goal-free default. */
function run(overrides: Partial<Omit<Values, 'calories'>> & { kcal?: number } = {}) {
  const { kcal = 2000, ...rest } = overrides;
  const values: Values = {
    goal: 'none',
    calories: kcal * J_PER_KCAL,
    weight: 70,
    proteinPerKg: 'goal',
    split: 'guidelines',
    proteinPct: 30,
    carbPct: 40,
    fatPct: 30,
    ...rest,
  };
  const result = macro.compute(values);
  return { ...result, targetKcal: result.target / J_PER_KCAL };
}

/** kcal from the grams, with the Atwater 4/4/9 factors. */
const kcalOf = (r: { protein: number; carbohydrate: number; fat: number }) =>
  r.protein * 4 + r.carbohydrate * 4 + r.fat * 9;

describe('macro split without a goal (the presets)', () => {
  it('splits the calories as entered and leaves the target unchanged', () => {
    const r = run({ kcal: 2000, split: 'balanced' });
    expect(r.targetKcal).toBeCloseTo(2000, 9);
    expect(r.protein).toBeCloseTo(150, 9);
    expect(r.carbohydrate).toBeCloseTo(200, 9);
    expect(r.fat).toBeCloseTo(66.667, 3);
    expect(r.method).toMatch(/^No goal chosen/);
  });

  it.each(['guidelines', 'balanced', 'highProtein', 'lowCarb', 'lowFat'] as const)(
    'gives back every calorie with the %s preset, whatever the body weight',
    (split) => {
      const light = run({ kcal: 2400, split, weight: 50 });
      const heavy = run({ kcal: 2400, split, weight: 150 });
      expect(kcalOf(light)).toBeCloseTo(2400, 6);
      expect(heavy.protein).toBeCloseTo(light.protein, 9);
    },
  );
});

describe('macro split by goal', () => {
  it('loses weight: 500 kcal below maintenance, 2.0 g protein per kg, fat from the diet style, carbs the rest', () => {
    // 2,500 − 500 = 2,000 kcal; 70 kg × 2.0 = 140 g (560 kcal); 30 % fat = 600 kcal; 840 kcal carbs = 210 g.
    const r = run({ goal: 'lose', kcal: 2500, weight: 70 });
    expect(r.targetKcal).toBeCloseTo(2000, 9);
    expect(r.protein).toBeCloseTo(140, 9);
    expect(r.fat).toBeCloseTo(600 / 9, 9);
    expect(r.carbohydrate).toBeCloseTo(210, 9);
    expect(kcalOf(r)).toBeCloseTo(2000, 9);
  });

  it('maintains: no change in calories and 1.4 g protein per kg', () => {
    const r = run({ goal: 'maintain', kcal: 2500, weight: 80 });
    expect(r.targetKcal).toBeCloseTo(2500, 9);
    expect(r.protein).toBeCloseTo(112, 9);
    expect(kcalOf(r)).toBeCloseTo(2500, 9);
  });

  it('gains: 400 kcal above maintenance and 1.6 g protein per kg', () => {
    const r = run({ goal: 'gain', kcal: 2500, weight: 80 });
    expect(r.targetKcal).toBeCloseTo(2900, 9);
    expect(r.protein).toBeCloseTo(128, 9);
    expect(kcalOf(r)).toBeCloseTo(2900, 9);
  });

  it('lets the visitor override the goal protein, including 1 g per lb', () => {
    expect(run({ goal: 'lose', weight: 70, proteinPerKg: '1.6' }).protein).toBeCloseTo(112, 9);
    // 200 lb is 90.718474 kg; 1 g per lb must give exactly 200 g.
    expect(run({ goal: 'maintain', weight: 200 * 0.45359237, proteinPerKg: 'perLb' }).protein).toBeCloseTo(200, 9);
  });

  it('takes only the fat share from the diet style and keeps it within 20–35 %', () => {
    const lowFat = run({ goal: 'maintain', kcal: 3000, split: 'lowFat' });
    expect((lowFat.fat * 9) / 3000).toBeCloseTo(0.2, 9);
    const lowCarb = run({ goal: 'maintain', kcal: 3000, split: 'lowCarb' });
    expect((lowCarb.fat * 9) / 3000).toBeCloseTo(0.35, 9);
    expect(lowCarb.method).toContain("held inside the 20–35 % range instead of the diet style's 50 %");
    const custom = run({ goal: 'maintain', kcal: 3000, split: 'custom', fatPct: 5 });
    expect((custom.fat * 9) / 3000).toBeCloseTo(0.2, 9);
  });

  it('warns when the goal leaves carbohydrate below the 45–65 % range and says how to raise it', () => {
    // 2,000 kcal, 140 g protein (28 %), 30 % fat → carbohydrate 42 %.
    const r = run({ goal: 'lose', kcal: 2500, weight: 70 });
    expect(r.rangeCheck).toContain('Carbohydrate at 42 % is outside the 45–65 % range');
    expect(r.rangeCheck).toContain('To raise carbohydrate');
  });

  it('warns when the goal leaves carbohydrate above 65 %', () => {
    // 4,000 kcal, 50 kg × 1.4 = 70 g protein (7 %), 20 % fat → carbohydrate 73 %.
    const r = run({ goal: 'maintain', kcal: 4000, weight: 50, split: 'lowFat' });
    expect(r.rangeCheck).toContain('Carbohydrate at 73 % is outside the 45–65 % range');
    expect(r.rangeCheck).toContain('Protein at 7 % is outside the 10–35 % range');
    expect(r.rangeCheck).toContain('To lower carbohydrate');
  });

  it('says all is well when the goal keeps every nutrient in range', () => {
    const r = run({ goal: 'gain', kcal: 2500, weight: 70 });
    expect(r.rangeCheck).toBe(
      'All three are within the ranges NASEM advises for adults (protein 10–35 %, carbohydrate 45–65 %, fat 20–35 %).',
    );
  });

  it('never gives negative carbohydrate when protein and fat exceed the target', () => {
    const r = run({ goal: 'lose', kcal: 1000, weight: 150, proteinPerKg: '2.4' });
    expect(r.carbohydrate).toBe(0);
    expect(r.method).toContain('none is left');
    expect(r.rangeCheck).toContain('Carbohydrate is below the 130 g a day adult RDA');
  });

  it('flags calorie targets below the supervised-diet floors', () => {
    expect(run({ goal: 'lose', kcal: 1600 }).rangeCheck).toContain('below 1,200 kcal a day');
    expect(run({ goal: 'lose', kcal: 1900 }).rangeCheck).toContain(
      'below 1,500 kcal a day, the lowest intake advised for men',
    );
    expect(run({ goal: 'lose', kcal: 2100 }).rangeCheck).not.toContain('lowest intake');
  });
});

describe('macro split through the form', () => {
  const state = (values: Record<string, string>, units: Record<string, string> = {}) => {
    const s = defaultState(macro.inputs, { ...context, unitSystem: 'metric' });
    Object.assign(s.values, values);
    Object.assign(s.units, units);
    return s;
  };

  it('gives a result for its defaults', () => {
    expect(evaluate(macro, state({}), context).status).toBe('ok');
  });

  it('asks custom percentages to add up to 100 only without a goal', () => {
    const custom = { split: 'custom', proteinPct: '30', carbPct: '30', fatPct: '30' };
    const without = evaluate(macro, state(custom), context);
    expect(without.status).toBe('invalid');
    const withGoal = evaluate(macro, state({ ...custom, goal: 'maintain' }), context);
    expect(withGoal.status).toBe('ok');
  });

  it('accepts maintenance calories in kilojoules and weight in pounds', () => {
    const result = evaluate(
      macro,
      state({ goal: 'lose', calories: '10460', weight: '154.324' }, { calories: 'kj', weight: 'lb' }),
      context,
    );
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    // 10,460 kJ = 2,500 kcal → 2,000 kcal; 154.324 lb = 70.0 kg → 140 g protein.
    expect((result.outputs.target as number) / J_PER_KCAL).toBeCloseTo(2000, 6);
    expect(result.outputs.protein as number).toBeCloseTo(140, 1);
  });
});
