import { text } from '../../../engine/index.ts';

/* The chemical formula field of the chemistry tools, read by shared/chemistry/formula.ts. */

export function formulaField(label: string, fallback: string) {
  return text({
    label,
    help: 'Capital letter first (Co is cobalt, CO carbon monoxide); groups in ( ) or [ ]; hydrates as CuSO4·5H2O or CuSO4*5H2O.',
    default: fallback,
    maxLength: 200,
  });
}
