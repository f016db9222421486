import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inputHash, packageInputHash } from './inputHash';

let root: string;
let packageDir: string;

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const hash = () => inputHash(packageDir, 'production', root);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mfp-input-hash-'));
  packageDir = path.join(root, 'remotes', 'catalog');
  write('package.json', '{"workspaces": []}');
  write('package-lock.json', '{}');
  write('tsconfig.json', '{"compilerOptions": {}}');
  write('shared/src/index.ts', 'export const shared = 1;');
  write('webpack/index.ts', 'export const config = 1;');
  write('remotes/catalog/src/App.tsx', 'export default function App() { return null; }');
  write('remotes/catalog/package.json', '{"version": "1.0.0"}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('inputHash', () => {
  it('is stable while nothing changes, and differs by mode', () => {
    expect(hash()).toBe(hash());
    expect(inputHash(packageDir, 'development', root)).not.toBe(hash());
  });

  it.each([
    'remotes/catalog/src/App.tsx',
    'remotes/catalog/package.json',
    'shared/src/index.ts',
    'webpack/index.ts',
    'tsconfig.json',
    'package.json',
    'package-lock.json',
  ])('changes when %s changes', (file) => {
    const before = hash();
    write(file, '// changed');
    expect(hash()).not.toBe(before);
  });

  it('changes when a build-relevant dotfile appears', () => {
    const before = hash();
    write('remotes/catalog/.browserslistrc', 'defaults');
    expect(hash()).not.toBe(before);
  });

  it.each([
    'remotes/catalog/dist/main.js',
    'remotes/catalog/dist/.build-stamp',
    'remotes/catalog/sourcemaps/main.js.map',
    'remotes/catalog/node_modules/x/index.js',
    'remotes/catalog/src/App.test.tsx',
    'shared/src/index.test.ts',
    'remotes/catalog/.DS_Store',
  ])('ignores %s', (file) => {
    const before = hash();
    write(file, 'anything');
    expect(hash()).toBe(before);
  });

  it('ignores files outside the package, shared/, webpack/ and the root build files', () => {
    const before = hash();
    write('remotes/cart/src/App.tsx', 'another remote');
    write('README.md', 'docs');
    expect(hash()).toBe(before);
  });
});

describe('packageInputHash', () => {
  const own = () => packageInputHash(packageDir, 'production');

  it("changes with the package's own files and mode, and with nothing around it", () => {
    const before = own();
    expect(own()).toBe(before);
    expect(packageInputHash(packageDir, 'development')).not.toBe(before);
    write('shared/src/index.ts', '// changed');
    write('remotes/catalog/dist/main.js', 'output');
    expect(own()).toBe(before);
    write('remotes/catalog/src/App.tsx', '// changed');
    expect(own()).not.toBe(before);
  });

  it('is the same for the same files in another folder: a clone of the repository builds the same name', () => {
    const clone = path.join(root, 'clone');
    for (const file of ['src/App.tsx', 'package.json'])
      write(path.join('clone', file), readFileSync(path.join(packageDir, file), 'utf8'));
    expect(packageInputHash(clone, 'production')).toBe(own());
  });
});
