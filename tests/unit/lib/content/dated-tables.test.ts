import { describe, expect, it } from 'vitest';
import { atticVentilationTable } from '../../../../src/calculators/shared/building/attic-ventilation.ts';
import { deckBeamSpansTable } from '../../../../src/calculators/shared/building/deck-beam-spans.ts';
import { concreteBagTable } from '../../../../src/calculators/shared/building/concrete-bags.ts';
import { heatingFuelsTable } from '../../../../src/calculators/shared/building/heating-fuels.ts';
import { joistLumberTable } from '../../../../src/calculators/shared/building/joist-spans.ts';
import { stairsGuardsTable } from '../../../../src/calculators/shared/building/stairs-guards.ts';
import { woodDensityTable } from '../../../../src/calculators/shared/building/wood-density.ts';
import { woodMovementTable } from '../../../../src/calculators/shared/building/wood-movement.ts';
import { rebarSizeTable } from '../../../../src/calculators/shared/building/rebar.ts';
import { bulkMaterialTable } from '../../../../src/calculators/shared/building/material-densities.ts';
import { ingredientWeightsTable } from '../../../../src/calculators/shared/cooking/ingredient-weights.ts';
import { metValuesTable } from '../../../../src/calculators/shared/body/met-values.ts';
import { dwellingLoadTable } from '../../../../src/calculators/shared/electrical/dwelling-load.ts';
import { necTables } from '../../../../src/calculators/shared/electrical/nec-tables.ts';
import { cryptoMarketTable } from '../../../../src/calculators/shared/crypto/market.ts';
import { exchangeRatesTable } from '../../../../src/calculators/shared/money/exchange-rates.ts';
import { usCapitalGainsTaxTable } from '../../../../src/calculators/shared/money/us-capital-gains-tax.ts';
import { usCpiTable } from '../../../../src/calculators/shared/money/us-cpi.ts';
import { usFederalTaxTable } from '../../../../src/calculators/shared/money/us-federal-tax-2026.ts';
import { usRetirementLimits } from '../../../../src/calculators/shared/money/us-retirement-limits.ts';
import { loudnessTargets } from '../../../../src/calculators/shared/sound/loudness-targets.ts';
import { strengthStandards } from '../../../../src/calculators/shared/sports/strength-standards.ts';
import { roadAgeFactors } from '../../../../src/calculators/shared/sports/age-grading.ts';
import { releaseChart } from '../../../../src/calculators/shared/sports/ski-release.ts';
import { ringSizesTable } from '../../../../src/calculators/shared/sizes/ring-sizes.ts';
import { shoeSizesTable } from '../../../../src/calculators/shared/sizes/shoe-sizes.ts';
import { irsMileageRates } from '../../../../src/calculators/shared/vehicles/irs-mileage-rates.ts';
import { vehicleEnergyPrices } from '../../../../src/calculators/shared/vehicles/energy-prices.ts';
import { streamingDataUsage } from '../../../../src/calculators/shared/video/storage-formats-streaming.ts';
import { editingCodecRates } from '../../../../src/calculators/shared/video/storage-formats-editing.ts';
import { liveEncoderSettings } from '../../../../src/calculators/shared/video/storage-formats-live.ts';
import { youtubeUploadBitrates } from '../../../../src/calculators/shared/video/youtube-upload-bitrates.ts';
import {
  checkDatedTable,
  datedTableSchemas,
  readDatedTable,
  type DatedTableName,
} from '../../../../src/lib/content/dated-tables.ts';
import { readYamlFile } from '../../../../src/lib/content/read-yaml.ts';

/** What each calculator module was given by the build, by table. */
const bundled: Record<DatedTableName, unknown> = {
  'bulk-material-densities': bulkMaterialTable,
  'concrete-bag-yields': concreteBagTable,
  'crypto-market': cryptoMarketTable,
  'exchange-rates': exchangeRatesTable,
  'exrx-strength-standards': strengthStandards,
  'ingredient-weights': ingredientWeightsTable,
  'irc-2021-stairs-guards': stairsGuardsTable,
  'irc-attic-ventilation': atticVentilationTable,
  'iso-11088-release-values': releaseChart,
  'live-streaming-encoder-settings': liveEncoderSettings,
  'loudness-targets': loudnessTargets,
  'met-values': metValuesTable,
  'netflix-data-usage': streamingDataUsage,
  'rebar-sizes': rebarSizeTable,
  'ring-sizes': ringSizesTable,
  'road-age-factors-2025': roadAgeFactors,
  'shoe-sizes': shoeSizesTable,
  'nec-2023-dwelling-load': dwellingLoadTable,
  'nec-2023-tables': necTables,
  'nds-2018-joist-lumber': joistLumberTable,
  'prores-dnxhr-rates': editingCodecRates,
  'us-capital-gains-tax': usCapitalGainsTaxTable,
  'us-cpi': usCpiTable,
  'us-federal-tax-2026': usFederalTaxTable,
  'us-heating-fuels': heatingFuelsTable,
  'us-irs-mileage-rates-2026': irsMileageRates,
  'us-retirement-limits-2026': usRetirementLimits,
  'us-vehicle-energy-prices': vehicleEnergyPrices,
  'wi-deck-beam-spans': deckBeamSpansTable,
  'wood-dimensional-change': woodMovementTable,
  'wood-specific-gravity': woodDensityTable,
  'youtube-upload-bitrates': youtubeUploadBitrates,
};

/** A deep copy of a table's YAML, to break on purpose. */
const rawTable = (name: DatedTableName) =>
  structuredClone(readYamlFile(`data/${name}.yaml`)) as Record<string, unknown>;

describe('dated tables in content/data', () => {
  it.each(Object.keys(datedTableSchemas) as DatedTableName[])(
    '%s passes its schema and names its date and sources',
    (name) => {
      const table = readDatedTable(name) as { asOf: string; sources: { url: string }[] };
      expect(table.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(table.sources.length).toBeGreaterThan(0);
    },
  );

  it.each(Object.keys(datedTableSchemas) as DatedTableName[])(
    'the calculators get the checked figures of %s',
    (name) => {
      expect(bundled[name]).toEqual(readDatedTable(name));
    },
  );

  it('keeps published decimals as written, for exact arithmetic', () => {
    const rows = (readDatedTable('exchange-rates') as { rows: { code: string; perEuro: string }[] }).rows;
    expect(rows.find((row) => row.code === 'GBP')?.perEuro).toBe('0.86790');
  });

  it('rejects a figure of the wrong type, naming the file and the field', () => {
    const table = rawTable('us-cpi');
    (table['rows'] as Record<string, unknown>[])[3]!['value'] = 'ten';
    expect(() => checkDatedTable('us-cpi', table)).toThrow(
      /^content\/data\/us-cpi\.yaml is not valid:\n {2}- rows\.3\.value: /,
    );
  });

  it('rejects a missing date and an unknown field', () => {
    const table = rawTable('us-retirement-limits-2026');
    delete table['asOf'];
    table['catchUp'] = 1000;
    const message = (() => {
      try {
        checkDatedTable('us-retirement-limits-2026', table);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('content/data/us-retirement-limits-2026.yaml is not valid');
    expect(message).toMatch(/- asOf: /);
    expect(message).toMatch(/catchUp/);
  });

  it('rejects a currency listed twice or left out', () => {
    const table = rawTable('exchange-rates');
    const rows = table['rows'] as { code: string }[];
    rows[1]!.code = 'USD';
    expect(() => checkDatedTable('exchange-rates', table)).toThrow(/rows: "USD" must appear exactly once \(found 2\)/);
  });

  it('rejects a year missing from the CPI table', () => {
    const table = rawTable('us-cpi');
    (table['rows'] as unknown[]).splice(10, 1);
    expect(() => checkDatedTable('us-cpi', table)).toThrow(/rows\.10\.year: expected 1923/);
  });

  it('rejects a tax schedule whose top band has an upper end', () => {
    const table = rawTable('us-federal-tax-2026');
    const single = (table['brackets'] as Record<string, Record<string, unknown>[]>)['single']!;
    single[single.length - 1]!['upTo'] = 1_000_000;
    expect(() => checkDatedTable('us-federal-tax-2026', table)).toThrow(
      /brackets\.single\.6\.upTo: the top band has no upper end/,
    );
  });

  it('refuses a table that has no schema', () => {
    expect(() => readDatedTable('gold-prices')).toThrow(/No dated table "gold-prices"/);
  });
});
