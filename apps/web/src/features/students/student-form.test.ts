import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, listsOf, reconcile } from './student-form';

const north = {
  name: 'Northview Public School',
  grades: 'JK, SK, 1',
  classrooms: '101, 102',
  teachers: 'Ms. Patel',
};
const maple = { name: 'Maplewood Middle School', grades: '7, 8', classrooms: '301', teachers: 'Mr. Nguyen' };

describe('student form school rules', () => {
  it.each([
    [
      'a single school is chosen automatically',
      [north],
      { ...EMPTY_FORM, name: 'Maya', grade: 'SK' },
      { school: north.name, grade: 'SK', classroom: '', teacher: '' },
    ],
    [
      'a school is matched by name, case aside',
      [north, maple],
      { ...EMPTY_FORM, school: 'maplewood middle school', grade: '7' },
      { school: maple.name, grade: '7' },
    ],
    [
      'grade, classroom and teacher outside the new school are cleared',
      [north, maple],
      { ...EMPTY_FORM, school: maple.name, grade: 'SK', classroom: '101', teacher: 'Ms. Patel' },
      { school: maple.name, grade: '', classroom: '', teacher: '' },
    ],
    [
      'no school chosen among several keeps nothing of the school',
      [north, maple],
      { ...EMPTY_FORM, grade: '7' },
      { school: '', grade: '' },
    ],
  ])('%s', (_name, schools, form, expected) => {
    expect(reconcile(schools, form)).toMatchObject(expected);
  });

  it('lists the chosen school’s grades, classrooms and teachers', () => {
    expect(listsOf([north, maple], maple.name)).toEqual({
      grades: ['7', '8'],
      classrooms: ['301'],
      teachers: ['Mr. Nguyen'],
    });
    expect(listsOf([north, maple], '').grades).toEqual([]);
    expect(listsOf([north], '').grades).toEqual(['JK', 'SK', '1']);
  });
});
