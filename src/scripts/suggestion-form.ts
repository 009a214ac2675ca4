/**
 * The suggestion forms of a page, sent in the background: the button reads "Sending…" while a
 * send is under way (and a second submit sends nothing more), the status under the form thanks
 * the visitor and clears the form, or says what went wrong and keeps everything typed.
 * Without this script the form still posts as plain HTML.
 */
import { SUGGESTION_SUCCESS, submitSuggestion } from '../lib/forms/submit-suggestion.ts';

function say(status: HTMLElement | null, tone: 'success' | 'error', message: string): void {
  if (!status) return;
  status.className = `form-status form-status--${tone}`;
  const line = document.createElement('p');
  line.textContent = message;
  status.replaceChildren(line);
}

function enhance(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const label = button?.textContent ?? '';
  // The disabled button alone is not enough: two submits in the same tick (a double click,
  // Enter pressed twice) both arrive before the button changes.
  let sending = false;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const action = form.getAttribute('action');
    if (action === null || sending) return;
    sending = true;
    status?.replaceChildren();
    if (status) status.className = 'form-status form-status--neutral';
    if (button) {
      button.disabled = true;
      button.textContent = 'Sending…';
    }
    void submitSuggestion(action, new FormData(form))
      .then((result) => {
        if (result.ok) {
          form.reset();
          say(status, 'success', SUGGESTION_SUCCESS);
        } else {
          say(status, 'error', result.message);
        }
      })
      .finally(() => {
        sending = false;
        if (button) {
          button.disabled = false;
          button.textContent = label;
        }
      });
  });
  form.dataset.ready = '';
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-suggestion-form]')) enhance(form);
