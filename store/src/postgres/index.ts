/** `@mfp/store/postgres`: the records in a PostgreSQL database, for code that opens them without a whole store. */
export { createPostgresRecords, type PostgresRecords } from './createPostgresRecords';
