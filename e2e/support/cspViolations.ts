import type { Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation in the page from now on, across navigations and reloads: each
 * `securitypolicyviolation` event (as `<directive> <blocked URI>`) and each console message the browser writes about
 * the policy. Call before the first `goto`. Not covered: violations inside other frames or workers.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__e2eCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation: (text: string) => void }).__e2eCspViolation;
      report(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
