export { SuiteSettingsScreen as Component } from './suite-screens';
