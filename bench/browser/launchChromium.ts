import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';

/**
 * Debian's Chromium (never a downloaded one), headless, with the launch flags of the browser tests: one list of flags
 * known to work on this machine (playwright.config.ts).
 */
export function launchChromium(): Promise<Browser> {
  const { launchOptions } = playwrightConfig.use ?? {};
  return chromium.launch({
    ...launchOptions,
    executablePath: process.env.CHROMIUM_PATH || launchOptions?.executablePath || '/usr/bin/chromium',
    headless: true,
  });
}
