import { toFailure } from './failureFactory';
import { isSharedMismatchSymptom } from './sharedMismatchSymptom';

const NOTE = 'remote `reviews` does not share react-router (the host provides 7.18.5)';
const atRender = { culprit: 'remote', remote: 'reviews', version: '1.0.0', stage: 'render' } as const;

describe('isSharedMismatchSymptom', () => {
  it.each([
    'Invalid hook call. Hooks can only be called inside of the body of a function component.',
    "Cannot read properties of null (reading 'useState')",
    "Cannot read properties of null (reading 'useContext')",
    'Minified React error #321; visit https://react.dev/errors/321 for the full message',
    'useHref() may be used only in the context of a <Router> component.',
    'useNavigate() may be used only in the context of a <Router> component.',
  ])('recognises "%s"', (message) => {
    expect(isSharedMismatchSymptom(message)).toBe(true);
  });

  it.each(["Cannot read properties of undefined (reading 'price')", 'fixture: throws in render'])(
    'does not take an ordinary bug for one: "%s"',
    (message) => {
      expect(isSharedMismatchSymptom(message)).toBe(false);
    },
  );
});

describe('toFailure at render, with compatibility notes', () => {
  it('classifies a mismatch symptom as shared-incompatible and appends the notes, keeping the stack', () => {
    const error = new Error('useHref() may be used only in the context of a <Router> component.');
    const failure = toFailure(error, { ...atRender, compatibilityNotes: [NOTE] });
    expect(failure).toMatchObject({ kind: 'shared-incompatible', code: 'MFP-303', culprit: 'remote' });
    const cause = failure.cause as Error;
    expect(cause.message).toBe(`${error.message}; ${NOTE}`);
    expect(cause.stack).toBe(error.stack);
    expect(cause.cause).toBe(error);
  });

  it('keeps render-failed for a mismatch symptom when the check found nothing', () => {
    const error = new Error("Cannot read properties of null (reading 'useState')");
    expect(toFailure(error, { ...atRender, compatibilityNotes: [] }).kind).toBe('render-failed');
    expect(toFailure(error, atRender).kind).toBe('render-failed');
  });

  it('keeps render-failed for an ordinary bug, whatever the notes', () => {
    const error = new Error('fixture: throws in render');
    expect(toFailure(error, { ...atRender, compatibilityNotes: [NOTE] }).kind).toBe('render-failed');
  });
});
