import { useState, type SubmitEvent } from 'react';
import FormStatus from './forms/FormStatus.tsx';
import { useSingleFlight } from './forms/use-single-flight.ts';
import { SUGGESTION_HONEYPOT, SUGGESTION_SUCCESS, submitSuggestion } from '../../lib/forms/submit-suggestion.ts';

interface Props {
  /** Where the form posts, or null when this build has no suggestion form id. */
  action: string | null;
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  subject: string;
}

type Status = { state: 'idle' } | { state: 'submitting' } | { state: 'success' } | { state: 'error'; message: string };

/**
 * The suggestion form. The server renders it as a plain multipart POST to the form service, so
 * it works before (or without) hydration; once hydrated it sends in the background instead.
 */
export default function SuggestionForm({ action, idPrefix, subject }: Props) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const once = useSingleFlight();
  const id = (name: string) => `${idPrefix}-${name}`;
  const submitting = status.state === 'submitting';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action === null) return;
    const form = event.currentTarget;
    void once(async () => {
      setStatus({ state: 'submitting' });
      const result = await submitSuggestion(action, new FormData(form));
      if (result.ok) {
        form.reset();
        setStatus({ state: 'success' });
      } else {
        // Everything the visitor typed stays in the fields for another try.
        setStatus({ state: 'error', message: result.message });
      }
    });
  };

  return (
    <form
      method="post"
      action={action ?? undefined}
      encType="multipart/form-data"
      data-suggestion-form
      onSubmit={onSubmit}
    >
      <div className="form-row">
        <div className="form-field">
          <label htmlFor={id('name')}>Name</label>
          <input id={id('name')} className="input" name="name" type="text" required autoComplete="name" />
        </div>
        <div className="form-field">
          <label htmlFor={id('email')}>Email</label>
          <input id={id('email')} className="input" name="email" type="email" required autoComplete="email" />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={id('message')}>Message</label>
        <textarea id={id('message')} className="input" name="message" rows={5} required />
      </div>
      <input type="hidden" name="subject" value={subject} />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id(SUGGESTION_HONEYPOT)}>Company</label>
        <input id={id(SUGGESTION_HONEYPOT)} name={SUGGESTION_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="btn" type="submit" disabled={submitting || action === null}>
        {submitting ? 'Sending…' : 'Send suggestion'}
      </button>
      <FormStatus
        id={id('status')}
        notConfigured={action === null}
        tone={status.state === 'error' ? 'error' : status.state === 'success' ? 'success' : 'neutral'}
      >
        {status.state === 'success' && <p>{SUGGESTION_SUCCESS}</p>}
        {status.state === 'error' && <p>{status.message}</p>}
      </FormStatus>
    </form>
  );
}
