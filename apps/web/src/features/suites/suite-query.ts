/**
 * The address of the login-as mode: suiteOperator and eventSuite, with event-day
 * ordering, and the suite as where the order goes (the table of an event-day order). suiteOperator is `true`: the
 * operator's e-mail comes from his session (login-as sends it), never from an address a screen or a history shows.
 */
export function suiteQuery(suite: { id: string; suite: { name: string } }): string {
  return new URLSearchParams({
    suiteOperator: 'true',
    eventSuite: suite.id,
    eventDayOrdering: 'true',
    tableNum: suite.suite.name.slice(0, 20),
  }).toString();
}
