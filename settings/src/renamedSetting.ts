import type { Setting } from './defineSettings';
import { SettingsError } from './SettingsError';

/**
 * A variable that was renamed: set, it stops the command rather than being silently ignored, which would leave a
 * deployment on the default it meant to override. Not a setting any more, so documentation leaves it out
 * (`settingsRows`). It is checked whenever the setting that replaced it is read (`replacing`).
 */
export function renamedSetting(newName: string, hint: string): Setting<undefined> {
  return {
    description: `Renamed to ${newName}`,
    default: '',
    renamedTo: newName,
    read(raw, name) {
      if (raw === undefined) return undefined;
      throw new SettingsError(`${name} was renamed to ${newName}: ${hint}. Set ${newName} instead and unset ${name}.`);
    },
  };
}

/** `setting`, read only after `oldName` (a `renamedSetting` of the same schema) is known to be unset. */
export function replacing<T>(oldName: string, setting: Setting<T>): Setting<T> {
  return {
    ...setting,
    read(raw, name, context) {
      context.get(oldName);
      return setting.read(raw, name, context);
    },
  };
}
