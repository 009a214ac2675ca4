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
});
