import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KIT_STAMP_FILE } from '@mfp/shared/deploy';
import { describeGateProblem } from './gateProblem';
import { folderFiles } from './releaseFiles';
import { LISTED_STYLE_LEAKS, unscopedStyles } from './unscopedStyles';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-styles-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const refusal = async (esModule: boolean) => {
  const found = await unscopedStyles(folderFiles(dir), 'reviews', [], esModule);
  return found && describeGateProblem('reviews', { kind: 'unscoped-style', ...found });
};

describe('unscopedStyles, the gate on every .css file of a release', () => {
  it('passes a release without stylesheets or with scoped ones', async () => {
    writeFileSync(path.join(dir, 'a.css'), '[data-mfp-slot="reviews"] button { color: red }');
    expect(await unscopedStyles(folderFiles(dir), 'reviews', [], false)).toBeUndefined();
  });

  it('names the file, line and selector, and gives the config for the build the release came from', async () => {
    writeFileSync(path.join(dir, 'a.css'), '.x {}\nbody { overflow: hidden }');
    expect(await refusal(false)).toMatch(
      /^2 rule\(s\) .*outside the slot of "reviews".*: a\.css:1 \.x; a\.css:2 body\. To fix it, build with the kit's createRemoteConfig.*postcss-loader.*slotScope\(\{ remote: 'reviews' \}\)/,
    );
    expect(await refusal(true)).toMatch(/your Vite config: .*css: \{ postcss: \{ plugins: \[slotScope/);
    writeFileSync(path.join(dir, KIT_STAMP_FILE), '{}');
    expect(await refusal(false)).toMatch(/build again with the current @mfp\/remote-kit/);
  });

  it(`lists the first ${LISTED_STYLE_LEAKS} leaks and counts the rest`, async () => {
    const total = LISTED_STYLE_LEAKS + 30;
    writeFileSync(path.join(dir, 'many.css'), Array.from({ length: total }, (_, index) => `.c${index} {}`).join('\n'));
    const found = await unscopedStyles(folderFiles(dir), 'reviews', [], false);
    expect(found?.count).toBe(total);
    expect(found?.leaks).toHaveLength(LISTED_STYLE_LEAKS);
    expect(await refusal(false)).toContain(`many.css:${LISTED_STYLE_LEAKS} .c${LISTED_STYLE_LEAKS - 1}; and 30 more.`);
  });
});
