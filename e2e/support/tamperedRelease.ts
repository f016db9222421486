import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exposeChunks, readManifest } from '@mfp/shared/compatibility';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';

/** The window property and `<html>` attribute that code added to a changed file sets if it ever runs. */
const MARK = 'mfpTampered';

/** Code that leaves a mark on the page if it ever runs: put in front of a file to change it. */
export const markCode = (where: string): string =>
  `;window.${MARK}=(window.${MARK}||[]).concat(${JSON.stringify(where)});` +
  `document.documentElement.setAttribute('data-${MARK.toLowerCase()}',${JSON.stringify(where)});`;

/** Nothing of a changed file ran in the page: no mark on the window, none on the document. */
export async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK)).toBeUndefined();
  await expect(page.locator('html')).not.toHaveAttribute(`data-${MARK.toLowerCase()}`);
}

/**
 * The chunk of `./App` itself among the scripts the manifest of the release in `dir` names for it: webpack and Rspack
 * call it `__federation_expose_App…`, Vite names it after the source file (`assets/App-<hash>.js`, listed after the
 * runtime's chunks).
 */
export function exposeChunkOf(dir: string): string {
  const read = readManifest(readFileSync(path.join(dir, REMOTE_MANIFEST_FILE), 'utf8'));
  const files = read.kind === 'manifest' ? exposeChunks(read.manifest, './App') : [];
  const chunk =
    files.find((file) => file.includes('__federation_expose_')) ??
    files.find((file) => /(?:^|\/)App-[\w-]+\.js$/.test(file)) ??
    files[0];
  if (!chunk) throw new Error(`${dir}: no expose chunk of ./App in its manifest`);
  return chunk;
}
