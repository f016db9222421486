// The async boundary: the shared singletons (react, react-dom, react-router) are agreed with the host's federation
// runtime before any module that imports them runs.
import('./bootstrap');
