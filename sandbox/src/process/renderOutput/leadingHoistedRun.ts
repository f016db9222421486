/*
 * React 19 hoists what belongs in a document's head to the front of the stream when the tree has no <html> of its own:
 * <title>, <meta> and <link> (canonical, preloads, and stylesheets with `precedence`), <script async src> and
 * <style href precedence>. That leading run is the remote's head, the rest its markup. This finds where the run ends;
 * what of it is kept is `shapeHead`'s decision. A run this misreads (only a hand-made output can) is parsed all the
 * same: whatever it swallowed is dropped from the head, whatever it left is balanced inside the slot.
 */
const HOISTED =
  /(?:<title\b[^>]*>[\s\S]*?<\/title\s*>|<meta\b[^>]*>|<link\b[^>]*>|<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>)/iy;

/**
 * The hoisted elements read at most: parse5 took 0.2 to 0.7 s over 20,000 metas, and the head keeps 64 at most. React
 * writes stylesheets and preloads before titles and metas, so the bound leaves room for a page's many preloads.
 */
export const MAX_READ_HOISTED = 256;

export interface HoistedRun {
  /** The first `MAX_READ_HOISTED` hoisted elements: the head's candidates. */
  run: string;
  /** How many hoisted elements followed those, dropped unread. */
  unread: number;
  /** The markup after the run. */
  rest: string;
}

/** The output cut where React's leading run of hoisted elements ends. */
export function leadingHoistedRun(output: string): HoistedRun {
  // Sticky, from where the last match ended: slicing the output for each of 20,000 metas took seconds.
  const hoisted = new RegExp(HOISTED);
  let read = 0;
  let count = 0;
  let at = 0;
  while (hoisted.exec(output)) {
    at = hoisted.lastIndex;
    if (++count === MAX_READ_HOISTED) read = at;
  }
  if (count < MAX_READ_HOISTED) read = at;
  return { run: output.slice(0, read), unread: Math.max(0, count - MAX_READ_HOISTED), rest: output.slice(at) };
}
