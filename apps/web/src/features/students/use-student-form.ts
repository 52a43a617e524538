/**
 * The student form's state and submission: react-hook-form with the domain's rule (studentProblems, which the
 * server's students service asks too) through the zod resolver; a change of school reconciles the lists
 * (student-form.ts).
 */
import { type School, studentProblems } from '@ordering/domain/accounts/student';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { fieldMessages, rulesResolver } from '../../lib/form-rules';
import { PROFILE_KEY } from '../../lib/session/use-session';
import { toast } from '../../lib/toast';
import { createStudent, type Student, updateStudent } from './api';
import { EMPTY_FORM, reconcile, type StudentForm, toBody } from './student-form';

function initialForm(schools: readonly School[], student: Student | null): StudentForm {
  return reconcile(schools, {
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
  });
}

export function useStudentForm({
  schools,
  student,
  restaurantId,
  onSaved,
}: {
  schools: readonly School[];
  student: Student | null;
  restaurantId: number | string;
  onSaved: (student: Student) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const methods = useForm<StudentForm>({
    defaultValues: initialForm(schools, student),
    shouldFocusError: false,
    resolver: rulesResolver<StudentForm>((values) => {
      const found: Record<string, string> = {};
      for (const field of studentProblems(schools, values))
        found[field] = field === 'name' ? t('students.required') : t('students.chooseSchool');
      return found;
    }),
  });
  const form = useWatch({ control: methods.control }) as StudentForm;
  const set = (field: keyof StudentForm, value: string) => {
    const next =
      field === 'school'
        ? reconcile(schools, { ...methods.getValues(), school: value })
        : { ...methods.getValues(), [field]: value };
    for (const [key, v] of Object.entries(next)) methods.setValue(key as keyof StudentForm, v);
  };

  const save = async (values: StudentForm) => {
    setRefusal(null);
    setBusy(true);
    try {
      const body = toBody(values);
      const saved = student
        ? await updateStudent(restaurantId, student.id, body)
        : await createStudent(restaurantId, body);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      toast.success(t(student ? 'students.updated' : 'students.created', { name: saved.student.name }));
      onSaved(saved.student);
    } catch (error) {
      setRefusal(error instanceof ApiError && error.message ? error.message : t('students.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = methods.handleSubmit(save, (errors) => {
    setRefusal(null);
    document.getElementById(errors.name ? 'student-name' : 'student-school')?.focus();
  });
  return { form, set, errors: fieldMessages(methods.formState.errors), refusal, busy, onSubmit };
}
