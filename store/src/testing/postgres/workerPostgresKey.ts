/** The global under which `PostgresTestEnvironment` lends a test file its worker's PostgreSQL server. */
export const WORKER_POSTGRES = '__mfpWorkerPostgres';
