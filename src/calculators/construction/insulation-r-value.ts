import { defineCalculator, number, out, select, toggle } from '../../engine/index.ts';
import { fromBase, toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/heat.ts';
import '../../engine/units/loaders/space.ts';
import { heatFlow, rsiFromR, uFactor } from '../shared/building/heat-loss.ts';
import { AIR_FILMS_R, INSULATION_MATERIALS, rPerInch } from '../shared/building/insulation-materials.ts';
import { buildingArea } from '../shared/presets/building-area.ts';

const materialChoices = INSULATION_MATERIALS.map(({ value, label, rPerInch: perInch }) => ({
  value,
  label: perInch > 0 ? `${label} (R-${perInch}/in)` : label,
}));

const layerMaterial = (n: number, material: string) =>
  select({ label: `Layer ${n}: material`, options: materialChoices, default: material });

const layerThickness = (n: number, millimetres: number) =>
  number({
    label: `Layer ${n}: thickness`,
    default: millimetres,
    unitFamily: 'length',
    unit: 'mm',
    imperialUnit: 'in',
    units: ['mm', 'cm', 'in'],
    min: 0,
    max: 2000,
  });

const temperature = (label: string, celsius: number) =>
  number({
    label,
    default: celsius,
    unitFamily: 'temperature',
    unit: 'c',
    imperialUnit: 'f',
    units: ['c', 'f'],
    min: -60,
    max: 60,
  });

interface Layers {
  layer1: string;
  thickness1: number;
  layer2: string;
  thickness2: number;
  layer3: string;
  thickness3: number;
  layer4: string;
  thickness4: number;
  otherR: number;
  airFilms: boolean;
}

/** The assembly's total US R-value: each layer's R per inch × its thickness in inches, plus the rest. */
function totalR(v: Layers): number {
  const layer = (key: string, thickness: number) => rPerInch(key) * fromBase('length', thickness, 'in');
  const films = v.airFilms ? AIR_FILMS_R.inside + AIR_FILMS_R.outside : 0;
  return (
    layer(v.layer1, v.thickness1) +
    layer(v.layer2, v.thickness2) +
    layer(v.layer3, v.thickness3) +
    layer(v.layer4, v.thickness4) +
    v.otherR +
    films
  );
}

const W_PER_BTUH_FT2_F = toBase('power', 1, 'btuh') / (toBase('area', 1, 'ft2') * (5 / 9));

export default defineCalculator({
  inputs: {
    layer1: layerMaterial(1, 'drywall'),
    thickness1: layerThickness(1, 12.7),
    layer2: layerMaterial(2, 'fiberglassBatt'),
    thickness2: layerThickness(2, 88.9),
    layer3: layerMaterial(3, 'plywood'),
    thickness3: layerThickness(3, 12.7),
    layer4: layerMaterial(4, 'none'),
    thickness4: layerThickness(4, 0),
    otherR: number({
      label: 'Other layers, R-value (US)',
      help: 'Anything with a rated R rather than a thickness: wood bevel siding about 0.80, an air space about 1.0.',
      default: 0,
      min: 0,
      max: 200,
    }),
    airFilms: toggle({ label: 'Include the inside and outside air films (R-0.68 + R-0.17)', default: true }),
    area: buildingArea('Area of the wall, roof or floor', 10, { help: 'For the heat flow through it.' }),
    inside: temperature('Inside temperature', 20),
    outside: temperature('Outside temperature', 0),
  },
  validate: (values) =>
    totalR(values) > 0
      ? []
      : [{ field: 'thickness1', message: 'Give at least one layer a thickness, or add the air films.' }],
  compute: (values) => {
    const r = totalR(values);
    const rsi = rsiFromR(r);
    const u = uFactor(rsi);
    return {
      r,
      rsi,
      uImperial: u / W_PER_BTUH_FT2_F,
      uMetric: u,
      heat: heatFlow(rsi, values.area, Math.abs(values.inside - values.outside)),
    };
  },
  outputs: {
    r: out.number({ label: 'Total R-value (US)', primary: true, decimals: 2, suffix: 'h·ft²·°F/BTU' }),
    rsi: out.number({ label: 'Total RSI (metric R-value)', decimals: 3, suffix: 'm²·K/W' }),
    uImperial: out.number({ label: 'U-factor (US)', decimals: 4, suffix: 'BTU/h·ft²·°F' }),
    uMetric: out.number({ label: 'U-value (metric)', decimals: 3, suffix: 'W/m²·K' }),
    heat: out.number({
      label: 'Heat flow through the area',
      help: 'Q = U × A × ΔT at the two temperatures, steady state.',
      unitFamily: 'power',
      unit: 'w',
      imperialUnit: 'btuh',
      units: ['w', 'kw', 'btuh'],
      digits: 4,
    }),
  },
});
