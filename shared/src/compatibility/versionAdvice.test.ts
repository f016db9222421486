import { versionAdvice } from './versionAdvice';

const PIN = 'pin react-router to 7.18.5 (npm install react-router@7.18.5) and require ^7.18.5';

describe('versionAdvice: the fix a refusal names', () => {
  it("names the pin and the host upgrade when the remote wants a newer patch or minor of the host's major", () => {
    expect(versionAdvice('react-router', '^7.18.6', '7.18.5')).toBe(
      `${PIN}, or ask the platform team to upgrade the host to react-router 7.18.6 or later`,
    );
    expect(versionAdvice('react-router', '>=7.19.0 <8', '7.18.5')).toBe(
      `${PIN}, or ask the platform team to upgrade the host to react-router 7.19.0 or later`,
    );
  });

  it("names the host's next major to ask for when the remote wants one", () => {
    expect(versionAdvice('react-router', '8.5.3', '7.18.5')).toBe(
      `${PIN}, or ask the platform team to upgrade the host to react-router 8`,
    );
  });

  it('names only the pin when the remote wants an older version, which no host upgrade gives', () => {
    expect(versionAdvice('react', '18.3.1', '19.3.1')).toBe(
      'pin react to 19.3.1 (npm install react@19.3.1) and require ^19.3.1',
    );
    expect(versionAdvice('react-router', '6.30.6', '7.18.5')).toBe(PIN);
  });

  it('names only the pin for a range it cannot read', () => {
    expect(versionAdvice('react-router', 'workspace:latest', '7.18.5')).toBe(PIN);
  });
});
