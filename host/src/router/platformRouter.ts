/**
 * The react-router API the platform supports, and the module the host provides to remotes as `react-router`
 * (`webpack/sharing/sharedDependencies.ts`, decision 0022). The host and every remote share this one module, so there
 * is one router; only these names are bundled, tree-shaken out of the package, instead of the whole of it.
 *
 * Not covered: any other react-router export. A remote that imports one gets `undefined` from the host's share (the
 * same as a typo); to have a name added, ask the platform team (docs/remote-contract.md). Data routers
 * (`createBrowserRouter`, loaders, actions) are not part of the surface: the host owns the one router.
 *
 * The request below is `react-router` with a query, so that the federation plugin does not take it for the share key
 * (which would make this module consume itself) while webpack still resolves the package's own entry.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'mfp-bundled-react-router';
