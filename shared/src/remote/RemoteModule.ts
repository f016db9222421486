import type { ComponentType } from 'react';
import type { RemoteAppProps } from './RemoteAppProps';

/** What a remote's `./App` expose must evaluate to. The host checks it at run time; a remote checks it at compile time. */
export interface RemoteModule {
  default: ComponentType<RemoteAppProps>;
}
