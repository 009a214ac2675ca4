import type { ReactNode } from 'react';

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
      <button
        type="button"
        className="btn btn--outline btn--sm"
        onClick={() => {
          props.onCopy('link');
        }}
      >
        Copy link
      </button>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        onClick={() => {
          props.onCopy('result');
        }}
      >
        Copy result
      </button>
      <span className="calc__copied" role="status">
        {props.copied}
      </span>
    </div>
  );
}
