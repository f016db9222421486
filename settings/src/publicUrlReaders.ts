import { parsePublicUrl } from '@mfp/shared/origins';
import type { Setting, SettingContext } from './defineSettings';
import { SettingsError } from './SettingsError';

/** One http(s) URL prefix (origin plus optional path), normalised by `parsePublicUrl`; unset, the reader returns `fallback`. */
export function publicUrlSetting(
  description: string,
  defaultText: string,
  fallback: (context: SettingContext) => string,
): Setting<string> {
  return {
    description,
    default: defaultText,
    read(raw, name, context) {
      const example = fallback(context);
      if (raw === undefined) return example;
      const reading = parsePublicUrl(raw);
      if (reading.kind === 'url') return reading.url;
      throw new SettingsError(
        `${name}=${JSON.stringify(raw)} is not an http(s) URL prefix: it ${reading.problem}. Give scheme, host, ` +
          `optional port and optional path, e.g. ${name}=https://cdn.example.com/mfp, or unset it to use ${example}.`,
      );
    },
  };
}
