import { UsageError } from '@mfp/settings/command';
import { parseTokensArgs } from './tokensArgs';

describe('parseTokensArgs', () => {
  it('reads create, list and revoke', () => {
    expect(parseTokensArgs(['create', '--remote', 'catalog', '--expires', '90d', '--note', 'catalog CI'])).toEqual({
      kind: 'create',
      remote: 'catalog',
      expires: '90d',
      note: 'catalog CI',
      json: false,
    });
    expect(parseTokensArgs(['create', '--admin', '--json'])).toEqual({ kind: 'create', json: true });
    expect(parseTokensArgs(['list', '--json'])).toEqual({ kind: 'list', json: true });
    expect(parseTokensArgs(['list'])).toEqual({ kind: 'list', json: false });
    expect(parseTokensArgs(['revoke', 'tok_abcdefgh23456789'])).toEqual({ kind: 'revoke', id: 'tok_abcdefgh23456789' });
    expect(parseTokensArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], /^name a command: create, list or revoke \(got none\)\. Usage: npm run tokens/],
    [['create'], /exactly one of --remote <name> \(deploy that remote\) or --admin/],
    [['create', '--admin', '--remote', 'catalog'], /exactly one of --remote/],
    [['create', '--remote', '../catalog'], /"\.\.\/catalog" is not a remote name/],
    [['create', '--remote', 'catalog', '--remote', 'cart'], /--remote is given more than once/],
    [['create', '--admin', '--note', 'x'.repeat(201)], /--note is at most 200 printable characters/],
    [['create', '--admin', '--expires'], /--expires needs a value/],
    [['list', '--remote', 'catalog'], /list takes no --remote/],
    [['revoke'], /revoke takes one token id/],
    [['revoke', 'catalog'], /"catalog" is not a token id/],
    [['launch'], /name a command: create, list or revoke \(got launch\)/],
    [['list', '--verbose'], /unknown option --verbose/],
  ])('refuses %j with a usage error', (args, message) => {
    expect(() => parseTokensArgs(args)).toThrow(UsageError);
    expect(() => parseTokensArgs(args)).toThrow(message);
  });

  it('never repeats a whole token given where its id belongs', () => {
    const token = `mfp_tok_abcdefgh23456789_${'s'.repeat(43)}`;
    expect(() => parseTokensArgs(['revoke', token])).toThrow(/"mfp_…" is not a token id: give the id \(tok_…\)/);
    expect(() => parseTokensArgs(['revoke', token])).not.toThrow(new RegExp('s'.repeat(43)));
  });
});
