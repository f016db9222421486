// The boot failure screen is drawn when the host could not start, which may be because React itself failed to load:
// nothing on its path may need React at run time. Any import of it here fails the test.
// jest hoists these above everything else, so each factory must stand alone.
jest.mock('react', () => {
  throw new Error('the boot failure screen loaded react');
});
jest.mock('react-dom', () => {
  throw new Error('the boot failure screen loaded react-dom');
});
jest.mock('react-dom/client', () => {
  throw new Error('the boot failure screen loaded react-dom/client');
});
jest.mock('react/jsx-runtime', () => {
  throw new Error('the boot failure screen loaded react/jsx-runtime');
});

describe('showBootFailure without React', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads, draws the screen and reports, with every React module unavailable', async () => {
    const { showBootFailure } = await import('./showBootFailure');
    await showBootFailure(new Error('bootstrap failed'), { send: async () => '42' });

    expect(document.querySelector('[data-testid="fallback-screen"]')).toHaveAttribute(
      'data-failure-kind',
      'host-failed',
    );
    expect(document.body).toHaveTextContent('Digest: 42');
  });
});
