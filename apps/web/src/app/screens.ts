/**
 * The code of every screen beyond a restaurant's menu, by name (router.tsx). In a chunk of its own, loaded with the
 * first screen that needs one, or on the menu's first tap (menu.tsx): the list of files each screen fetches with
 * its code (a few KB of file names) is then not part of the menu page's first load.
 */
export const screens = {
  notFound: () => import('./routes/not-found'),
  cantine: () => import('./routes/cantine'),
  accountShell: () => import('./routes/account-shell'),
  login: () => import('./routes/login'),
  loginReset: () => import('./routes/login-reset'),
  profile: () => import('./routes/profile'),
  profileSettings: () => import('./routes/profile-settings'),
  profileUserInformation: () => import('./routes/profile-user-information'),
  profilePaymentMethods: () => import('./routes/profile-payment-methods'),
  profileReceipts: () => import('./routes/profile-receipts'),
  profileEvents: () => import('./routes/profile-events'),
  profileStudents: () => import('./routes/profile-students'),
  profileStudentEdit: () => import('./routes/profile-student-edit'),
  landing: () => import('./routes/landing'),
  checkout: () => import('./routes/checkout'),
  confirmation: () => import('./routes/confirmation'),
  tab: () => import('./routes/tab'),
  orderNotification: () => import('./routes/order-notification'),
  suiteEvents: () => import('./routes/suite-events'),
  suiteEvent: () => import('./routes/suite-event'),
  suiteSettings: () => import('./routes/suite-settings'),
};

/** The staff console's screens, by name in their own chunk (routes/staff-screens.ts). */
export const staffScreens = () => import('./routes/staff-screens');
