import { out, text } from '../../../engine/index.ts';

/* The chemical formula field of the chemistry tools and the table of each element's part of a formula. */

export function formulaField(label: string, fallback: string) {
  return text({
    label,
    help: 'Capital letter first (Co is cobalt, CO carbon monoxide); groups in ( ) or [ ]; hydrates as CuSO4·5H2O or CuSO4*5H2O.',
    default: fallback,
    maxLength: 200,
  });
}

/** The rows of shared/chemistry/molar-mass.ts `elementRows`. */
export const elementTable = out.table({
  label: 'Each element’s part',
  columns: [
    { key: 'element', label: 'Element', kind: 'text' },
    { key: 'count', label: 'Atoms', kind: 'number' },
    { key: 'atomicWeight', label: 'Atomic weight (g/mol)', kind: 'number' },
    { key: 'mass', label: 'Mass (g/mol)', kind: 'number' },
    { key: 'percent', label: 'Share by mass', kind: 'percent' },
  ],
});
