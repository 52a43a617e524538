import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffListQuery } from '../api';
import { renderStaff, testRestaurant } from './render-staff';
import { Team } from './team';

afterEach(cleanup);

const owner = {
  userId: 'u1',
  email: 'owner@example.com',
  firstName: 'Olive',
  lastName: 'Owner',
  role: 'owner',
  scope: 'restaurant',
};

const draw = (locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
  renderStaff(<Team restaurant={testRestaurant} myEmail="owner@example.com" />, {
    locale,
    data: [[staffListQuery(101).queryKey, [owner]]],
  });

describe('adding someone to the team', () => {
  it('holds the e-mail to the server’s rule before asking, and sends it as the server keeps it', async () => {
    const sent: unknown[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ staff: [owner] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      await draw();
      const email = screen.getByLabelText('Their account’s email');
      // A browser takes "sam@kitchen" as an e-mail; the server's rule (staffAddRequest) does not.
      fireEvent.change(email, { target: { value: 'sam@kitchen' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Enter the e-mail of their account.');
      expect(sent).toEqual([]);
      fireEvent.change(email, { target: { value: ' Sam@Kitchen.example ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(sent).toEqual([{ email: 'sam@kitchen.example', role: 'staff' }]));
      await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
    } finally {
      fetch.mockRestore();
    }
  });

  it('says it in French', async () => {
    await draw('fr-CA');
    fireEvent.change(screen.getByLabelText('Courriel de son compte'), { target: { value: 'sam@cuisine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Entrez le courriel de son compte.');
  });
});
