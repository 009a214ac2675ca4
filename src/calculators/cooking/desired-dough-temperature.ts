import { defineCalculator, number, out, select, toggle } from '../../engine/index.ts';

const temperature = (label: string, fahrenheit: number, help?: string) =>
  number({
    label,
    unitFamily: 'temperature',
    unit: 'f',
    units: ['f', 'c'],
    default: fahrenheit,
    min: 0,
    max: 130,
    ...(help === undefined ? {} : { help }),
  });

// A friction factor is a rise in degrees, not a temperature: 1 °F of rise is 5/9 °C.
const FRICTION_IN_CELSIUS = { f: 5 / 9, c: 1 } as const;

export default defineCalculator({
  inputs: {
    target: temperature('Desired dough temperature', 76, 'Most lean breads ferment best at 75–78 °F (24–26 °C).'),
    room: temperature('Room temperature', 72),
    flour: temperature('Flour temperature', 70),
    usePreferment: toggle({ label: 'The dough has a preferment (starter, levain or poolish)', default: false }),
    preferment: temperature('Preferment temperature', 72),
    friction: number({
      label: 'Friction factor',
      help: 'The warming from mixing: about 24 °F (13 °C) for a stand mixer, close to 0 by hand.',
      default: 24,
      min: 0,
      max: 60,
    }),
    frictionUnit: select({
      label: 'Friction factor in',
      options: [
        { value: 'f', label: 'degrees Fahrenheit' },
        { value: 'c', label: 'degrees Celsius' },
      ],
      default: 'f',
    }),
  },
  outputs: {
    water: out.number({
      label: 'Water temperature',
      primary: true,
      unitFamily: 'temperature',
      unit: 'c',
      imperialUnit: 'f',
      units: ['f', 'c'],
      decimals: 0,
    }),
    factors: out.integer({ label: 'Temperatures counted (the multiplier)' }),
    note: out.text({ label: 'Note' }),
  },
  compute: ({ target, room, flour, usePreferment, preferment, friction, frictionUnit }) => {
    const measured = usePreferment ? [room, flour, preferment] : [room, flour];
    const factors = measured.length + 1;
    const frictionC = friction * FRICTION_IN_CELSIUS[frictionUnit];
    const water = target * factors - measured.reduce((a, b) => a + b, 0) - frictionC;
    const note =
      water < 1
        ? 'Colder than tap water can be: use ice water and chill the flour, or mix less.'
        : water > 45
          ? 'Hotter than 45 °C (113 °F) can weaken yeast: warm the room or the flour instead.'
          : 'Mix the water to this temperature with a thermometer.';
    return { water, factors, note };
  },
});
