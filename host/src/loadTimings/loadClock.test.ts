import { LoadClock } from './loadClock';

function setup() {
  const target = new EventTarget();
  let time = 0;
  const clock = new LoadClock(target as unknown as Window, () => time);
  const at = (ms: number) => {
    time = ms;
  };
  const fire = (type: string) => target.dispatchEvent(new Event(type));
  return { clock, at, fire };
}

describe('LoadClock', () => {
  it('times mounts of the first location from the page load', () => {
    const { clock, at, fire } = setup();
    clock.observe('default');
    at(900);
    fire('click'); // a click that changed nothing
    clock.observe('default');
    expect(clock.start()).toEqual({ trigger: 'navigation', at: 0 });
  });

  it('times mounts after a route change from the click that changed it', () => {
    const { clock, at, fire } = setup();
    clock.observe('default');
    at(1_200);
    fire('click');
    at(1_250);
    clock.observe('k1');
    clock.observe('k1'); // rendered twice
    expect(clock.start()).toEqual({ trigger: 'route-change', at: 1_200 });
  });

  it('times back and forward from the popstate', () => {
    const { clock, at, fire } = setup();
    clock.observe('default');
    at(100);
    fire('click');
    clock.observe('k1');
    at(5_000);
    fire('popstate');
    at(5_010);
    clock.observe('default');
    expect(clock.start()).toEqual({ trigger: 'route-change', at: 5_000 });
  });

  it('times a route change no interaction started from when the router renders it', () => {
    const { clock, at, fire } = setup();
    clock.observe('default');
    at(100);
    fire('submit');
    clock.observe('k1');
    at(3_000);
    clock.observe('k2');
    expect(clock.start()).toEqual({ trigger: 'route-change', at: 3_000 });
  });
});
