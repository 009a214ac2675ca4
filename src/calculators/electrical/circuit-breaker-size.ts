import { defineCalculator, number, out } from '../../engine/index.ts';
import {
  ampacityOf,
  necTables,
  nextStandardBreaker,
  sizeName,
  smallConductorLimit,
} from '../shared/electrical/nec-tables.ts';
import { temperatureColumnField } from '../shared/presets/conductor-fields.ts';

/** 210.20(A), 215.3: overcurrent protection of at least 125 % of the continuous load plus the rest. */
const CONTINUOUS_FACTOR = 1.25;

const ampsField = (label: string, value: number, help: string) =>
  number({ label, default: value, min: 0, max: 5000, suffix: 'A', help });

export default defineCalculator({
  inputs: {
    continuous: ampsField(
      'Continuous load',
      24,
      'Running 3 hours or more at a time: EV chargers, heaters, lighting in shops.',
    ),
    nonContinuous: ampsField('Non-continuous load', 0, 'Everything else on the circuit.'),
    terminals: temperatureColumnField(
      'Terminal rating',
      '60',
      '60 °C for most breakers of 100 A or less unless marked 75 °C; 75 °C above 100 A.',
    ),
  },
  validate: ({ continuous, nonContinuous }) => {
    const minimum = continuous * CONTINUOUS_FACTOR + nonContinuous;
    if (minimum <= 0) return [{ field: 'continuous', message: 'Enter the load current.' }];
    if (nextStandardBreaker(minimum) === undefined) {
      return [
        { field: 'continuous', message: 'Past the largest standard rating (6000 A): this needs an engineered design.' },
      ];
    }
    return [];
  },
  datedTables: [necTables],
  compute: ({ continuous, nonContinuous, terminals }) => {
    const minimum = continuous * CONTINUOUS_FACTOR + nonContinuous;
    const breaker = nextStandardBreaker(minimum);
    const wire = necTables.conductors.find((row) => {
      const ampacity = ampacityOf(row, 'copper', terminals) ?? 0;
      const limit = smallConductorLimit(row.size, 'copper');
      return ampacity >= minimum && (limit === undefined || breaker === undefined || limit >= breaker);
    });
    return {
      minimum,
      breaker: breaker ?? 0,
      wire: wire ? `${sizeName(wire.size)} copper` : 'Larger than 1000 kcmil copper: parallel conductors',
    };
  },
  outputs: {
    breaker: out.number({
      label: 'Breaker size',
      suffix: 'A',
      decimals: 0,
      primary: true,
      help: 'The smallest standard rating of 240.6(A) at or above the minimum.',
    }),
    minimum: out.number({ label: 'Minimum rating (125 % continuous + non-continuous)', suffix: 'A', digits: 5 }),
    wire: out.text({ label: 'Smallest copper wire for it (Table 310.16)', primary: true }),
  },
});
