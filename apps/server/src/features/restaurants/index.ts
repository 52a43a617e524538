// What other server features and app.ts may use of restaurants (docs/decisions/035-server-feature-boundaries.md).
export { registerAnnouncementRoutes } from './announcements.routes';
export { dataFileIssuesIn, dataFileIssueText, serverIssue } from './data-file-issues';
export { registerLocationRoutes } from './locations.routes';
export { isVenueChain } from './locations.service';
export type { PublishedEntry } from './published-cache';
export { liveStateOf, PublishedVersionCache, restaurantNameIn } from './published-cache';
export { restaurantFor } from './restaurant-context';
export { registerRestaurantRoutes } from './restaurants.routes';
export { importDataFile } from './restaurants.service';
