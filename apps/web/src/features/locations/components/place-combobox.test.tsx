import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTranslations } from '../../../lib/i18n';
import { renderWithQueries } from '../../../testing/render';
import { PlaceCombobox, type Suggestion } from './place-combobox';

const place = (gmapPlaceId: string, description: string) => ({
  gmapPlaceId,
  description,
  types: ['locality'],
  terms: [],
});
const TORONTO = place('ca:ON:toronto', 'Toronto, ON');
const MONTREAL = place('ca:QC:montreal', 'Montréal, QC');
const OTTAWA = place('ca:ON:ottawa', 'Ottawa, ON');
/** How long the Places provider takes to answer for each text (the test's clock is fake). */
let slowMs: Record<string, number> = {};
let asked: string[] = [];

beforeEach(async () => {
  await startTranslations('en-CA');
  // Only the clocks the box and the slow answer use: reading a response's body needs the real setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  slowMs = {};
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { description } = JSON.parse(String(init.body)) as { description: string };
      asked.push(description);
      const folded = description.toLowerCase();
      const predictions = folded.startsWith('tor')
        ? [TORONTO]
        : folded.startsWith('mont')
          ? [MONTREAL]
          : folded.startsWith('ott')
            ? [OTTAWA]
            : [];
      const slow = slowMs[description] ?? 0;
      if (slow) await new Promise((done) => setTimeout(done, slow));
      return Response.json({ predictions });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBox() {
  const onChoose = vi.fn<(choice: Suggestion) => void>();
  renderWithQueries(<PlaceCombobox group="slice-co" locations={[]} initialText="" onChoose={onChoose} />);
  const input = screen.getByRole('combobox') as HTMLInputElement;
  act(() => input.focus());
  // A diner typing at normal speed (80 ms a key), clearing the box, and pressing keys.
  const user = {
    type: async (text: string) => {
      for (const ch of text) {
        fireEvent.change(input, { target: { value: input.value + ch } });
        await wait(80);
      }
    },
    clear: async () => {
      fireEvent.change(input, { target: { value: '' } });
      await wait(80);
    },
    key: (key: string) => fireEvent.keyDown(input, { key }),
  };
  return { onChoose, user, input };
}

/** The fake clock moves on by `ms`, 10 ms at a time, letting the real event loop read each answer's body. */
async function wait(ms: number) {
  for (let left = ms; left >= 0; left -= 10)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(10, left));
      await new Promise((done) => setImmediate(done));
    });
}
const chosen = (onChoose: ReturnType<typeof renderBox>['onChoose']) =>
  onChoose.mock.calls.map(([c]) => (c.kind === 'place' ? c.place.description : c.location.name));

describe('the place search box and Enter (audit F2 finding 3)', () => {
  it('never chooses the previous text’s suggestion: Enter waits for the typed text’s, however slow', async () => {
    const { onChoose, user, input } = renderBox();
    await user.type('Toronto');
    await wait(500);
    expect(screen.getByRole('option', { name: 'Toronto, ON' })).toBeTruthy();

    slowMs = { Montréal: 1200 };
    await user.clear();
    await user.type('Montréal');
    // Arrows do not move onto the previous text's list either.
    user.key('ArrowDown');
    user.key('Enter');
    expect(chosen(onChoose)).toEqual([]);
    expect(input.value).toBe('Montréal');
    // The typed text is asked for at once (no debounce once Enter is pressed).
    await wait(0);
    expect(asked.at(-1)).toBe('Montréal');

    await wait(1000);
    expect(chosen(onChoose)).toEqual([]);
    await wait(400);
    expect(chosen(onChoose)).toEqual(['Montréal, QC']);
    expect(input.value).toBe('Montréal, QC');
  });

  it('chooses nothing when the typed text has no suggestion, and says so', async () => {
    const { onChoose, user } = renderBox();
    await user.type('Ottawa');
    await wait(500);
    expect(screen.getByRole('option', { name: 'Ottawa, ON' })).toBeTruthy();
    slowMs = { qqqqqq: 800 };
    await user.clear();
    await user.type('qqqqqq');
    user.key('Enter');
    await wait(1500);
    expect(chosen(onChoose)).toEqual([]);
    expect(screen.getByText('No place matches what you typed.')).toBeTruthy();
  });

  it('does not choose for text the diner changed after pressing Enter', async () => {
    const { onChoose, user, input } = renderBox();
    slowMs = { Mont: 1000 };
    await user.type('Mont');
    user.key('Enter');
    await user.type('q');
    await wait(2000);
    expect(chosen(onChoose)).toEqual([]);
    expect(input.value).toBe('Montq');
  });

  it('chooses at once when the suggestions for the typed text are there', async () => {
    const { onChoose, user } = renderBox();
    await user.type('Toronto');
    await wait(500);
    user.key('Enter');
    expect(chosen(onChoose)).toEqual(['Toronto, ON']);
  });
});
