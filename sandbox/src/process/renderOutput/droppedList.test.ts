import { MAX_DROPPED_LISTED } from '../../contract/serverRender';
import { DroppedList } from './droppedList';

describe('DroppedList', () => {
  it('counts the same element and reason once, and bounds the list with a count of the rest', () => {
    const list = new DroppedList();
    for (let i = 0; i < 20_000; i++) list.add('meta name=a', 'why');
    for (let i = 0; i < 40; i++) list.add(`meta name=m${i}`, 'why');
    const listed = list.list();
    expect(listed).toHaveLength(MAX_DROPPED_LISTED);
    expect(listed[0]).toEqual({ element: 'meta name=a ×20000', reason: 'why' });
    expect(listed.at(-1)).toEqual({ element: `${40 - (MAX_DROPPED_LISTED - 2)} more`, reason: expect.any(String) });
  });

  it('lists nothing when nothing was dropped', () => {
    expect(new DroppedList().list()).toEqual([]);
  });
});
