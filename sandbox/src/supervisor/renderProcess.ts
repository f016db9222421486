import { logEvent } from '@mfp/shared/logs';
import { spawn, type ChildProcess } from 'node:child_process';
import { serverRenderResultSchema, type ServerRenderRequest, type ServerRenderResult } from '../contract/serverRender';
import type { FetchAnswer, FetchAsk, FromRenderProcess, ToRenderProcess } from '../process/messages';
import type { RenderCommand } from './renderCommand';

const START_TIMEOUT_MS = 15_000;
/** How long past a render's own deadline the process may stay silent before it is taken for hung and killed. */
const GRACE_MS = 2_000;
const STDERR_KEPT = 4000;

interface Pending {
  resolve: (result: ServerRenderResult) => void;
  backstop: NodeJS.Timeout;
  started: number;
  /** The render's own API origins, which a fetch may claim only while a render that has them is in flight. */
  fetchOrigins: readonly string[];
}

export interface RenderProcessHooks {
  log: (line: object) => void;
  fetch: (ask: FetchAsk) => Promise<FetchAnswer>;
  exited: (process: RenderProcess) => void;
}

/**
 * One running render process: renders in flight by id, fetches it asks the host for, and its end. When it dies,
 * every render in it fails as `sandbox-crashed` and the owner starts another for the next render.
 */
export class RenderProcess {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stderr = '';
  private alive = true;
  private stopping = false;
  readonly ready: Promise<{ node: string }>;

  constructor(
    command: RenderCommand,
    private readonly hooks: RenderProcessHooks,
  ) {
    this.child = spawn(command.command, command.args, {
      env: {},
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    this.child.stderr?.on('data', (data: Buffer) => {
      this.stderr = (this.stderr + data.toString('utf8')).slice(-STDERR_KEPT);
    });
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
      this.child.on('message', (message: FromRenderProcess) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve({ node: message.node });
        } else this.receive(message);
      });
      this.child.on('exit', (code, signal) => {
        clearTimeout(timer);
        this.ended(code, signal);
        reject(new Error(`exited (${signal ?? `code ${code}`}) before it was ready: ${this.stderr.trim()}`));
      });
      this.child.on('error', (error) => reject(error));
    });
    this.ready.catch(() => this.kill());
  }

  get running(): boolean {
    return this.alive;
  }

  render(request: ServerRenderRequest): Promise<ServerRenderResult> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const started = performance.now();
      const backstop = setTimeout(() => {
        this.settle(id, {
          status: 'failed',
          kind: 'server-render-timed-out',
          message: `the render process did not answer within ${request.deadlineMs} ms + ${GRACE_MS} ms; restarting it`,
          renderMs: performance.now() - started,
        });
        this.kill();
      }, request.deadlineMs + GRACE_MS);
      this.pending.set(id, { resolve, backstop, started, fetchOrigins: request.fetchOrigins ?? [] });
      this.send({ type: 'render', id, request });
    });
  }

  kill(): void {
    if (this.alive) this.child.kill('SIGKILL');
  }

  /** Ends it on purpose (the sandbox closes): not logged as an exit. */
  stop(): void {
    this.stopping = true;
    this.kill();
  }

  private send(message: ToRenderProcess): void {
    if (this.alive && this.child.connected) this.child.send(message);
  }

  private receive(message: FromRenderProcess): void {
    if (message.type === 'result') this.settleFromProcess(message.id, message.result);
    else if (message.type === 'log') this.hooks.log(message.line);
    else if (message.type === 'fetch') {
      const { fetchId, ...ask } = message;
      const vouched = { ...ask, fetchOrigins: this.inFlightOrigins(ask.fetchOrigins) };
      void this.hooks.fetch(vouched).then((answer) => this.send({ type: 'fetch-answer', fetchId, answer }));
    }
  }

  /**
   * The origins a fetch claims for its remote, kept only where a render in flight was given them: the process holds
   * remote code, so it cannot widen what any render may reach beyond what the host sent.
   */
  private inFlightOrigins(claimed: unknown): string[] {
    if (!Array.isArray(claimed)) return [];
    const given = new Set([...this.pending.values()].flatMap((pending) => pending.fetchOrigins));
    return claimed.filter((origin): origin is string => typeof origin === 'string' && given.has(origin));
  }

  /** The process holds remote code: what it says is checked like any other input before the host uses it. */
  private settleFromProcess(id: number, result: unknown): void {
    const checked = serverRenderResultSchema.safeParse(result);
    if (checked.success) this.settle(id, checked.data);
    else {
      this.settle(id, {
        status: 'failed',
        kind: 'sandbox-crashed',
        message: 'the render process answered out of contract',
        renderMs: 0,
      });
      this.kill();
    }
  }

  private settle(id: number, result: ServerRenderResult): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.backstop);
    this.pending.delete(id);
    pending.resolve(result);
  }

  private ended(code: number | null, signal: NodeJS.Signals | null): void {
    if (!this.alive) return;
    this.alive = false;
    const how = signal ?? `code ${code}`;
    for (const [id, pending] of this.pending) {
      this.settle(id, {
        status: 'failed',
        kind: 'sandbox-crashed',
        message: `the render process ended (${how}) during this render`,
        renderMs: performance.now() - pending.started,
      });
    }
    if (!this.stopping) this.hooks.log({ ...logEvent('sandbox-exited'), how, stderr: this.stderr.slice(-1000) });
    this.hooks.exited(this);
  }
}
