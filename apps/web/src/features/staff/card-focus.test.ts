import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusOrderCard } from './card-focus';

/** The board's markup as board.tsx draws it: a segment per column (phones), the columns, a card. */
function board(cardColumn: string, shownColumn: string) {
  document.body.innerHTML = `
    <div>${['pending', 'in_progress'].map((c) => `<button data-board-column="${c}">${c}</button>`).join('')}</div>
    ${['pending', 'in_progress']
      .map(
        (c) => `<section data-column-shown="${c === shownColumn}"><h2 id="column-${c}" tabindex="-1">${c}</h2>
          ${c === cardColumn ? '<button data-order-id="order-000000005">#5</button>' : ''}</section>`,
      )
      .join('')}`;
}
const wide = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches, media: query }) as MediaQueryList);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('focus back on the board when a ticket closes', () => {
  it('lands on the order card, in whichever column it now stands', () => {
    wide(true);
    board('in_progress', 'pending');
    expect(focusOrderCard({ id: 'order-000000005', status: 'in_progress' })).toBe(true);
    expect(document.activeElement?.textContent).toBe('#5');
  });

  it("on a phone, lands on the segment of the card's column when another column is shown", () => {
    wide(false);
    board('in_progress', 'pending');
    focusOrderCard({ id: 'order-000000005', status: 'in_progress' });
    expect(document.activeElement?.getAttribute('data-board-column')).toBe('in_progress');
  });

  it('on a phone, lands on the card when its column is the one shown', () => {
    wide(false);
    board('in_progress', 'in_progress');
    focusOrderCard({ id: 'order-000000005', status: 'in_progress' });
    expect(document.activeElement?.textContent).toBe('#5');
  });

  it("lands on the column's heading when the card is not drawn (far down a long column)", () => {
    wide(true);
    board('pending', 'pending');
    focusOrderCard({ id: 'order-000000099', status: 'in_progress' });
    expect(document.activeElement?.id).toBe('column-in_progress');
  });
});
