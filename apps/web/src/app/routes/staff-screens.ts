/**
 * Every staff screen in one chunk, loaded on the first visit to /staff. One chunk, not one per screen: a staff
 * screen loading a module the diner's menu shares would otherwise split that shared code into more, smaller files
 * on the menu's first load (the menu page's JS must not grow for the console).
 */
import type { RouteObject } from 'react-router';
import * as shell from './staff';
import * as board from './staff-board';
import * as counter from './staff-counter';
import * as credits from './staff-credits';
import * as expo from './staff-expo';
import * as menu from './staff-menu';
import * as picker from './staff-picker';
import * as production from './staff-production';
import * as publish from './staff-publish';
import * as reports from './staff-reports';
import * as restaurant from './staff-restaurant';
import * as stations from './staff-stations';
import * as suites from './staff-suites';
import * as tabs from './staff-tabs';
import * as team from './staff-team';

type Screen = Pick<RouteObject, 'Component' | 'loader'>;

export const staffScreens: Record<string, Screen> = {
  shell: { Component: shell.Component, loader: shell.loader },
  picker: { Component: picker.Component },
  restaurant: { Component: restaurant.Component },
  board: { Component: board.Component },
  counter: { Component: counter.Component },
  menu: { Component: menu.Component },
  reports: { Component: reports.Component },
  production: { Component: production.Component },
  suites: { Component: suites.Component },
  tabs: { Component: tabs.Component },
  publish: { Component: publish.Component },
  team: { Component: team.Component },
  credits: { Component: credits.Component },
  stations: { Component: stations.Component },
  expo: { Component: expo.Component },
};
