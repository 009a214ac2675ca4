import { useMemo } from 'react';
import type { InputSpec } from '../../types/inputs.ts';
import { formPart } from '../../kinds/form-parts.ts';

/** The fields a calculator keeps in this browser (`remember: true`), and how to read, keep and forget them. */
export function useRememberedValues(slug: string, inputs: Record<string, InputSpec>) {
  const keys = useMemo(() => Object.entries(inputs).flatMap(([key, spec]) => (spec.remember ? [key] : [])), [inputs]);
  return useMemo(
    () => ({
      keys,
      read: () => formPart('rememberedStore')?.read(slug, keys) ?? {},
      /** Kept only when the visitor types, so opening someone's link does not replace their own. */
      keep: (key: string, values: Record<string, string>) => {
        if (keys.includes(key)) formPart('rememberedStore')?.save(slug, keys, values);
      },
      forget: () => {
        formPart('rememberedStore')?.save(slug, keys, {});
      },
    }),
    [slug, keys],
  );
}
