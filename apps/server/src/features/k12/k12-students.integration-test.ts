/** The students API applies the school rules itself, as the browser does: a rule only in the browser is a defect. */
import { describe, expect, it } from 'vitest';
import { call, SCHOOL } from '../accounts/accounts-test-kit';
import { other, parent, t, useK12Days } from './k12-days-test-kit';

useK12Days();

describe('the students API applies the school rules itself (a rule only in the browser is a defect)', () => {
  it('clears what the chosen school does not list, matches the school by name, and keeps to the parent’s own', async () => {
    const o = { token: parent.token, restaurant: SCHOOL };
    const made = await call(
      t.app,
      'POST',
      '/api/auth/students',
      {
        name: 'Noor',
        school: '  NORTHVIEW public school ',
        grade: '7',
        classroom: '101',
        teacher: 'Mr. Nguyen',
      },
      o,
    );
    expect(made.statusCode, made.body).toBe(200);
    const noor = made.json().student;
    // Grade 7 and Mr. Nguyen are Maplewood's, not Northview Public School's: cleared; room 101 is kept.
    expect(noor).toMatchObject({
      school: 'Northview Public School',
      grade: null,
      classroom: '101',
      teacher: null,
    });

    const moved = await call(
      t.app,
      'PUT',
      `/api/auth/students/${noor.id}`,
      {
        name: 'Noor',
        school: 'Maplewood Middle School',
        grade: '8',
        classroom: '101',
        teacher: 'ms. kowalski',
      },
      o,
    );
    expect(moved.json().student).toMatchObject({
      school: 'Maplewood Middle School',
      grade: '8',
      classroom: null,
      teacher: 'Ms. Kowalski',
    });

    const theirs = { token: other.token, restaurant: SCHOOL };
    const edit = await call(
      t.app,
      'PUT',
      `/api/auth/students/${noor.id}`,
      { name: 'X', school: 'Maplewood Middle School' },
      theirs,
    );
    expect(edit.statusCode).toBe(404);
    const del = await call(t.app, 'POST', `/api/auth/delete-student/${noor.id}`, undefined, theirs);
    expect(del.statusCode).toBe(404);
    const none = await call(t.app, 'POST', '/api/auth/students', { name: 'Noor', grade: '7' }, o);
    expect(none.statusCode).toBe(400);
    const mine = await call(t.app, 'POST', `/api/auth/delete-student/${noor.id}`, undefined, o);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().students.map((s: { id: string }) => s.id)).not.toContain(noor.id);
  });
});
