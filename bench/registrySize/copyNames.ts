import type { RegistryEntry } from '@mfp/shared/registry';

/** The name of the `index`th copy of a remote: still a federation name (`[a-z][a-z0-9_]*`). */
const copyName = (name: string, index: number) => `${name}_copy_${index}`;

/** What a copy of `source` is called: its name, route (one path segment) and title, each distinct per copy. */
export function copyOf(source: Pick<RegistryEntry, 'name' | 'route' | 'title'>, index: number) {
  return {
    name: copyName(source.name, index),
    route: `${source.route}-copy-${index}`,
    title: `${source.title} ${index}`.slice(0, 60),
  };
}
