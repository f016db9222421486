import { fileGraphOf, relativeImportsOf, resolveRelativeImport } from './fileGraph';

describe('relativeImportsOf', () => {
  it('reads every way a file names another: imports, re-exports, dynamic imports, requires and mocks', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import './sideEffect';",
      "export * from './reexported';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "const e = require('./e');",
      "jest.mock('../f', () => ({}));",
      "jest.doMock('./g');",
      "const h = jest.requireActual('./h');",
      'import {',
      '  i,',
      "} from './i';",
    ].join('\n');
    const expected = ['./a', '../b', './sideEffect', './reexported', './c', './d', './e', '../f', './g', './h', './i'];
    expect(relativeImportsOf(source)).toEqual(expected);
  });

  it('leaves out packages and strings that are not imported', () => {
    const source =
      "import React from 'react';\nimport { x } from '@mfp/shared/registry';\nconst path = './not-an-import';";
    expect(relativeImportsOf(source)).toEqual([]);
  });
});

describe('resolveRelativeImport', () => {
  const files = new Set(['src/a.ts', 'src/B.tsx', 'src/c/index.ts', 'src/d.ts', 'src/e.js', 'src/x/y.ts']);

  it('finds the file as TypeScript would: with an extension, a folder index, or a .js name for .ts source', () => {
    expect(resolveRelativeImport('src/x/y.ts', '../a', files)).toBe('src/a.ts');
    expect(resolveRelativeImport('src/a.ts', './B', files)).toBe('src/B.tsx');
    expect(resolveRelativeImport('src/a.ts', './c', files)).toBe('src/c/index.ts');
    expect(resolveRelativeImport('src/a.ts', './d.js', files)).toBe('src/d.ts');
    expect(resolveRelativeImport('src/a.ts', './e.js', files)).toBe('src/e.js');
    expect(resolveRelativeImport('src/a.ts', './x/y.ts', files)).toBe('src/x/y.ts');
  });

  it('finds nothing for JSON, a missing file or a file outside the given ones', () => {
    expect(resolveRelativeImport('src/a.ts', '../package.json', files)).toBeUndefined();
    expect(resolveRelativeImport('src/a.ts', './missing', files)).toBeUndefined();
    expect(resolveRelativeImport('src/a.ts', '../../other/a', files)).toBeUndefined();
  });
});

describe('fileGraphOf', () => {
  it('links each file to the given files it imports, once each, and keeps files that import nothing', () => {
    const sources: Record<string, string> = {
      'a.ts':
        "import { b } from './b';\nimport type { B } from './b';\nimport x from 'x';\nimport j from './data.json';",
      'b.ts': "export { a } from './a';",
      'c/index.ts': '',
    };
    const graph = fileGraphOf(Object.keys(sources), (file) => sources[file] ?? '');
    expect(Object.fromEntries([...graph].map(([file, imports]) => [file, [...imports]]))).toEqual({
      'a.ts': ['b.ts'],
      'b.ts': ['a.ts'],
      'c/index.ts': [],
    });
  });
});
