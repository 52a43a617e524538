import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoAccess } from './no-access';
import { renderStaff, testRestaurant } from './render-staff';

afterEach(cleanup);

const staffRole = { ...testRestaurant, role: 'staff' as const, actions: ['orders.read' as const] };

describe('a page beyond the role, opened by its address', () => {
  it('says the role does not include it (they do work here) and leads to the pages the role opens', async () => {
    await renderStaff(<NoAccess restaurant={staffRole} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your role doesn’t include this page');
    expect(screen.queryByText(/don’t have access to this restaurant/)).toBeNull();
    expect(screen.getByText(/Your role at The Maple Table: Staff\./)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Orders', '/staff/101'],
      ['Menu & ordering', '/staff/101/menu'],
      ['Reports', '/staff/101/reports'],
    ]);
  });

  it('says it in French, with the role translated', async () => {
    await renderStaff(<NoAccess restaurant={{ ...staffRole, role: 'manager' }} />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Votre rôle ne donne pas accès à cette page',
    );
    expect(screen.getByText(/^Votre rôle chez/).textContent).toMatch(
      /^Votre rôle chez The Maple Table\u00a0: Gérant\./,
    );
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Commandes',
      'Menu et commandes en ligne',
      'Rapports',
    ]);
  });
});
