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
});
