import type { ReactNode } from 'react';
import type { FieldProps } from '../kinds/field-parts.tsx';
import { fieldOf } from '../kinds/fields.ts';

export type { FieldProps } from '../kinds/field-parts.tsx';

/** One labelled input of any kind, with its unit menu, message and "understood as" echo. */
export function Field(props: FieldProps): ReactNode {
  const KindField = fieldOf(props.spec.kind);
  return <KindField {...props} />;
}
