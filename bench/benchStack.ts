import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser/launchChromium';
import { launchChromiumWithProfile } from './browser/launchChromiumWithProfile';
import { REGISTRY_COPIES_DIR } from './registrySize/registryCopies';
import type { OpenProfile, VariantUrls } from './runCases';
import { trustCertificate } from './serve/benchFetch';
import { pinProcess, type CpuPlan } from './serve/cpuPinning';
import { makeSelfSignedCertificate } from './serve/selfSignedCertificate';
import { startBenchServerProcess, type BenchServerProcess } from './serve/startBenchServerProcess';
import { startTlsProxy, tlsOrigins } from './serve/tlsProxy';

/** What `npm run bench` measures with: the servers, nginx in front of them with TLS, and Chromium. */
export interface BenchStack {
  /** The bench's servers (one child process): both variants, the store, the faults. */
  servers: BenchServerProcess;
  /** Each variant's host over HTTP/1.1 and over HTTP/2 with TLS. */
  urls: VariantUrls;
  /** The store of the registry-size copies (`bench/registrySize/`). */
  registryCopiesStore: string;
  /** Chromium, trusting the run's certificate, for every case but the returning visit. */
  browser: Browser;
  /** A Chromium with an on-disk profile of its own, for the returning visit. */
  openProfile: OpenProfile;
  /** Stops everything above and deletes the certificate. */
  close(): Promise<void>;
}

/**
 * Starts the servers, nginx and Chromium on the cores `plan` gives them, with a self-signed certificate that the bench
 * and Chromium trust. The servers are stopped if nginx fails to start.
 */
export async function startBenchStack(plan: CpuPlan): Promise<BenchStack> {
  const serverCpus = plan.kind === 'pinned' ? plan.serverCpus : undefined;
  const browserCpus = plan.kind === 'pinned' ? plan.browserCpus : undefined;
  const certificate = makeSelfSignedCertificate();
  trustCertificate(readFileSync(certificate.certPath, 'utf8'));
  const origins = await tlsOrigins();
  const servers = await startBenchServerProcess({
    env: { BENCH_TLS_STORE_ORIGIN: origins.store, BENCH_REGISTRY_COPIES_DIR: REGISTRY_COPIES_DIR },
    ...(serverCpus === undefined ? {} : { cpus: serverCpus }),
  });
  const { federatedBehindTls, registryCopiesStore } = servers.urls;
  if (federatedBehindTls === undefined || registryCopiesStore === undefined)
    throw new Error('the bench servers started without the TLS upstream or the registry-size store');
  const proxy = await startTlsProxy(
    origins,
    { federated: federatedBehindTls, singleBundle: servers.urls.singleBundle, store: servers.urls.store },
    certificate,
    serverCpus,
  ).catch(async (error: unknown) => {
    await servers.stop();
    throw error;
  });
  if (browserCpus !== undefined) pinProcess(process.pid, browserCpus);
  const chromiumOptions = {
    trustedSpki: [certificate.spkiSha256],
    ...(browserCpus === undefined ? {} : { cpus: browserCpus }),
  };
  const browser = await launchChromium(chromiumOptions);
  return {
    servers,
    urls: {
      http1: { federated: servers.urls.federated, singleBundle: servers.urls.singleBundle },
      h2: { federated: origins.federated, singleBundle: origins.singleBundle },
    },
    registryCopiesStore,
    browser,
    openProfile: () => launchChromiumWithProfile(chromiumOptions),
    async close() {
      await browser.close();
      await proxy.close();
      await servers.stop();
      certificate.remove();
    },
  };
}
