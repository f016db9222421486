export {
  navigationItemSchema,
  PAGE_DATA_ELEMENT_ID,
  pageDataSchema,
  type NavigationItem,
  type PageData,
} from './pageDataSchema';
export { pageDataElement } from './pageDataElement';
export { pageDataFromHtml } from './pageDataFromHtml';
