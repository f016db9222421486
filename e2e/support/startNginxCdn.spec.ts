import { expect, test } from '@playwright/test';
import { fillNginxTemplate } from './nginxProcess';
import { renderCdnConfig } from './startNginxCdn';

/** The CDN config the browser test and `npm run bench:store` run, rendered without nginx. */

const options = {
  port: 8080,
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'mfp-bench',
  prefix: 'mfp',
  hostOrigin: 'http://127.0.0.1:3000',
};

test('fills every placeholder of store/nginx/cdn.conf.template outside comments', () => {
  const rendered = renderCdnConfig(options, '127.0.0.1:8080');
  const code = rendered.split('\n').filter((line) => !line.trimStart().startsWith('#'));
  expect(code.join('\n')).not.toMatch(/\{\{/);
  expect(rendered).toContain('listen 127.0.0.1:8080;');
  expect(rendered).toContain('server 127.0.0.1:9000;');
  expect(rendered).toContain('proxy_pass http://mfp_bucket/mfp-bench/mfp$uri$cdn_sibling;');
  expect(rendered).toContain('"http://127.0.0.1:3000"  $http_origin;');
  // The header still explains the placeholders by name.
  expect(rendered).toContain('{{BUCKET_PATH}}');
});

test('addresses the bucket path-style, with or without a key prefix', () => {
  expect(renderCdnConfig(options, '127.0.0.1:1')).toContain('/mfp-bench/mfp$uri');
  expect(renderCdnConfig({ ...options, prefix: '' }, '127.0.0.1:1')).toContain(
    'proxy_pass http://mfp_bucket/mfp-bench$uri',
  );
});

test('refuses a value nginx would misread, and a placeholder left without a value', () => {
  expect(() => renderCdnConfig({ ...options, hostOrigin: 'http://a; evil' }, '127.0.0.1:1')).toThrow(
    /HOST_ORIGIN "http:\/\/a; evil"/,
  );
  expect(() => fillNginxTemplate('x {{CACHE_SIZE}};', { CACHE_SIZE: '' })).toThrow(/CACHE_SIZE "" is empty/);
  expect(() => fillNginxTemplate('x {{NEW_ONE}};', {})).toThrow(/\{\{NEW_ONE\}\} has no value/);
});
