/**
 * The staff console's station and expo views (decision 043): the kitchen's stations and which station makes each
 * item (GET /staff/restaurants/{id}/stations), and a station marking its part of an order done
 * (POST /staff/orders/{id}/stations/{station}/done). The orders themselves are the board's (contracts/staff.ts).
 */
import { z } from 'zod';
import { stationId } from '../menu/data-file/primitives';
import { staffOrder, staffOrderParams } from './staff';

export const staffStationsResponse = z.object({
  restaurantId: z.number().int(),
  /** In the data file's order; empty where the kitchen is not paced by station. */
  stations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      names: z.object({ en: z.string().optional(), fr: z.string().optional() }),
    }),
  ),
  /** Every item a station makes: a ticket line is the station's when its menu, section and item match. */
  items: z.array(
    z.object({
      menuId: z.string(),
      sectionId: z.string().nullable(),
      itemId: z.string(),
      station: z.string(),
    }),
  ),
});

export const staffStationDoneParams = staffOrderParams.extend({ station: stationId });

export const staffStationDoneResponse = z.object({ order: staffOrder });

export type StaffStations = z.output<typeof staffStationsResponse>;
