// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from '../../../../src/components/islands/ContactForm.tsx';
import { NOT_CONFIGURED_MESSAGE } from '../../../../src/lib/forms/not-configured.ts';

/** Server markup parsed the way a browser reads it before any script runs. */
function serverMarkup(node: React.ReactElement): Document {
  return new DOMParser().parseFromString(renderToString(node), 'text/html');
}

const contact = (props: Partial<Parameters<typeof ContactForm>[0]> = {}) =>
  serverMarkup(
    <ContactForm
      action="https://forms.example.com/f/c"
      idPrefix="c"
      pagePath="/about/"
      attachments={false}
      {...props}
    />,
  );

describe('server markup of the contact form island', () => {
  it('says sending is not set up, and cannot be sent, when the contact form has no id', () => {
    const doc = contact({ action: null });
    expect(doc.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(doc.querySelector('[role="status"]')?.textContent).toBe(NOT_CONFIGURED_MESSAGE);
  });

  it('offers a file attachment, posted as multipart, only when attachments are switched on', () => {
    expect(contact().querySelector('input[type="file"]')).toBeNull();
    expect(contact().querySelector('form')?.hasAttribute('enctype')).toBe(false);
    const withFile = contact({ attachments: true });
    expect(withFile.querySelector('input[type="file"]')?.getAttribute('name')).toBe('attachment');
    expect(withFile.querySelector('label[for="c-attachment"]')?.textContent).toBe('Attachment (optional)');
    expect(withFile.querySelector('form')?.getAttribute('enctype')).toBe('multipart/form-data');
  });

  it('gives the contact message 5 rows, 3 in compact mode, and requires email, message and consent', () => {
    expect(contact().querySelector('textarea')?.getAttribute('rows')).toBe('5');
    expect(contact({ compact: true }).querySelector('textarea')?.getAttribute('rows')).toBe('3');
    const required = [...contact().querySelectorAll('[required]')].map((field) => field.getAttribute('name'));
    expect(required).toEqual(['email', 'message', 'consent']);
    expect(contact().querySelector('label[for="c-consent"]')?.textContent).toBe(
      'I agree to the processing of my data for contact purposes.',
    );
  });
});
