import { formatWarnings } from './formatWarnings';

describe('formatWarnings', () => {
  it('prints nothing without warnings', () => {
    expect(formatWarnings('catalog', [])).toEqual([]);
  });

  it('prints one line per warning: where it comes from and the first line of its message', () => {
    expect(
      formatWarnings('catalog', [
        { message: 'export "x" was not found in "./a"\n  full details…', moduleName: './src/App.tsx', loc: '3:1-9' },
        { message: 'asset size limit exceeded' },
      ]),
    ).toEqual([
      '  [catalog] ⚠ 2 webpack warnings:',
      '    - ./src/App.tsx 3:1-9: export "x" was not found in "./a"',
      '    - asset size limit exceeded',
    ]);
  });

  it('caps a long list', () => {
    const lines = formatWarnings(
      'cart',
      Array.from({ length: 8 }, (_, index) => ({ message: `warning ${index}` })),
    );
    expect(lines[0]).toBe('  [cart] ⚠ 8 webpack warnings:');
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines.at(-1)).toBe('    … and 3 more');
  });
});
