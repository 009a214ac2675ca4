import { defineCalculator, number, out } from '../../engine/index.ts';
import { FORCE, MASS, SPEED, TIME } from '../shared/physics/quantities.ts';

const MOMENTUM = {
  unitFamily: 'momentum',
  unit: 'kgms',
  imperialUnit: 'lbfts',
  units: ['kgms', 'ns', 'lbfts'],
} as const;
const signed = { min: -1e9, max: 1e9 } as const;

export default defineCalculator({
  inputs: {
    mass: number({ label: 'Mass (m)', ...MASS, default: 110, min: 0, minInclusive: false, max: 1e12 }),
    velocity: number({
      label: 'Velocity (u)',
      help: 'Negative when moving the other way.',
      ...SPEED,
      ...signed,
      default: 8,
    }),
    force: number({
      label: 'Force acting on it (F)',
      help: 'Along the motion is positive, against it negative; 0 for no push.',
      ...FORCE,
      ...signed,
      default: 0,
    }),
    duration: number({ label: 'Time the force acts (Δt)', ...TIME, default: 1, min: 0, max: 1e9 }),
  },
  outputs: {
    momentum: out.number({ label: 'Momentum p = m u', primary: true, ...MOMENTUM }),
    impulse: out.number({ label: 'Impulse J = F Δt', primary: true, ...MOMENTUM }),
    finalMomentum: out.number({ label: 'Momentum afterwards p + J', ...MOMENTUM }),
    finalVelocity: out.number({ label: 'Velocity afterwards v = u + J ÷ m', ...SPEED }),
    velocityChange: out.number({ label: 'Change in velocity Δv = J ÷ m', ...SPEED }),
  },
  validate: ({ mass, force, duration }) =>
    Math.abs((force * duration) / mass) < 1e15
      ? []
      : [{ field: 'mass', message: 'This force on so small a mass gives a speed too large to show; check the units.' }],
  compute: ({ mass, velocity, force, duration }) => {
    const impulse = force * duration;
    return {
      momentum: mass * velocity,
      impulse,
      finalMomentum: mass * velocity + impulse,
      finalVelocity: velocity + impulse / mass,
      velocityChange: impulse / mass,
    };
  },
  examples: [
    {
      inputs: { mass: 110, velocity: 8 },
      expect: { momentum: 880 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, section 8.1, Example 8.1 "Calculating Momentum: A Football Player and a Football": 110 kg at 8.00 m/s has p = 880 kg·m/s',
    },
    {
      inputs: { mass: 0.41, velocity: 25 },
      expect: { momentum: 10.3 },
      // The book rounds 10.25 to three figures.
      tolerance: 0.06,
      source: 'OpenStax College Physics, Example 8.1: a 0.410 kg football at 25.0 m/s has p = 10.3 kg·m/s',
    },
    {
      inputs: { mass: 0.057, velocity: 0, force: 661, duration: { value: 5, unit: 'ms' } },
      expect: { finalVelocity: 58, impulse: 3.3 },
      tolerance: 0.05,
      source:
        'OpenStax College Physics, section 8.2, Example 8.2 "Calculating Magnitudes of Impulses: Venus Williams’ Racquet": a 0.0570 kg ball taken from rest to 58 m/s in 5.00 ms needs an average force of 661 N (an impulse of 0.057 × 58 = 3.3 N·s)',
    },
  ],
});
