import { SERVER_STYLESHEET_ATTRIBUTE } from '@mfp/shared/page';
import { dropRefusedStylesheets } from './dropRefusedStylesheets';

function link(marked: boolean, applied: boolean): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = 'http://localhost:3100/remotes/catalog/1.0.0/App.css';
  if (marked) element.setAttribute(SERVER_STYLESHEET_ATTRIBUTE, 'catalog');
  // jsdom loads no stylesheet: an applied one is told by its `sheet`, as in a browser.
  Object.defineProperty(element, 'sheet', { value: applied ? new CSSStyleSheet() : null });
  document.head.append(element);
  return element;
}

describe('dropRefusedStylesheets', () => {
  afterEach(() => document.head.replaceChildren());

  it("removes the server's links the browser refused and keeps those it applied and every other link", () => {
    const refused = link(true, false);
    const applied = link(true, true);
    const others = link(false, false);
    dropRefusedStylesheets(document);
    expect(refused.isConnected).toBe(false);
    expect(applied.isConnected).toBe(true);
    expect(others.isConnected).toBe(true);
  });
});
