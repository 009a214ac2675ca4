/**
 * "Read More": expands a clamped text for good. The button goes away once pressed, and focus
 * moves to the text so keyboard users keep their place.
 */
for (const container of document.querySelectorAll<HTMLElement>('[data-read-more]')) {
  const button = container.querySelector('button');
  const text = container.querySelector<HTMLElement>('[tabindex="-1"]');
  button?.addEventListener('click', () => {
    container.setAttribute('data-expanded', '');
    button.remove();
    text?.focus();
  });
}
