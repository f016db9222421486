export { PAGE_DATA_ELEMENT_ID, pageDataSchema, type PageData } from './pageDataSchema';
export { pageDataElement } from './pageDataElement';
export { pageDataFromHtml } from './pageDataFromHtml';
