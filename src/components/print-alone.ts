/**
 * Prints one part of the page alone (a fee's transfer code for the front desk): the print
 * stylesheet hides everything else until the browser has printed.
 */
import './print-alone.css';

export function printAlone(part: HTMLElement): void {
  part.classList.add('printed-alone');
  document.body.classList.add('print-alone');
  window.addEventListener(
    'afterprint',
    () => {
      part.classList.remove('printed-alone');
      document.body.classList.remove('print-alone');
    },
    { once: true },
  );
  window.print();
}
