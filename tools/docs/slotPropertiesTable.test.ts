import { SLOT_CUSTOM_PROPERTIES } from '@mfp/shared/styles';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The custom properties a slot lends its remote are part of the contract: the table in docs/remote-contract.md lists
 * exactly `SLOT_CUSTOM_PROPERTIES`, with the host's values.
 */
it("documents exactly the slot's custom properties, with the host's values", () => {
  const text = readFileSync(path.join(repoRoot, 'docs', 'remote-contract.md'), 'utf8');
  const table = /<!-- slot-properties:start -->([\s\S]*?)<!-- slot-properties:end -->/.exec(text)?.[1] ?? '';
  const rows = [...table.matchAll(/^\|\s*`(--[a-z-]+)`\s*\|\s*`(.*?)`\s*\|$/gm)].map(([, name, value]) => [
    name,
    value,
  ]);
  expect(Object.fromEntries(rows)).toEqual(SLOT_CUSTOM_PROPERTIES);
});
