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
});
