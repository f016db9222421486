// The entry of a remote's server build (decision 0063): its `./App`, left where the host's realm finds it.
// `mfp-server-app` is an alias the server build's config points at the remote's own `./App` module.
import * as app from 'mfp-server-app';

globalThis.__mfpServerExposes = { './App': app };
