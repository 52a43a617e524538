/**
 * Add or edit a student (/profile/students/create, /profile/students/{id}): name, school, grade, classroom and
 * teacher chosen from the program's lists. A single school is chosen automatically; choosing another school clears
 * what the new school does not list (the server applies the same rule, domain placeStudent).
 */
import type { School } from '@ordering/domain/accounts/student';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Student } from '../api';
import { type StudentForm as Form, listsOf } from '../student-form';
import { useStudentForm } from '../use-student-form';
import { button, card, ghost, input } from './styles';

const errorText = 'mt-1 text-sm font-semibold text-red-700 dark:text-red-300';

export function StudentForm({
  schools,
  student,
  restaurantId,
  cancelTo,
  onSaved,
}: {
  schools: readonly School[];
  student: Student | null;
  restaurantId: number | string;
  cancelTo: string;
  onSaved: (student: Student) => void;
}) {
  const { t } = useTranslation();
  const { form, set, errors, refusal, busy, onSubmit } = useStudentForm({
    schools,
    student,
    restaurantId,
    onSaved,
  });
  const lists = listsOf(schools, form.school);
  const list = { form, set };
  return (
    <section className={card} aria-labelledby="student-form-title">
      <h2 id="student-form-title" className="text-lg font-bold">
        {student ? t('students.editTitle', { name: student.name }) : t('students.createTitle')}
      </h2>
      <form className="mt-3 grid gap-3" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div>
          <label htmlFor="student-name" className="text-sm font-semibold">
            {t('students.name')}
          </label>
          <input
            id="student-name"
            className={input}
            value={form.name}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'student-name-error' : undefined}
            onChange={(e) => set('name', e.target.value)}
          />
          {errors.name && (
            <p id="student-name-error" className={errorText}>
              {errors.name}
            </p>
          )}
        </div>
        <SchoolField schools={schools} form={form} set={set} error={errors.school} />
        <div className="grid gap-3 sm:grid-cols-3">
          <ListSelect field="grade" label={t('students.grade')} options={lists.grades} {...list} />
          <ListSelect
            field="classroom"
            label={t('students.classroom')}
            options={lists.classrooms}
            {...list}
          />
          <ListSelect field="teacher" label={t('students.teacher')} options={lists.teachers} {...list} />
        </div>
        {refusal && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={button} disabled={busy}>
            {busy ? t('students.saving') : t('students.save')}
          </button>
          <Link className={ghost} to={cancelTo}>
            {t('students.cancel')}
          </Link>
        </div>
      </form>
    </section>
  );
}

type Set = (field: keyof Form, value: string) => void;

/** The program's single school, named; else a choice of its schools. */
function SchoolField({
  schools,
  form,
  set,
  error,
}: {
  schools: readonly School[];
  form: Form;
  set: Set;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  if (schools.length === 1)
    return (
      <p>
        <span className="text-sm font-semibold">{t('students.school')}</span>
        <span className="block">{form.school}</span>
      </p>
    );
  return (
    <div>
      <label htmlFor="student-school" className="text-sm font-semibold">
        {t('students.school')}
      </label>
      <select
        id="student-school"
        className={input}
        value={form.school}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'student-school-error' : 'student-school-hint'}
        onChange={(e) => set('school', e.target.value)}
      >
        <option value="">{t('students.chooseSchool')}</option>
        {schools.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="student-school-error" className={errorText}>
          {error}
        </p>
      ) : (
        <p id="student-school-hint" className="mt-1 text-xs text-muted">
          {t('students.schoolHint')}
        </p>
      )}
    </div>
  );
}

/** A grade, classroom or teacher from the chosen school's list (disabled before a school is chosen). */
function ListSelect({
  field,
  label,
  options,
  form,
  set,
}: {
  field: 'grade' | 'classroom' | 'teacher';
  label: string;
  options: string[];
  form: Form;
  set: Set;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={`student-${field}`} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={`student-${field}`}
        className={input}
        value={form[field]}
        disabled={options.length === 0}
        onChange={(e) => set(field, e.target.value)}
      >
        <option value="">{t('students.notSet')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
