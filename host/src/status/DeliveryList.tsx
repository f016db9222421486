import { useId, type ReactNode } from 'react';
import { mutedStyle } from './statusLook';

/** A captioned list of a remote's delivery: the caption is visible, and it names the list for assistive technology. */
export function DeliveryList({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <>
      <p id={captionId} style={{ ...mutedStyle, margin: '0.6rem 0 0.2rem', fontSize: '0.85rem' }}>
        {caption}
      </p>
      <ul style={{ margin: 0, paddingLeft: '1.2rem', fontSize: '0.9rem' }} aria-labelledby={captionId}>
        {children}
      </ul>
    </>
  );
}
