/** An instant as the status page shows it: in the page's format, machine-readable in `dateTime`. */
export const timeOf = (iso: string, format: Intl.DateTimeFormat) => (
  <time dateTime={iso}>{format.format(new Date(iso))}</time>
);
