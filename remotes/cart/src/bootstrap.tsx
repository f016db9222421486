import { mountStandalone } from '@mfp/shared/standalone';
import App from './App';

// Standalone page only: inside the host, the host's router mounts App and this file never runs.
mountStandalone({ App, remoteName: 'cart', basePath: '/cart' });
