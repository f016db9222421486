import { SettingsError } from '@mfp/settings';
import { StoreError } from '@mfp/store';
import { DeployRefusal } from '../refusal/deployRefusal';
import { refusalCodeOf } from '../refusal/refusalCode';

/** The stages of a deploy, in order; a rollback runs only the last two. */
export const STAGES = ['build', 'check', 'publish', 'switch'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * A stage failed; the message names the stage and says what was left as it was. Its code is its cause's (a gate
 * refusal, a store problem), `internal` for anything else.
 */
export class StageFailedError extends DeployRefusal {
  override name = 'StageFailedError';
  constructor(
    readonly stage: Stage,
    message: string,
    options: ErrorOptions & { cause: unknown },
  ) {
    super(refusalCodeOf(options.cause), message, options);
  }
}

/** Errors whose message is the whole story; `also` names the caller's own (a build's compile errors). */
export function isExpectedFailure(error: unknown, also?: (error: unknown) => boolean): boolean {
  return (
    error instanceof DeployRefusal ||
    error instanceof StoreError ||
    error instanceof SettingsError ||
    (also?.(error) ?? false)
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs the stages of one command, printing each one's start and duration. A failing stage is wrapped in a
 * `StageFailedError` that names it and adds `unchanged` (what the failure left as it was, e.g. the live version).
 */
export class StageRunner {
  private readonly timings: { stage: Stage; ms: number }[] = [];
  private readonly started = Date.now();

  constructor(
    private readonly print: (line: string) => void,
    private readonly unchanged: string,
    private readonly isExpected?: (error: unknown) => boolean,
  ) {}

  async run<T>(stage: Stage, detail: string, work: () => Promise<T>): Promise<T> {
    this.print(`▶ ${stage}${detail ? ` ${detail}` : ''}`);
    const started = Date.now();
    try {
      const result = await work();
      const ms = Date.now() - started;
      this.timings.push({ stage, ms });
      this.print(`✓ ${stage} ${seconds(ms)}`);
      return result;
    } catch (error) {
      const ms = Date.now() - started;
      // An expected error's message is the story; anything else is a bug or the system (a full disk): keep its stack.
      const cause = isExpectedFailure(error, this.isExpected)
        ? (error as Error).message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
      throw new StageFailedError(stage, `${stage} failed after ${seconds(ms)}: ${cause}\n${this.unchanged}`, {
        cause: error,
      });
    }
  }

  /** `build 9.8 s, check 0.1 s, publish 1.3 s, switch 0.0 s; 11.2 s in all`. */
  summary(): string {
    const parts = this.timings.map(({ stage, ms }) => `${stage} ${seconds(ms)}`);
    return `${parts.join(', ')}; ${seconds(Date.now() - this.started)} in all`;
  }
}
