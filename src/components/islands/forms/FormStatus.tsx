import type { ReactNode } from 'react';
import { NOT_CONFIGURED_MESSAGE } from '../../../lib/forms/not-configured.ts';

interface Props {
  id: string;
  tone: 'neutral' | 'success' | 'error';
  /** The build has no id for this form: say so here, whatever else is going on. */
  notConfigured: boolean;
  children?: ReactNode;
}

/** The polite live region under a form: screen readers announce whatever appears in it. */
export default function FormStatus({ id, tone, notConfigured, children }: Props) {
  return (
    <div
      id={id}
      className={`form-status form-status--${notConfigured ? 'error' : tone}`}
      role="status"
      aria-live="polite"
    >
      {notConfigured ? <p>{NOT_CONFIGURED_MESSAGE}</p> : children}
    </div>
  );
}
