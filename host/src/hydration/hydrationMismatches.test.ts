import { createHydrationMismatches } from './hydrationMismatches';

const mismatch = new Error('Minified React error #418; visit https://react.dev/errors/418?args[]=text&args[]=');
const thrownWhileHydrating = new Error('Minified React error #422; visit https://react.dev/errors/422');

describe('createHydrationMismatches', () => {
  it('logs every error React recovered from, and keeps only the mismatches for a slot to claim, once', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const mismatches = createHydrationMismatches();
    mismatches.onRecoverableError(thrownWhileHydrating, { componentStack: '\n    in Suspense' });
    mismatches.onRecoverableError(mismatch, { componentStack: '\n    in p' });
    expect(consoleError).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
    expect(mismatches.claim()).toEqual([{ error: mismatch, componentStack: '\n    in p' }]);
    expect(mismatches.claim()).toEqual([]);
  });
});
