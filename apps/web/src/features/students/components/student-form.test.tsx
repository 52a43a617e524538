/**
 * The student form refuses what the server would (a name, a school of the program: the domain's studentProblems),
 * focused and without a request, and sends the student once both are there, the grade from the chosen school's list.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { renderWithRouter } from '../../../testing/render';
import type { Student } from '../api';
import { StudentForm } from './student-form';

const SCHOOLS = [
  { name: 'Northview Public School', grades: 'JK, SK, 1', classrooms: '101', teachers: 'Ms. Patel' },
  { name: 'Maplewood Middle School', grades: '7, 8', classrooms: '301', teachers: 'Mr. Nguyen' },
];
const ADA: Student = {
  id: 'st-1',
  name: 'Ada',
  school: 'Maplewood Middle School',
  grade: '7',
  classroom: null,
  teacher: null,
};

let sent: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ student: ADA, students: [ADA] }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the student form', () => {
  it('asks for a name and a school first, then sends the student', async () => {
    const onSaved = vi.fn();
    renderWithRouter(
      <StudentForm schools={SCHOOLS} student={null} restaurantId={101} cancelTo="/" onSaved={onSaved} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByLabelText('School').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('student-name');
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Student's name"), 'Ada');
    await userEvent.selectOptions(screen.getByLabelText('School'), 'Maplewood Middle School');
    await userEvent.selectOptions(screen.getByLabelText('Grade'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(ADA));
    expect(sent).toEqual([
      {
        url: '/api/auth/students',
        body: { name: 'Ada', school: 'Maplewood Middle School', grade: '7', classroom: null, teacher: null },
      },
    ]);
  });

  it('clears a grade the newly chosen school does not list', async () => {
    renderWithRouter(
      <StudentForm schools={SCHOOLS} student={ADA} restaurantId={101} cancelTo="/" onSaved={() => {}} />,
    );
    expect((screen.getByLabelText('Grade') as HTMLSelectElement).value).toBe('7');
    await userEvent.selectOptions(screen.getByLabelText('School'), 'Northview Public School');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      name: 'Ada',
      school: 'Northview Public School',
      grade: null,
      classroom: null,
      teacher: null,
    });
  });
});
