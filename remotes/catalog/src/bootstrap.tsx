import { mountStandalone } from '@mfp/host/standalone';
import remotePackage from '../package.json';
import * as remoteModule from './App';

// The standalone page of `npm run dev:remote -- catalog` only: inside the host, the host mounts App and this file never runs.
mountStandalone({
  App: remoteModule.default,
  // Its `loader`, if it exports one, runs in the page against `mfp.apiOrigins`: no host runs it here.
  module: remoteModule,
  settings: remotePackage.mfp,
  remoteName: 'catalog',
  basePath: remotePackage.mfp.route,
  title: remotePackage.mfp.title,
});
