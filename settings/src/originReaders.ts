import { parseOrigin } from '@mfp/shared/origins';
import type { Setting, SettingContext } from './defineSettings';
import { SettingsError } from './SettingsError';

/** A value that works, for the message: the setting's default, which may depend on other settings. */
type Example = (context: SettingContext) => string;

/**
 * A comma-separated list of origins, each checked like a single one; spaces around items and empty items are ignored,
 * repeats are dropped. Set, it is the whole list: nothing is added to it. Unset, the reader returns `[fallback]`.
 */
export function originListSetting(description: string, defaultText: string, fallback: Example): Setting<string[]> {
  return {
    description,
    default: defaultText,
    read(raw, name, context) {
      const example = fallback(context);
      if (raw === undefined) return [example];
      const items = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const fix =
        'give a comma-separated list of http(s) origins (scheme, host and optional port), ' +
        `e.g. ${name}=${example},https://cdn.example.com, or unset it to allow only ${example}.`;
      if (items.length === 0) throw new SettingsError(`${name}=${JSON.stringify(raw)} lists no origin: ${fix}`);
      const origins = items.map((item) => {
        const reading = parseOrigin(item);
        if (reading.kind === 'origin') return reading.origin;
        throw new SettingsError(
          `${name} contains ${JSON.stringify(item)}, which is not an http(s) origin: it ${reading.problem}. To fix it, ${fix}`,
        );
      });
      return [...new Set(origins)];
    },
  };
}
