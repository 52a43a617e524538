/**
 * Add or edit a student (/profile/students/create, /profile/students/{id}): name, school, grade, classroom and
 * teacher chosen from the program's lists. A single school is chosen automatically; choosing another school clears
 * what the new school does not list (the server applies the same rule, domain placeStudent).
 */
import type { School } from '@ordering/domain/accounts/student';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { createStudent, type Student, updateStudent } from '../api';
import { EMPTY_FORM, type StudentForm as Form, listsOf, reconcile, toBody } from '../student-form';
import { button, card, ghost, input } from './styles';

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
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(() =>
    reconcile(schools, {
      ...EMPTY_FORM,
      ...(student
        ? {
            name: student.name,
            school: student.school,
            grade: student.grade ?? '',
            classroom: student.classroom ?? '',
            teacher: student.teacher ?? '',
          }
        : {}),
    }),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const lists = listsOf(schools, form.school);
  const set = (field: keyof Form, value: string) =>
    setForm((f) =>
      field === 'school' ? reconcile(schools, { ...f, school: value }) : { ...f, [field]: value },
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: typeof errors = {};
    if (!form.name.trim()) missing.name = t('students.required');
    if (!form.school) missing.school = t('students.chooseSchool');
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      document.getElementById(missing.name ? 'student-name' : 'student-school')?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = toBody(form);
      const saved = student
        ? await updateStudent(restaurantId, student.id, body)
        : await createStudent(restaurantId, body);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      toast.success(t(student ? 'students.updated' : 'students.created', { name: saved.student.name }));
      onSaved(saved.student);
    } catch (error) {
      setErrors({
        form: error instanceof ApiError && error.message ? error.message : t('students.saveFailed'),
      });
    } finally {
      setBusy(false);
    }
  };

  const select = (field: 'grade' | 'classroom' | 'teacher', label: string, options: string[]) => (
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

  return (
    <section className={card} aria-labelledby="student-form-title">
      <h2 id="student-form-title" className="text-lg font-bold">
        {student ? t('students.editTitle', { name: student.name }) : t('students.createTitle')}
      </h2>
      <form className="mt-3 grid gap-3" noValidate onSubmit={(e) => void submit(e)}>
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
            <p id="student-name-error" className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
              {errors.name}
            </p>
          )}
        </div>
        {schools.length === 1 ? (
          <p>
            <span className="text-sm font-semibold">{t('students.school')}</span>
            <span className="block">{form.school}</span>
          </p>
        ) : (
          <div>
            <label htmlFor="student-school" className="text-sm font-semibold">
              {t('students.school')}
            </label>
            <select
              id="student-school"
              className={input}
              value={form.school}
              aria-invalid={errors.school ? true : undefined}
              aria-describedby={errors.school ? 'student-school-error' : 'student-school-hint'}
              onChange={(e) => set('school', e.target.value)}
            >
              <option value="">{t('students.chooseSchool')}</option>
              {schools.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
            {errors.school ? (
              <p
                id="student-school-error"
                className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300"
              >
                {errors.school}
              </p>
            ) : (
              <p id="student-school-hint" className="mt-1 text-xs text-muted">
                {t('students.schoolHint')}
              </p>
            )}
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-3">
          {select('grade', t('students.grade'), lists.grades)}
          {select('classroom', t('students.classroom'), lists.classrooms)}
          {select('teacher', t('students.teacher'), lists.teachers)}
        </div>
        {errors.form && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {errors.form}
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
