import Big from 'big.js';
import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import {
  footageFields,
  machinesField,
  passesField,
  timeOutput,
  timePerFrameField,
} from '../shared/presets/render-job-fields.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { SECONDS_PER_HOUR } from '../shared/video/data-rates.ts';
import { framesIn, renderTimes } from '../shared/video/render-time.ts';

export default defineCalculator({
  inputs: {
    ...footageFields(60, 24),
    timePerFrame: { ...timePerFrameField(2, 'min'), help: 'Time one farm node takes for one average frame.' },
    passes: passesField('Render layers or passes rendered separately.'),
    nodes: machinesField('Nodes rendering at once'),
    pricing: radio({
      label: 'The farm charges per',
      options: [
        { value: 'node', label: 'Node-hour' },
        { value: 'ghz', label: 'GHz-hour' },
      ],
      default: 'node',
    }),
    pricePerNodeHour: moneyAmount({ label: 'Price per node-hour', default: 1.5 }, PRICE_MAX),
    pricePerGhzHour: moneyAmount(
      { label: 'Price per GHz-hour (for "GHz-hour")', default: 0.012, help: 'One GHz of processor for one hour.' },
      PRICE_MAX,
    ),
    ghzPerNode: number({
      label: 'GHz per node (for "GHz-hour")',
      default: 100,
      min: 0,
      minInclusive: false,
      max: 100_000,
      suffix: 'GHz',
      help: 'Cores × clock speed: 40 cores at 2.5 GHz is 100 GHz.',
      messages: { min: 'Enter a processor power above zero.' },
    }),
  },
  compute: ({
    length,
    framesPerSecond,
    timePerFrame,
    passes,
    nodes,
    pricing,
    pricePerNodeHour,
    pricePerGhzHour,
    ghzPerNode,
  }) => {
    const frames = framesIn(length, framesPerSecond);
    const times = renderTimes({ frames, secondsPerFrame: timePerFrame, passes, machines: nodes });
    const nodeHours = new Big(times.machineSeconds).div(SECONDS_PER_HOUR);
    const ghzHours = nodeHours.times(ghzPerNode);
    const cost = pricing === 'ghz' ? ghzHours.times(pricePerGhzHour) : nodeHours.times(pricePerNodeHour);
    return {
      cost: toCents(cost),
      costPerFrame: frames === 0 ? 0 : toUnitPrice(cost.div(frames)),
      nodeHours: nodeHours.toNumber(),
      ghzHours: ghzHours.toNumber(),
      wallTime: times.wallSeconds,
      frames,
    };
  },
  outputs: {
    cost: out.money({ label: 'Render cost', primary: true }),
    costPerFrame: out.money({ label: 'Cost per frame', perUnit: true }),
    nodeHours: out.number({ label: 'Node-hours', suffix: 'node-hours' }),
    ghzHours: out.number({ label: 'GHz-hours', suffix: 'GHz-hours' }),
    wallTime: timeOutput('Time on the farm (wall clock)'),
    frames: out.integer({ label: 'Frames to render', suffix: 'frames' }),
  },
});
