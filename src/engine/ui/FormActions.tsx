import type { ReactNode } from 'react';

const COPY_LABELS = { link: 'Copy link', result: 'Copy result' } as const;

/** Calculate, Reset and the two copy buttons, with the "copied" notice. */
export function FormActions(props: {
  onReset: () => void;
  onCopy: (what: 'link' | 'result') => void;
  copied: string | null;
}): ReactNode {
  return (
    <div className="calc__actions">
      <button type="submit" className="btn btn--calculate">
        Calculate
      </button>
      <button type="button" className="btn btn--reset" onClick={props.onReset}>
        Reset
      </button>
      {(['link', 'result'] as const).map((what) => (
        <button
          key={what}
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => {
            props.onCopy(what);
          }}
        >
          {COPY_LABELS[what]}
        </button>
      ))}
      <span className="calc__copied" role="status">
        {props.copied}
      </span>
    </div>
  );
}
