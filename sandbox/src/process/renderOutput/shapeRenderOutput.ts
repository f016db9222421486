import type { DroppedHeadElement } from '../../contract/serverRender';
import { balanceSlotHtml } from './balanceSlotHtml';
import { DroppedList } from './droppedList';
import { leadingHoistedRun, MAX_READ_HOISTED } from './leadingHoistedRun';
import { shapeHead } from './shapeHead';

export interface ShapedRenderOutput {
  head: string;
  html: string;
  notFound: boolean;
  /** Absent when the head kept everything React hoisted. */
  dropped?: DroppedHeadElement[];
}

/**
 * A remote's server render as the host page takes it (decision 0085): the head the allow-list keeps, and the markup
 * re-parsed inside the slot. Done here, in the render process, so the host server never parses a remote's output.
 */
export function shapeRenderOutput(output: string): ShapedRenderOutput {
  const { run, unread, rest } = leadingHoistedRun(output);
  const dropped = new DroppedList();
  const { head, notFound } = shapeHead(run, dropped);
  if (unread > 0) dropped.add(`${unread} hoisted elements`, `past the first ${MAX_READ_HOISTED}: not read`);
  const html = balanceSlotHtml(rest, dropped);
  const listed = dropped.list();
  return { head, html, notFound, ...(listed.length > 0 && { dropped: listed }) };
}
