import table from 'dated-table:us-irs-mileage-rates-2026';
import type { IrsMileageRatesTable } from './irs-mileage-rates.schema.ts';

/** IRS standard mileage rates of one year, from content/data/us-irs-mileage-rates-2026.yaml. */
export const irsMileageRates = table as IrsMileageRatesTable;

export const IRS_PURPOSES = ['business', 'medical', 'moving', 'charitable'] as const;
export type IrsPurpose = (typeof IRS_PURPOSES)[number];

export const isIrsPurpose = (value: string): value is IrsPurpose => (IRS_PURPOSES as readonly string[]).includes(value);
