import { TestEnvironment } from 'jest-environment-node';
import { WORKER_POSTGRES } from './workerPostgresKey';
import { workerPostgres } from './workerPostgres';

/**
 * The node projects' jest environment: Node's, plus the worker's PostgreSQL (`workerPostgres`) on the test file's
 * global. Jest loads an environment's module once per worker, outside the per-file module registry it resets, so the
 * server outlives each file; a module a test file imports would be loaded afresh for every file.
 */
export default class PostgresTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global[WORKER_POSTGRES] = workerPostgres;
  }
}
