/**
 * A student's school, grade, classroom and teacher: with a single school it is chosen
 * automatically, otherwise the school is matched by name; grade, classroom and teacher are cleared when they are
 * not in the chosen school's lists (each a comma-separated list).
 */
export interface School {
  name: string;
  grades: string;
  classrooms: string;
  teachers: string;
}

export interface StudentInput {
  school?: string | null | undefined;
  grade?: string | null | undefined;
  classroom?: string | null | undefined;
  teacher?: string | null | undefined;
}

export interface StudentPlacement {
  school: string;
  grade: string | null;
  classroom: string | null;
  teacher: string | null;
}

export function listOf(csv: string): string[] {
  return csv
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

const key = (v: string) => v.trim().toLocaleLowerCase('en-CA');

function pick(list: string, value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  return listOf(list).find((v) => key(v) === key(value)) ?? null;
}

/** The placement to store, or null when no school of the program matches. */
export function placeStudent(schools: readonly School[], input: StudentInput): StudentPlacement | null {
  const school =
    schools.length === 1
      ? schools[0]
      : schools.find((s) => input.school && key(s.name) === key(input.school));
  if (!school) return null;
  return {
    school: school.name,
    grade: pick(school.grades, input.grade),
    classroom: pick(school.classrooms, input.classroom),
    teacher: pick(school.teachers, input.teacher),
  };
}

/**
 * The fields that keep a student from being saved, in form order: a name (trimmed), and a school of the program
 * (placeStudent finds none). The student form and the server's students service both ask this.
 */
export function studentProblems(
  schools: readonly School[],
  input: StudentInput & { name: string },
): ('name' | 'school')[] {
  const problems: ('name' | 'school')[] = [];
  if (!input.name.trim()) problems.push('name');
  if (!placeStudent(schools, input)) problems.push('school');
  return problems;
}
