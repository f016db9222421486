// The request `platformRouter.ts` bundles react-router through: the package itself, under a name that is not the share
// key. Its types are the package's.
declare module 'mfp-bundled-react-router' {
  export * from 'react-router';
}
