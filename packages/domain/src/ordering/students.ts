/**
 * Student and school (RULES-ordering-format.md): with a single school it is chosen
 * automatically, otherwise the school is matched by name; the student's grade, classroom and teacher are cleared
 * when they are not in the chosen school's lists (each a comma-separated string).
 */
export interface School {
  name: string;
  grades: string;
  classrooms: string;
  teachers: string;
}

export interface StudentFields {
  school: string;
  grade: string;
  classroom: string;
  teacher: string;
}

/** "Grade 1, Grade 2,,Grade 3 " -> ["Grade 1", "Grade 2", "Grade 3"]. */
export function splitList(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-CA') === b.trim().toLocaleLowerCase('en-CA');

export function chooseSchool(schools: readonly School[], name: string): School | null {
  if (schools.length === 1) return schools[0]!;
  return schools.find((s) => same(s.name, name)) ?? null;
}

/** The student with the chosen school's name and only the grade, classroom and teacher that school lists. */
export function reconcileStudent<T extends StudentFields>(
  student: T,
  schools: readonly School[],
): { student: T; school: School | null } {
  const school = chooseSchool(schools, student.school);
  const keep = (value: string, list: string | undefined) => {
    const match = list === undefined ? undefined : splitList(list).find((entry) => same(entry, value));
    return match ?? '';
  };
  return {
    school,
    student: {
      ...student,
      school: school?.name ?? student.school,
      grade: keep(student.grade, school?.grades),
      classroom: keep(student.classroom, school?.classrooms),
      teacher: keep(student.teacher, school?.teachers),
    },
  };
}
