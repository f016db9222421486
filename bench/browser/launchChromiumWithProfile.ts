import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { pinProcessTree } from '../serve/cpuPinning';
import { devToolsEndpoint } from './devToolsEndpoint';
import type { ChromiumOptions } from './launchChromium';

export interface ProfileBrowser {
  browser: Browser;
  /** The profile's own context: its HTTP cache and V8 code cache live on disk, as a user's do. */
  context: BrowserContext;
  /** Stops the browser and deletes its profile. */
  close(): Promise<void>;
}

const CLOSE_TIMEOUT_MS = 5_000;

/**
 * Debian's Chromium with a profile of its own in a fresh temporary folder, connected over CDP. Playwright's own
 * contexts are off the record, and Chromium keeps no V8 code cache for those (decision 0047): a returning user's
 * visit can only be measured in a real profile. `launchPersistentContext` gives one too, but no `Browser`, so no
 * tracing; connecting to a browser we start ourselves keeps both.
 */
export async function launchChromiumWithProfile({
  trustedSpki = [],
  cpus,
}: ChromiumOptions = {}): Promise<ProfileBrowser> {
  const { launchOptions } = playwrightConfig.use ?? {};
  const executable = process.env.CHROMIUM_PATH || launchOptions?.executablePath || '/usr/bin/chromium';
  const profile = await mkdtemp(path.join(os.tmpdir(), 'mfp-bench-profile-'));
  const child = spawn(
    executable,
    [
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...(launchOptions?.args ?? []),
      ...(trustedSpki.length > 0 ? [`--ignore-certificate-errors-spki-list=${trustedSpki.join(',')}`] : []),
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // A binary that cannot be started emits `error` and never `exit`.
  let startError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      startError = error;
      resolve();
    });
  });
  let browser: Browser | undefined;
  const close = async () => {
    // Asked to quit, Chromium stops its helper processes before it exits; killed, they may still write the profile.
    await browser
      ?.newBrowserCDPSession()
      .then((session) => session.send('Browser.close'))
      .catch(() => undefined);
    const stopped = await Promise.race([exited.then(() => true), delay(CLOSE_TIMEOUT_MS).then(() => false)]);
    if (!stopped) child.kill('SIGKILL');
    await exited;
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  try {
    const endpoint = await devToolsEndpoint({
      stderr: child.stderr,
      exited,
      exitReason: () => (startError ? `could not be started (${startError.message})` : `exited with ${child.exitCode}`),
      executable,
    });
    child.stderr.resume();
    if (cpus !== undefined && child.pid !== undefined) pinProcessTree(child.pid, cpus);
    browser = await chromium.connectOverCDP(endpoint);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium started with a profile but has no default context');
    return { browser, context, close };
  } catch (error) {
    await close();
    throw error;
  }
}
