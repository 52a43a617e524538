import { StudentsList } from '../../features/students/components/students-list';
import { StudentsUnavailable } from '../../features/students/components/students-unavailable';
import { useProfileContext } from './profile';

/** /profile/students: the parent's students at the school program the screen came from. */
export function Component() {
  const { profile, restaurantId, data, search } = useProfileContext();
  if (restaurantId === null || !data?.restaurant.k12) return <StudentsUnavailable />;
  return <StudentsList students={profile.students} restaurantId={restaurantId} search={search} />;
}
