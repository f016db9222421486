import path from 'node:path';
import { loadServerConfig } from './config';
import { DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE, DEFAULT_FAILURE_REPORTS_PER_MINUTE } from '../reports/reportLimits';
import { SettingsError } from '@mfp/settings';
import { configuredStore } from './configuredStore';
import { TEST_DIGEST_SECRET } from '../testing/fixtures';
import { DEFAULT_UPLOAD_LIMITS } from '../deploy-api/upload';
import { DEFAULT_TIMING_SAMPLE_RATE } from '@mfp/shared/status';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

describe('loadServerConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadServerConfig({})).toEqual({
      port: 3000,
      storePort: 3100,
      host: 'localhost',
      hostDist: path.join(repoRoot, 'host', 'dist'),
      storeDir: path.join(repoRoot, '.store'),
      filesUrl: { kind: 'folder', dir: path.join(repoRoot, '.store') },
      recordsUrl: { kind: 'folder', dir: path.join(repoRoot, '.store') },
      registryFile: undefined,
      storePublicUrl: 'http://localhost:3100',
      allowedRemoteOrigins: ['http://localhost:3100'],
      failureReportsPerMinute: 120,
      failureReportsGlobalPerMinute: 300,
      digestSecret: undefined,
      overrides: { enabled: false },
      registryMaxStalenessMs: 1000,
      trustProxy: false,
      deployApi: { limits: DEFAULT_UPLOAD_LIMITS },
      timingSampleRate: DEFAULT_TIMING_SAMPLE_RATE,
      healthCheckIntervalMs: 30_000,
      pageViewsPerAddress: 60,
      serverRendering: true,
      rolloutAnalysis: { tickMs: 5000, thresholds: {} },
      remoteRendering: {
        poolSize: 3,
        memoryMb: 128,
        deadlineMs: 1000,
        outputKb: 4096,
        fetchOrigins: [],
        headWindowMs: 50,
      },
    });
  });

  it('finds the repository root from its own location', () => {
    expect(path.join(repoRoot, 'host', 'server', 'config')).toBe(__dirname);
  });

  it('reads every variable', () => {
    const config = loadServerConfig({
      PORT: '4000',
      STORE_PORT: '4100',
      HOST: '0.0.0.0',
      HOST_DIST: '/srv/host',
      STORE_DIR: '/srv/store',
      STORE_FILES_URL: 's3://mfp-assets/prod',
      STORE_RECORDS_URL: 'postgres://mfp:secret@db.internal:5432/mfp',
      REGISTRY_FILE: '/srv/registry.json',
      STORE_PUBLIC_URL: 'https://cdn.example.com/',
      ALLOWED_REMOTE_ORIGINS: 'https://cdn.example.com,http://localhost:3001',
      ERROR_REPORTS_PER_MINUTE: '30',
      ERROR_REPORTS_GLOBAL_PER_MINUTE: '90',
      DIGEST_SECRET: TEST_DIGEST_SECRET,
      OVERRIDES: 'on',
      ALLOWED_OVERRIDE_ORIGINS: 'https://dev.example.com, http://10.0.0.5:*',
      REGISTRY_MAX_STALENESS_MS: '250',
      DEPLOY_API: 'on',
      DEPLOY_MAX_BYTES: '1000000',
      DEPLOY_MAX_FILES: '50',
      DEPLOY_UPLOAD_IDLE_MS: '2000',
      TIMING_SAMPLE_RATE: '0.25',
      HEALTH_CHECK_INTERVAL_MS: '5000',
      PAGE_VIEWS_PER_ADDRESS: '500',
      ROLLOUT_ANALYSIS_TICK_MS: '250',
      ROLLOUT_MIN_MOUNTS: '20',
      ROLLOUT_MAX_FAILURE_RATE_INCREASE: '0.05',
      ROLLOUT_MIN_LOADS: '10',
      ROLLOUT_MAX_P95_RATIO: '2',
      ROLLOUT_MIN_P95_INCREASE_MS: '0',
      TRUST_PROXY: '10.0.0.0/8',
      SERVER_RENDERING: 'off',
      SERVER_RENDER_POOL_SIZE: '3',
      SERVER_RENDER_MEMORY_MB: '256',
      SERVER_RENDER_DEADLINE_MS: '400',
      SERVER_RENDER_OUTPUT_KB: '1024',
      SERVER_RENDER_FETCH_ORIGINS: 'https://api.example.com',
      SERVER_RENDER_HEAD_WINDOW_MS: '20',
    });
    expect(config).toEqual({
      port: 4000,
      storePort: 4100,
      host: '0.0.0.0',
      hostDist: '/srv/host',
      storeDir: '/srv/store',
      filesUrl: { kind: 's3', bucket: 'mfp-assets', prefix: 'prod' },
      recordsUrl: {
        kind: 'postgres',
        url: 'postgres://mfp:secret@db.internal:5432/mfp',
        location: expect.not.stringContaining('secret'),
      },
      registryFile: '/srv/registry.json',
      storePublicUrl: 'https://cdn.example.com',
      allowedRemoteOrigins: ['https://cdn.example.com', 'http://localhost:3001'],
      failureReportsPerMinute: 30,
      failureReportsGlobalPerMinute: 90,
      digestSecret: TEST_DIGEST_SECRET,
      overrides: {
        enabled: true,
        allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'https://dev.example.com', 'http://10.0.0.5:*'],
      },
      registryMaxStalenessMs: 250,
      trustProxy: ['10.0.0.0/8'],
      deployApi: { limits: { maxBytes: 1_000_000, maxFiles: 50, idleMs: 2000 } },
      timingSampleRate: 0.25,
      healthCheckIntervalMs: 5000,
      pageViewsPerAddress: 500,
      serverRendering: false,
      rolloutAnalysis: {
        tickMs: 250,
        thresholds: { minMounts: 20, maxFailureRateIncrease: 0.05, minLoads: 10, maxP95Ratio: 2, minP95IncreaseMs: 0 },
      },
      remoteRendering: {
        poolSize: 3,
        memoryMb: 256,
        deadlineMs: 400,
        outputKb: 1024,
        fetchOrigins: ['https://api.example.com'],
        headWindowMs: 20,
      },
    });
  });

  it.each([
    ['TIMING_SAMPLE_RATE', '1.5'],
    ['TIMING_SAMPLE_RATE', 'half'],
    ['HEALTH_CHECK_INTERVAL_MS', '5s'],
    ['ROLLOUT_ANALYSIS_TICK_MS', '10'],
    ['ROLLOUT_MIN_MOUNTS', '0'],
    ['ROLLOUT_MAX_FAILURE_RATE_INCREASE', '2'],
    ['ROLLOUT_MAX_P95_RATIO', 'fast'],
  ])('refuses %s=%s, naming the variable and a good value', (name, value) => {
    expect(() => loadServerConfig({ [name]: value })).toThrow(
      new RegExp(`^${name}="${value}" is not .*e\\.g\\. ${name}=`),
    );
  });

  it('sends pages for the browser to render alone with SERVER_RENDERING=off', () => {
    expect(loadServerConfig({ SERVER_RENDERING: 'off' }).serverRendering).toBe(false);
  });

  it('turns the deploy API off with DEPLOY_API=off', () => {
    expect(loadServerConfig({ DEPLOY_API: 'off' }).deployApi).toBeUndefined();
  });

  it.each([
    ['DEPLOY_API', 'yes', /^DEPLOY_API="yes" is neither on nor off\. Set DEPLOY_API=off .*or unset it/],
    [
      'SERVER_RENDERING',
      'true',
      /^SERVER_RENDERING="true" is neither on nor off\. Set SERVER_RENDERING=off .*or unset it/,
    ],
    [
      'DEPLOY_MAX_BYTES',
      '50MB',
      /^DEPLOY_MAX_BYTES="50MB" is not a whole number of at least 1\..*unset it to use 52428800/,
    ],
    ['DEPLOY_MAX_FILES', '0', /^DEPLOY_MAX_FILES="0" is not a whole number of at least 1\..*unset it to use 1000/],
    ['DEPLOY_UPLOAD_IDLE_MS', '-5', /^DEPLOY_UPLOAD_IDLE_MS="-5" is not a whole number of at least 1\./],
  ])('refuses %s=%s with a message that says how to fix it', (name, value, message) => {
    const read = () => loadServerConfig({ [name]: value });
    expect(read).toThrow(SettingsError);
    expect(read).toThrow(message);
  });

  it('leaves the default registry file to the store', () => {
    expect(configuredStore(loadServerConfig({})).layout.registryFile).toBe(
      path.join(repoRoot, '.store', 'registry.json'),
    );
  });

  it('derives the registry file and the store origin from the store settings', () => {
    const config = loadServerConfig({ STORE_DIR: '/srv/store', STORE_PORT: '4100' });
    expect(config.registryFile).toBeUndefined();
    expect(configuredStore(config).layout.registryFile).toBe('/srv/store/registry.json');
    expect(config.storePublicUrl).toBe('http://localhost:4100');
    expect(config.allowedRemoteOrigins).toEqual(['http://localhost:4100']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadServerConfig({ PORT: '', HOST: '  ' })).toMatchObject({ port: 3000, host: 'localhost' });
    expect(loadServerConfig({ REGISTRY_FILE: ' ' }).registryFile).toBeUndefined();
  });

  it('resolves a relative REGISTRY_FILE from the current directory, and the store takes it', () => {
    const config = loadServerConfig({ STORE_DIR: '/srv/store', REGISTRY_FILE: 'registry.json' });
    expect(config.registryFile).toBe(path.resolve('registry.json'));
    expect(configuredStore(config).layout.registryFile).toBe(path.resolve('registry.json'));
  });

  it('accepts port 0 (any free port) for tests', () => {
    expect(loadServerConfig({ PORT: '0', STORE_PORT: '0' })).toMatchObject({ port: 0, storePort: 0 });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3000.5'],
    ['STORE_PORT', '1e3'],
  ])('rejects %s=%s naming the variable, the problem and the fix', (name, value) => {
    expect(() => loadServerConfig({ [name]: value })).toThrow(
      new RegExp(`^${name}="${value.replace('.', '\\.')}" is not a valid port: .*0 to 65535.*e\\.g\\. ${name}=\\d+`),
    );
  });

  it('throws a SettingsError, which main.ts prints without a stack', () => {
    expect(() => loadServerConfig({ PORT: 'abc' })).toThrow(SettingsError);
  });

  it('rejects the same port for host and store', () => {
    expect(() => loadServerConfig({ PORT: '5000', STORE_PORT: '5000' })).toThrow(/PORT and STORE_PORT are both 5000/);
  });

  it.each([
    ['not a url', 'contains a space or line break (separate origins with commas only)'],
    ['ftp://cdn.example.com', 'has the scheme "ftp:", not http: or https:'],
    ['http://cdn.example.com/mfp?v=1', 'has a query (?…)'],
    ['http://cdn.example.com/../mfp', 'has a dot segment in its path (/../mfp)'],
    ['https://cdn.example.com,https://b.example.com', 'contains a comma (this setting takes one origin)'],
    ['https://*.example.com', 'has a wildcard (list every origin in full)'],
    ['"https://cdn.example.com"', 'contains a quote (write the origin without quotes)'],
  ])('rejects STORE_PUBLIC_URL=%s, naming the variable, the value, what is wrong and the fix', (value, problem) => {
    expect(() => loadServerConfig({ STORE_PUBLIC_URL: value })).toThrow(
      new SettingsError(
        `STORE_PUBLIC_URL=${JSON.stringify(value)} is not an http(s) URL prefix: it ${problem}. Give scheme, host, ` +
          'optional port and optional path, e.g. STORE_PUBLIC_URL=https://cdn.example.com/mfp, or unset it to use ' +
          'http://localhost:3100.',
      ),
    );
  });

  it('normalises STORE_PUBLIC_URL, so it compares equal with the allowed origins', () => {
    expect(loadServerConfig({ STORE_PUBLIC_URL: 'HTTPS://CDN.Example.com:443/' })).toMatchObject({
      storePublicUrl: 'https://cdn.example.com',
      allowedRemoteOrigins: ['https://cdn.example.com'],
    });
  });

  it('takes a path prefix in STORE_PUBLIC_URL, and allows its origin only', () => {
    expect(loadServerConfig({ STORE_PUBLIC_URL: 'https://CDN.example.com/mfp/' })).toMatchObject({
      storePublicUrl: 'https://cdn.example.com/mfp',
      allowedRemoteOrigins: ['https://cdn.example.com'],
    });
  });

  it('refuses STORE_ORIGIN, renamed to STORE_PUBLIC_URL, rather than ignore it', () => {
    expect(() => loadServerConfig({ STORE_ORIGIN: 'https://cdn.example.com' })).toThrow(
      /^STORE_ORIGIN was renamed to STORE_PUBLIC_URL: .*Set STORE_PUBLIC_URL instead and unset STORE_ORIGIN\.$/,
    );
  });

  describe('ALLOWED_REMOTE_ORIGINS', () => {
    const allowed = (value: string, env: Record<string, string> = {}) =>
      loadServerConfig({ ...env, ALLOWED_REMOTE_ORIGINS: value }).allowedRemoteOrigins;

    it('defaults to the store origin, also a configured one', () => {
      expect(loadServerConfig({ STORE_PUBLIC_URL: 'https://cdn.example.com' }).allowedRemoteOrigins).toEqual([
        'https://cdn.example.com',
      ]);
    });

    it('is the whole list when set: nothing is added to it', () => {
      expect(allowed('https://cdn.example.com', { STORE_PUBLIC_URL: 'https://cdn.example.com' })).toEqual([
        'https://cdn.example.com',
      ]);
    });

    // The registry points every deployed remote at the store: without it, the browser would skip them all.
    it('must include the store origin, and says how to fix it', () => {
      expect(() => allowed('https://cdn.example.com')).toThrow(SettingsError);
      expect(() => allowed('https://cdn.example.com')).toThrow(
        'ALLOWED_REMOTE_ORIGINS="https://cdn.example.com" does not include the store origin http://localhost:3100 ' +
          '(of STORE_PUBLIC_URL, or http://localhost:<STORE_PORT> when unset), where the registry points every deployed ' +
          'remote: the browser would skip them all. Add it, e.g. ' +
          'ALLOWED_REMOTE_ORIGINS=http://localhost:3100,https://cdn.example.com, set STORE_PUBLIC_URL to a URL on one ' +
          'of the listed origins, or unset ALLOWED_REMOTE_ORIGINS to allow only the store.',
      );
    });

    it('compares with the store origin as configured', () => {
      expect(() => allowed('http://localhost:3100', { STORE_PORT: '4100' })).toThrow(
        /does not include the store origin http:\/\/localhost:4100 .*ALLOWED_REMOTE_ORIGINS=http:\/\/localhost:4100,/,
      );
      expect(() => allowed('http://localhost:3100', { STORE_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
        /does not include the store origin https:\/\/cdn\.example\.com /,
      );
      expect(allowed('HTTPS://CDN.example.com:443/', { STORE_PUBLIC_URL: 'https://cdn.example.com' })).toEqual([
        'https://cdn.example.com',
      ]);
      expect(allowed('https://cdn.example.com', { STORE_PUBLIC_URL: 'https://cdn.example.com/mfp' })).toEqual([
        'https://cdn.example.com',
      ]);
      expect(() => allowed('https://cdn.example.com', { STORE_PUBLIC_URL: 'https://other.example.com/mfp' })).toThrow(
        /does not include the store origin https:\/\/other\.example\.com /,
      );
    });

    it('tolerates spaces, empty items and trailing slashes, drops repeats, and normalises each origin', () => {
      expect(allowed(' http://localhost:3100 , ,HTTPS://CDN.example.com:443/, http://localhost:3100/,')).toEqual([
        'http://localhost:3100',
        'https://cdn.example.com',
      ]);
    });

    it.each([
      ['not a url', 'contains a space or line break (separate origins with commas only)'],
      ['ftp://cdn.example.com', 'has the scheme "ftp:", not http: or https:'],
      ['http://cdn.example.com/remotes', 'has a path (/remotes)'],
      ['http://cdn.example.com?v=1', 'has a query (?…)'],
      ['http://*.example.com', 'has a wildcard (list every origin in full)'],
      ['http://*', 'has a wildcard (list every origin in full)'],
      ["'self'", 'contains a quote (write the origin without quotes)'],
      [
        'http://cdn.example.com;script-src',
        "contains a semicolon, which would end a directive of the pages' Content-Security-Policy",
      ],
      ['http://me@cdn.example.com', 'has credentials (user@ or user:password@)'],
      ['http://cdn.example.com#x', 'has a fragment (#…)'],
      ['http://[::1]:3100', 'is an IPv6 address, which a Content-Security-Policy cannot name'],
    ])('rejects %s, naming the variable, the item, what is wrong and the fix', (item, problem) => {
      expect(() => allowed(`http://localhost:3100, ${item}`)).toThrow(SettingsError);
      expect(() => allowed(`http://localhost:3100, ${item}`)).toThrow(
        `ALLOWED_REMOTE_ORIGINS contains ${JSON.stringify(item)}, which is not an http(s) origin: it ${problem}. ` +
          'To fix it, give a comma-separated list of http(s) origins (scheme, host and optional port), e.g. ' +
          'ALLOWED_REMOTE_ORIGINS=http://localhost:3100,https://cdn.example.com, or unset it to allow only ' +
          'http://localhost:3100.',
      );
    });

    // A CSP separates directives with `;` and sources with spaces: neither may get into the header from a setting.
    it('refuses text that would add a directive to the Content-Security-Policy', () => {
      expect(() => allowed("http://localhost:3100,http://localhost:3100;script-src 'unsafe-inline'")).toThrow(
        /contains "http:\/\/localhost:3100;script-src 'unsafe-inline'", which is not an http\(s\) origin: it contains a semicolon/,
      );
      expect(() => allowed('http://localhost:3100 https://cdn.example.com')).toThrow(
        /separate origins with commas only/,
      );
    });

    it('names the store origin in the fix', () => {
      expect(() => allowed('nope', { STORE_PORT: '4100' })).toThrow(
        /e\.g\. ALLOWED_REMOTE_ORIGINS=http:\/\/localhost:4100,/,
      );
    });

    it('rejects a list without any origin rather than refusing every remote', () => {
      expect(() => allowed(' , ')).toThrow(/^ALLOWED_REMOTE_ORIGINS="," lists no origin: give a comma-separated list/);
    });

    it('treats an empty variable as unset', () => {
      expect(allowed('  ')).toEqual(['http://localhost:3100']);
    });
  });

  describe('ERROR_REPORTS_PER_MINUTE', () => {
    it('defaults to DEFAULT_FAILURE_REPORTS_PER_MINUTE', () => {
      expect(loadServerConfig({ ERROR_REPORTS_PER_MINUTE: ' ' }).failureReportsPerMinute).toBe(
        DEFAULT_FAILURE_REPORTS_PER_MINUTE,
      );
    });

    it.each(['0', '-5', '1.5', 'many'])('rejects %s, naming the variable and the fix', (value) => {
      expect(() => loadServerConfig({ ERROR_REPORTS_PER_MINUTE: value })).toThrow(
        `ERROR_REPORTS_PER_MINUTE="${value}" is not a whole number of at least 1. ` +
          'Set it to e.g. ERROR_REPORTS_PER_MINUTE=120, or unset it to use 120.',
      );
    });
  });

  describe('ERROR_REPORTS_GLOBAL_PER_MINUTE', () => {
    it('defaults to DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE', () => {
      expect(loadServerConfig({}).failureReportsGlobalPerMinute).toBe(DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE);
    });

    it.each(['0', '-5', '1.5', 'many'])('rejects %s, naming the variable and the fix', (value) => {
      expect(() => loadServerConfig({ ERROR_REPORTS_GLOBAL_PER_MINUTE: value })).toThrow(
        new SettingsError(
          `ERROR_REPORTS_GLOBAL_PER_MINUTE="${value}" is not a whole number of at least 1. ` +
            'Set it to e.g. ERROR_REPORTS_GLOBAL_PER_MINUTE=300, or unset it to use 300.',
        ),
      );
    });
  });

  describe('DIGEST_SECRET', () => {
    it('is unset unless given: the server then keeps a generated one in the store', () => {
      expect(loadServerConfig({ DIGEST_SECRET: '  ' }).digestSecret).toBeUndefined();
    });

    it.each([
      ['the output of openssl rand -hex 32', 'a3f1c09e7b5d2e8f4c6a1b3d5e7f9a0c2b4d6e8f0a1c3e5b7d9f1a3c5e7b9d1f'],
      ['the output of openssl rand -hex 16', '5c0e9a7f13b2d4e6a8c0f2e4d6b8a0c1'],
      ['the output of openssl rand -base64 32', 'q0V6m4+JrZ8nK2yTzW1bX9cLd3fHs5gP7aE0uR4iYvM='],
      ['a long passphrase', 'plinth Otter gravel 42 umbrella Quasar'],
    ])('accepts %s', (_what, secret) => {
      expect(loadServerConfig({ DIGEST_SECRET: secret }).digestSecret).toBe(secret);
    });

    it.each([
      ['a short one', 'hunter2', /^DIGEST_SECRET is too short \(7 characters, at least 32 are needed\): /],
      ['one character repeated', 'a'.repeat(40), /^DIGEST_SECRET is too predictable /],
      ['a repeated word', 'changeme-changeme-changeme-changeme', /^DIGEST_SECRET is too predictable /],
      ['a repeated sequence', '0123456789abcdef0123456789abcdef', /^DIGEST_SECRET is too predictable /],
      ['two characters', 'abbaabababbbaabbababbaabbbaababa', /^DIGEST_SECRET is too predictable /],
    ])('refuses %s, saying how to make one, and never repeats it', (_what, secret, problem) => {
      const attempt = () => loadServerConfig({ DIGEST_SECRET: secret });
      expect(attempt).toThrow(SettingsError);
      expect(attempt).toThrow(problem);
      expect(attempt).toThrow(/at least 32 random characters.*openssl rand -hex 32.*or unset it/);
      expect(attempt).not.toThrow(secret);
    });
  });

  it('refuses a HOST_DIST that is a file, naming it and the fix', () => {
    expect(() => loadServerConfig({ HOST_DIST: __filename })).toThrow(
      new SettingsError(
        `HOST_DIST=${__filename} is a file, not a folder. Point it at the host's build folder (the one ` +
          `\`npm run build\` writes), or unset it to use ${path.join(repoRoot, 'host', 'dist')}.`,
      ),
    );
  });

  describe('HOST', () => {
    it.each(['localhost', '0.0.0.0', '127.0.0.1', '::1', 'fe80::1%eth0', 'my-host.example.com'])(
      'accepts %s',
      (host) => {
        expect(loadServerConfig({ HOST: host }).host).toBe(host);
      },
    );

    it.each(['http://localhost', 'localhost:3000/', 'local host', 'a,b'])(
      'refuses %s, which is no host name or address, naming the variable and the fix',
      (host) => {
        expect(() => loadServerConfig({ HOST: host })).toThrow(SettingsError);
        expect(() => loadServerConfig({ HOST: host })).toThrow(
          `HOST="${host}" is not a host name or IP address to listen on. Give a name or an address only, without ` +
            'scheme, port or path, e.g. HOST=localhost, HOST=127.0.0.1 or HOST=0.0.0.0 (every interface), or unset ' +
            'it to use localhost.',
        );
      },
    );
  });
  describe('overrides', () => {
    // While on, the pages' policy lets scripts come from any loopback port: a host facing users must not by accident.
    it('are off unless OVERRIDES=on, leaving no allowed origin', () => {
      expect(loadServerConfig({}).overrides).toEqual({ enabled: false });
      expect(loadServerConfig({ OVERRIDES: 'off' }).overrides).toEqual({ enabled: false });
    });

    it('turns them on with OVERRIDES=on, from loopback origins on any port', () => {
      expect(loadServerConfig({ OVERRIDES: 'on' }).overrides).toEqual({
        enabled: true,
        allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      });
    });

    it.each(['false', 'OFF', '0', 'yes'])('refuses OVERRIDES=%s, naming the two values', (value) => {
      expect(() => loadServerConfig({ OVERRIDES: value })).toThrow(
        new SettingsError(
          `OVERRIDES="${value}" must be "on" or "off". Set OVERRIDES=on on a host that remote developers plug their ` +
            'dev servers into, or unset it to keep overrides off, as every production host should.',
        ),
      );
    });

    it.each([
      ['OVERRIDES=off', { OVERRIDES: 'off' }, 'OVERRIDES=off'],
      ['OVERRIDES unset', {}, 'OVERRIDES is unset'],
    ])('refuses origins given with %s, rather than ignore them', (_what, env, said) => {
      expect(() => loadServerConfig({ ...env, ALLOWED_OVERRIDE_ORIGINS: 'https://dev.example.com' })).toThrow(
        new SettingsError(
          `ALLOWED_OVERRIDE_ORIGINS="https://dev.example.com" has no effect while overrides are off (${said}), which ` +
            'refuses every override. Set OVERRIDES=on to allow overrides from these origins, or unset ' +
            'ALLOWED_OVERRIDE_ORIGINS.',
        ),
      );
    });

    it.each([
      ['a wildcard host', 'https://*.example.com'],
      ['a path', 'https://dev.example.com/remotes'],
      ['credentials', 'http://me@localhost:3001'],
      ['another scheme', 'javascript:alert(1)'],
      ['upper case', 'HTTPS://DEV.EXAMPLE.COM'],
      ['a semicolon', "http://localhost:*;script-src 'unsafe-inline'"],
      ['a quote', "'self'"],
    ])('refuses %s in ALLOWED_OVERRIDE_ORIGINS, with an example of what works', (_what, item) => {
      const load = () => loadServerConfig({ OVERRIDES: 'on', ALLOWED_OVERRIDE_ORIGINS: item });
      expect(load).toThrow(`ALLOWED_OVERRIDE_ORIGINS contains "${item}", which is not an origin pattern`);
      expect(load).toThrow('e.g. ALLOWED_OVERRIDE_ORIGINS=https://dev.example.com,http://10.0.0.5:*');
    });
  });
});
