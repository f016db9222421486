import type { Page } from '@playwright/test';

/**
 * Elements of the host's page outside every slot, of the kinds a remote's page-wide rules target: what the host's own
 * pages might show (a button, a link, headings, a paragraph), one animated with `spin` (the name a remote's spinner
 * takes) and one set in a family of the host's font stack. Their selectors, for `computedLook`.
 */
export const HOST_PROBES = {
  probeButton: '#host-probes button',
  probeLink: '#host-probes a',
  probeHeading: '#host-probes h1',
  probeSubheading: '#host-probes h2',
  probeParagraph: '#host-probes p',
  probeSpinner: '#host-probes [data-probe="spin"]',
  probeFont: '#host-probes [data-probe="font"]',
} as const;

/**
 * Adds the probes after the React root, through the DOM and CSSOM only (the host's Content-Security-Policy refuses
 * `<style>` elements and style attributes in markup, not styles set by script).
 */
export async function addHostProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probes = document.createElement('div');
    probes.id = 'host-probes';
    const add = (tag: string, text: string, style: Record<string, string> = {}, probe?: string) => {
      const element = document.createElement(tag);
      element.textContent = text;
      if (probe) element.dataset.probe = probe;
      for (const [property, value] of Object.entries(style)) element.style.setProperty(property, value);
      probes.append(element);
    };
    add('h1', 'Host heading');
    add('h2', 'Host subheading');
    add('p', 'Host paragraph');
    add('a', 'Host link');
    add('button', 'Host button');
    add('span', 'Host spinner', { animation: 'spin 1000s linear infinite paused' }, 'spin');
    add('span', 'Host text', { 'font-family': '"Segoe UI", Roboto, monospace' }, 'font');
    document.body.append(probes);
  });
}
