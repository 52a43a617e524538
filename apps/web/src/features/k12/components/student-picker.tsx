import type { StudentView } from '@ordering/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { card, ghost } from './ui';

/** The parent's students at this program; the links to add one (and back here) and to manage them. */
export function StudentPicker({
  students,
  selectedId,
  onSelect,
  slug,
  week,
}: {
  students: StudentView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  slug: string;
  week: string;
}) {
  const { t } = useTranslation();
  const back = new URLSearchParams({ restaurant: slug, from: 'k12', selectedWeek: week });
  const addLink = (
    <Link className="font-semibold text-brand underline" to={`/profile/students/create?${back.toString()}`}>
      {t('k12.addStudent')}
    </Link>
  );
  return (
    <section className={card} aria-labelledby="k12-student">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="k12-student" className="font-bold">
          {t('k12.student')}
        </h2>
        {students.length > 0 && (
          <span className="flex gap-3 text-sm">
            {addLink}
            <Link
              className="font-semibold text-brand underline"
              to={`/profile/students?${new URLSearchParams({ restaurant: slug }).toString()}`}
            >
              {t('k12.manageStudents')}
            </Link>
          </span>
        )}
      </div>
      {students.length === 0 ? (
        <p className="mt-2 text-muted">
          {t('k12.noStudents')} {addLink}
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {students.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={selectedId === s.id}
              onClick={() => onSelect(s.id)}
              className={`${ghost} ${selectedId === s.id ? 'border-brand bg-brand text-brand-contrast hover:bg-brand' : ''}`}
            >
              {s.name}
              <span className="sr-only">, </span>
              <span className="ms-1 font-normal opacity-80">
                {[s.school, s.classroom].filter(Boolean).join(' · ')}
              </span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
