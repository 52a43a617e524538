/**
 * The address of the login-as mode: suiteOperator and eventSuite, with event-day
 * ordering, and the suite as where the order goes (the table of an event-day order).
 */
export function suiteQuery(operatorEmail: string, suite: { id: string; suite: { name: string } }): string {
  return new URLSearchParams({
    suiteOperator: operatorEmail,
    eventSuite: suite.id,
    eventDayOrdering: 'true',
    tableNum: suite.suite.name.slice(0, 20),
  }).toString();
}
