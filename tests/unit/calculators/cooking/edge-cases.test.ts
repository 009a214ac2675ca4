import { describe, expect, it } from 'vitest';
import bakersPercentage from '../../../../src/calculators/cooking/bakers-percentage.ts';
import cupsToGrams from '../../../../src/calculators/cooking/cups-to-grams-by-ingredient.ts';
import eggSize from '../../../../src/calculators/cooking/egg-size-substitution.ts';
import highAltitude from '../../../../src/calculators/cooking/high-altitude-baking-adjustment.ts';
import meatDoneness from '../../../../src/calculators/cooking/meat-doneness-pull-temperature.ts';
import ovenTemperature from '../../../../src/calculators/cooking/oven-temperature-converter.ts';
import turkey from '../../../../src/calculators/cooking/turkey-roasting-time.ts';
import yeast from '../../../../src/calculators/cooking/yeast-type-converter.ts';
import { toBase } from '../../../../src/engine/units/convert.ts';

const lb = (pounds: number) => toBase('mass', pounds, 'lb');
const HOUR = 3600;

describe('cooking calculators at their edges', () => {
  it('turkey: no stuffed time under 8 lb, and a weight on a band edge takes the lower band', () => {
    expect(turkey.validate?.({ weight: lb(6), stuffed: true })).toEqual([
      { field: 'stuffed', message: expect.stringContaining('from 8 lb') as string },
    ]);
    const edge = turkey.compute({ weight: lb(12), stuffed: false });
    expect([edge.shortest, edge.longest]).toEqual([2.75 * HOUR, 3 * HOUR]);
  });

  it("baker's percentage asks for the flour, since every percentage is of it", () => {
    const values = { ...defaults(bakersPercentage), mode: 'weights', flour: 0 };
    expect(bakersPercentage.validate?.(values as never)).toEqual([
      { field: 'flour', message: 'Enter the flour weight: every percentage is of the flour.' },
    ]);
  });

  it('yeast: fresh yeast is weighed, not spooned', () => {
    expect(yeast.validate?.({ amount: 1, unit: 'tsp', from: 'fresh', to: 'instant' })).toHaveLength(1);
  });

  it('eggs: never fewer than one egg, and small eggs round up to whole eggs', () => {
    expect(eggSize.compute({ count: 1, from: 'peewee', to: 'jumbo' }).eggs).toBe(1);
    expect(eggSize.compute({ count: 1, from: 'jumbo', to: 'peewee' }).eggs).toBe(2);
  });

  it('oven: a temperature off the gas-mark dial says so', () => {
    const cool = ovenTemperature.compute({
      start: 'temperature',
      temperature: 80,
      gasMark: '4',
      fan: 'none',
      offset: 'us',
    });
    expect(cool.gasMark).toBe('Off the gas-mark dial (¼ to 10)');
  });

  it('meat: a doneness below the USDA minimum carries the notice', () => {
    const rare = meatDoneness.compute({ meat: 'beef', doneness: 'rare', size: 'thin' });
    expect(rare.safety).toMatch(/^Below the USDA safe minimum of 145 °F/);
  });

  it('high altitude: the first band starts exactly at 3,000 ft', () => {
    const at = highAltitude.compute({ elevation: toBase('length', 3000, 'ft'), leavening: 0, sugar: 0, liquid: 0 });
    expect(at.band).toBe('3,000 ft');
  });

  it('cups to grams: nothing weighs nothing', () => {
    const none = cupsToGrams.compute({ ingredient: 'honey', amount: 0, unit: 'cup', ownGramsPerCup: 125 });
    expect([none.weight, none.volume]).toEqual([0, 0]);
  });
});

/** A calculator's inputs at their defaults, in base units (the fields here have no unit). */
function defaults(calculator: { inputs: Record<string, { default: unknown }> }) {
  return Object.fromEntries(Object.entries(calculator.inputs).map(([key, spec]) => [key, spec.default]));
}
