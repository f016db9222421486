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

export interface StylesheetRuleOptions {
  /** The extracting plugin's loader: mini-css-extract-plugin's for webpack, `CssExtractRspackPlugin`'s for Rspack. */
  extractLoader: string;
  /**
   * The remote's federation name: salts CSS Modules' class names, so two remotes with the same file and class
   * (`src/App.module.css`, `.title`) never get the same name in one page.
   */
  name: string;
  /** Rspack needs `javascript/auto`, so that its own CSS module types do not take the file from css-loader. */
  type?: 'javascript/auto';
}

/**
 * The one stylesheet pipeline of the kit's webpack and Rspack factories (docs/decisions/0054): `.css` files, and CSS
 * Modules for `*.module.css`, through css-loader, extracted to files by the toolchain's extract plugin, never inlined
 * (the host page's CSP refuses `<style>` elements, decision 0019). CSS Modules keep the default export
 * (`import styles from './x.module.css'`), what most teams and Vite write.
 *
 * The seam for PostCSS: a step that rewrites every rule (issue 31 scopes them to the remote's slot) goes in
 * `afterCssLoader`, as postcss-loader, and css-loader's `importLoaders` counts it, so `@import`ed files get it too.
 */
export function stylesheetRule({ extractLoader, name, type }: StylesheetRuleOptions): StylesheetRule {
  const afterCssLoader: StylesheetLoader[] = [];
  return {
    test: /\.css$/i,
    ...(type ? { type } : {}),
    use: [
      extractLoader,
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
          },
        },
      },
      ...afterCssLoader,
    ],
  };
}
