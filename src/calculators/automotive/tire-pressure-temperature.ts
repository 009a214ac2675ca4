import { defineCalculator, number, out } from '../../engine/index.ts';
import { unitInfo } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/heat.ts';
import { CELSIUS_ZERO } from '../shared/physics/constants.ts';

const PRESSURE = { unitFamily: 'pressure', unit: 'kpa', imperialUnit: 'psi', units: ['kpa', 'psi', 'bar'] } as const;
const TEMPERATURE = { unitFamily: 'temperature', unit: 'c', imperialUnit: 'f', units: ['c', 'f'] } as const;

/** The standard atmosphere, 101.325 kPa (ISO 2533; the unit table's atm). */
const STANDARD_ATMOSPHERE_PA = unitInfo('pressure', 'atm').factor;

const temperatureField = (label: string, fallback: number, help: string) =>
  number({ label, help, ...TEMPERATURE, default: fallback, min: -60, max: 150 });

export default defineCalculator({
  inputs: {
    pressure: number({
      label: 'Tire pressure when set (gauge)',
      help: 'What the gauge read: the door placard pressure is for cold tires.',
      ...PRESSURE,
      default: 240,
      min: 0,
      max: 1500,
    }),
    setAt: temperatureField('Temperature when set', 20, 'The air temperature when you checked, tires cold.'),
    newTemperature: temperatureField('New temperature', 0, 'For example tonight’s low, or a hot tire after driving.'),
    atmosphere: number({
      label: 'Atmospheric pressure',
      help: '101.325 kPa (14.7 psi) at sea level; 0 if your pressures are absolute.',
      ...PRESSURE,
      default: STANDARD_ATMOSPHERE_PA / 1000,
      min: 0,
      max: 110,
    }),
  },
  outputs: {
    newPressure: out.number({
      label: 'Tire pressure at the new temperature (gauge)',
      primary: true,
      ...PRESSURE,
      decimals: 1,
    }),
    change: out.number({ label: 'Change in pressure', ...PRESSURE, decimals: 1 }),
    changePercent: out.percent({ label: 'Change in percent', decimals: 1 }),
  },
  compute: ({ pressure, setAt, newTemperature, atmosphere }) => {
    // Gay-Lussac: at fixed volume the absolute pressure follows the absolute temperature.
    const absolute = (pressure + atmosphere) * ((newTemperature + CELSIUS_ZERO) / (setAt + CELSIUS_ZERO));
    const newPressure = absolute - atmosphere;
    return {
      newPressure,
      change: newPressure - pressure,
      changePercent: pressure > 0 ? ((newPressure - pressure) / pressure) * 100 : 0,
    };
  },
});
