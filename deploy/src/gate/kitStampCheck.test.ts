import { KIT_STAMP_FILE, REMOTE_CONTRACT_VERSION } from '@mfp/shared/deploy';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { realManifest, writeReleaseFolder } from '../testing/releaseFolder';
import { checkRelease } from './checkRelease';
import { describeGateProblem } from './gateProblem';
import { hostSharedVersions } from './hostSharedVersions';
import { folderFiles } from './releaseFiles';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-gate-kit-'));
  writeReleaseFolder(dir, realManifest('catalog'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const check = () =>
  checkRelease({ files: folderFiles(dir), remote: 'catalog', module: './App', hostShared: hostSharedVersions() });
const stamp = (content: unknown) =>
  writeFileSync(path.join(dir, KIT_STAMP_FILE), typeof content === 'string' ? content : JSON.stringify(content));
const kit = (contract: number) => ({
  kit: '@mfp/remote-kit',
  version: `${contract}.4.0`,
  contract,
  bundler: 'webpack',
});

describe('the kit stamp', () => {
  it('passes a release without one (a remote built from the documented config blocks)', async () => {
    expect((await check()).problems).toEqual([]);
  });

  it("passes a release built by a kit that speaks this platform's contract", async () => {
    stamp(kit(REMOTE_CONTRACT_VERSION));
    expect((await check()).problems).toEqual([]);
  });

  it('refuses a kit of another contract, naming the kit it was built with and the one to install', async () => {
    stamp(kit(REMOTE_CONTRACT_VERSION + 1));
    const { problems } = await check();
    expect(problems).toEqual([{ kind: 'kit-incompatible', detail: expect.stringContaining('@mfp/remote-kit@2.4.0') }]);
    expect(describeGateProblem('catalog', problems[0]!)).toBe(
      `the remote was built for another platform: it was built with @mfp/remote-kit@2.4.0, which speaks contract 2; ` +
        `this platform speaks contract 1. Install @mfp/remote-kit@^1 (npm install --save-dev "@mfp/remote-kit@^1") ` +
        `and build again`,
    );
  });

  it.each([
    ['not JSON', '{ kit', /mfp-kit\.json is not JSON/],
    [
      'without a contract',
      { kit: '@mfp/remote-kit', version: '1.0.0', bundler: 'webpack' },
      /not a kit stamp \(contract:/,
    ],
    ['a contract that is not a number', { ...kit(1), contract: '1' }, /not a kit stamp \(contract:/],
  ])('refuses a stamp %s, with the kit to install', async (_what, content, detail) => {
    stamp(content);
    const { problems } = await check();
    expect(problems).toEqual([{ kind: 'kit-incompatible', detail: expect.stringMatching(detail) }]);
    expect(describeGateProblem('catalog', problems[0]!)).toMatch(/Install @mfp\/remote-kit@\^1 /);
  });
});
