/**
 * /profile/students: the parent's students at the school program the screen came from, each
 * with its school and class, edited on its own screen or deleted after a confirmation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineConfirm } from '../../../components/inline-confirm';
import { ApiError } from '../../../lib/api-client';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { deleteStudent, type Student } from '../api';
import { button, card, ghost } from './styles';

export function StudentsList({
  students,
  restaurantId,
  search,
}: {
  students: Student[];
  restaurantId: number | string;
  search: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (student: Student) => {
    setBusy(true);
    try {
      await deleteStudent(restaurantId, student.id);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      toast.success(t('students.deleted', { name: student.name }));
      setConfirming(null);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : t('students.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={card} aria-labelledby="students-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="students-title" className="text-lg font-bold">
          {t('students.title')}
        </h2>
        <Link className={button} to={`/profile/students/create${search}`}>
          {t('students.add')}
        </Link>
      </div>
      {students.length === 0 ? (
        <p className="mt-3 text-muted">{t('students.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {students.map((s) => (
            <StudentRow
              key={s.id}
              student={s}
              search={search}
              confirming={confirming === s.id}
              busy={busy}
              onDelete={() => setConfirming(s.id)}
              onConfirm={() => void remove(s)}
              onKeep={() => setConfirming(null)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One student: name, school and class, Edit and Delete (then its confirmation). */
function StudentRow({
  student: s,
  search,
  confirming,
  busy,
  onDelete,
  onConfirm,
  onKeep,
}: {
  student: Student;
  search: string;
  confirming: boolean;
  busy: boolean;
  onDelete: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{s.name}</p>
          <p className="text-sm text-muted">{s.school}</p>
          <p className="text-sm text-muted">
            {[
              s.grade && t('students.gradeValue', { grade: s.grade }),
              s.classroom && t('students.classroomValue', { classroom: s.classroom }),
              s.teacher,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex gap-2">
          <Link
            className={ghost}
            to={`/profile/students/${encodeURIComponent(s.id)}${search}`}
            aria-label={t('students.editNamed', { name: s.name })}
          >
            {t('students.edit')}
          </Link>
          <button
            type="button"
            className={ghost}
            aria-label={t('students.deleteNamed', { name: s.name })}
            onClick={onDelete}
          >
            {t('students.delete')}
          </button>
        </div>
      </div>
      {confirming && (
        <InlineConfirm
          id={`confirm-${s.id}`}
          className="mt-3"
          question={t('students.confirmDelete', { name: s.name })}
          yes={t('students.confirmDeleteYes')}
          keep={t('students.keep')}
          busy={busy}
          onYes={onConfirm}
          onKeep={onKeep}
        />
      )}
    </li>
  );
}
