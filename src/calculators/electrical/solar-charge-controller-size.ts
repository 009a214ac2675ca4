import { defineCalculator, integer, number, percent, radio } from '../../engine/index.ts';
import { batteryVoltsField } from '../shared/presets/battery-fields.ts';
import { currentOutput, powerField, voltageOutput } from '../shared/presets/electrical-fields.ts';

/** Panel ratings are measured at 25 °C (standard test conditions). */
const STC_CELSIUS = 25;

export default defineCalculator({
  inputs: {
    type: radio({
      label: 'Controller type',
      options: [
        { value: 'mppt', label: 'MPPT' },
        { value: 'pwm', label: 'PWM' },
      ],
      default: 'mppt',
    }),
    arrayWatts: powerField({ label: 'Total panel wattage', default: 800, max: 1e6 }),
    batteryVolts: batteryVoltsField('Battery voltage', 24),
    panelIsc: number({
      label: 'Panel short-circuit current (Isc)',
      default: 10.5,
      min: 0,
      minInclusive: false,
      max: 100,
      suffix: 'A',
    }),
    panelVoc: number({
      label: 'Panel open-circuit voltage (Voc)',
      default: 49.5,
      min: 0,
      minInclusive: false,
      max: 1000,
      suffix: 'V',
    }),
    inSeries: integer({ label: 'Panels in series per string', default: 2, min: 1, max: 50 }),
    strings: integer({ label: 'Strings in parallel', default: 1, min: 1, max: 100 }),
    coldest: number({
      label: 'Coldest expected temperature',
      unitFamily: 'temperature',
      unit: 'c',
      imperialUnit: 'f',
      units: ['c', 'f'],
      default: -10,
      min: -60,
      max: 50,
    }),
    vocCoefficient: number({
      label: 'Voc temperature coefficient',
      default: -0.3,
      min: -1,
      max: 0,
      step: 0.01,
      suffix: '%/°C',
      help: 'On the panel data sheet; about −0.25 to −0.35.',
    }),
    safety: percent({ label: 'Current safety factor', default: 125, min: 100, max: 200, help: '125% per NEC 690.8.' }),
  },
  compute: ({
    type,
    arrayWatts,
    batteryVolts,
    panelIsc,
    panelVoc,
    inSeries,
    strings,
    coldest,
    vocCoefficient,
    safety,
  }) => {
    const arrayIsc = panelIsc * strings;
    const baseAmps = type === 'mppt' ? arrayWatts / batteryVolts : arrayIsc;
    const coldVoc = panelVoc * inSeries * (1 + (vocCoefficient / 100) * (coldest - STC_CELSIUS));
    return {
      controllerAmps: (baseAmps * safety) / 100,
      baseAmps,
      coldVoc,
      stcVoc: panelVoc * inSeries,
    };
  },
  outputs: {
    controllerAmps: { ...currentOutput('Controller rating, at least'), primary: true },
    coldVoc: { ...voltageOutput('Highest array voltage on a cold morning'), primary: true },
    baseAmps: currentOutput('Current before the safety factor'),
    stcVoc: voltageOutput('Array open-circuit voltage at 25 °C'),
  },
  examples: [
    {
      inputs: { type: 'mppt', arrayWatts: 800, batteryVolts: 24, safety: 100 },
      expect: { baseAmps: 33.3333333333 },
      tolerance: 1e-6,
      source:
        'WattSizing, "How to size an MPPT charge controller": an 800 W array on a 24 V battery gives 800 ÷ 24 ≈ 33 A before the margin',
    },
    {
      inputs: { type: 'pwm', panelIsc: 9.8, strings: 2, safety: 125 },
      expect: { controllerAmps: 24.5 },
      tolerance: 0.5,
      source:
        'CodingAce, "Solar charge controller calculator" example table: small cabin, PWM, 12 V, two panels in parallel with Isc 9.8 A → about 25 A (Isc × strings × 1.25)',
    },
    {
      inputs: { panelVoc: 40, inSeries: 1, coldest: -10, vocCoefficient: -0.3 },
      expect: { coldVoc: 44 },
      tolerance: 0.25,
      source:
        'WattBuild, "Solar charge controller calculator": with a −0.3%/°C coefficient, Voc at −10 °C is about 10% above its 25 °C rating (40 V panel → about 44 V)',
    },
  ],
});
