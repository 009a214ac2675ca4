import { defineCalculator, radio } from '../../engine/index.ts';
import { hoursADay, inYears, tripTime } from '../shared/fun/travel.ts';
import { hoursPerDayField, speedField, tripOutputs } from '../shared/presets/travel-fields.ts';

/*
 * Swimming the Atlantic: its narrowest crossing, Brazil to Sierra Leone (2,848 km), or Benoît
 * Lecomte's 1998 route from Cape Cod to Brittany (about 6,000 km), at a steady swimming pace for
 * some hours a day. Currents, sharks and sleep on a support boat are left to the visitor.
 */
const CROSSINGS = {
  narrowest: { label: 'the Atlantic at its narrowest', distance: 2_848_000 },
  lecomte: { label: 'the Atlantic from Cape Cod to France', distance: 6_000_000 },
} as const;

export default defineCalculator({
  inputs: {
    speed: speedField({
      label: 'Swimming speed',
      help: 'A steady recreational front crawl is about 2 to 3 km/h (1.2 to 1.9 mph).',
      default: 2.5,
      min: 0.2,
      max: 8,
      messages: {
        min: 'At under 0.2 km/h you are floating, not swimming: enter a faster pace.',
        max: 'Even Olympic marathon swimmers average under 6 km/h: enter up to 8 km/h (5 mph).',
      },
    }),
    hours: hoursPerDayField('swimming', 8),
    route: radio({
      label: 'Crossing',
      options: [
        { value: 'narrowest', label: 'Narrowest: Brazil to Sierra Leone, 2,848 km (1,770 mi)' },
        { value: 'lecomte', label: 'Cape Cod to France, about 6,000 km (3,730 mi)' },
      ],
      default: 'narrowest',
    }),
  },
  compute: ({ speed, hours, route }) => tripTime(CROSSINGS[route].distance, speed, hours),
  outputs: tripOutputs('swimming'),
  shareLine: ({ elapsed }, { route, hours }) =>
    `Swimming ${CROSSINGS[route].label} ${hoursADay(hours)} would take me ${inYears(elapsed)}.`,
});
