// The standalone page's copy of the federation runtime. A remote built with `experiments.externalRuntime` takes
// `@module-federation/runtime-core` from this global, which a host provides (`provideExternalRuntime`); a remote's own
// page has no host, so this entry provides it there, before `main` runs. Imported under an alias that the externals
// rule does not match (webpack/federation/externalRuntime.ts).
import * as runtimeCore from 'mfp-own-federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
