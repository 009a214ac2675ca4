import { describe, expect, it } from 'vitest';
import { alliumRiskForCats } from '../../../../src/calculators/pets/cat-onion-garlic-toxicity.ts';
import { chocolateRisk } from '../../../../src/calculators/pets/dog-chocolate-toxicity.ts';
import { xylitolRisk } from '../../../../src/calculators/pets/dog-xylitol-toxicity.ts';

describe('xylitol risk follows the dose as shown (three significant digits)', () => {
  it('calls a dose that shows as 0.0750 g/kg toxic, though it is a hair below 0.075', () => {
    expect(xylitolRisk(0.07496)).toMatch(/^Toxic/);
  });
  it('keeps a dose that shows as 0.0749 g/kg below the threshold', () => {
    expect(xylitolRisk(0.07494)).toMatch(/^Below/);
  });
  it('reaches the liver-failure band at 0.5 g/kg as shown', () => {
    expect(xylitolRisk(0.49951)).toMatch(/^Severe/);
    expect(xylitolRisk(0.4994)).toMatch(/^Toxic/);
  });
  it('calls a zero dose below every threshold', () => {
    expect(xylitolRisk(0)).toMatch(/^Below/);
  });
});

describe('chocolate risk keeps its shared-rule boundaries', () => {
  it('turns mild exactly at 20 mg/kg as shown', () => {
    expect(chocolateRisk(19.96)).toMatch(/^Mild/);
    expect(chocolateRisk(19.94)).toMatch(/^Below/);
  });
});

describe('onion risk for cats turns toxic at 5 g/kg as shown', () => {
  it('calls 4.996 g/kg (shown 5.00) toxic and 4.994 (shown 4.99) below', () => {
    expect(alliumRiskForCats(4.996)).toMatch(/^Toxic/);
    expect(alliumRiskForCats(4.994)).toMatch(/^Below/);
  });
});
