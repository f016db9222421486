import { PAGE_DATA_ELEMENT_ID, pageDataJson, type PageData } from '@mfp/shared/page';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const PLUGIN_NAME = 'MfpPageDataPlugin';

/**
 * Writes fixed page data into the built page, for servers that cannot write it per request: the host's dev server,
 * whose remotes and origins are known when it starts. The host server writes it per request instead
 * (host/server/pages), so production builds never carry it.
 */
export class PageDataPlugin {
  constructor(private readonly data: PageData) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (groups) => {
        const element = HtmlWebpackPlugin.createHtmlTagObject(
          'script',
          { type: 'application/json', id: PAGE_DATA_ELEMENT_ID },
          pageDataJson(this.data),
        );
        groups.headTags.unshift(element);
        return groups;
      });
    });
  }
}
