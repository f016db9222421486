import { mountStandalone } from '@mfp/host/standalone';
import remotePackage from '../package.json';
import App from './App';

// Standalone page only (`npm run dev:remote -- catalog`): inside the host, the host mounts App and this file never runs.
mountStandalone({ App, remoteName: 'catalog', basePath: remotePackage.mfp.route, title: remotePackage.mfp.title });
