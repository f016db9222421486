import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { realManifest, writeReleaseFolder } from '../../testing/releaseFolder';
import { describeGateProblem } from '../gateProblem';
import { passGate } from '../gateVerdict';
import { hostSharedVersions } from '../hostSharedVersions';
import { folderFiles } from '../releaseFiles';
import { serverBuildProblems } from './serverBuildProblems';

const hostShared = hostSharedVersions();
/** A server script as the kit writes it: the shared singletons from `__mfpShared`, minified or not. */
const GOOD_SCRIPT =
  '(()=>{const n=globalThis.__mfpShared["react/jsx-runtime"],s=globalThis.__mfpShared.react,' +
  'i=globalThis.__mfpShared["react-router"];globalThis.__mfpServerExposes={"./App":{default:()=>null}}})();';
const manifestOf = (overrides: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  name: 'catalog',
  entry: 'catalog.0123abcd.js',
  exposes: ['./App'],
  shared: hostShared,
  ...overrides,
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-server-gate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeServerBuild(files: Record<string, string>): void {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, 'server', file), text);
}
const withScript = (script: string, manifest = manifestOf()) =>
  writeServerBuild({ 'mfp-server.json': JSON.stringify(manifest), 'catalog.0123abcd.js': script });
const check = () => serverBuildProblems(folderFiles(dir), 'catalog', './App', hostShared);
const messages = async () => (await check()).map((problem) => describeGateProblem('catalog', problem));

describe('the gate passes', () => {
  it('that only mentions modules in text: strings, templates, comments, a curried call, a method named require', async () => {
    withScript(
      `${GOOD_SCRIPT}const help="Use require('fs') on the server, or import x from 'vm'";` +
        'const t=`import(\'child_process\')`;/* require("net") */i18n()("lodash");api.require("http");',
    );
    expect(await check()).toEqual([]);
  });

  it('a release without a server build: it renders in the browser only, as before', async () => {
    writeReleaseFolder(dir, realManifest('catalog'));
    await expect(check()).resolves.toEqual([]);
  });

  it("a server build as the kit writes it: one script reading only the host's shared singletons", async () => {
    withScript(GOOD_SCRIPT);
    await expect(check()).resolves.toEqual([]);
  });
});

describe('the gate refuses a server build', () => {
  it('whose manifest is missing, not JSON, of another shape, or names a script the release lacks', async () => {
    writeServerBuild({ 'catalog.0123abcd.js': GOOD_SCRIPT });
    expect(await messages()).toEqual([
      expect.stringMatching(/server\/ holds server\/catalog.*but no mfp-server\.json/),
    ]);
    writeServerBuild({ 'mfp-server.json': '{' });
    expect(await check()).toEqual([{ kind: 'server-build-invalid', detail: 'server/mfp-server.json is not JSON' }]);
    writeServerBuild({ 'mfp-server.json': JSON.stringify(manifestOf({ entry: '../x.js' })) });
    expect(await messages()).toEqual([
      expect.stringMatching(/entry must be a file name inside server\/.*serverBuild: false/),
    ]);
    rmSync(path.join(dir, 'server', 'catalog.0123abcd.js'));
    writeServerBuild({ 'mfp-server.json': JSON.stringify(manifestOf()) });
    expect(await messages()).toEqual([expect.stringMatching(/names catalog\.0123abcd\.js, which is missing/)]);
  });

  it('of another remote, without the module, or split into chunks', async () => {
    withScript(GOOD_SCRIPT, manifestOf({ name: 'cart', exposes: ['./Other'] }));
    writeServerBuild({ '1.0123abcd.js': 'chunk();' });
    expect(await messages()).toEqual([
      expect.stringMatching(/names "cart", not "catalog"/),
      expect.stringMatching(/does not expose \.\/App/),
      expect.stringMatching(/scripts besides its entry \(server\/1\.0123abcd\.js\)/),
    ]);
  });

  it("built against a shared singleton of another major than the host's", async () => {
    withScript(GOOD_SCRIPT, manifestOf({ shared: { ...hostShared, react: '18.3.1' } }));
    const problems = await check();
    expect(problems.map((problem) => problem.kind)).toEqual(['server-shared-incompatible']);
    expect(await messages()).toEqual([expect.stringMatching(/react.*18\.3\.1.*in server\/mfp-server\.json.*Pin/)]);
  });

  it("that asks for Node's modules, by require, import(), an ES import or node: names", async () => {
    withScript(
      `${GOOD_SCRIPT}require("fs");const c=require('child_process');import("node:net");` +
        'module.exports=__WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");import v from "vm";',
    );
    const problems = await check();
    expect(problems).toEqual([
      { kind: 'server-node-builtin', modules: ['child_process', 'fs', 'node:net', 'vm', 'worker_threads'] },
      { kind: 'server-module-unprovided', modules: [expect.stringMatching(/named at run time/)] },
    ]);
    expect(await messages()).toContainEqual(
      expect.stringMatching(/Node's "child_process".*Keep that code out of \.\/App/),
    );
  });

  it('that asks for a module the host does not provide: a require, an unresolved request, a shared subpath', async () => {
    withScript(
      `${GOOD_SCRIPT}const l=require("lodash");` +
        'var e=new Error("Cannot find module \'left-pad\'");e.code="MODULE_NOT_FOUND";' +
        'const d=globalThis.__mfpShared["react-dom/client"];',
    );
    expect(await check()).toEqual([
      { kind: 'server-module-unprovided', modules: ['left-pad', 'lodash', 'react-dom/client'] },
    ]);
    expect(await messages()).toEqual([expect.stringMatching(/only react, react\/jsx-runtime.*Bundle that module/)]);
  });

  it('whose script is not JavaScript at all', async () => {
    withScript(`${GOOD_SCRIPT}const = ;`);
    expect(await check()).toEqual([
      { kind: 'server-build-invalid', detail: expect.stringMatching(/^catalog\.0123abcd\.js is not JavaScript: /) },
    ]);
  });

  it('unless forced, which the history records as for any other problem', async () => {
    writeReleaseFolder(dir, realManifest('catalog'));
    withScript(`${GOOD_SCRIPT}require("fs");`);
    const input = { files: folderFiles(dir), remote: 'catalog', module: './App', hostShared };
    await expect(passGate(input, false, () => undefined)).rejects.toThrow(/server-node-builtin: .*"fs"/);
    const forced = await passGate(input, true, () => undefined);
    expect(forced?.problems).toEqual([expect.stringMatching(/^server-node-builtin: /)]);
  });
});
