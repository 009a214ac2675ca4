import { defineCalculator, out, select } from '../../engine/index.ts';
import { bodyMassOutput, bodyWeightField } from '../shared/presets/body-fields.ts';
import { shortFigure } from '../shared/fun/share-line.ts';
import { OTHER_WORLDS, PLANETS, scaleReadingOn, worldOptions } from '../shared/fun/planets.ts';

/*
 * What your bathroom scale would read on another world: your reading scaled by that world's
 * surface gravity over Earth's (NASA Planetary Fact Sheet). Your mass stays the same; the pull
 * on it changes.
 */
export default defineCalculator({
  inputs: {
    weight: {
      ...bodyWeightField({ default: 70, min: 1, max: 650 }, 'Your weight on Earth'),
      messages: {
        max: 'The heaviest person on record weighed 635 kg (1,400 lb): enter a weight up to 650 kg.',
      },
    },
    world: select({ label: 'Planet or moon', options: worldOptions(OTHER_WORLDS), default: 'mars' }),
  },
  compute: ({ weight, world }) => ({
    reading: scaleReadingOn(world, weight),
    gravityRatio: PLANETS[world].gravity / PLANETS.earth.gravity,
    table: OTHER_WORLDS.map((key) => ({
      world: PLANETS[key].label.replace(/^the /, 'The '),
      gravity: PLANETS[key].gravity,
      share: (PLANETS[key].gravity / PLANETS.earth.gravity) * 100,
    })),
  }),
  outputs: {
    reading: bodyMassOutput('Your scale would read', true),
    gravityRatio: out.number({ label: "Its gravity compared with Earth's", decimals: 2, suffix: '× Earth' }),
    table: out.table({
      label: 'Every world compared',
      columns: [
        { key: 'world', label: 'World', kind: 'text' },
        { key: 'gravity', label: 'Gravity, m/s²', kind: 'number' },
        { key: 'share', label: 'Your Earth reading', kind: 'percent' },
      ],
    }),
  },
  shareLine: ({ gravityRatio }, { world }) =>
    `On ${PLANETS[world].label}, my bathroom scale would read ${shortFigure(gravityRatio * 100)} % of my Earth weight.`,
});
