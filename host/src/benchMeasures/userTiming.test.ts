import { endMeasure, HOST_MEASURES, startMeasure } from './userTiming';

type UserTiming = { mark?: unknown; measure?: unknown };

describe('host User Timing', () => {
  const timing = performance as unknown as UserTiming;
  const original = { mark: timing.mark, measure: timing.measure };
  afterEach(() => Object.assign(timing, original));

  it('measures from the latest start to the end, under the name the bench reads', () => {
    const mark = jest.fn();
    const measure = jest.fn();
    Object.assign(timing, { mark, measure });
    startMeasure(HOST_MEASURES.registry);
    endMeasure(HOST_MEASURES.registry);
    expect(mark).toHaveBeenCalledWith('mfp:registry:start');
    expect(measure).toHaveBeenCalledWith('mfp:registry', 'mfp:registry:start');
  });

  it('throws nothing where User Timing is missing or refuses (an end without a start)', () => {
    Object.assign(timing, { mark: undefined, measure: undefined });
    expect(() => startMeasure(HOST_MEASURES.navigation)).not.toThrow();
    Object.assign(timing, {
      measure: () => {
        throw new SyntaxError("The mark 'mfp:navigation:start' does not exist.");
      },
    });
    expect(() => endMeasure(HOST_MEASURES.navigation)).not.toThrow();
  });
});
