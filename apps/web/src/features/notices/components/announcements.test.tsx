import type { OrderingWay } from '@ordering/domain/ordering/ordering-way';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { renderWithQueries } from '../../../testing/render';
import { readDismissed } from '../dismissed';
import { Announcements } from './announcements';

const HOLIDAY = {
  id: 'holiday-parties',
  title: 'Holiday parties at The Maple Table',
  message: 'Planning a team dinner or a family get-together? Our private dining room seats up to 40.',
  startsAt: null,
  endsAt: null,
  modes: null,
};
const PICKUP = {
  id: 'takeout-pickup',
  title: 'Take-out pickup',
  message: 'Take-out orders are ready at the host stand, just inside the King Street entrance.',
  startsAt: null,
  endsAt: null,
  modes: ['pickup'],
};

function renderAnnouncements(dinerWays: OrderingWay[] | null = null) {
  return renderWithQueries(<Announcements restaurantId={101} language="en-CA" dinerWays={dinerWays} />);
}

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify([HOLIDAY, PICKUP]), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('announcements for the way the diner orders', () => {
  it.each([
    [['dine-in'], [HOLIDAY.title]],
    [['delivery'], [HOLIDAY.title]],
    [
      ['pickup', 'delivery'],
      [HOLIDAY.title, PICKUP.title],
    ],
    [null, [HOLIDAY.title, PICKUP.title]],
  ] as const)('a diner ordering %j sees %j', async (modes, titles) => {
    renderAnnouncements(modes === null ? null : [...modes]);
    const list = await screen.findByRole('region', { name: 'Announcements' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent?.replace('▾', '').trim()),
    ).toEqual(titles);
  });
});

describe('announcements (audit D2 F18)', () => {
  it('take a line each: the title shows, the message waits for a tap', async () => {
    renderAnnouncements();
    const list = await screen.findByRole('region', { name: 'Announcements' });
    const holiday = within(list).getByRole('button', { name: HOLIDAY.title });
    const pickup = within(list).getByRole('button', { name: PICKUP.title });
    expect(holiday.getAttribute('aria-expanded')).toBe('false');
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    // One line: the title is cut with an ellipsis rather than wrapped, and no message is on screen.
    expect(within(holiday).getByText(HOLIDAY.title).className).toContain('truncate');
    expect(screen.queryByText(HOLIDAY.message)).toBeNull();
    expect(screen.queryByText(PICKUP.message)).toBeNull();
  });

  it('opens one message on a tap on its title, and closes it on another', async () => {
    renderAnnouncements();
    const holiday = await screen.findByRole('button', { name: HOLIDAY.title });
    await userEvent.click(holiday);
    expect(holiday.getAttribute('aria-expanded')).toBe('true');
    const message = screen.getByText(HOLIDAY.message);
    expect(message.closest(`#${holiday.getAttribute('aria-controls')}`)).toBeTruthy();
    expect(within(holiday).getByText(HOLIDAY.title).className).not.toContain('truncate');
    expect(screen.queryByText(PICKUP.message)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: PICKUP.title }));
    expect(screen.queryByText(HOLIDAY.message)).toBeNull();
    expect(screen.getByText(PICKUP.message)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: PICKUP.title }));
    expect(screen.queryByText(PICKUP.message)).toBeNull();
  });

  it('a dismissed one is gone and stays gone on this device', async () => {
    renderAnnouncements();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dismiss “Holiday parties at The Maple Table”' }),
    );
    expect(screen.queryByRole('button', { name: HOLIDAY.title })).toBeNull();
    expect(screen.getByRole('button', { name: PICKUP.title })).toBeTruthy();
    expect(readDismissed(101)).toEqual(['holiday-parties']);

    cleanup();
    renderAnnouncements();
    expect(await screen.findByRole('button', { name: PICKUP.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: HOLIDAY.title })).toBeNull();
  });
});
