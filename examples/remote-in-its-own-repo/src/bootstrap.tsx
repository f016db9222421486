import { mountStandalone } from '@mfp/remote-kit/standalone';
import remotePackage from '../package.json';
import App from './App';

// The standalone page of `npm run dev` only: inside the host, the host mounts App and this file never runs.
mountStandalone({
  App,
  remoteName: remotePackage.mfp.name,
  basePath: remotePackage.mfp.route,
  title: remotePackage.mfp.title,
});
