import type { InputSpec } from '../../types/inputs.ts';

/**
 * How a form's money fields share one currency: the first carries the currency menu, unless a
 * field fixes the currency (US tax tables), which then holds for the whole form.
 */
export function formCurrency(inputs: Record<string, InputSpec>): {
  menuField: string | undefined;
  fixed: string | undefined;
} {
  const money = Object.entries(inputs).flatMap(([key, spec]) => (spec.kind === 'money' ? [{ key, spec }] : []));
  const fixed = money.find(({ spec }) => spec.currency)?.spec.currency;
  return { menuField: fixed ? undefined : money[0]?.key, fixed };
}
