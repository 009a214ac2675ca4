import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import {
  awgDiameterMm,
  circleArea,
  diameterOfArea,
  gaugeName,
  gaugeOfDiameter,
  nextIecSize,
} from '../shared/electrical/wire-gauge.ts';

/** A circular mil is the area of a circle one mil (0.0254 mm) across. */
const MM_PER_MIL = 0.0254;
const MM2_PER_M2 = 1e6;

export default defineCalculator({
  inputs: {
    direction: radio({
      label: 'Convert',
      options: [
        { value: 'awg', label: 'AWG to mm²' },
        { value: 'mm2', label: 'mm² to AWG' },
      ],
      default: 'awg',
    }),
    gauge: number({
      label: 'Wire gauge (AWG)',
      default: 12,
      min: -3,
      max: 40,
      step: 1,
      help: 'For 1/0 enter 0, for 2/0 −1, for 3/0 −2 and for 4/0 −3. In-between gauges such as 13.5 work too.',
    }),
    area: number({
      label: 'Cross-section',
      unitFamily: 'area',
      unit: 'mm2',
      units: ['mm2'],
      default: 2.5,
      min: 0.001,
      max: 1000,
    }),
  },
  compute: ({ direction, gauge, area }) => {
    const diameter = direction === 'awg' ? awgDiameterMm(gauge) : diameterOfArea(area * MM2_PER_M2);
    const mm2 = circleArea(diameter);
    const exactGauge = gaugeOfDiameter(diameter);
    // The thinnest whole gauge at least as thick: gauge numbers fall as wires grow.
    const wholeGauge = Math.max(-3, Math.floor(exactGauge + 1e-9));
    const iec = nextIecSize(mm2);
    return {
      area: mm2 / MM2_PER_M2,
      diameter: diameter / 1000,
      circularMils: (diameter / MM_PER_MIL) ** 2,
      exactGauge,
      awg: wholeGauge > 40 ? 'Thinner than 40 AWG' : `${gaugeName(wholeGauge)} AWG`,
      iec: iec === undefined ? 'Larger than 1000 mm²' : `${String(iec)} mm²`,
    };
  },
  outputs: {
    area: {
      ...out.number({ label: 'Cross-section', unitFamily: 'area', unit: 'mm2', units: ['mm2', 'in2'], digits: 4 }),
      primary: true,
    },
    diameter: out.number({
      label: 'Diameter',
      unitFamily: 'length',
      unit: 'mm',
      units: ['mm', 'in', 'mil'],
      digits: 4,
    }),
    circularMils: out.number({ label: 'Area in circular mils', suffix: 'cmil', digits: 4 }),
    exactGauge: out.number({ label: 'Gauge number (exact)', decimals: 2 }),
    awg: {
      ...out.text({
        label: 'AWG size at least as large',
        help: 'Building wire is sold in even sizes: take the next even gauge down if this one is odd.',
      }),
      primary: true,
    },
    iec: out.text({ label: 'Metric (IEC 60228) size at least as large' }),
  },
});
