import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { TestPhase } from './testPhases';

/** How a phase ended: its exit code (or the signal that ended it) and its wall-clock time. */
export interface PhaseResult {
  name: string;
  ok: boolean;
  exit: number | string;
  milliseconds: number;
}

/**
 * Runs one phase, each line of its output prefixed with the phase's name: lanes run side by side, and a reader must
 * tell whose line is whose. The output is streamed, not held back, so a long phase shows its progress.
 */
export function runPhase(phase: TestPhase, root: string): Promise<PhaseResult> {
  const started = Date.now();
  const child = spawn(phase.command, phase.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
  });
  const prefix = `[${phase.name}] `;
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
  console.log(`${prefix}started: ${phase.command} ${phase.args.join(' ')}`);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const milliseconds = Date.now() - started;
      const exit = code ?? signal ?? 'unknown';
      console.log(`${prefix}${code === 0 ? 'passed' : `failed (${exit})`} in ${(milliseconds / 1000).toFixed(0)} s`);
      resolve({ name: phase.name, ok: code === 0, exit, milliseconds });
    });
  });
}
