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
  examples: [
    {
      inputs: {
        length: { value: 60, unit: 's' },
        framesPerSecond: 24,
        timePerFrame: { value: 2, unit: 'min' },
        passes: 1,
        nodes: 10,
        pricing: 'node',
        pricePerNodeHour: 1.5,
      },
      expect: { nodeHours: 48, cost: 72, costPerFrame: 0.05, wallTime: 17_280 },
      source:
        'By hand from cost = frames × time per frame × price per node-hour: 1,440 frames × 2 min = 2,880 min = 48 node-hours × $1.50 = $72.00 ($0.05 a frame); 10 nodes take 144 frames each × 2 min = 288 min',
    },
    {
      inputs: {
        length: { value: 100, unit: 's' },
        framesPerSecond: 1,
        timePerFrame: { value: 1, unit: 'h' },
        passes: 1,
        nodes: 1,
        pricing: 'node',
        pricePerNodeHour: 0.83,
      },
      expect: { nodeHours: 100, cost: 83 },
      source:
        'GarageFarm.NET, "Show me the money: How pricing works in a render farm?": 100 frames × 1 hour × $0.83 per node-hour = $83',
    },
    {
      inputs: {
        length: { value: 1, unit: 's' },
        framesPerSecond: 1,
        timePerFrame: { value: 2, unit: 'h' },
        passes: 1,
        nodes: 1,
        pricing: 'ghz',
        pricePerGhzHour: 0.16,
        ghzPerNode: 9.6,
      },
      expect: { ghzHours: 19.2, cost: 3.07 },
      source:
        'Fox Render Farm, "How Render Farm Pricing Works: GHz-Hour, Core-Hour, OB-Hour": one server for 2 hours, 4 cores at 2.4 GHz, $0.16 per GHz-hour: 2 × 4 × 2.4 × 0.16 = $3.072, $3.07 to the cent',
    },
    {
      inputs: {
        length: { value: 250, unit: 's' },
        framesPerSecond: 1,
        timePerFrame: { value: 30, unit: 's' },
        passes: 2,
        nodes: 3,
        pricing: 'node',
        pricePerNodeHour: 0.9,
      },
      expect: { nodeHours: (250 * 2 * 30) / 3600, cost: 3.75, wallTime: 5010 },
      source:
        'By hand: 250 frames × 2 passes = 500 renders × 30 s = 15,000 s = 4.1667 node-hours × $0.90 = $3.75; 3 nodes take ⌈500 ÷ 3⌉ = 167 renders × 30 s = 5,010 s',
    },
  ],
});
