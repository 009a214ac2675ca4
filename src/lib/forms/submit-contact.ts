/**
 * Sends the contact form: JSON when there is no file, multipart when the visitor attached one
 * (a file cannot travel in JSON), always with the client-session header.
 */
import { CLIENT_SESSION_HEADER, type ClientSession } from './client-session.ts';
import { failed, readContactResponse, type ContactOutcome } from './contact-response.ts';
import { isHoneypotFilled } from './honeypot.ts';
import { errorMessage } from '../../engine/ui/error-message.ts';

export const CONTACT_HONEYPOT = '_gotcha';
export const CONTACT_ATTACHMENT = 'attachment';

/** A file input with nothing chosen still sends an empty, nameless file; that is no attachment. */
function hasAttachment(data: FormData): boolean {
  const file = data.get(CONTACT_ATTACHMENT);
  return file instanceof Blob && file.size > 0;
}

function textFields(data: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string') fields[name] = value;
  return fields;
}

export async function submitContact(
  action: string,
  data: FormData,
  session: ClientSession,
  send: typeof fetch = fetch,
): Promise<ContactOutcome> {
  if (isHoneypotFilled(data, CONTACT_HONEYPOT)) return { kind: 'succeeded' };
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CLIENT_SESSION_HEADER]: JSON.stringify(session),
  };
  let body: FormData | string;
  if (hasAttachment(data)) {
    body = data;
  } else {
    body = JSON.stringify(textFields(data));
    headers['Content-Type'] = 'application/json';
  }
  try {
    const response = await send(action, { method: 'POST', headers, body });
    return readContactResponse(await response.text());
  } catch (error) {
    return failed([errorMessage(error)]);
  }
}
