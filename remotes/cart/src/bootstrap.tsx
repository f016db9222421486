import { mountStandalone } from '@mfp/host/standalone';
import remotePackage from '../package.json';
import App from './App';

// The standalone page of `npm run dev:remote -- cart` only: inside the host, the host mounts App and this file never runs.
mountStandalone({
  App,
  remoteName: 'cart',
  basePath: remotePackage.mfp.route,
  title: remotePackage.mfp.title,
});
