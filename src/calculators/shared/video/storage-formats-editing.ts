import table from 'dated-table:prores-dnxhr-rates';
import { BITS_PER_BYTE } from './data-rates.ts';
import type { EditingCodecRatesTable } from './storage-formats.schema.ts';
import { scaledRate } from './storage-formats.ts';

/** Apple's ProRes target rates and Avid's DNxHR frame sizes, from content/data/prores-dnxhr-rates.yaml. */
export const editingCodecRates = table as EditingCodecRatesTable;

const { prores, dnxhr } = editingCodecRates;

/** Menu of every codec, keyed "prores-hq", "dnxhr-sq"… */
export const EDITING_CODEC_CHOICES = [
  ...prores.rows.map((row) => ({ value: `prores-${row.flavour}`, label: row.label })),
  ...dnxhr.rows.map((row) => ({ value: `dnxhr-${row.flavour}`, label: row.label })),
];

/** Bits per second of a codec at a frame size and rate; 0 for an unknown key. */
export function editingCodecRate(codec: string, width: number, height: number, framesPerSecond: number): number {
  const proresRow = prores.rows.find((row) => `prores-${row.flavour}` === codec);
  if (proresRow !== undefined) {
    const bitsPerFrame = (Number(proresRow.mbps) * 1e6) / Number(prores.framesPerSecond);
    return scaledRate(bitsPerFrame, prores, width, height, framesPerSecond);
  }
  const dnxhrRow = dnxhr.rows.find((row) => `dnxhr-${row.flavour}` === codec);
  return dnxhrRow === undefined
    ? 0
    : scaledRate(dnxhrRow.bytesPerFrame * BITS_PER_BYTE, dnxhr, width, height, framesPerSecond);
}
