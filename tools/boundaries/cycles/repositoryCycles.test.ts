import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { packageOf, sourceFilesByPackage } from './repositoryCycles';

describe('packageOf', () => {
  const roots = ['.', 'host', 'host/server', 'remotes/cart'];

  it("is the folder of the file's nearest package.json", () => {
    expect(packageOf('host/src/index.ts', roots)).toBe('host');
    expect(packageOf('host/server/http/app.ts', roots)).toBe('host/server');
    expect(packageOf('remotes/cart/src/App.tsx', roots)).toBe('remotes/cart');
  });

  it("is the root's for a file in no workspace, including one whose name starts like a package's", () => {
    expect(packageOf('scripts/dev.ts', roots)).toBe('.');
    expect(packageOf('hostile/x.ts', roots)).toBe('.');
    expect(packageOf('playwright.config.ts', roots)).toBe('.');
  });
});

describe('sourceFilesByPackage', () => {
  const byPackage = sourceFilesByPackage(repoRoot);
  const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const workspaceFolders = workspaces.flatMap((workspace) =>
    workspace.endsWith('/*')
      ? readdirSync(path.join(repoRoot, workspace.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(workspace.slice(0, -2), entry.name))
      : [workspace],
  );

  it.each(workspaceFolders)('holds the workspace %s as a package of its own', (workspace) => {
    expect(byPackage.has(workspace)).toBe(true);
  });

  it.each(['host/src', 'webpack', 'scripts', 'bench', 'tools', 'e2e/support'])('holds the source of %s', (folder) => {
    const root = packageOf(`${folder}/`, [...byPackage.keys()]);
    const inFolder = (byPackage.get(root) ?? []).filter((file) => path.join(root, file).startsWith(`${folder}/`));
    expect(inFolder.length).toBeGreaterThan(1);
  });

  it('leaves out what git ignores, such as build output and installed packages', () => {
    const all = [...byPackage].flatMap(([root, files]) => files.map((file) => path.join(root, file)));
    expect(all.filter((file) => /(^|\/)(node_modules|dist)\//.test(file))).toEqual([]);
  });
});
