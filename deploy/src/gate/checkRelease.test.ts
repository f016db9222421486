import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_MODULE_FILES, MAX_STYLESHEET_FILES } from '@mfp/shared/registry';
import { slotSelector } from '@mfp/shared/styles';
import { realManifest, writeReleaseFolder } from '../testing/releaseFolder';
import { checkRelease } from './checkRelease';
import { describeGateProblem, type GateProblem } from './gateProblem';
import { hostSharedVersions } from './hostSharedVersions';
import { folderFiles } from './releaseFiles';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-gate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const check = (remote = 'catalog', module = './App') =>
  checkRelease({ files: folderFiles(dir), remote, module, hostShared: hostSharedVersions() });
const kinds = (problems: GateProblem[]) => problems.map((problem) => problem.kind);

describe('checkRelease passes', () => {
  it("the catalog's real manifest with every file it names, against the host's real shared set", async () => {
    const files = writeReleaseFolder(dir, realManifest('catalog'));
    const result = await check();
    expect(result).toEqual({ problems: [], warnings: [], filesChecked: files.length });
    expect(files.length).toBeGreaterThan(5);
  });

  it("the Vite fixture's real manifest (an ES-module entry): the host checks its modules against the deploy's hashes", async () => {
    const files = writeReleaseFolder(dir, realManifest('vite_ok'), { chunkIntegrity: false });
    const result = await check('fx_vite_ok');
    expect(result).toEqual({ problems: [], warnings: [], filesChecked: files.length });
  });

  it('a remote that may not use react-router, with a warning rather than a refusal (a soft problem)', async () => {
    writeReleaseFolder(dir, realManifest('foreign_no_router'));
    const result = await check('fx_foreign_no_router');
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/does not share react-dom .*share it as a singleton/),
      expect.stringMatching(/does not share react-router .*share it as a singleton/),
    ]);
  });
});

describe('checkRelease refuses', () => {
  it('a release without a manifest', async () => {
    writeFileSync(path.join(dir, 'remoteEntry.js'), '');
    expect(kinds((await check()).problems)).toEqual(['manifest-missing']);
  });

  it('a manifest that is not JSON, or not a federation manifest', async () => {
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name": ');
    expect((await check()).problems).toEqual([
      { kind: 'manifest-invalid', detail: expect.stringMatching(/^not JSON/) },
    ]);
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'catalog', exposes: [] }));
    expect((await check()).problems).toEqual([
      { kind: 'manifest-invalid', detail: expect.stringMatching(/metaData.*shared/) },
    ]);
  });

  it('a manifest of another container than the remote it is deployed as', async () => {
    writeReleaseFolder(dir, realManifest('foreign_ok'));
    expect((await check('catalog')).problems).toEqual([{ kind: 'name-mismatch', manifestName: 'fx_foreign_ok' }]);
  });

  it('a release that does not expose the module the host mounts', async () => {
    const manifest = realManifest('catalog');
    (manifest.exposes as { path: string }[])[0]!.path = './Other';
    writeReleaseFolder(dir, manifest);
    expect((await check()).problems).toEqual([{ kind: 'expose-missing', module: './App', exposed: ['./Other'] }]);
  });

  it('a release built against React 18: the compatibility check the host runs fails', async () => {
    writeReleaseFolder(dir, realManifest('foreign_react18'));
    const { problems } = await check('fx_foreign_react18');
    expect(kinds(problems)).toEqual(['shared-incompatible']);
    expect(problems.map((problem) => problem.kind === 'shared-incompatible' && problem.problem.type)).toEqual([
      'major-mismatch',
    ]);
  });

  it('a release requiring a newer react-router than the host provides, naming the pin and the host upgrade', async () => {
    const host = hostSharedVersions()['react-router']!;
    const [major, minor, patch] = host.split('.').map(Number);
    const newer = `${major}.${minor}.${patch! + 1}`;
    const manifest = realManifest('foreign_ok');
    for (const shared of manifest.shared as { name: string; version: string; requiredVersion: string }[])
      if (shared.name === 'react-router') Object.assign(shared, { version: newer, requiredVersion: `^${newer}` });
    writeReleaseFolder(dir, manifest);
    const { problems } = await check('fx_foreign_ok');
    expect(problems.map((problem) => describeGateProblem('fx_foreign_ok', problem))).toEqual([
      `remote \`fx_foreign_ok\` requires react-router ^${newer}, the host provides ${host}; pin react-router to ` +
        `${host} (npm install react-router@${host}) and require ^${host}, or ask the platform team to upgrade the ` +
        `host to react-router ${newer} or later: the host would refuse it as shared-incompatible`,
    ]);
  });

  it('a release that bundles its own React instead of sharing it', async () => {
    writeReleaseFolder(dir, realManifest('foreign_no_react'));
    const { problems } = await check('fx_foreign_no_react');
    expect(problems).toContainEqual({
      kind: 'shared-incompatible',
      problem: expect.objectContaining({ type: 'not-shared', package: 'react' }),
    });
  });

  it('a release missing its entry or a chunk the manifest names', async () => {
    const manifest = realManifest('catalog');
    const expose = '__federation_expose_App.5650a3dd.js';
    writeReleaseFolder(dir, manifest, { without: ['remoteEntry.js', expose] });
    expect((await check()).problems).toEqual([
      { kind: 'file-missing', file: 'remoteEntry.js', namedBy: 'the entry' },
      { kind: 'file-missing', file: expose, namedBy: 'expose ./App' },
    ]);
  });

  it('a SystemJS entry, which a production host cannot check', async () => {
    const manifest = realManifest('catalog');
    (manifest.metaData as { remoteEntry: { type: string } }).remoteEntry.type = 'system';
    writeReleaseFolder(dir, manifest);
    const { problems } = await check();
    expect(problems).toEqual([{ kind: 'entry-unverifiable', type: 'system' }]);
    expect(describeGateProblem('catalog', problems[0]!)).toMatch(
      /entry is of type "system".*refuses it as entry-unverifiable.*webpack 5 or Rspack.*or Vite/,
    );
  });

  it('an ES-module release with more JavaScript files than its registry entry carries, or a path it cannot carry', async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_MODULE_FILES }, (_, index) => [`assets/lazy-${index}.js`, `/* ${index} */`]),
    );
    writeReleaseFolder(dir, realManifest('vite_ok'), { chunkIntegrity: false, extra: many });
    const { problems } = await check('fx_vite_ok');
    expect(problems).toEqual([{ kind: 'modules-unrecordable', count: expect.any(Number), unfit: [] }]);
    expect(describeGateProblem('fx_vite_ok', problems[0]!)).toMatch(
      /\d+ JavaScript files besides the entry, more than 128.*entry-unverifiable.*codeSplitting/,
    );
    rmSync(dir, { recursive: true, force: true });
    writeReleaseFolder(dir, realManifest('vite_ok'), { chunkIntegrity: false, extra: { 'assets/.cache/x.js': '' } });
    expect((await check('fx_vite_ok')).problems).toEqual([
      { kind: 'modules-unrecordable', count: expect.any(Number), unfit: ['assets/.cache/x.js'] },
    ]);
  });

  it('an ES-module release with more stylesheets than its registry entry carries, or a path it cannot carry', async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_STYLESHEET_FILES + 1 }, (_, index) => [
        `assets/s${index}.css`,
        `${slotSelector('fx_vite_ok')} .s${index} {}`,
      ]),
    );
    writeReleaseFolder(dir, realManifest('vite_ok'), { chunkIntegrity: false, extra: many });
    const { problems } = await check('fx_vite_ok');
    expect(problems).toEqual([{ kind: 'styles-unrecordable', count: MAX_STYLESHEET_FILES + 1, unfit: [] }]);
    expect(describeGateProblem('fx_vite_ok', problems[0]!)).toMatch(
      /applies every stylesheet.*33 stylesheets, more than 32.*entry-unverifiable.*cssCodeSplit/,
    );
    rmSync(dir, { recursive: true, force: true });
    writeReleaseFolder(dir, realManifest('vite_ok'), { chunkIntegrity: false, extra: { 'assets/.cache/x.css': '' } });
    expect((await check('fx_vite_ok')).problems).toEqual([
      { kind: 'styles-unrecordable', count: 1, unfit: ['assets/.cache/x.css'] },
    ]);
  });

  it("a build whose entry does not hold its chunks' integrity: a changed chunk would run", async () => {
    const expose = '__federation_expose_App.5650a3dd.js';
    writeReleaseFolder(dir, realManifest('catalog'), { chunkIntegrity: false });
    const { problems } = await check();
    expect(kinds(problems)).toEqual(['chunks-unchecked']);
    const [problem] = problems;
    const chunks = problem?.kind === 'chunks-unchecked' ? problem.chunks : [];
    expect(chunks).toContainEqual({ file: expose, namedBy: 'expose ./App' });
    expect(chunks.every(({ file }) => file.endsWith('.js') && file !== 'remoteEntry.js')).toBe(true);
    expect(describeGateProblem('catalog', problem!)).toMatch(
      /entry does not carry the integrity of \d+ script\(s\).*webpack-subresource-integrity.*SubresourceIntegrityPlugin/,
    );
  });

  it('a chunk changed after the build: its hash in the entry no longer matches', async () => {
    const expose = '__federation_expose_App.5650a3dd.js';
    writeReleaseFolder(dir, realManifest('catalog'));
    writeFileSync(path.join(dir, expose), 'window.changed = true;');
    expect((await check()).problems).toEqual([
      { kind: 'chunks-unchecked', chunks: [{ file: expose, namedBy: 'expose ./App' }] },
    ]);
  });

  /** The catalog's manifest with a stylesheet for `./App`, as the kit's builds name one (decision 0054). */
  const withStylesheet = () => {
    const manifest = realManifest('catalog');
    const [expose] = manifest.exposes as { assets: { css: { sync: string[] } } }[];
    expose!.assets.css.sync = ['__federation_expose_App.0a1b2c3d.css'];
    return manifest;
  };

  it('passes a stylesheet whose hash the entry holds, as a script', async () => {
    writeReleaseFolder(dir, withStylesheet());
    expect((await check()).problems).toEqual([]);
  });

  it("a build whose entry does not hold its stylesheets' integrity: a changed stylesheet would apply", async () => {
    writeReleaseFolder(dir, withStylesheet(), { stylesheetIntegrity: false });
    const { problems } = await check();
    expect(problems).toEqual([
      {
        kind: 'stylesheets-unchecked',
        stylesheets: [{ file: '__federation_expose_App.0a1b2c3d.css', namedBy: 'expose ./App' }],
      },
    ]);
    expect(describeGateProblem('catalog', problems[0]!)).toMatch(
      /entry does not carry the integrity of 1 stylesheet\(s\) the manifest names \(__federation_expose_App\.0a1b2c3d\.css \(expose \.\/App\)\).*createRemoteConfig or createRspackRemoteConfig.*CssExtractRspackPlugin.*StylesheetIntegrityPlugin/,
    );
  });

  it('a stylesheet changed after the build, beside scripts that are intact', async () => {
    const sheet = '__federation_expose_App.0a1b2c3d.css';
    writeReleaseFolder(dir, withStylesheet());
    writeFileSync(path.join(dir, sheet), `${slotSelector('catalog')} { display: none }`);
    expect((await check()).problems).toEqual([
      { kind: 'stylesheets-unchecked', stylesheets: [{ file: sheet, namedBy: 'expose ./App' }] },
    ]);
  });

  it('a manifest naming files outside the release', async () => {
    const manifest = realManifest('catalog');
    (manifest.metaData as { remoteEntry: { path: string } }).remoteEntry.path = '../cart';
    const react = (manifest.shared as { name: string; assets: { js: { sync: string[] } } }[]).find(
      (shared) => shared.name === 'react',
    )!;
    react.assets.js.sync = ['https://cdn.example/react.js', '/etc/passwd'];
    writeReleaseFolder(dir, realManifest('catalog'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    expect((await check()).problems).toEqual([
      { kind: 'file-outside', file: '../cart/remoteEntry.js', namedBy: 'the entry' },
      { kind: 'file-outside', file: 'https://cdn.example/react.js', namedBy: 'shared react' },
      { kind: 'file-outside', file: '/etc/passwd', namedBy: 'shared react' },
    ]);
  });
});

describe('describeGateProblem', () => {
  it('gives one line per problem, naming what is wrong and how to fix it', async () => {
    const manifest = realManifest('foreign_react18');
    (manifest.exposes as { path: string }[])[0]!.path = './Other';
    writeReleaseFolder(dir, manifest, { without: ['remoteEntry.js'] });
    const { problems } = await check('catalog');
    expect(kinds(problems)).toEqual(['name-mismatch', 'expose-missing', 'shared-incompatible', 'file-missing']);
    const lines = problems.map((problem) => describeGateProblem('catalog', problem));
    for (const line of lines) expect(line).not.toContain('\n');
    expect(lines).toEqual([
      expect.stringMatching(/names the container "fx_foreign_react18", not "catalog".*Set name: 'catalog'/),
      expect.stringMatching(/does not expose \.\/App \(it exposes \.\/Other\).*Add exposes/),
      expect.stringMatching(
        /built with react 18\.3\.1, the host provides 19\..*pin react to 19\.3\.1 \(npm install react@19\.3\.1\).*host would refuse it/,
      ),
      expect.stringMatching(/names remoteEntry\.js \(the entry\), which the release does not have.*Rebuild/),
    ]);
  });
});
