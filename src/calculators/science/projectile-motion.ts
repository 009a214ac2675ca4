import { checkAll, defineCalculator, number, out, radio, type FieldError } from '../../engine/index.ts';
import { gravityField } from '../shared/presets/gravity.ts';
import {
  anglesForRange,
  flightTime,
  maxHeight,
  speedForRange,
  trajectory,
  type Launch,
} from '../shared/physics/projectile.ts';
import { SPEED } from '../shared/physics/quantities.ts';

const lengthUnits = {
  unitFamily: 'length',
  unit: 'm',
  imperialUnit: 'ft',
  units: ['m', 'ft', 'km', 'yd', 'mi'],
} as const;
const speedUnits = SPEED;
const angleUnits = { unitFamily: 'angle', unit: 'deg', units: ['deg', 'rad'] } as const;

type Mode = 'path' | 'speed' | 'angle';
interface Entries {
  solveFor: Mode;
  speed: number;
  angle: number;
  range: number;
  height: number;
  gravity: number;
}

/** The launch the entries describe, the unknown found from the known ones (the low angle when two fit). */
function launchOf({ solveFor, speed, angle, range, height, gravity }: Entries): Launch | undefined {
  if (solveFor === 'speed') {
    const needed = speedForRange(range, angle, height, gravity);
    return Number.isFinite(needed) ? { speed: needed, angle, height, gravity } : undefined;
  }
  if (solveFor === 'angle') {
    const [low] = anglesForRange(range, speed, height, gravity);
    return low === undefined ? undefined : { speed, angle: low, height, gravity };
  }
  return { speed, angle, height, gravity };
}

function reachable(entries: Entries): FieldError[] {
  if (launchOf(entries)) return [];
  if (entries.solveFor === 'speed') {
    return [
      { field: 'angle', message: 'Aimed this low from this height, no speed lands at that distance; raise the angle.' },
    ];
  }
  return [
    {
      field: 'range',
      message: 'That distance is out of reach at this speed; enter a shorter distance or a faster launch.',
    },
  ];
}

export default defineCalculator({
  inputs: {
    solveFor: radio({
      label: 'Solve for',
      options: [
        { value: 'path', label: 'The flight, from launch speed and angle' },
        { value: 'speed', label: 'Launch speed, from distance and angle' },
        { value: 'angle', label: 'Launch angle, from distance and speed' },
      ],
      default: 'path',
    }),
    speed: number({
      label: 'Launch speed (v₀)',
      help: 'Not used when solving for the launch speed.',
      ...speedUnits,
      default: 20,
      min: 0.01,
      max: 100_000,
    }),
    angle: number({
      label: 'Launch angle above horizontal (θ)',
      help: 'Negative when thrown downwards. Not used when solving for the angle.',
      ...angleUnits,
      default: 45,
      min: -89.9,
      max: 89.9,
    }),
    range: number({
      label: 'Horizontal distance to landing (R)',
      help: 'Used when solving for the launch speed or angle.',
      ...lengthUnits,
      default: 40,
      min: 0.01,
      max: 1_000_000,
    }),
    height: number({
      label: 'Launch height above landing (h₀)',
      help: '0 when it lands at the height it started from.',
      ...lengthUnits,
      default: 0,
      min: 0,
      max: 100_000,
    }),
    gravity: gravityField(),
  },
  outputs: {
    range: out.number({ label: 'Horizontal range R', primary: true, ...lengthUnits }),
    maxHeight: out.number({ label: 'Maximum height above landing', primary: true, ...lengthUnits }),
    time: out.number({ label: 'Time of flight', primary: true, unitFamily: 'time', unit: 's', units: ['s', 'min'] }),
    speed: out.number({ label: 'Launch speed v₀', ...speedUnits }),
    angle: out.number({ label: 'Launch angle θ', ...angleUnits }),
    otherAngle: out.number({ label: 'The other angle that lands at the same spot at this speed', ...angleUnits }),
    impactSpeed: out.number({ label: 'Speed on landing', ...speedUnits }),
    impactAngle: out.number({ label: 'Angle below horizontal on landing', ...angleUnits }),
    path: out.chart({ label: 'Trajectory: height against horizontal distance (metres)', chart: 'line', xLabel: 'm' }),
  },
  validate: (entries) =>
    checkAll(
      entries.height === 0 && entries.angle <= 0 && entries.solveFor !== 'angle'
        ? [{ field: 'angle', message: 'From ground level, aim above the horizontal (more than 0°).' }]
        : [],
      reachable(entries),
    ),
  compute: (entries) => {
    // validate has made sure a launch exists; the fallback keeps the types honest.
    const launch = launchOf(entries) ?? { ...entries };
    const time = flightTime(launch);
    const across = launch.speed * Math.cos(launch.angle);
    const down = launch.speed * Math.sin(launch.angle) - launch.gravity * time;
    const range = across * time;
    const [low = launch.angle, high = launch.angle] = anglesForRange(
      range,
      launch.speed,
      launch.height,
      launch.gravity,
    );
    return {
      range,
      maxHeight: maxHeight(launch),
      time,
      speed: launch.speed,
      angle: launch.angle,
      otherAngle: Math.abs(low - launch.angle) < Math.abs(high - launch.angle) ? high : low,
      impactSpeed: Math.hypot(across, down),
      impactAngle: Math.atan2(-down, across),
      path: [
        {
          name: 'Height (m)',
          points: trajectory(launch, 40).map(({ x, y }) => ({ x: Number(x.toPrecision(4)), y })),
        },
      ],
    };
  },
});
