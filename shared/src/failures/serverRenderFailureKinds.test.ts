import { FAILURE_CATALOGUE, FAILURE_KINDS } from './failureCatalogue';
import { SERVER_RENDER_FAILURE_KINDS } from './serverRenderFailureKinds';

describe('SERVER_RENDER_FAILURE_KINDS', () => {
  it("are the catalogue's server-render kinds (MFP-6xx) but the two a server build fails with before the sandbox", () => {
    const serverKinds = FAILURE_KINDS.filter((kind) => FAILURE_CATALOGUE[kind].code.startsWith('MFP-6'));
    const beforeTheSandbox = ['server-entry-unreachable', 'server-integrity-failed'];
    expect([...SERVER_RENDER_FAILURE_KINDS].sort()).toEqual(
      serverKinds.filter((kind) => !beforeTheSandbox.includes(kind)).sort(),
    );
  });
});
