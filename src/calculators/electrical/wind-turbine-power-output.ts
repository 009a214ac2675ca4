import { defineCalculator, number, out, percent, radio } from '../../engine/index.ts';
import { BETZ_LIMIT, HOURS_PER_YEAR, RAYLEIGH_CUBE_FACTOR, windPower } from '../shared/energy/wind.ts';

const POWER = { unitFamily: 'power', unit: 'kw', units: ['kw', 'w', 'hp'] } as const;

export default defineCalculator({
  inputs: {
    diameter: number({
      label: 'Rotor diameter',
      help: 'Tip to tip across the blades.',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft'],
      default: 10,
      min: 0.1,
      max: 300,
    }),
    speed: number({
      label: 'Wind speed',
      help: 'At hub height. For the Rayleigh estimate, the site’s yearly mean.',
      unitFamily: 'speed',
      unit: 'mps',
      imperialUnit: 'mph',
      units: ['mps', 'kph', 'mph', 'kn'],
      default: 8,
      min: 0,
      max: 70,
    }),
    density: number({
      label: 'Air density',
      help: '1.225 kg/m³ at sea level and 15 °C; about 10 % less at 1,000 m.',
      unitFamily: 'density',
      unit: 'kgm3',
      units: ['kgm3', 'lbft3'],
      default: 1.225,
      min: 0.5,
      max: 1.5,
    }),
    efficiency: percent({
      label: 'Power coefficient Cp (turbine efficiency)',
      help: 'Wind to electricity: about 35–45 % for a large turbine, 20–30 % for a small one.',
      default: 35,
      min: 0,
      max: 59.25,
      messages: { max: 'No turbine can beat the Betz limit of 16/27 (59.3 %) of the power in the wind.' },
    }),
    method: radio({
      label: 'Yearly energy from',
      options: [
        { value: 'capacity', label: 'A capacity factor' },
        { value: 'rayleigh', label: 'Mean wind speed (Rayleigh)' },
      ],
      default: 'capacity',
    }),
    capacityFactor: percent({
      label: 'Capacity factor',
      help: 'For the capacity-factor estimate: average output ÷ output at this wind speed, often 25–45 %.',
      default: 30,
      min: 0,
      max: 100,
    }),
  },
  outputs: {
    power: out.number({ label: 'Turbine power at this wind speed', ...POWER, primary: true }),
    yearly: out.number({ label: 'Energy a year', unitFamily: 'energy', unit: 'kwh', units: ['kwh', 'mj'], digits: 4 }),
    windPower: out.number({ label: 'Power in the wind through the rotor', ...POWER }),
    betzPower: out.number({ label: 'Most any rotor could take (Betz limit)', ...POWER }),
    area: out.number({
      label: 'Swept area',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
    }),
    meanPowerDensity: out.number({ label: 'Mean wind power density (Rayleigh)', suffix: 'W/m²', digits: 4 }),
  },
  compute: ({ diameter, speed, density, efficiency, method, capacityFactor }) => {
    const area = (Math.PI * diameter * diameter) / 4;
    const inWind = windPower(density, area, speed);
    const cp = efficiency / 100;
    const meanPowerDensity = windPower(density, 1, speed) * RAYLEIGH_CUBE_FACTOR;
    const averageWatts = method === 'rayleigh' ? meanPowerDensity * area * cp : inWind * cp * (capacityFactor / 100);
    return {
      power: inWind * cp,
      // Watts × hours = watt-hours; 3,600 J each.
      yearly: averageWatts * HOURS_PER_YEAR * 3600,
      windPower: inWind,
      betzPower: inWind * BETZ_LIMIT,
      area,
      meanPowerDensity,
    };
  },
});
