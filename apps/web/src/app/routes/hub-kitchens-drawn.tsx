import { kitchenDay } from '@ordering/domain/ordering/kitchens';
import { KitchenList } from '../../features/marketplace/components/kitchen-list';
import { currentTime } from '../../lib/clock';
import type { KitchenListProps as Props } from './hub-kitchens';

const QUARTER_MS = 15 * 60_000;

/**
 * When the list drawn at `now` may say something else: the next opening or closing of a kitchen (yesterday's late
 * intervals included), at the latest the next quarter hour, when the server draws its pages again (menu-page.ts).
 */
export function drawnUntil({ data, menuIds }: Props, now: Date): number {
  const at = now.getTime();
  const zone = data.menu_configuration.zone ?? data.restaurant.timezone;
  const yesterday = new Date(at - 24 * 3_600_000);
  const times = data.menus
    .filter((menu) => menuIds.includes(menu.id))
    .flatMap((menu) =>
      [
        kitchenDay(data.restaurant, menu, now, zone),
        kitchenDay(data.restaurant, menu, yesterday, zone),
      ].flatMap((day) => day.intervals.flatMap((i) => [i.start.getTime(), i.end.getTime()])),
    );
  return Math.min((Math.floor(at / QUARTER_MS) + 1) * QUARTER_MS, ...times.filter((t) => t > at));
}

/** The server draws the whole list with the page, and says for which kitchens and choice, and until when. */
export function ServerKitchens(props: Props) {
  return (
    <div
      data-kitchens
      data-drawn={`${props.menuIds.join()}|${props.selected}`}
      data-until={drawnUntil(props, currentTime())}
    >
      <KitchenList {...props} />
    </div>
  );
}
