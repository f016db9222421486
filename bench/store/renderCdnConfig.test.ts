import { readFileSync } from 'node:fs';
import { bucketPath, CDN_TEMPLATE, renderCdnConfig, type CdnConfigValues } from './renderCdnConfig';

const values: CdnConfigValues = {
  LISTEN: '127.0.0.1:8080',
  BUCKET_HOST: '127.0.0.1:9000',
  BUCKET_SCHEME: 'http',
  BUCKET_PATH: '/mfp-bench/mfp',
  HOST_ORIGIN: 'http://127.0.0.1:3000',
  CACHE_SIZE: '64m',
};

describe('the CDN config the bench runs', () => {
  it('fills every placeholder of store/nginx/cdn.conf.template outside comments', () => {
    const rendered = renderCdnConfig(readFileSync(CDN_TEMPLATE, 'utf8'), values);
    const code = rendered.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(code.join('\n')).not.toMatch(/\{\{/);
    expect(rendered).toContain('listen 127.0.0.1:8080;');
    expect(rendered).toContain('server 127.0.0.1:9000;');
    expect(rendered).toContain('proxy_pass http://mfp_bucket/mfp-bench/mfp$uri$cdn_sibling;');
    expect(rendered).toContain('"http://127.0.0.1:3000"  $http_origin;');
    expect(rendered).toContain('max_size=64m');
    // The header still explains the placeholders by name.
    expect(rendered).toContain('{{BUCKET_PATH}}');
  });

  it('refuses a value nginx would misread, and a placeholder left without a value', () => {
    expect(() => renderCdnConfig('listen {{LISTEN}};', { ...values, LISTEN: '127.0.0.1:80; evil' })).toThrow(
      /LISTEN "127.0.0.1:80; evil"/,
    );
    expect(() => renderCdnConfig('x {{CACHE_SIZE}};', { ...values, CACHE_SIZE: '' })).toThrow(/CACHE_SIZE "" is empty/);
    expect(() => renderCdnConfig('x {{NEW_ONE}};', values)).toThrow(/\{\{NEW_ONE\}\} has no value/);
  });

  it('addresses the bucket path-style', () => {
    expect(bucketPath('mfp-bench', 'mfp')).toBe('/mfp-bench/mfp');
    expect(bucketPath('mfp-bench', '')).toBe('/mfp-bench');
  });
});
