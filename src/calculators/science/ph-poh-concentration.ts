import { checkAll, defineCalculator, integer, number, out, radio, type FieldError } from '../../engine/index.ts';

/* pH and pOH at 25 °C, where water's ion product is Kw = 1.0 × 10⁻¹⁴ (OpenStax Chemistry 2e, 14.1). */
const KW = 1e-14;

type Kind = 'strongAcid' | 'strongBase' | 'weakAcid' | 'weakBase';

/**
 * [H₃O⁺] or [OH⁻] released by the solute. Strong: c·n plus water's own share, the positive root of
 * x² − c·n·x − Kw = 0 (so 10⁻⁸ M HCl is slightly acidic, not basic). Weak: the positive root of
 * x² + K·x − K·c = 0 from K = x² ÷ (c − x).
 */
function released(kind: Kind, concentration: number, ions: number, constant: number): number {
  if (kind === 'strongAcid' || kind === 'strongBase') {
    const c = concentration * ions;
    return (c + Math.sqrt(c * c + 4 * KW)) / 2;
  }
  return (-constant + Math.sqrt(constant * constant + 4 * constant * concentration)) / 2;
}

function problems({ kind, concentration }: { kind: Kind; concentration: number }): FieldError[] {
  if ((kind === 'weakAcid' || kind === 'weakBase') && concentration < 1e-6) {
    return [
      {
        field: 'concentration',
        message: 'Below 10⁻⁶ M the ions from water itself matter; use at least 0.000001 M here.',
      },
    ];
  }
  return [];
}

export default defineCalculator({
  inputs: {
    kind: radio({
      label: 'Solution of a',
      options: [
        { value: 'strongAcid', label: 'Strong acid (HCl, HNO₃, H₂SO₄…)' },
        { value: 'strongBase', label: 'Strong base (NaOH, KOH, Ca(OH)₂…)' },
        { value: 'weakAcid', label: 'Weak acid, from Ka' },
        { value: 'weakBase', label: 'Weak base, from Kb' },
      ],
      default: 'strongAcid',
    }),
    concentration: number({
      label: 'Concentration',
      suffix: 'mol/L (M)',
      default: 0.0012,
      min: 0,
      minInclusive: false,
      max: 20,
    }),
    ions: integer({
      label: 'H⁺ or OH⁻ released per formula unit',
      help: 'Strong acids and bases only: 1 for HCl or NaOH, 2 for Ca(OH)₂ (and H₂SO₄ when counted as fully released).',
      default: 1,
      min: 1,
      max: 4,
    }),
    constant: number({
      label: 'Ka or Kb',
      help: 'Weak acids and bases only. Acetic acid Ka = 1.8 × 10⁻⁵ (type 1.8e-5); ammonia Kb = 1.8 × 10⁻⁵.',
      default: 1.8e-5,
      min: 1e-20,
      max: 1e3,
    }),
  },
  outputs: {
    pH: out.number({ label: 'pH = −log[H₃O⁺]', primary: true, decimals: 2 }),
    pOH: out.number({ label: 'pOH = 14 − pH', decimals: 2 }),
    hydronium: out.number({ label: '[H₃O⁺]', suffix: 'mol/L' }),
    hydroxide: out.number({ label: '[OH⁻]', suffix: 'mol/L' }),
    ionized: out.percent({ label: 'Share of the solute ionized', decimals: 2 }),
    nature: out.text({ label: 'The solution is' }),
  },
  validate: (values) => checkAll(problems(values)),
  compute: ({ kind, concentration, ions, constant }) => {
    const acidic = kind === 'strongAcid' || kind === 'weakAcid';
    const x = released(kind, concentration, ions, constant);
    const hydronium = acidic ? x : KW / x;
    const pH = -Math.log10(hydronium);
    const strong = kind === 'strongAcid' || kind === 'strongBase';
    const shownPH = Number(pH.toFixed(2));
    return {
      pH,
      pOH: 14 - pH,
      hydronium,
      hydroxide: KW / hydronium,
      ionized: strong ? 100 : Math.min(100, (x / concentration) * 100),
      nature: shownPH < 7 ? 'Acidic (pH below 7)' : shownPH > 7 ? 'Basic (pH above 7)' : 'Neutral (pH 7)',
    };
  },
});
