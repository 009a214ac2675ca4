import { defineCalculator, number, out } from '../../engine/index.ts';
import { chargingVoltage } from '../shared/electrical/circuits.ts';
import { currentOutput, resistanceField, voltageField, voltageOutput } from '../shared/presets/electrical-fields.ts';

const TIME_UNITS = ['us', 'ms', 's', 'min'] as const;

/** The curve is drawn over five time constants, where the capacitor is 99.3 % charged. */
const CURVE_STEPS = 20;
const CURVE_SPAN = 5;

export default defineCalculator({
  inputs: {
    resistance: resistanceField({ label: 'Resistance (R)', unit: 'kohm', default: 50 }),
    capacitance: number({
      label: 'Capacitance (C)',
      unitFamily: 'capacitance',
      unit: 'uf',
      default: 20,
      min: 0,
      minInclusive: false,
      max: 1e6,
    }),
    supply: voltageField({ label: 'Supply voltage', default: 20 }),
    time: number({
      label: 'Time after switching on',
      unitFamily: 'time',
      unit: 's',
      units: TIME_UNITS,
      default: 2,
      min: 0,
      max: 1e6,
    }),
  },
  compute: ({ resistance, capacitance, supply, time }) => {
    const tau = resistance * capacitance;
    const voltage = chargingVoltage(supply, tau, time);
    const curve = Array.from({ length: CURVE_STEPS + 1 }, (_, step) => (step * CURVE_SPAN) / CURVE_STEPS);
    return {
      tau,
      voltage,
      charged: (voltage / supply) * 100,
      current: (supply - voltage) / resistance,
      discharged: supply - voltage,
      settled: CURVE_SPAN * tau,
      energy: 0.5 * capacitance * supply ** 2,
      curve: [
        { name: 'Charging', points: curve.map((x) => ({ x, y: chargingVoltage(supply, 1, x) })) },
        { name: 'Discharging', points: curve.map((x) => ({ x, y: supply - chargingVoltage(supply, 1, x) })) },
      ],
    };
  },
  outputs: {
    tau: out.number({
      label: 'Time constant τ = R × C',
      unitFamily: 'time',
      unit: 's',
      units: TIME_UNITS,
      digits: 5,
      primary: true,
    }),
    voltage: voltageOutput('Capacitor voltage at that time (charging)'),
    charged: out.percent({ label: 'Charged', decimals: 1 }),
    current: currentOutput('Charging current at that time'),
    discharged: voltageOutput('Voltage at that time when discharging from full'),
    settled: out.number({
      label: 'Practically full or empty (5 τ, 99.3 %)',
      unitFamily: 'time',
      unit: 's',
      units: TIME_UNITS,
      digits: 5,
    }),
    energy: out.number({ label: 'Energy stored when full (½ C V²)', unitFamily: 'energy', unit: 'j', digits: 4 }),
    curve: out.chart({
      label: 'Capacitor voltage over time',
      chart: 'line',
      xLabel: 'time constants',
      valueKind: 'number',
    }),
  },
});
