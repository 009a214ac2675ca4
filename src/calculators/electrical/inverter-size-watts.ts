import { defineCalculator, percent } from '../../engine/index.ts';
import { loadPeak, pairLoads } from '../shared/energy/loads.ts';
import { applianceLoadErrors, applianceLoadFields } from '../shared/presets/appliance-loads.ts';
import { batteryVoltsField } from '../shared/presets/battery-fields.ts';
import { currentOutput, powerOutput } from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    // A refrigerator, a microwave, lights and a laptop.
    ...applianceLoadFields([150, 1000, 60, 60], [600, 0, 0, 0]),
    margin: percent({
      label: 'Headroom on the continuous rating',
      default: 20,
      min: 0,
      max: 100,
      help: '20–30% keeps the inverter from running flat out.',
    }),
    batteryVolts: batteryVoltsField('Battery voltage', 12),
    efficiency: percent({
      label: 'Inverter efficiency',
      default: 90,
      min: 50,
      max: 100,
      help: '85–95% for most inverters.',
    }),
  },
  validate: ({ runningWatts, startingWatts }) => applianceLoadErrors(runningWatts, startingWatts),
  compute: ({ runningWatts, startingWatts, startPattern, margin, batteryVolts, efficiency }) => {
    const load = loadPeak(pairLoads(runningWatts, startingWatts), startPattern);
    return {
      continuous: load.running * (1 + margin / 100),
      surge: load.peak,
      running: load.running,
      batteryAmps: load.running / batteryVolts / (efficiency / 100),
    };
  },
  outputs: {
    continuous: { ...powerOutput('Continuous rating, at least'), primary: true },
    surge: { ...powerOutput('Surge (peak) rating, at least'), primary: true },
    running: powerOutput('Running load'),
    batteryAmps: currentOutput('Current drawn from the battery at the running load'),
  },
});
