// The async boundary: shared singletons (react, react-dom, react-router) are negotiated with the federation runtime
// before any module that imports them runs. Importing bootstrap eagerly would fail with "Shared module is not available
// for eager consumption".
import('./bootstrap');
