export { EventScreen as Component } from './suite-screens';
