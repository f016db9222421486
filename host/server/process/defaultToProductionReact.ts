/**
 * Makes an unset NODE_ENV `production` in a serving process, before the page renderer first loads React (decision
 * 0064). React picks its server build from NODE_ENV when it is first required: unset, it runs the development build,
 * which renders about twice as slowly and writes error messages into the page (`data-msg`). A NODE_ENV set by the
 * operator is kept. Not for `npm run dev`, whose webpack and Babel read NODE_ENV in the same process.
 */
export function defaultToProductionReact(): void {
  process.env.NODE_ENV ??= 'production';
}
