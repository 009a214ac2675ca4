import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'success' | 'error';

interface Props {
  id: string;
  tone: StatusTone;
  children?: ReactNode;
}

/** The polite live region under a form: screen readers announce whatever appears in it. */
export default function FormStatus({ id, tone, children }: Props) {
  return (
    <div id={id} className={`form-status form-status--${tone}`} role="status" aria-live="polite">
      {children}
    </div>
  );
}
