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
});
