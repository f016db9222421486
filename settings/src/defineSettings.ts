/** The environment a command reads its settings from; tests pass their own. */
export type Env = Readonly<Record<string, string | undefined>>;

/** What a setting's reader may ask about the other settings of its schema (each read once, on demand). */
export interface SettingContext {
  /** The value of another setting of the same schema, as its own reader returns it. */
  get(name: string): unknown;
}

/** One environment variable: what it sets, its default as documentation shows it, and how its text is read. */
export interface Setting<T> {
  description: string;
  /** The default as docs/settings.md's table shows it: a value, or what stands in for one (`http://localhost:<STORE_PORT>`). */
  default: string;
  /**
   * The value for the variable's text, `undefined` when it is unset or blank (`PORT= npm start` means "not set", as
   * shells make it easy to blank a variable by accident). Throws a `SettingsError` that names `name` and the fix.
   */
  read(raw: string | undefined, name: string, context: SettingContext): T;
  /** Set on a variable that was renamed (`renamedSetting`): the name that replaced it. Documentation leaves it out. */
  renamedTo?: string;
}

export type SettingsSchema = Readonly<Record<string, Setting<unknown>>>;

/** The type a setting reads to, inferred from its reader. */
export type SettingValue<S> = S extends Setting<infer T> ? T : never;

/** The values of some settings of a schema, by variable name. */
export type SettingValues<S extends SettingsSchema, K extends keyof S = keyof S> = { [P in K]: SettingValue<S[P]> };

/** Keeps the literal type of a schema, so that `readSettings` can infer each value's type. */
export function defineSettings<S extends SettingsSchema>(schema: S): S {
  return schema;
}

/**
 * Reads only the settings named, in that order, from `env`, plus those their readers ask for. A command that never
 * names a setting is never stopped by a bad value of it.
 */
export function readSettings<S extends SettingsSchema, K extends keyof S & string>(
  schema: S,
  names: readonly K[],
  env: Env,
): SettingValues<S, K> {
  const values = new Map<string, unknown>();
  const context: SettingContext = { get: (name) => value(name) };
  function value(name: string): unknown {
    if (values.has(name)) return values.get(name);
    const setting = schema[name];
    if (setting === undefined) throw new Error(`${name} is not a setting of this schema: add it to the schema`);
    const raw = env[name]?.trim();
    const read = setting.read(raw ? raw : undefined, name, context);
    values.set(name, read);
    return read;
  }
  return Object.fromEntries(names.map((name) => [name, value(name)])) as SettingValues<S, K>;
}
