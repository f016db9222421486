import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { forbiddenImportChains } from './valueImports';

/** The modules the host shares at run time (webpack/sharing/sharedDependencies.ts), and their subpaths. */
const SHARED_MODULE = /^(?:react|react-dom|react-router)(?:\/|$)/;

describe("the host's entry script", () => {
  it('imports no shared module before the async boundary, where the runtime has not negotiated them yet', () => {
    // The entry makes the page's services and starts the route's remote there (docs/decisions/0040).
    expect(forbiddenImportChains(path.join(repoRoot, 'host', 'src', 'index.ts'), SHARED_MODULE, repoRoot)).toEqual([]);
  });

  it('the check finds such an import through a chain of files, and ignores type-only imports and import()', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mfp-entry-imports-'));
    try {
      writeFileSync(path.join(dir, 'entry.ts'), "import { b } from './b';\nimport('./lazy');\nexport const a = b;\n");
      writeFileSync(
        path.join(dir, 'b.ts'),
        "import type { ReactNode } from 'react';\nimport { type FC } from 'react';\nexport { c as b } from './c';\n",
      );
      writeFileSync(
        path.join(dir, 'c.ts'),
        "import { createRoot } from 'react-dom/client';\nexport const c = createRoot;\n",
      );
      writeFileSync(path.join(dir, 'lazy.ts'), "import 'react';\n");
      expect(forbiddenImportChains(path.join(dir, 'entry.ts'), SHARED_MODULE, dir)).toEqual([
        'entry.ts → b.ts → c.ts → react-dom/client',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
