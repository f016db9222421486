import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { childrenNamed, pinProcessTree } from '../serve/cpuPinning';

export interface ChromiumOptions {
  /** base64 SHA-256 SPKI hashes of certificates to accept as valid (the bench's self-signed one). */
  trustedSpki?: readonly string[];
  /** Cores to move the browser's processes onto once started (`taskset`), with those it starts later. */
  cpus?: string;
}

/**
 * Debian's Chromium (never a downloaded one), headless, with the launch flags of the browser tests: one list of flags
 * known to work on this machine (playwright.config.ts).
 */
export async function launchChromium({ trustedSpki = [], cpus }: ChromiumOptions = {}): Promise<Browser> {
  const { launchOptions } = playwrightConfig.use ?? {};
  const before = new Set(childrenNamed(/chrom/));
  const browser = await chromium.launch({
    ...launchOptions,
    executablePath: process.env.CHROMIUM_PATH || launchOptions?.executablePath || '/usr/bin/chromium',
    headless: true,
    args: [
      ...(launchOptions?.args ?? []),
      // Playwright passes its own --user-data-dir, without which Chromium ignores this flag.
      ...(trustedSpki.length > 0 ? [`--ignore-certificate-errors-spki-list=${trustedSpki.join(',')}`] : []),
    ],
  });
  if (cpus !== undefined) for (const pid of childrenNamed(/chrom/)) if (!before.has(pid)) pinProcessTree(pid, cpus);
  return browser;
}
