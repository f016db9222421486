/** `@mfp/shared/pageViews`: the signed page-view token (decision 0087): its format and how it travels, for both sides. */
export {
  PAGE_VIEW_TOKEN_LIMITS,
  PAGE_VIEW_TOKEN_VERSION,
  pageViewSignedText,
  pageViewTokenOf,
  parsePageViewToken,
  type PageView,
  type ParsedPageViewToken,
} from './pageViewToken';
export {
  PAGE_VIEW_CLAIMS,
  PAGE_VIEW_HEADER,
  PAGE_VIEW_REJECTIONS,
  type PageViewClaim,
  type PageViewRejection,
} from './pageViewHttp';
export { pageViewFieldSchema } from './pageViewTokenSchema';
