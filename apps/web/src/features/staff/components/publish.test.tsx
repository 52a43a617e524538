import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Publish } from './publish';
import { renderStaff, testRestaurant } from './render-staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The text as drawn: the default matcher reads a non-breaking space as any space. */
const kept = { normalizer: (text: string) => text.trim() };

const fileWith = (names: string[]) => ({
  version: 3,
  menus: [
    {
      id: 'dinner',
      name: 'Dinner',
      sections: [{ items: names.map((name, i) => ({ id: `i${i}`, name, price: 10 })) }],
    },
  ],
});

/** Version 3, published on 24 November 2026 at 10:00 in Toronto. */
const LIVE = { restaurantId: 101, version: 3, publishedAt: '2026-11-24T15:00:00.000Z' };

/** The published file answers only when the test says so (a slow connection); its version at once. */
function slowPublishedFile() {
  let answer: (res: Response) => void = () => undefined;
  const fetchMock = vi.fn((url: string) =>
    url.endsWith('/api/staff/restaurants/101/data-file')
      ? Promise.resolve(new Response(JSON.stringify(LIVE), { status: 200 }))
      : new Promise<Response>((resolve) => {
          answer = resolve;
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return (status: number, body: unknown) => answer(new Response(JSON.stringify(body), { status }));
}

async function upload(content: unknown, label = 'Data file (JSON)') {
  const input = screen.getByLabelText(label);
  const file = new File([JSON.stringify(content)], 'maple-table.json', { type: 'application/json' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe('what a data file changes', () => {
  it('waits for the published file before saying what changes, instead of calling every item added', async () => {
    const answer = slowPublishedFile();
    await renderStaff(<Publish restaurant={testRestaurant} />);
    await upload(fileWith(['Poutine', 'Fries (large)']));
    expect((await screen.findByRole('status')).textContent).toContain('Comparing with the published file…');
    expect(screen.queryByText('What this file changes')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

    await act(async () => answer(200, fileWith(['Poutine', 'Fries'])));
    expect(await screen.findByText('What this file changes')).toBeTruthy();
    expect(screen.getByText('0 items added')).toBeTruthy();
    expect(screen.getByText('1 item renamed: Fries (large)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('compares with nothing for a restaurant never published', async () => {
    const answer = slowPublishedFile();
    await renderStaff(<Publish restaurant={testRestaurant} />);
    await act(async () => answer(404, { code: 404, message: 'Not found' }));
    await upload(fileWith(['Poutine']));
    expect(await screen.findByText('1 item added: Poutine')).toBeTruthy();
  });

  it('lists what changes after a colon a line cannot start with, in French', async () => {
    const answer = slowPublishedFile();
    await renderStaff(<Publish restaurant={testRestaurant} />, { locale: 'fr-CA' });
    await act(async () => answer(404, { code: 404, message: 'Introuvable' }));
    await upload(fileWith(['Poutine']), 'Fichier de données (JSON)');
    expect(await screen.findByText('1 article ajouté\u00a0: Poutine', kept)).toBeTruthy();
  });

  it('says so when the published file cannot be read, in French', async () => {
    const answer = slowPublishedFile();
    await renderStaff(<Publish restaurant={testRestaurant} />, { locale: 'fr-CA' });
    await act(async () => answer(500, { code: 500, message: 'Erreur' }));
    await upload(fileWith(['Poutine']), 'Fichier de données (JSON)');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Le fichier publié n’a pas pu être lu\u00a0: ce que ce fichier change ne peut pas être affiché.',
    );
    expect(screen.queryByText('Ce que ce fichier change')).toBeNull();
  });
});

describe('the version diners see', () => {
  it.each([
    ['en-CA', 'Diners see version 3, published 24/11/2026 at 10:00 a.m.'],
    ['fr-CA', 'Les clients voient la version 3, publiée le 24/11/2026 à 10 h 00'],
  ] as const)('says when it was published, in the restaurant’s time (%s)', async (locale, said) => {
    slowPublishedFile();
    await renderStaff(<Publish restaurant={testRestaurant} />, { locale });
    expect((await screen.findByTestId('published-version')).textContent).toBe(said);
  });
});
