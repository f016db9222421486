/**
 * `run`, one at a time: a call while one runs asks for one more right after it, rather than a second run alongside,
 * and any number of such calls ask for just one; every caller gets the promise of the run under way. Once `stopped`
 * says so, no run is added.
 */
export function oneAtATime(run: () => Promise<void>, stopped: () => boolean = () => false): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again && !stopped());
    })().finally(() => (running = undefined));
    return running;
  };
}
