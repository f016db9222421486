import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { openStore, parseFilesUrl, parseRecordsUrl, type OpenedStore } from '@mfp/store';
import { startPostgres, type PostgresTestServer } from '@mfp/store/testing';
import { E2E_PATHS } from './e2ePaths';
import { E2E_PORTS } from './e2ePorts';
import { startHostServerProcess, type HostServerProcess } from './startHostServerProcess';

const run = promisify(execFile);

/** How often the lease holder looks for a rollout decision due: short, so a test waits on visits, never on a clock. */
const ANALYSIS_TICK_MS = 200;

/**
 * Two host servers, each started as `npm run serve`, sharing their records in one real PostgreSQL and their files in
 * the test store's folder (served by the test store server), as production runs N of them behind a load balancer
 * (decision 0033). Every browser's load time is reported (`TIMING_SAMPLE_RATE=1`), so a rollout's p95 has samples.
 */
export class DeliveryFleet {
  readonly ports = [E2E_PORTS.deliveryHostA, E2E_PORTS.deliveryHostB] as const;
  readonly hosts = new Map<number, HostServerProcess>();
  store!: OpenedStore;
  private postgres!: PostgresTestServer;
  private recordsUrl = '';
  private secretsDir = '';

  static url = (port: number) => `http://localhost:${port}`;
  logFile = (port: number) => path.join(E2E_PATHS.workDir, `delivery-host-${port}.log`);

  settings(): Record<string, string> {
    return {
      STORE_DIR: this.secretsDir,
      STORE_RECORDS_URL: this.recordsUrl,
      STORE_FILES_URL: E2E_PATHS.storeDir,
      STORE_PUBLIC_URL: `http://localhost:${E2E_PORTS.store}`,
      REGISTRY_MAX_STALENESS_MS: '1000',
      TIMING_SAMPLE_RATE: '1',
      ROLLOUT_ANALYSIS_TICK_MS: String(ANALYSIS_TICK_MS),
    };
  }

  async start(): Promise<void> {
    this.postgres = await startPostgres();
    this.recordsUrl = await this.postgres.createDatabase();
    this.secretsDir = mkdtempSync(path.join(tmpdir(), 'mfp-delivery-'));
    this.store = openStore({
      dir: this.secretsDir,
      filesUrl: parseFilesUrl(E2E_PATHS.storeDir),
      recordsUrl: parseRecordsUrl(this.recordsUrl),
    });
    for (const port of this.ports) await this.startHost(port);
  }

  async startHost(port: number): Promise<void> {
    const settings = { ...this.settings(), PORT: String(port) };
    this.hosts.set(port, await startHostServerProcess(settings, this.logFile(port), 'host-alone'));
  }

  /** Kills a host server with SIGKILL: no shutdown of its own, as a machine that dies. */
  async kill(port: number): Promise<void> {
    const host = this.hosts.get(port);
    if (!host) return;
    const exited = new Promise((resolve) => host.child.once('exit', resolve));
    host.child.kill('SIGKILL');
    await exited;
    this.hosts.delete(port);
  }

  /** `npm run <script>` of the platform's repository, as the platform team runs it, against the fleet's records. */
  async platform(script: 'remotes' | 'tokens', ...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join('scripts', `${script}.ts`), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...this.settings() },
    });
    return stdout;
  }

  /** The JSON log lines of one host server whose `event` is `event`. */
  logLines(port: number, event: string): Record<string, unknown>[] {
    let text: string;
    try {
      text = readFileSync(this.logFile(port), 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter((line) => line.includes(`"${event}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === event);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.hosts.values()].map((host) => host.stop()));
    await this.store?.close();
    await this.postgres?.close();
    if (this.secretsDir) rmSync(this.secretsDir, { recursive: true, force: true });
  }
}
