/** What every staff route's documentation says about who may call it (OpenAPI descriptions). */
export const STAFF_DESCRIPTION =
  'Needs a signed-in user (cookie or `Authorization: Bearer`) with a role at the restaurant: anonymous 401 ' +
  '(code 201), no role there or a role that does not allow it 403. See docs/decisions/014-staff-roles-and-events.md.';
export const ORDER_HEADER =
  ' The restaurant is the `X-RESTAURANT-ID` header; an order of another restaurant is a 404.';
