import type { OrderRead } from '@ordering/domain/contracts/orders';
import { toCents } from '@ordering/domain/money/money';
import type { Locale } from '../lib/locale';
import { money } from '../lib/money';

type Line = OrderRead['lines'][number];

/** One line of a placed order as the diner reads it (confirmations): quantity, name, options, price. */
export function OrderLine({
  line,
  locale,
  withInstructions = false,
}: {
  line: Line;
  locale: Locale;
  /** The diner's special instructions under the line. */
  withInstructions?: boolean;
}) {
  return (
    <li className="flex justify-between gap-3 py-2">
      <span>
        <span className="font-semibold">
          {line.quantity} × {line.name}
        </span>
        {line.options.length > 0 ? (
          <span className="block text-muted">
            {line.options.map((op) => (op.quantity > 1 ? `${op.quantity} × ${op.name}` : op.name)).join(', ')}
          </span>
        ) : null}
        {withInstructions && line.specialInstructions ? (
          <span className="block text-muted italic">“{line.specialInstructions}”</span>
        ) : null}
      </span>
      <span>{money(toCents(line.price), locale)}</span>
    </li>
  );
}
