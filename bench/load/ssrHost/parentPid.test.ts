import { parentPid } from './parentPid';

describe('parentPid', () => {
  it('reads the field after the state', () => {
    expect(parentPid('4242 (node) S 4200 4242 4200 0 -1 4194560 1200')).toBe(4200);
  });

  it('is not misled by spaces and parentheses in the command name', () => {
    expect(parentPid('77 (odd (name) x) R 12 77 12 0 -1')).toBe(12);
  });

  it('says nothing for text that is no stat line', () => {
    expect(parentPid('')).toBeUndefined();
  });
});
