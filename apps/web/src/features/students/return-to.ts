/**
 * Where the students screens lead after a save or a cancel: back to the K-12 screen when the parent came from it
 * (`from=k12`, the "Add a student" link), the new student picked there; otherwise the student list. The way back is
 * built from the restaurant's slug, never from a path in the query.
 */
export function afterSave(search: string, slug: string | null, savedId: string | null): string {
  const params = new URLSearchParams(search);
  if (params.get('from') === 'k12' && slug) {
    const back = new URLSearchParams();
    const week = params.get('selectedWeek');
    if (week) back.set('selectedWeek', week);
    if (savedId) back.set('student', savedId);
    const query = back.toString();
    return `/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`;
  }
  return `/profile/students${search}`;
}
