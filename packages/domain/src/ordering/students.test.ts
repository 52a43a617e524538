import { describe, expect, it } from 'vitest';
import { chooseSchool, reconcileStudent, type School, type StudentFields, splitList } from './students';

const maple: School = {
  name: 'Maple Public School',
  grades: 'JK, SK, Grade 1, Grade 2',
  classrooms: '101,102, 103',
  teachers: 'Ms. Roy, Mr. Singh',
};
const oak: School = {
  name: 'Oak Academy',
  grades: 'Grade 7,Grade 8',
  classrooms: 'A, B',
  teachers: 'Mme Côté',
};
const student: StudentFields = {
  school: 'Maple Public School',
  grade: 'Grade 1',
  classroom: '102',
  teacher: 'Mr. Singh',
};

describe('Student lists are comma-separated strings', () => {
  it.each([
    ['JK, SK, Grade 1', ['JK', 'SK', 'Grade 1']],
    ['101,102,,103 ', ['101', '102', '103']],
    ['', []],
  ])('%o -> %o', (list, out) => {
    expect(splitList(list)).toEqual(out);
  });
});

describe('One school is auto-chosen, else matched by name', () => {
  it.each([
    ['a single school whatever the name', [oak], 'Maple Public School', 'Oak Academy'],
    ['matched by name', [maple, oak], 'Oak Academy', 'Oak Academy'],
    ['matched ignoring case and spaces', [maple, oak], ' oak academy ', 'Oak Academy'],
    ['no match', [maple, oak], 'Pine School', null],
    ['no schools', [], 'Oak Academy', null],
  ] as [string, School[], string, string | null][])('%s', (_name, schools, name, chosen) => {
    expect(chooseSchool(schools, name)?.name ?? null).toBe(chosen);
  });
});

describe("Grade, classroom and teacher cleared when not in the chosen school's lists", () => {
  it.each([
    ['all kept', student, [maple, oak], student],
    ['grade not offered', { ...student, grade: 'Grade 8' }, [maple, oak], { ...student, grade: '' }],
    [
      'classroom and teacher not listed',
      { ...student, classroom: '999', teacher: 'Mme Côté' },
      [maple, oak],
      { ...student, classroom: '', teacher: '' },
    ],
    [
      'single school auto-chosen: values of the old school cleared',
      student,
      [oak],
      { school: 'Oak Academy', grade: '', classroom: '', teacher: '' },
    ],
    [
      'kept with the list spelling',
      { ...student, grade: 'grade 1', teacher: 'ms. roy' },
      [maple, oak],
      { ...student, grade: 'Grade 1', teacher: 'Ms. Roy' },
    ],
    [
      'no school matched: all three cleared, name kept',
      { ...student, school: 'Pine School' },
      [maple, oak],
      { school: 'Pine School', grade: '', classroom: '', teacher: '' },
    ],
  ] as [string, StudentFields, School[], StudentFields][])('%s', (_name, input, schools, out) => {
    expect(reconcileStudent(input, schools).student).toEqual(out);
  });

  it('keeps the other fields of the student', () => {
    const result = reconcileStudent({ ...student, id: 's1', name: 'Léa' }, [maple]);
    expect(result.student).toMatchObject({ id: 's1', name: 'Léa' });
    expect(result.school).toBe(maple);
  });
});
