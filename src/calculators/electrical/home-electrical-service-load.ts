import { defineCalculator, integer, number, numberList, out, select, type FieldError } from '../../engine/index.ts';
import {
  dryerDemand,
  dwellingLoadTable,
  fastenedAppliancesDemand,
  generalLightingLoad,
  lightingDemand,
  rangeDemand,
} from '../shared/electrical/dwelling-load.ts';
import { nextStandardBreaker } from '../shared/electrical/nec-tables.ts';

const LARGEST_APPLIANCE_VA = 100_000;

/** A nameplate rating in W or kW (the NEC counts kW as kVA); 0 where there is none. */
const ratingField = (label: string, kw: number, help: string) =>
  number({
    label,
    help,
    unitFamily: 'power',
    unit: 'kw',
    units: ['w', 'kw'],
    default: kw,
    min: 0,
    max: LARGEST_APPLIANCE_VA / 1000,
  });

export default defineCalculator({
  datedTables: [dwellingLoadTable],
  inputs: {
    area: number({
      label: 'Living area',
      help: 'Outside dimensions, without open porches, garages or unfinished spaces.',
      unitFamily: 'area',
      unit: 'ft2',
      units: ['ft2', 'm2'],
      default: 2000,
      min: 0,
      minInclusive: false,
      max: 100_000,
    }),
    smallApplianceCircuits: integer({
      label: 'Kitchen and dining small-appliance circuits (20 A)',
      default: 2,
      min: 2,
      max: 20,
      help: 'At least 2 are required (210.11(C)(1)).',
    }),
    laundryCircuits: integer({ label: 'Laundry circuits (20 A)', default: 1, min: 0, max: 5 }),
    range: ratingField('Electric range or cooktop and ovens', 12, '0 for gas cooking.'),
    dryer: ratingField('Electric clothes dryer', 5, '0 for a gas dryer or none.'),
    fastened: numberList({
      label: 'Other fixed appliances (W)',
      help: 'Water heater, dishwasher, disposal, furnace blower…, separated by commas; 0 for none.',
      default: [4500, 1200, 900, 1000],
      minCount: 1,
      maxCount: 30,
    }),
    heating: ratingField('Electric heating', 0, 'Furnace, baseboard or heat pump with its backup heat.'),
    cooling: ratingField('Air conditioning', 3.5, 'Only the larger of heating and cooling counts (220.60).'),
    other: ratingField('Other loads at 100%', 0, 'EV charger, hot tub, well pump: their nameplate total.'),
    voltage: select({
      label: 'Service',
      options: [
        { value: '240', label: '120/240 V single-phase' },
        { value: '208', label: '120/208 V (two legs of a three-phase supply)' },
      ],
      default: '240',
    }),
  },
  validate: ({ range, fastened }): FieldError[] => {
    if (fastened.some((va) => va < 0 || va > LARGEST_APPLIANCE_VA)) {
      return [{ field: 'fastened', message: 'Each appliance must be from 0 to 100,000 W.' }];
    }
    if (rangeDemand(range) === undefined) {
      return [
        {
          field: 'range',
          message:
            'Table 220.55 stops at 27 kW for one range: list larger cooking loads as separate appliances with an electrician.',
        },
      ];
    }
    return [];
  },
  compute: (values) => {
    const table = dwellingLoadTable;
    const lighting = generalLightingLoad(values.area);
    const smallAppliance = values.smallApplianceCircuits * table.smallApplianceCircuitVa;
    const laundry = values.laundryCircuits * table.laundryCircuitVa;
    const generalConnected = lighting + smallAppliance + laundry;
    const rows = [
      {
        item: 'Lighting, small-appliance and laundry (Table 220.45)',
        connected: generalConnected,
        demand: lightingDemand(generalConnected),
      },
      {
        item: 'Fixed appliances (220.53)',
        connected: values.fastened.reduce((sum, va) => sum + va, 0),
        demand: fastenedAppliancesDemand(values.fastened),
      },
      { item: 'Clothes dryer (220.54)', connected: values.dryer, demand: dryerDemand(values.dryer) },
      { item: 'Range (Table 220.55)', connected: values.range, demand: rangeDemand(values.range) ?? 0 },
      {
        item: 'Larger of heating and cooling (220.60)',
        connected: Math.max(values.heating, values.cooling),
        demand: Math.max(values.heating, values.cooling),
      },
      { item: 'Other loads at 100%', connected: values.other, demand: values.other },
    ];
    const load = rows.reduce((sum, row) => sum + row.demand, 0);
    const amps = load / Number(values.voltage);
    return {
      load,
      amps,
      service: nextStandardBreaker(Math.max(amps, table.minimumServiceAmps)) ?? 0,
      generalDemand: rows[0]?.demand ?? 0,
      appliancesDemand: rows[1]?.demand ?? 0,
      breakdown: rows,
    };
  },
  outputs: {
    service: out.number({ label: 'Minimum service size', suffix: 'A', decimals: 0, primary: true }),
    load: out.number({ label: 'Calculated load', suffix: 'VA', decimals: 0, primary: true }),
    amps: out.number({ label: 'Calculated current', suffix: 'A', decimals: 1 }),
    generalDemand: out.number({
      label: 'Lighting, small-appliance and laundry after demand',
      suffix: 'VA',
      decimals: 0,
    }),
    appliancesDemand: out.number({ label: 'Fixed appliances after demand', suffix: 'VA', decimals: 0 }),
    breakdown: out.table({
      label: 'Load by part',
      columns: [
        { key: 'item', label: 'Load', kind: 'text' },
        { key: 'connected', label: 'Connected (VA)', kind: 'number' },
        { key: 'demand', label: 'Counted (VA)', kind: 'number' },
      ],
    }),
  },
});
