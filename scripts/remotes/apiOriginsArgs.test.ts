import { UsageError } from '@mfp/settings/command';
import { MAX_API_ORIGINS } from '@mfp/shared/registry';
import { parseRemotesArgs } from './remotesArgs';

describe('parseRemotesArgs: api-origins', () => {
  it('reads one origin or several, normalised, each once, in the order given', () => {
    expect(parseRemotesArgs(['api-origins', 'catalog', 'https://api.example.com'])).toEqual({
      kind: 'api-origins',
      name: 'catalog',
      apiOrigins: ['https://api.example.com'],
    });
    expect(
      parseRemotesArgs([
        'api-origins',
        'catalog',
        'https://API.example.com/',
        'http://localhost:4000',
        'https://api.example.com:443',
        'https://search.example.com:8443',
      ]),
    ).toMatchObject({
      apiOrigins: ['https://api.example.com', 'http://localhost:4000', 'https://search.example.com:8443'],
    });
  });

  it('reads none, which clears them', () => {
    expect(parseRemotesArgs(['api-origins', 'cart', 'none'])).toEqual({
      kind: 'api-origins',
      name: 'cart',
      apiOrigins: [],
    });
  });

  it(`takes ${MAX_API_ORIGINS} origins, counted after duplicates are dropped`, () => {
    const origins = Array.from({ length: MAX_API_ORIGINS }, (_, index) => `https://api-${index}.example.com`);
    expect(parseRemotesArgs(['api-origins', 'catalog', ...origins, origins[0]!])).toMatchObject({
      apiOrigins: origins,
    });
  });

  it.each([
    [['api-origins'], /api-origins takes one remote name, then its API's origins .* or none \(got none\)/],
    [['api-origins', 'catalog'], /api-origins takes one remote name, then .* \(got catalog\)/],
    [['api-origins', 'Catalog', 'https://api.example.com'], /"Catalog" is not a remote name/],
    [['api-origins', 'catalog', 'none', 'https://api.example.com'], /api-origins catalog none takes no origins/],
    [
      ['api-origins', 'catalog', 'api.example.com'],
      /^api\.example\.com is not an origin catalog's loader can fetch: it has no http:\/\/ or https:\/\/ scheme\. Give scheme, host and optional port/,
    ],
    [
      ['api-origins', 'catalog', 'https://api.example.com', 'https://api.example.com/v1'],
      /https:\/\/api\.example\.com\/v1 is not an origin catalog's loader can fetch: it has a path \(\/v1\)/,
    ],
    [['api-origins', 'catalog', 'https://*.example.com'], /it has a wildcard/],
    [['api-origins', 'catalog', 'ftp://api.example.com'], /it has the scheme "ftp:", not http: or https:/],
    [['api-origins', 'catalog', 'https://a.example.com,https://b.example.com'], /it contains a comma/],
    [['api-origins', 'catalog', ''], /^"" is not an origin catalog's loader can fetch/],
    [['api-origins', 'catalog', 'https://api.example.com', '--json'], /api-origins takes no --json/],
    [['api-origins', 'catalog', 'https://api.example.com', '--memory-mb', '64'], /api-origins takes no --memory-mb/],
    [['api-origins', 'catalog', 'https://api.example.com', '--max-kb', '5'], /api-origins takes no --max-kb/],
  ])('refuses %j with a usage error', (args, message) => {
    expect(() => parseRemotesArgs(args)).toThrow(UsageError);
    expect(() => parseRemotesArgs(args)).toThrow(message);
  });

  it(`refuses more than ${MAX_API_ORIGINS} origins, naming how many`, () => {
    const origins = Array.from({ length: MAX_API_ORIGINS + 1 }, (_, index) => `https://api-${index}.example.com`);
    expect(() => parseRemotesArgs(['api-origins', 'catalog', ...origins])).toThrow(
      new RegExp(
        `api-origins takes at most ${MAX_API_ORIGINS} origins for one remote \\(got ${MAX_API_ORIGINS + 1}\\)`,
      ),
    );
  });
});
