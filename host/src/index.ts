import { showBootFailure } from './failures/showBootFailure';

// The async boundary: shared modules (react, react-dom, react-router) are negotiated by the federation runtime
// before any of them is evaluated, which only works if the app's code is loaded through a dynamic import.
import('./bootstrap').catch(showBootFailure);
