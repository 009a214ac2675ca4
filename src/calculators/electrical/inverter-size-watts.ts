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
  examples: [
    {
      inputs: { runningWatts: [500, 1000], startingWatts: [2000, 0], startPattern: 'one', margin: 20 },
      expect: { running: 1500, surge: 3000, continuous: 1800 },
      tolerance: 1e-9,
      source:
        'Gera Tools, "Inverter Sizing Calculator" example: a 1500 W continuous load with a 500 W fridge surging 4× needs a peak of (1500 − 500) + 2000 = 3000 W; with 20% headroom the continuous rating is 1800 W',
    },
    {
      inputs: { runningWatts: [156, 1200, 3.6, 72], startingWatts: [0, 0, 0, 0], startPattern: 'one', margin: 0 },
      expect: { running: 1431.6, continuous: 1431.6 },
      tolerance: 1e-9,
      source:
        'FixYa, "What size of inverter do I need?": under-counter refrigerator 156 W, microwave 1200 W, clock radio 3.6 W, TV 72 W, combined 1431.6 W (at least a 1500 W inverter)',
    },
    {
      inputs: { runningWatts: [1250], startingWatts: [0], margin: 0, batteryVolts: 12, efficiency: 100 },
      expect: { batteryAmps: 104.1666666667 },
      tolerance: 1e-6,
      source:
        'Hurricane Wind Power sizing note (your-home-energy.com, "What size?"): 1250 W ÷ 12 V DC = 104.1 A of battery drain',
    },
  ],
});
