import { asShown, defineCalculator, number, out } from '../../engine/index.ts';
import { HEATER_SIZES, heaterWatts } from '../shared/pets/aquarium.ts';
import { temperatureField } from '../shared/presets/temperature-field.ts';

/** The power is shown to three significant digits; the heater is chosen from that figure. */
const WATTS_SHOWN = { digits: 3 } as const;

function heaterChoice(exactWatts: number): string {
  const watts = asShown(exactWatts, WATTS_SHOWN);
  if (watts <= 0) return 'No heater needed: the room is as warm as the water you want';
  const size = HEATER_SIZES.find((w) => w >= watts);
  if (size === undefined) return 'More than one heater: split the wattage between two or more heaters';
  return `${size} W heater (the next common size up)`;
}

export default defineCalculator({
  inputs: {
    volume: number({
      label: 'Water volume',
      help: 'The real water volume; the aquarium volume calculator works it out from the tank size.',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'gal', 'impgal'],
      default: 100,
      min: 1,
      max: 10_000,
    }),
    room: temperatureField('Room temperature', 'The coldest the room usually gets, e.g. at night.', 20, -10, 40),
    water: temperatureField('Water temperature wanted', 'Most tropical fish: 24–27 °C (75–80 °F).', 25, -10, 40),
  },
  outputs: {
    watts: out.number({
      label: 'Heater power needed',
      primary: true,
      unitFamily: 'power',
      unit: 'w',
      units: ['w'],
      digits: 3,
    }),
    heater: out.text({ label: 'Heater to buy' }),
    rise: out.number({
      label: 'Temperature rise',
      unitFamily: 'temperatureChange',
      unit: 'c',
      imperialUnit: 'f',
      units: ['c', 'f'],
      digits: 3,
    }),
  },
  compute: ({ volume, room, water }) => {
    // Temperatures arrive in °C; their difference is the same number of kelvins.
    const rise = Math.max(0, water - room);
    const watts = heaterWatts(volume, rise);
    return { watts, heater: heaterChoice(watts), rise };
  },
});
