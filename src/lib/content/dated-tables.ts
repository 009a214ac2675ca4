import { atticVentilationSchema } from '../../calculators/shared/building/attic-ventilation.schema.ts';
import { deckBeamSpansSchema } from '../../calculators/shared/building/deck-beam-spans.schema.ts';
import { concreteBagYieldsSchema } from '../../calculators/shared/building/concrete-bags.schema.ts';
import { heatingFuelsSchema } from '../../calculators/shared/building/heating-fuels.schema.ts';
import { joistLumberSchema } from '../../calculators/shared/building/joist-spans.schema.ts';
import { bulkMaterialDensitiesSchema } from '../../calculators/shared/building/material-densities.schema.ts';
import { metValuesSchema } from '../../calculators/shared/body/met-values.schema.ts';
import { ingredientWeightsSchema } from '../../calculators/shared/cooking/ingredient-weights.schema.ts';
import { cryptoMarketSchema } from '../../calculators/shared/crypto/market.schema.ts';
import { dwellingLoadSchema } from '../../calculators/shared/electrical/dwelling-load.schema.ts';
import { necTablesSchema } from '../../calculators/shared/electrical/nec-tables.schema.ts';
import { exchangeRatesSchema } from '../../calculators/shared/money/exchange-rates.schema.ts';
import { usCapitalGainsTaxSchema } from '../../calculators/shared/money/us-capital-gains-tax.schema.ts';
import { usCpiSchema } from '../../calculators/shared/money/us-cpi.schema.ts';
import { usFederalTaxSchema } from '../../calculators/shared/money/us-federal-tax-2026.schema.ts';
import { usRetirementLimitsSchema } from '../../calculators/shared/money/us-retirement-limits.schema.ts';
import { stairsGuardsSchema } from '../../calculators/shared/building/stairs-guards.schema.ts';
import { woodDensitySchema } from '../../calculators/shared/building/wood-density.schema.ts';
import { woodMovementSchema } from '../../calculators/shared/building/wood-movement.schema.ts';
import { rebarSizesSchema } from '../../calculators/shared/building/rebar-sizes.schema.ts';
import { loudnessTargetsSchema } from '../../calculators/shared/sound/loudness-targets.schema.ts';
import { strengthStandardsSchema } from '../../calculators/shared/sports/strength-standards.schema.ts';
import { roadAgeFactorsSchema } from '../../calculators/shared/sports/age-grading.schema.ts';
import { releaseChartSchema } from '../../calculators/shared/sports/ski-release.schema.ts';
import { ringSizesSchema } from '../../calculators/shared/sizes/ring-sizes.schema.ts';
import { shoeSizesSchema } from '../../calculators/shared/sizes/shoe-sizes.schema.ts';
import { irsMileageRatesSchema } from '../../calculators/shared/vehicles/irs-mileage-rates.schema.ts';
import { vehicleEnergyPricesSchema } from '../../calculators/shared/vehicles/energy-prices.schema.ts';
import {
  editingCodecRatesSchema,
  liveEncoderSettingsSchema,
  streamingDataUsageSchema,
} from '../../calculators/shared/video/storage-formats.schema.ts';
import { youtubeUploadBitratesSchema } from '../../calculators/shared/video/youtube-upload-bitrates.schema.ts';
import { checkContent, readYamlFile } from './read-yaml.ts';

/**
 * The dated tables in content/data/, each with the schema its file must meet. A calculator reads
 * one as `import table from 'dated-table:<name>'`; the build reads content/data/<name>.yaml, checks
 * it here and bundles the figures into the calculator's own code (src/build/dated-tables.mjs).
 */
export const datedTableSchemas = {
  'bulk-material-densities': bulkMaterialDensitiesSchema,
  'concrete-bag-yields': concreteBagYieldsSchema,
  'crypto-market': cryptoMarketSchema,
  'exchange-rates': exchangeRatesSchema,
  'exrx-strength-standards': strengthStandardsSchema,
  'ingredient-weights': ingredientWeightsSchema,
  'irc-2021-stairs-guards': stairsGuardsSchema,
  'irc-attic-ventilation': atticVentilationSchema,
  'iso-11088-release-values': releaseChartSchema,
  'live-streaming-encoder-settings': liveEncoderSettingsSchema,
  'loudness-targets': loudnessTargetsSchema,
  'met-values': metValuesSchema,
  'netflix-data-usage': streamingDataUsageSchema,
  'rebar-sizes': rebarSizesSchema,
  'ring-sizes': ringSizesSchema,
  'road-age-factors-2025': roadAgeFactorsSchema,
  'shoe-sizes': shoeSizesSchema,
  'nec-2023-dwelling-load': dwellingLoadSchema,
  'nec-2023-tables': necTablesSchema,
  'nds-2018-joist-lumber': joistLumberSchema,
  'prores-dnxhr-rates': editingCodecRatesSchema,
  'us-capital-gains-tax': usCapitalGainsTaxSchema,
  'us-cpi': usCpiSchema,
  'us-federal-tax-2026': usFederalTaxSchema,
  'us-heating-fuels': heatingFuelsSchema,
  'us-irs-mileage-rates-2026': irsMileageRatesSchema,
  'us-retirement-limits-2026': usRetirementLimitsSchema,
  'us-vehicle-energy-prices': vehicleEnergyPricesSchema,
  'wi-deck-beam-spans': deckBeamSpansSchema,
  'wood-dimensional-change': woodMovementSchema,
  'wood-specific-gravity': woodDensitySchema,
  'youtube-upload-bitrates': youtubeUploadBitratesSchema,
};

export type DatedTableName = keyof typeof datedTableSchemas;

export const isDatedTableName = (name: string): name is DatedTableName => Object.hasOwn(datedTableSchemas, name);

/** Checks the parsed text of content/data/<name>.yaml; a broken table throws naming the file and field. */
export function checkDatedTable(name: DatedTableName, raw: unknown): unknown {
  return checkContent(`data/${name}.yaml`, raw, datedTableSchemas[name]);
}

/** The checked figures of content/data/<name>.yaml. */
export function readDatedTable(name: string): unknown {
  if (!isDatedTableName(name)) {
    throw new Error(`No dated table "${name}": add content/data/${name}.yaml and its schema to datedTableSchemas`);
  }
  return checkDatedTable(name, readYamlFile(`data/${name}.yaml`));
}
