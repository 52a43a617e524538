import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffOrderFactory } from '../testing';
import { renderStaff, testRestaurant } from './render-staff';
import { TicketDialog } from './ticket-dialog';

const calls = vi.hoisted(() => ({ changeStatus: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../api', async (actual) => ({
  ...(await actual<typeof import('../api')>()),
  changeStatus: calls.changeStatus,
}));
vi.mock('../../../lib/toast', async (actual) => ({
  ...(await actual<typeof import('../../../lib/toast')>()),
  toast: { ...calls.toast, warning: vi.fn(), dismiss: vi.fn(), dismissAll: vi.fn() },
}));

beforeEach(() => {
  calls.changeStatus.mockReset();
  calls.toast.success.mockReset();
  calls.toast.error.mockReset();
});
afterEach(cleanup);

const order = staffOrderFactory({ id: 'order-000000005', number: 5 });

/** A card that opens the ticket, as the board does (by the URL there: the dialog has no trigger of its own). */
function CardAndTicket({ initial }: { initial: StaffOrder }) {
  const [open, setOpen] = useState<StaffOrder | null>(null);
  return (
    <>
      <button type="button" data-order-id={initial.id} onClick={() => setOpen(initial)}>
        #{initial.number}
      </button>
      <TicketDialog
        order={open}
        restaurant={testRestaurant}
        locale="en-CA"
        can={() => true}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

describe('the ticket dialog', () => {
  it('gives focus back to the card that opened it when Escape closes it', async () => {
    await renderStaff(<CardAndTicket initial={order} />);
    const card = screen.getByRole('button', { name: '#5' });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Order #5' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it('says what an action did in its action bar, not in a toast over its title', async () => {
    calls.changeStatus.mockResolvedValue({
      id: order.id,
      number: 5,
      status: 'in_progress',
      cancelReason: null,
    });
    await renderStaff(<CardAndTicket initial={order} />);
    await userEvent.click(screen.getByRole('button', { name: '#5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #5' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Order #5 accepted'));
    expect(calls.toast.success).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('heading', { name: 'Order #5' })).toBeTruthy();
  });

  it("says a refusal there too, in the server's words", async () => {
    const { ApiError } = await import('../../../lib/api-client');
    calls.changeStatus.mockRejectedValue(new ApiError(409, 409, 'This order was already accepted.'));
    await renderStaff(<CardAndTicket initial={order} />);
    await userEvent.click(screen.getByRole('button', { name: '#5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #5' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This order was already accepted.');
    expect(calls.toast.error).not.toHaveBeenCalled();
  });

  it('fits a phone: full width up to a side panel, its header buttons never squeezed, its facts wrap', async () => {
    await renderStaff(<CardAndTicket initial={order} />);
    await userEvent.click(screen.getByRole('button', { name: '#5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #5' });
    const cls = (el: Element) => (el.getAttribute('class') ?? '').split(/\s+/);
    expect(cls(dialog)).toEqual(
      expect.arrayContaining(['w-full', 'max-w-xl', 'min-w-0', 'overflow-x-hidden']),
    );
    for (const name of ['Print', 'Close']) {
      const button = within(dialog).getByRole('button', { name });
      expect(cls(button)).toEqual(expect.arrayContaining(['shrink-0', 'px-3', 'sm:px-4']));
    }
    // The facts' value column may shrink below its longest word (an e-mail), which then wraps: staff.css.
    const css = readFileSync(join(__dirname, '../staff.css'), 'utf8');
    expect(css).toMatch(/grid-template-columns: minmax\(7rem, 40%\) minmax\(0, 1fr\);/);
    expect(css).toMatch(/\.ticket-facts dd \{\s*min-width: 0;\s*overflow-wrap: anywhere;/);
  });
});
