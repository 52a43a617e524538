/**
 * The student form's school rules, as the server applies them (domain placeStudent): with
 * a single school it is chosen automatically; otherwise the school is matched by name; grade, classroom and teacher
 * that are not in the chosen school's lists are cleared. The form shows the lists of the chosen school.
 */
import { listOf, placeStudent, type School } from '@ordering/domain/accounts/student';

export interface StudentForm {
  name: string;
  school: string;
  grade: string;
  classroom: string;
  teacher: string;
}

export const EMPTY_FORM: StudentForm = { name: '', school: '', grade: '', classroom: '', teacher: '' };

/** The form with its school resolved and the fields the school does not list cleared. */
export function reconcile(schools: readonly School[], form: StudentForm): StudentForm {
  const placed = placeStudent(schools, form);
  if (!placed) return { ...form, school: '', grade: '', classroom: '', teacher: '' };
  return {
    name: form.name,
    school: placed.school,
    grade: placed.grade ?? '',
    classroom: placed.classroom ?? '',
    teacher: placed.teacher ?? '',
  };
}

/** The chosen school's grades, classrooms and teachers (nothing before a school is chosen). */
export function listsOf(schools: readonly School[], schoolName: string) {
  const school = schools.length === 1 ? schools[0] : schools.find((s) => s.name === schoolName);
  return {
    grades: school ? listOf(school.grades) : [],
    classrooms: school ? listOf(school.classrooms) : [],
    teachers: school ? listOf(school.teachers) : [],
  };
}

export const toBody = (form: StudentForm) => ({
  name: form.name.trim(),
  school: form.school || null,
  grade: form.grade || null,
  classroom: form.classroom || null,
  teacher: form.teacher || null,
});
