// Node code that imports browser source, linted as host/server/fixture.ts.
import { App } from '../src/shell/App'; // breaks the boundary
import { HomePage } from '../../host/src/shell/HomePage'; // breaks the boundary
import CartApp from '../../remotes/cart/src/App'; // breaks the boundary
import CatalogApp from '@mfp/remote-catalog'; // breaks the boundary
import { mountStandalone } from '@mfp/host/standalone'; // breaks the boundary

export const used = [App, HomePage, CartApp, CatalogApp, mountStandalone];
