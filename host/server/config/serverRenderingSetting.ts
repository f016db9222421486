import { SettingsError, type Setting } from '@mfp/settings';

/** SERVER_RENDERING: whether host pages are rendered on the server and hydrated (decision 0064). */
export const serverRenderingSetting: Setting<boolean> = {
  description:
    "`on` renders each page on the server (the shell, and the route's remote where it can) for the browser to hydrate; `off` sends the page for the browser to render",
  default: '`on`',
  read(raw, name) {
    if (raw === undefined || raw === 'on') return true;
    if (raw === 'off') return false;
    throw new SettingsError(
      `${name}="${raw}" is neither on nor off. Set ${name}=off to send pages for the browser to render alone, or ` +
        'unset it to render them on the server.',
    );
  },
};
