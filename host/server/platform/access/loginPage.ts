import { ADMIN_LOGIN_PATH, STATUS_PAGE_PATH } from '@mfp/shared/status';

export const LOGIN_PATH = ADMIN_LOGIN_PATH;
export const LOGOUT_PATH = '/_platform/logout';

/** The login page's own policy: nothing loads, nothing runs; the form posts to this server only. */
export const LOGIN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** What the page says under its title; fixed texts only, never anything from the request. */
export type LoginNotice = 'none' | 'refused' | 'blocked';

const NOTICES: Record<LoginNotice, string> = {
  none: '',
  refused: '<p role="alert">That token was not accepted.</p>',
  blocked: '<p role="alert">Too many attempts from here: wait a few minutes, then try again.</p>',
};

/**
 * The login form, server-rendered without React or script: a password field for an admin token (`npm run tokens --
 * create --admin`). It says nothing about the platform, and the same for everyone: whether a token exists, or why one
 * was refused, is never told.
 */
export function loginPage(notice: LoginNotice): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}
input,button{font:inherit;width:100%;margin:.25rem 0 1rem;padding:.5rem;box-sizing:border-box}</style></head>
<body><h1>Sign in</h1>${NOTICES[notice]}
<form method="post" action="${LOGIN_PATH}">
<label for="token">Admin token</label>
<input id="token" name="token" type="password" autocomplete="off" required maxlength="200">
<button type="submit">Sign in</button>
</form></body></html>
`;
}

/** Where a successful login goes. */
export const AFTER_LOGIN = STATUS_PAGE_PATH;
