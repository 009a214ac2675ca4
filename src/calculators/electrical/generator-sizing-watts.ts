import { defineCalculator, percent } from '../../engine/index.ts';
import { loadPeak, pairLoads } from '../shared/energy/loads.ts';
import { applianceLoadErrors, applianceLoadFields } from '../shared/presets/appliance-loads.ts';
import { powerOutput } from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    // A refrigerator, a ½ hp sump pump, lights and a TV.
    ...applianceLoadFields([700, 1050, 300, 200], [2200, 2150, 0, 0]),
    margin: percent({
      label: 'Headroom',
      default: 10,
      min: 0,
      max: 100,
      help: 'Spare capacity so the generator does not run flat out; 10–25% is usual.',
    }),
  },
  validate: ({ runningWatts, startingWatts }) => applianceLoadErrors(runningWatts, startingWatts),
  compute: ({ runningWatts, startingWatts, startPattern, margin }) => {
    const load = loadPeak(pairLoads(runningWatts, startingWatts), startPattern);
    const withMargin = 1 + margin / 100;
    return {
      running: load.running,
      peak: load.peak,
      extra: load.extra,
      ratedWatts: load.running * withMargin,
      surgeWatts: load.peak * withMargin,
    };
  },
  outputs: {
    ratedWatts: { ...powerOutput('Generator running (rated) watts, at least'), primary: true },
    surgeWatts: { ...powerOutput('Generator starting (surge) watts, at least'), primary: true },
    running: powerOutput('Total running watts'),
    peak: powerOutput('Peak while a motor starts'),
    extra: powerOutput('Extra watts for starting'),
  },
  examples: [
    {
      inputs: { runningWatts: [650, 500], startingWatts: [0, 2000], startPattern: 'one', margin: 0 },
      expect: { running: 1150, extra: 1500, peak: 2650 },
      source:
        'Portable generator owner\'s manual (ManualsDump no. 107002, p. 18), "Starting wattage requirements" example 3: running watts of 1150; the refrigerator starts at 2000 W, 1500 W above its running watts; 1500 + 1150 = 2650 W',
    },
    {
      inputs: {
        runningWatts: [75, 1600, 700, 1800, 2100],
        startingWatts: [75, 1600, 700, 1800, 2100],
        startPattern: 'all',
        margin: 0,
      },
      expect: { running: 6275, peak: 6275 },
      source:
        'North Star gasoline generator owner\'s manual (M165923V), "Power load planning": light 75 W, refrigerator 1600 W, microwave 700 W, window AC 1800 W, sump pump 2100 W total 6275 W',
    },
  ],
});
