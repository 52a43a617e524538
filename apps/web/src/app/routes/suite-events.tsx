export { EventsScreen as Component } from './suite-screens';
