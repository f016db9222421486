/** The shop's name, in every page's title. */
const SHOP = 'MFP Shop';

export interface PageHeadProps {
  /** What the page is, before the shop's name; the shop's name alone when absent (the home page). */
  title?: string;
  description: string;
}

/**
 * The page's `<title>` and description. React 19 hoists both into the document's head, on the server (the renderer
 * moves them into the page's head, decision 0064) and in the browser, so a client-side navigation updates them too.
 * A remote may render its own `<title>`: React puts it first, and the browser shows the first.
 */
export function PageHead({ title, description }: PageHeadProps) {
  return (
    <>
      <title>{title ? `${title} · ${SHOP}` : SHOP}</title>
      <meta name="description" content={description} />
    </>
  );
}
