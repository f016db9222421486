/** The parts of a click that decide who handles it: the page (a client-side navigation) or the browser. */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on a same-page link is the page's to handle: the main button, no modifier (those open a new tab or
 * window, or download), and nobody handled it already. The rule react-router's `Link` applies, for links that are
 * plain anchors.
 */
export function isPlainLeftClick(click: ClickFacts): boolean {
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !click.metaKey &&
    !click.altKey &&
    !click.ctrlKey &&
    !click.shiftKey
  );
}
