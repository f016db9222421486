import { commentsOf, markdownLinkMentions, rootPathMentions } from './repositoryPathMentions';

const TOP = ['host', 'store', 'docs', '.ci'];

describe('rootPathMentions', () => {
  it('finds paths from a top-level folder in prose and code spans, without line numbers or punctuation', () => {
    const text = 'See `host/server/index.ts:12` and store/src/, then docs/decisions/0001-x.md.\n.ci/run runs it';
    expect(rootPathMentions(text, TOP)).toEqual([
      { path: 'host/server/index.ts', line: 1, base: 'root' },
      { path: 'store/src/', line: 1, base: 'root' },
      { path: 'docs/decisions/0001-x.md', line: 1, base: 'root' },
      { path: '.ci/run', line: 2, base: 'root' },
    ]);
  });

  it('leaves out patterns and package names', () => {
    const text = '`host/<name>/x.ts`, store/*/a, host/src/…, `@mfp/store/testing`, ../store/x, host/{a,b}.ts';
    expect(rootPathMentions(text, TOP)).toEqual([]);
  });

  it('does not take a bare folder name for a path', () => {
    expect(rootPathMentions('the host and the store', TOP)).toEqual([]);
  });
});

describe('markdownLinkMentions', () => {
  it('keeps relative links and drops web links and anchors', () => {
    const text = '[a](0005-x.md) [b](https://example.com/x) [c](#top)\n[d](../stack.md#pins)';
    expect(markdownLinkMentions(text)).toEqual([
      { path: '0005-x.md', line: 1, base: 'relative' },
      { path: '../stack.md', line: 2, base: 'relative' },
    ]);
  });
});

describe('commentsOf', () => {
  it('keeps line comments and block comments, blanks code, keeps line numbers', () => {
    const source = [
      "import x from 'host/not-a-comment.ts';",
      '// see host/a.ts',
      '/**',
      ' * and store/b.ts',
      ' */',
      "const url = 'http://localhost'; // trailing host/c.ts",
    ].join('\n');
    const comments = commentsOf(source).split('\n');
    expect(comments).toHaveLength(6);
    expect(comments[0]).toBe('');
    expect(comments[1]).toContain('host/a.ts');
    expect(comments[3]).toContain('store/b.ts');
    expect(comments[5]).toBe('// trailing host/c.ts');
  });
});
