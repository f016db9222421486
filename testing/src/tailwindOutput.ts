import { execFileSync } from 'node:child_process';

/**
 * Tailwind CSS 4's stylesheet for `classes`, as a team's build gets it from `@import "tailwindcss"` through
 * `@tailwindcss/postcss`: preflight, theme variables, `@property` registrations, layers and the utilities. Automatic
 * source detection is off (`source(none)`), so nothing of the repository is scanned. Tailwind runs in a Node process of
 * its own: its loader hooks (`module.register`) do not run under jest.
 */
export function tailwindOutput(classes: string): string {
  const input = `@import "tailwindcss" source(none);\n@source inline(${JSON.stringify(classes)});\n`;
  const script =
    `const postcss = require('postcss'); const tailwindcss = require('@tailwindcss/postcss');` +
    `postcss([tailwindcss({ base: process.cwd() })]).process(process.env.INPUT, { from: 'app.css' })` +
    `.then((result) => process.stdout.write(result.css));`;
  return execFileSync(process.execPath, ['-e', script], {
    cwd: __dirname,
    env: { PATH: process.env.PATH, INPUT: input },
    encoding: 'utf8',
  });
}
