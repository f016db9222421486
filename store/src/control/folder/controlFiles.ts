import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { FOLDER_STORE_NAMES } from '../../folder/folderLayout';
import { deployTokenRecordSchema, remoteRegistrationSchema, remoteSettingsSchema } from '../controlRecordSchemas';
import { parseControlJson, parseControlRecord } from '../controlRecordsCorrupt';

/** Where a records folder keeps the deploy API's records, beside `releases.json`. */
export interface ControlFiles {
  /** Every token's record (hashes only), owner-only (0600). */
  tokens: string;
  /** Remotes registered before their first deploy. */
  remotes: string;
  /** The platform team's settings of each remote (`npm run remotes -- server-render`). */
  remoteSettings: string;
  /** The audit trail, one JSON entry a line, appended only. */
  audit: string;
}

export const controlFiles = (dir: string): ControlFiles => ({
  tokens: path.join(dir, FOLDER_STORE_NAMES.tokens),
  remotes: path.join(dir, FOLDER_STORE_NAMES.registrations),
  remoteSettings: path.join(dir, FOLDER_STORE_NAMES.remoteSettings),
  audit: path.join(dir, FOLDER_STORE_NAMES.audit),
});

export const tokensFileSchema = z.looseObject({ tokens: z.array(deployTokenRecordSchema) });
export const remotesFileSchema = z.looseObject({ remotes: z.array(remoteRegistrationSchema) });
export const remoteSettingsFileSchema = z.looseObject({ remotes: z.array(remoteSettingsSchema) });

/** A records file read and validated by `schema`; `empty` when there is none yet. */
export async function readControlFile<S extends z.ZodType>(
  file: string,
  schema: S,
  empty: z.output<S>,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw error;
  }
  return parseControlRecord(schema, parseControlJson(text, file), file);
}

export const formatControlFile = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
