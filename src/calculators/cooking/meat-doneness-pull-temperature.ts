import { defineCalculator, out, select } from '../../engine/index.ts';
import {
  CARRYOVER,
  celsius,
  DONENESS,
  MEATS,
  THERMOMETER_NOTICE,
  type CarryoverSize,
  type Doneness,
  type Meat,
} from '../shared/cooking/safe-temperatures.ts';
import { temperatureOutput } from '../shared/presets/temperature-output.ts';

const choices = (table: Record<string, { label: string }>) =>
  Object.entries(table).map(([value, { label }]) => ({ value, label }));

export default defineCalculator({
  inputs: {
    meat: select({ label: 'Meat', options: choices(MEATS), default: 'beef' }),
    doneness: select({ label: 'Doneness (whole cuts)', options: choices(DONENESS), default: 'medium' }),
    size: select({ label: 'Size of the piece', options: choices(CARRYOVER), default: 'large' }),
  },
  outputs: {
    pull: temperatureOutput('Take it off the heat at', true),
    final: temperatureOutput('It will reach after resting'),
    safe: temperatureOutput('USDA safe minimum'),
    rest: out.duration({ label: 'Rest at least', smallest: 'minute' }),
    safety: out.text({ label: 'Food safety' }),
  },
  compute: ({ meat, doneness, size }) => {
    const kind = MEATS[meat as Meat];
    // Poultry and ground meat have one safe doneness, reached on the heat, never by resting.
    const finalF = kind.wholeCut ? DONENESS[doneness as Doneness].finalF : kind.safeF;
    const rise = kind.wholeCut ? CARRYOVER[size as CarryoverSize].riseF : 0;
    // A whole cut cooked to the safe minimum or more is pulled no lower than that minimum.
    const pullF = finalF >= kind.safeF ? Math.max(finalF - rise, kind.safeF) : finalF - rise;
    const below = finalF < kind.safeF;
    return {
      pull: celsius(pullF),
      final: celsius(Math.max(finalF, pullF)),
      safe: celsius(kind.safeF),
      rest: kind.restMinutes * 60,
      safety: below
        ? `Below the USDA safe minimum of ${kind.safeF} °F: a choice for whole cuts of healthy, fresh meat only, not for children, pregnant, older or immune-weakened people. ${THERMOMETER_NOTICE}`
        : THERMOMETER_NOTICE,
    };
  },
});
