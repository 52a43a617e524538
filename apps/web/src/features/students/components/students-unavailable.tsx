import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { card } from './styles';

/** Students belong to a school program: without one (or with an unknown student) the screen says so. */
export function StudentsUnavailable({
  notFound = false,
  search = '',
}: {
  notFound?: boolean;
  search?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={card}>
      <p>{notFound ? t('students.notFound') : t('students.noProgram')}</p>
      {notFound && (
        <Link
          className="mt-2 inline-block font-semibold text-brand underline"
          to={`/profile/students${search}`}
        >
          {t('students.backToList')}
        </Link>
      )}
    </section>
  );
}
