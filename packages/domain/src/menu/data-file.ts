/**
 * The restaurant data file: one JSON document per restaurant holding everything a diner's
 * screens and the pricing need: the restaurant and its ordering options, theming, locales, menus -> sections ->
 * items -> option groups -> option values (which may hold nested option groups), promos, subsidies, promo codes and
 * K-12 rotational menus. It is what `npm run import` loads, what the demo restaurants are written in, and what
 * `GET /{slug}/data.json` serves.
 *
 * Conventions: money in dollars (at most 2 decimals); rates as fractions (0.13 is 13 %); times "HH:mm" in the
 * restaurant's zone; dates "YYYY-MM-DD"; base text in English with `localization: { fr: { name, description, ... } }`;
 * `price_schedule` is 7 strings (index 0 = Monday) of 96 one-letter codes, one per 15 minutes from midnight, priced by
 * `additional_prices[code]` (code `x`/`X`, or a code without a price, means unavailable). Every object is strict:
 * an unknown field is rejected with its path.
 *
 * The schema's parts live in data-file/, one module a part. This module is their one public entry, an exception to
 * the rule of no barrel files: the data file is one document with one schema, and its 70 importers read it as such.
 */
export { ALLERGENS, DIETS, PROVINCES, WEEKDAYS } from './constants';
export {
  itemSchema,
  menuSchema,
  type OptionGroup,
  type OptionGroupInput,
  type OptionValue,
  optionGroupSchema,
  sectionSchema,
} from './data-file/menu-schema';
export {
  type DataFileAnnouncement,
  type DataFileIssue,
  type DataFileItem,
  type DataFileMenu,
  type DataFileSection,
  formatDataFileIssues,
  formatIssuePath,
  type Localization,
  type ParseDataFileResult,
  parseDataFile,
  type RestaurantDataFile,
  type RestaurantDataFileInput,
  restaurantDataFileSchema,
} from './data-file/parse';
export { THEMES } from './data-file/settings-schema';
