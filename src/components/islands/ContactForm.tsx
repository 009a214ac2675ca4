import { useRef, useState, type SubmitEvent } from 'react';
import FormStatus from './forms/FormStatus.tsx';
import { useSingleFlight } from './forms/use-single-flight.ts';
import { clientSession } from '../../lib/forms/client-session.ts';
import type { FieldError } from '../../lib/forms/contact-response.ts';
import { CONTACT_ATTACHMENT, CONTACT_HONEYPOT, submitContact } from '../../lib/forms/submit-contact.ts';

const CONSENT_TEXT = 'I agree to the processing of my data for contact purposes.';

interface Props {
  /** Where the form posts, or null when this build has no contact form id. */
  action: string | null;
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** The page the form is on, sent along so we know where the visitor wrote from. */
  pagePath: string;
  /** Offer a file attachment (PUBLIC_CONTACT_ATTACHMENTS). */
  attachments: boolean;
  /** A shorter message box, for the block at the end of the static pages. */
  compact?: boolean;
}

type Status =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'succeeded' }
  | { state: 'failed'; formErrors: string[]; fieldErrors: FieldError[] };

/** Fields whose errors are shown next to them; errors about any other field go in the status. */
const FIELDS = ['email', 'name', 'message', CONTACT_ATTACHMENT, 'consent'] as const;
type Field = (typeof FIELDS)[number];

function isField(name: string): name is Field {
  return (FIELDS as readonly string[]).includes(name);
}

/**
 * The contact form. Server-rendered as a plain POST to the form service; once hydrated it sends
 * JSON (multipart with a file) with the client-session header and shows the service's answer.
 */
export default function ContactForm({ action, idPrefix, pagePath, attachments, compact = false }: Props) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const once = useSingleFlight();
  const formRef = useRef<HTMLFormElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const sending = status.state === 'sending';

  const fieldErrors = new Map<Field, string>();
  const otherErrors: string[] = [];
  if (status.state === 'failed') {
    for (const error of status.fieldErrors) {
      if (isField(error.field)) fieldErrors.set(error.field, error.text);
      else otherErrors.push(error.text);
    }
    otherErrors.push(...status.formErrors);
  }

  /** aria wiring for a field: invalid, and described by its error, when it has one. */
  const invalid = (field: Field) =>
    fieldErrors.has(field) ? { 'aria-invalid': true, 'aria-describedby': id(`${field}-error`) } : {};
  const fieldError = (field: Field) =>
    fieldErrors.has(field) ? (
      <p id={id(`${field}-error`)} className="field-error">
        {fieldErrors.get(field)}
      </p>
    ) : null;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action === null) return;
    const form = event.currentTarget;
    void once(async () => {
      setStatus({ state: 'sending' });
      const outcome = await submitContact(action, new FormData(form), clientSession());
      if (outcome.kind === 'succeeded') {
        form.reset();
        setStatus({ state: 'succeeded' });
        return;
      }
      // Everything the visitor typed stays; focus goes to the first field that needs a change.
      setStatus({ state: 'failed', formErrors: outcome.formErrors, fieldErrors: outcome.fieldErrors });
      const first = FIELDS.find((field) => outcome.fieldErrors.some((error) => error.field === field));
      if (first !== undefined)
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={action ?? undefined}
      encType={attachments ? 'multipart/form-data' : undefined}
      data-contact-form
      onSubmit={onSubmit}
    >
      <div className="form-row">
        <div className="form-field">
          <label htmlFor={id('email')}>Email</label>
          <input
            id={id('email')}
            className="input"
            name="email"
            type="email"
            required
            autoComplete="email"
            {...invalid('email')}
          />
          {fieldError('email')}
        </div>
        <div className="form-field">
          <label htmlFor={id('name')}>Name (optional)</label>
          <input id={id('name')} className="input" name="name" type="text" autoComplete="name" {...invalid('name')} />
          {fieldError('name')}
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={id('message')}>Message</label>
        <textarea
          id={id('message')}
          className="input"
          name="message"
          rows={compact ? 3 : 5}
          required
          {...invalid('message')}
        />
        {fieldError('message')}
      </div>
      {attachments && (
        <div className="form-field">
          <label htmlFor={id(CONTACT_ATTACHMENT)}>Attachment (optional)</label>
          <input
            id={id(CONTACT_ATTACHMENT)}
            className="input"
            name={CONTACT_ATTACHMENT}
            type="file"
            {...invalid(CONTACT_ATTACHMENT)}
          />
          {fieldError(CONTACT_ATTACHMENT)}
        </div>
      )}
      <div className="form-field">
        <div className="form-check">
          <input id={id('consent')} name="consent" type="checkbox" value="yes" required {...invalid('consent')} />
          <label htmlFor={id('consent')}>{CONSENT_TEXT}</label>
        </div>
        {fieldError('consent')}
      </div>
      <input type="hidden" name="page" value={pagePath} />
      <input type="hidden" name="subject" value={`Contact form on ${pagePath}`} />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('gotcha')}>Leave this field empty</label>
        <input id={id('gotcha')} name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="btn" type="submit" disabled={sending || action === null}>
        {sending ? 'Sending...' : 'Send message'}
      </button>
      <FormStatus
        id={id('status')}
        notConfigured={action === null}
        tone={status.state === 'failed' ? 'error' : status.state === 'succeeded' ? 'success' : 'neutral'}
      >
        {status.state === 'succeeded' && (
          <p>
            <strong>Thanks!</strong> We received your message and will get back to you soon.
          </p>
        )}
        {fieldErrors.size > 0 && <p>Please correct the fields marked above.</p>}
        {otherErrors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </FormStatus>
    </form>
  );
}
