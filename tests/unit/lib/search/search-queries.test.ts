import { describe, expect, it } from 'vitest';
import { rankTools } from '../../../../src/lib/search/rank.ts';
import { decodeToolIndex } from '../../../../src/lib/search/tool-index.ts';
import { toolDetails, toolIndex } from '../../../../src/lib/search/tool-records.ts';

/**
 * What people type and the tool they mean, against the real catalogue. Suggestions rank the index
 * alone; the search page ranks it with titles and descriptions; both must agree on these. Add a
 * row when a hub brings a tool people will look for.
 */
const FIRST: [query: string, slug: string][] = [
  ['loan', 'loan-payment'],
  ['Loan calculator', 'loan-payment'],
  ['loan payment', 'loan-payment'],
  ['mortgage', 'mortgage-payment-piti'],
  ['mortgage calculator', 'mortgage-payment-piti'],
  ['kg to lb', 'weight-mass-converter'],
  ['convert kg to lb', 'weight-mass-converter'],
  ['lbs to kg', 'weight-mass-converter'],
  ['pounds to kilos', 'weight-mass-converter'],
  ['kilograms to pounds', 'weight-mass-converter'],
  ['bmi', 'bmi-body-mass-index'],
  ['BMI', 'bmi-body-mass-index'],
  ['body mass index', 'bmi-body-mass-index'],
  ['mpg', 'fuel-economy-converter'],
  ['celsius to fahrenheit', 'temperature-converter'],
  ['f to c', 'temperature-converter'],
  ['unit converter', 'unit-converter'],
  ['compound interest', 'compound-interest'],
  ['tip', 'tip-calculator'],
  ['percentage', 'percentage-calculator'],
  ['age', 'age-calculator'],
  ['days between dates', 'days-between-dates'],
  ['roman numerals', 'roman-numeral-converter'],
  ['hex to rgb', 'hex-rgb-hsl-color-converter'],
  ['square root', 'square-root-nth-root'],
  ['quadratic', 'quadratic-formula-solver'],
  ['pregnancy due date', 'pregnancy-due-date'],
  ['retirement', 'retirement-savings'],
  ['time zone converter', 'time-zone-converter'],
  ['calorie', 'calorie-calculator'],
  ['rebar', 'rebar-slab-grid'],
  ['retaining wall', 'retaining-wall-blocks'],
  ['board feet', 'lumber-board-feet'],
  ['deck calculator', 'deck-boards-materials'],
  ['stair stringer', 'stair-stringer-layout'],
  ['fence calculator', 'fence-posts-rails-pickets'],
  ['stud calculator', 'wall-stud-framing'],
  ['plywood', 'plywood-sheathing-sheets'],
  ['baluster spacing', 'deck-baluster-spacing'],
  ['wood shrinkage', 'wood-shrinkage-moisture'],
  ['lumber weight', 'lumber-weight'],
  ['flooring calculator', 'flooring-boxes-area'],
  ['tile calculator', 'tile-count-area'],
  ['race time predictor', 'race-time-predictor-riegel'],
  ['vdot', 'vdot-training-paces'],
  ['swim pace', 'swim-pace-per-100'],
  ['triathlon calculator', 'triathlon-finish-time-splits'],
  ['watts per kg', 'cycling-power-to-weight'],
  ['ftp calculator', 'cycling-ftp-power-zones'],
  ['tss calculator', 'cycling-training-stress-score'],
  ['roofing calculator', 'roofing-squares-area'],
  ['roof pitch', 'roof-pitch-angle'],
  ['shingle calculator', 'shingle-bundles'],
  ['gravel calculator', 'gravel-tons-cubic-yards'],
  ['mulch calculator', 'topsoil-mulch-volume'],
  ['btu calculator', 'hvac-btu-requirement'],
  ['r-value calculator', 'insulation-r-value'],
  ['duct size', 'hvac-duct-size'],
  ['electric bill', 'electric-bill-estimate'],
  ['watts to lumens', 'watts-to-lumens-bulb'],
  ['how many lumens', 'room-lighting-lumens'],
  ['generator size', 'generator-sizing-watts'],
  ['electrical load calculation', 'home-electrical-service-load'],
  // One typo in a word of 4–7 letters.
  ['lenght', 'length-converter'],
  ['fraktion', 'fraction-calculator'],
  ['calorei', 'calorie-calculator'],
  // Two typos in a longer word.
  ['amortisaton', 'mortgage-amortization'],
  ['temprature', 'temperature-converter'],
  ['compund interst', 'compound-interest'],
  ['retirment savngs', 'retirement-savings'],
  ['presure converter', 'pressure-converter'],
  ['tire size calculator', 'tire-size-comparison'],
  ['speedometer calculator', 'speedometer-error-tire-size'],
  ['backspacing calculator', 'wheel-offset-backspacing'],
  ['car loan calculator', 'car-loan-payment-amortization'],
  ['car lease calculator', 'car-lease-payment'],
  ['lease vs buy', 'lease-vs-buy'],
  ['how much car can i afford', 'car-affordability'],
  ['out the door price', 'car-out-the-door-price'],
  ['sleep calculator', 'sleep-cycle-bedtime'],
  ['caffeine calculator', 'caffeine-half-life'],
  ['bac calculator', 'blood-alcohol-content-bac'],
  ['alcohol units', 'standard-drinks-alcohol-units'],
  ['sleep debt', 'sleep-debt-weekly'],
  ['quit smoking', 'quit-smoking-savings'],
  ['sunburn', 'sunburn-time-uv-index'],
  ['noise exposure', 'safe-noise-exposure-time'],
  ['party drink calculator', 'party-drinks-quantity'],
  ['party food', 'party-food-per-guest'],
  ['wedding budget', 'wedding-budget-per-guest'],
  ['timecode calculator', 'smpte-timecode-calculator'],
  ['drop frame timecode', 'drop-frame-timecode-converter'],
  ['frames to timecode', 'frames-to-timecode'],
  ['pal speedup', 'frame-rate-conversion-speed'],
  ['slow motion calculator', 'slow-motion-playback-duration'],
  ['timelapse calculator', 'timelapse-interval-duration'],
  ['shutter angle', 'shutter-angle-speed'],
  ['subtitle reading speed', 'subtitle-reading-speed-cps'],
  ['keyframe interval', 'keyframe-interval-gop'],
  ['lip sync', 'av-sync-offset-frames-ms'],
  ['title safe', 'title-safe-action-safe-area'],
];

const TOP_THREE: [query: string, slug: string][] = [
  ['morgage', 'mortgage-amortization'],
  ['morgage', 'mortgage-payment-piti'],
  ['mortgage', 'mortgage-amortization'],
  ['amortization', 'mortgage-amortization'],
  ['binary', 'number-base-converter'],
  ['body fat', 'body-fat-us-navy'],
  ['credit card', 'credit-card-payoff'],
  ['heart rate', 'target-heart-rate-zones'],
  ['puppy weight calculator', 'dog-puppy-adult-weight-estimate'],
  ['kitten weight chart', 'cat-kitten-growth-weight'],
  ['horse weight calculator', 'horse-weight-heart-girth'],
  ['horse gestation calculator', 'horse-gestation-due-date'],
  ['egg incubation calculator', 'bird-egg-hatch-date'],
  ['chicken feed calculator', 'chicken-flock-feed-water'],
  ['jackson ratio', 'tortoise-jackson-ratio'],
  ['aquarium volume calculator', 'aquarium-water-volume'],
  ['aquarium heater calculator', 'aquarium-heater-wattage-requirement'],
  ['guinea pig vitamin c', 'guinea-pig-vitamin-c-requirement'],
  ['sous vide time', 'sous-vide-time-thickness'],
  ['coffee ratio', 'coffee-water-ratio'],
  ['rice water ratio', 'rice-water-ratio'],
  ['brine calculator', 'brine-salt-ratio'],
  ['pasta per person', 'pasta-portion-per-person'],
  ['recipe scaler', 'recipe-scaler-servings'],
  ['empirical formula', 'empirical-formula'],
  ['balance equation', 'chemical-equation-balancer'],
  ['theoretical yield', 'theoretical-yield'],
  ['limiting reagent', 'limiting-reactant'],
  ['escape velocity', 'escape-velocity'],
  ['orbital period', 'orbital-period-kepler'],
  ['dew point', 'dew-point-humidity'],
];

const NOTHING = ['zzqqxxnomatch', 'qwertyuiop', 'xkcdxkcd', '   ', '!!!', 'bmx', 'lorem ipsum dolor'];

const index = toolIndex();
const rankings = {
  suggestions: decodeToolIndex(index),
  'search page': decodeToolIndex(index, toolDetails()),
};

describe.each(Object.entries(rankings))('the %s', (_, tools) => {
  const slugs = (query: string, limit: number) => rankTools(tools, query, limit).map((tool) => tool.slug);

  it.each(FIRST)('puts the tool meant by "%s" first (%s)', (query, slug) => {
    expect(slugs(query, 1)).toEqual([slug]);
  });

  it.each(TOP_THREE)('lists "%s" → %s among the top three', (query, slug) => {
    expect(slugs(query, 3)).toContain(slug);
  });

  it.each(NOTHING)('finds no tool for "%s"', (query) => {
    expect(slugs(query, Infinity)).toEqual([]);
  });
});
