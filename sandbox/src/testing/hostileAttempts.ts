/*
 * What a hostile remote's `App` tries while it renders, as script text for serverScript(): each leaves evidence the test
 * can look for (a file, a request, the secret in the markup) if it got the capability. The same text runs in a plain
 * `vm` context as the control, where it does get it.
 */

export const SECRET_NAME = 'MFP_SANDBOX_TEST_SECRET';

export const hostileAttempts = {
  readEnv: `function App() { return h('p', null, getProcess().env.${SECRET_NAME}); }`,
  readFile: (file: string) =>
    `function App() { return h('p', null, getProcess().getBuiltinModule('fs').readFileSync(${JSON.stringify(file)}, 'utf8')); }`,
  writeFile: (file: string) =>
    `function App() { getProcess().getBuiltinModule('fs').writeFileSync(${JSON.stringify(file)}, 'owned'); return h('p', null, 'written'); }`,
  spawn: (file: string) =>
    `function App() { getProcess().getBuiltinModule('child_process').spawnSync('touch', [${JSON.stringify(file)}]); return h('p', null, 'spawned'); }`,
  objectConstructorEscape: (file: string) =>
    `function App() {
      var p = ({}).constructor.constructor('return process')();
      p.getBuiltinModule('fs').writeFileSync(${JSON.stringify(file)}, 'owned');
      return h('p', null, 'escaped');
    }`,
  sharedReactEscape: (file: string) =>
    `function App() {
      var p = globalThis.__mfpShared.react.createElement.constructor('return process')();
      p.getBuiltinModule('fs').writeFileSync(${JSON.stringify(file)}, 'owned');
      return h('p', null, 'escaped');
    }`,
  /** Catches the refusal and renders on: the sandbox must still report it. */
  fetchDisallowed: (url: string) =>
    `var tried;
    function App() {
      tried = tried || fetch(${JSON.stringify(url)}).then(function (r) { return r.text(); }, function () { return 'caught'; });
      return h('p', null, React.use(tried));
    }`,
  openSocket: (port: number) =>
    `function App() { getProcess().getBuiltinModule('net').connect(${port}, '127.0.0.1'); return h('p', null, 'connected'); }`,
  loopSync: `function App() { for (;;) {} }`,
  loopInContinuation: `var later;
    function App() {
      later = later || new Promise(function (resolve) { setTimeout(resolve, 1); }).then(function () { for (;;) {} });
      return h('p', null, React.use(later));
    }`,
  allocateForever: `function App() { var all = []; for (;;) all.push(new Array(100000).fill(1)); }`,
};
