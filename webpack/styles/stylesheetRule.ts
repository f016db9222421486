import { slotScope } from './slotScope';

/**
 * Names of extracted stylesheets, initial and lazy alike. Hashed like the chunks beside them: a stylesheet's name
 * changes with its bytes, and the runtime in `remoteEntry.js` holds the name and the integrity of each.
 */
export const STYLESHEET_FILENAME = '[name].[contenthash:8].css';

/** A loader of the rule, by name or with options: the shape webpack's and Rspack's rules both take. */
type StylesheetLoader = string | { loader: string; options: Record<string, unknown> };

/** The stylesheet rule, typed so that it fits webpack's `module.rules` and Rspack's alike. */
export interface StylesheetRule {
  test: RegExp;
  type?: 'javascript/auto';
  use: StylesheetLoader[];
}

export type StylesheetRuleOptions = (
  | {
      /** The extracting plugin's loader: mini-css-extract-plugin's for webpack, `CssExtractRspackPlugin`'s for Rspack. */
      extractLoader: string;
      classNamesOnly?: never;
    }
  | {
      extractLoader?: never;
      /**
       * The server build's (decision 0063): CSS Modules' class names only (css-loader's `exportOnlyLocals`), the same as
       * the browser build's, and no stylesheet: the host links the browser build's.
       */
      classNamesOnly: true;
    }
) & {
  /**
   * The remote's federation name: salts CSS Modules' class names, so two remotes with the same file and class
   * (`src/App.module.css`, `.title`) never get the same name in one page, and scopes every rule to the remote's slot.
   */
  name: string;
  /** Rspack needs `javascript/auto`, so that its own CSS module types do not take the file from css-loader. */
  type?: 'javascript/auto';
};

/**
 * The one stylesheet pipeline of the kit's webpack and Rspack factories (docs/decisions/0054): `.css` files, and CSS
 * Modules for `*.module.css`, through css-loader, extracted to files by the toolchain's extract plugin, never inlined
 * (the host page's CSP refuses `<style>` elements, decision 0019). CSS Modules keep the default export
 * (`import styles from './x.module.css'`), what most teams and Vite write.
 *
 * Every rule is scoped to the remote's slot (docs/decisions/0059) by postcss-loader with the kit's `slotScope`, before
 * css-loader reads the file; css-loader's `importLoaders` counts it, so `@import`ed files are scoped too, and CSS
 * Modules' class names are hashed in the scoped selectors.
 */
export function stylesheetRule({ extractLoader, classNamesOnly, name, type }: StylesheetRuleOptions): StylesheetRule {
  const afterCssLoader: StylesheetLoader[] = [
    {
      loader: 'postcss-loader',
      options: { postcssOptions: { config: false, plugins: [slotScope({ remote: name })] } },
    },
  ];
  return {
    test: /\.css$/i,
    ...(type ? { type } : {}),
    use: [
      ...(extractLoader === undefined ? [] : [extractLoader]),
      {
        loader: 'css-loader',
        options: {
          importLoaders: afterCssLoader.length,
          modules: {
            auto: true,
            namedExport: false,
            exportLocalsConvention: 'as-is',
            localIdentName: '[local]_[hash:base64:6]',
            localIdentHashSalt: name,
            ...(classNamesOnly ? { exportOnlyLocals: true } : {}),
          },
        },
      },
      ...afterCssLoader,
    ],
  };
}
