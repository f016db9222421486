import * as z from 'zod/mini';

/** The id of the page's loader data block: `<script type="application/json" id="mfp-loader-data">`. */
export const LOADER_DATA_ELEMENT_ID = 'mfp-loader-data';

/**
 * What the data block holds: the slot's remote, the URL its loader ran for (without platform parameters) and the
 * result's JSON text, parsed only by the browser's slot. A block, not a script: the page's CSP runs no inline script,
 * and a `type="application/json"` element is never executed (decision 0093). Schemas only in this module, so that the
 * browser build compiles it and carries no zod (decision 0039).
 */
export const loaderDataBlockSchema = z.object({
  remote: z.string().check(z.minLength(1), z.maxLength(200)),
  url: z.string().check(z.startsWith('/'), z.maxLength(8000)),
  data: z.string(),
});
export type LoaderDataBlock = z.infer<typeof loaderDataBlockSchema>;
