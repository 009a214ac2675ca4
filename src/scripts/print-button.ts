/** "Print recipe" opens the browser's print dialog; the print stylesheet leaves only the recipe. */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
  button.addEventListener('click', () => {
    window.print();
  });
}
