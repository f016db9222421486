import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { RuntimeStyleGuard } from './installRuntimeStyleGuard';

/** `loader`, which also tells the style guard about every registry entry it is asked to load, before its code runs. */
export function withStyleGuard(loader: RemoteLoader, guard: RuntimeStyleGuard): RemoteLoader {
  return {
    ...loader,
    load(entry) {
      guard.learn(entry);
      return loader.load(entry);
    },
  };
}
