import { useNavigate, useParams } from 'react-router';
import { StudentForm } from '../../features/students/components/student-form';
import { StudentsUnavailable } from '../../features/students/components/students-unavailable';
import { afterSave } from '../../features/students/return-to';
import { useProfileContext } from './profile';

/** /profile/students/create and /profile/students/{id}: add or edit a student, then back where the parent came from. */
export function Component() {
  const { profile, restaurantId, data, search, slug } = useProfileContext();
  const { studentId } = useParams();
  const navigate = useNavigate();
  if (restaurantId === null || !data?.restaurant.k12) return <StudentsUnavailable />;
  const student = studentId ? (profile.students.find((s) => s.id === studentId) ?? null) : null;
  if (studentId && !student) return <StudentsUnavailable notFound search={search} />;
  const listTo = afterSave(search, slug, null);
  return (
    <StudentForm
      key={student?.id ?? 'new'}
      schools={data.restaurant.delivery?.schools ?? []}
      student={student}
      restaurantId={restaurantId}
      cancelTo={listTo}
      onSaved={(saved) => navigate(afterSave(search, slug, saved.id), { replace: true })}
    />
  );
}
