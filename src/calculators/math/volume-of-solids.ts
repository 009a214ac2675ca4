import { defineCalculator, out } from '../../engine/index.ts';
import { measureOutput, shapeFields } from '../shared/presets/shape-fields.ts';
import { measuresText } from '../shared/geometry/plane-shapes.ts';
import { SOLIDS, type SolidKey } from '../shared/geometry/solids.ts';

const SHAPES = (Object.keys(SOLIDS) as SolidKey[]).map((value) => ({ value, label: SOLIDS[value].label }));

export default defineCalculator({
  inputs: shapeFields(SHAPES, 'cylinder'),
  outputs: {
    volume: measureOutput('Volume', 'volume', true),
    surface: measureOutput('Surface area', 'area'),
    formula: out.text({ label: 'Formulas' }),
    measures: out.text({ label: 'Measurements used' }),
  },
  compute: (values) => {
    const solid = SOLIDS[values.shape];
    return {
      volume: solid.volume(values),
      surface: solid.surface(values),
      formula: solid.formula,
      measures: measuresText(solid.uses),
    };
  },
  examples: [
    {
      inputs: { shape: 'box', a: { value: 16, unit: 'ft' }, b: { value: 8, unit: 'ft' }, h: { value: 8, unit: 'ft' } },
      expect: { volume: { value: 1024, unit: 'ft3' }, surface: { value: 640, unit: 'ft2' } },
      tolerance: 1e-9,
      source:
        'OpenStax Prealgebra 2e, §9.6 exercise "Moving van": 16 ft × 8 ft × 8 ft has volume 1,024 cu. ft and surface area 640 sq. ft',
    },
    {
      inputs: {
        shape: 'box',
        a: { value: 3.5, unit: 'yd' },
        b: { value: 2.1, unit: 'yd' },
        h: { value: 2.4, unit: 'yd' },
      },
      expect: { volume: { value: 17.64, unit: 'yd3' }, surface: { value: 41.58, unit: 'yd2' } },
      tolerance: 1e-9,
      source:
        'OpenStax Prealgebra 2e, §9.6 exercises: a rectangular solid 3.5 yd × 2.1 yd × 2.4 yd has volume 17.64 cu. yd and surface area 41.58 sq. yd',
    },
    {
      inputs: { shape: 'cone', a: { value: 6, unit: 'in' }, h: { value: 18, unit: 'in' } },
      expect: { volume: { value: 678.24, unit: 'in3' } },
      // The book rounds π to 3.14 (678.24 cu. in.); with π itself the volume is 678.58 cu. in.: 0.35 in³ in m³.
      tolerance: 6e-6,
      source:
        'OpenStax Prealgebra 2e, §9.6 exercise "Piñata": a cone 18 in long and 12 in across its base holds ⅓ × 3.14 × 6² × 18 = 678.24 cu. in.',
    },
  ],
});
