/** Lists the data file and the screens share; kept apart from the schema so a screen can use them without zod. */
export const PROVINCES = [
  'ab',
  'bc',
  'mb',
  'nb',
  'nl',
  'ns',
  'nt',
  'nu',
  'on',
  'pe',
  'qc',
  'sk',
  'yk',
] as const;
export const ALLERGENS = [
  'peanuts',
  'treenuts',
  'dairy',
  'gluten',
  'egg',
  'fish',
  'soy',
  'sesame',
  'mustard',
  'alcohol',
] as const;
export const DIETS = ['pescatarian', 'vegan', 'vegetarian'] as const;
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
