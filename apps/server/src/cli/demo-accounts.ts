/**
 * Demo accounts, created by `npm start` and listed in the README: a diner with a saved sandbox card and
 * two past orders at maple-table, a parent with two students at northview-schools, a suite owner and a suite
 * operator at lakeshore-stadium, and an owner, a manager and a staff member of maple-table, coastal-kitchen and
 * harbour-market (the marketplace hub: each kitchen's board is its orders). Idempotent:
 * an account that exists is left as it is (a demo user may have changed it), missing records are added.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { computeCosts } from '@ordering/domain/pricing/costs';
import { lineTaxCents } from '@ordering/domain/pricing/split-costs';
import type { StaffRole } from '@ordering/domain/staff/roles';
import { nanoid } from 'nanoid';
import { SandboxGateway } from '../adapters/payments/sandbox-gateway';
import type { Database } from '../db/client';
import {
  addPaymentMethod,
  createStudent,
  findUserByEmail,
  hashPassword,
  insertUser,
} from '../features/accounts';
import { allocateOrders, insertLines, insertOrder, insertTenders, lineSnapshots } from '../features/orders';
import { moveCredits } from '../features/programs';
import { PublishedVersionCache } from '../features/restaurants';
import { setRole } from '../features/staff';
import { seedDemoSuites } from '../features/suites';
import {
  countCreditEntriesAt,
  countOrdersAt,
  countStudents,
  hasPaymentMethod,
  markSuiteOperator,
} from './demo-accounts.repository';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  suiteOperator?: boolean;
  /** The role at each of STAFF_RESTAURANTS (staff console, decision 014). */
  staffRole?: StaffRole;
  /** What the account shows in the demo (printed and in the README). */
  about: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'diner@example.com',
    password: 'Diner-2026!',
    firstName: 'Dana',
    lastName: 'Diner',
    phoneNumber: '4165550101',
    about: 'saved sandbox card, two past orders at maple-table',
  },
  {
    email: 'parent@example.com',
    password: 'Parent-2026!',
    firstName: 'Pat',
    lastName: 'Parent',
    phoneNumber: '4165550102',
    about: 'two students at northview-schools',
  },
  {
    email: 'suite.owner@example.com',
    password: 'Suite-2026!',
    firstName: 'Sam',
    lastName: 'Suite-Owner',
    phoneNumber: '4165550103',
    about:
      'owns Suite 101 and Suite 205 at lakeshore-stadium (saved sandbox card): pre-orders, /profile/events',
  },
  {
    email: 'suite.partner@example.com',
    password: 'Suite-2026!',
    firstName: 'Pia',
    lastName: 'Partner',
    phoneNumber: '4165550105',
    about: 'owns Suite 310 at lakeshore-stadium (no saved card: pre-ordering asks for one)',
  },
  {
    email: 'operator@example.com',
    password: 'Operator-2026!',
    firstName: 'Olive',
    lastName: 'Operator',
    phoneNumber: '4165550104',
    suiteOperator: true,
    about: 'suite operator of lakeshore-stadium: /lakeshore-stadium/events, login-as the suite owners',
  },
  ...(['owner', 'manager', 'staff'] as const).map((role, i) => ({
    email: role === 'staff' ? 'staff@example.com' : `staff.${role}@example.com`,
    password: 'Staff-2026!',
    firstName: role === 'staff' ? 'Stef' : role === 'owner' ? 'Olivia' : 'Max',
    lastName: role === 'staff' ? 'Staff' : role === 'owner' ? 'Owner' : 'Manager',
    phoneNumber: `416555011${i}`,
    staffRole: role,
    about: `${role} at maple-table, coastal-kitchen and harbour-market`,
  })),
];

// northview-schools: its staff read the K-12 production sheet.
const STAFF_RESTAURANTS = [
  'maple-table',
  'coastal-kitchen',
  'harbour-market',
  'northview-schools',
  // The suites report of the staff console.
  'lakeshore-stadium',
];

/** The demo staff's roles, kept as listed (a role changed in the demo is put back at the next start). */
async function seedStaffRoles(db: Database, cache: PublishedVersionCache, userId: number, role: StaffRole) {
  for (const slug of STAFF_RESTAURANTS) {
    const entry = await cache.get(slug);
    if (entry) await setRole(db, userId, entry.restaurantId, role);
  }
}

const DEMO_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvd: '123', postalCode: 'M5V 1A1' };

/** Two past take-out orders at maple-table: lines from its take-out menu, priced by the one costs pipeline. */
const DINER_ORDERS: { daysAgo: number; items: Pick<CartItem, 'id' | 'section_id' | 'quantity'>[] }[] = [
  {
    daysAgo: 12,
    items: [
      { id: 'mt-poutine', section_id: 'mt-t-starters', quantity: 2 },
      { id: 'mt-roast-chicken', section_id: 'mt-t-mains', quantity: 1 },
    ],
  },
  { daysAgo: 5, items: [{ id: 'mt-maple-salmon', section_id: 'mt-t-mains', quantity: 1 }] },
];

async function ensureUser(db: Database, account: DemoAccount) {
  const existing = await findUserByEmail(db, account.email);
  if (existing) return existing;
  const created = await insertUser(db, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: account.phoneNumber,
    suiteOperator: account.suiteOperator ?? false,
  });
  return created ?? (await findUserByEmail(db, account.email));
}

async function seedDinerOrders(db: Database, cache: PublishedVersionCache, userId: number, now: Date) {
  const entry = await cache.get('maple-table');
  if (!entry) return;
  const have = await countOrdersAt(db, userId, entry.restaurantId);
  for (const demo of DINER_ORDERS.slice(have)) {
    const at = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    at.setUTCHours(23, 0, 0, 0); // 18:00 or 19:00 in Toronto: open, outside happy hour.
    const items: CartItem[] = demo.items.map((item, i) => ({
      ...item,
      menu_id: 'mt-takeout',
      orderId: i + 1,
      orderPrice: 0,
      orderOptions: [],
    }));
    const priced = computeCosts({
      file: entry.data,
      lines: items,
      orderType: 'take-out',
      now: at,
      tip: { type: 'percentage', percentageValue: 18, amount: 0 },
    });
    if (!priced.ok)
      throw new Error(`demo order at maple-table does not price: ${JSON.stringify(priced.issues)}`);
    const [allocated] = await allocateOrders(db, entry.restaurantId);
    await db.transaction(async (tx) => {
      const orderId = await insertOrder(tx, {
        restaurantId: entry.restaurantId,
        userId,
        publicId: nanoid(),
        number: allocated!.number,
        type: 'take-out',
        status: 'completed',
        menuId: 'mt-takeout',
        pickupTime: new Date(at.getTime() + 30 * 60_000),
        contact: { full_name: 'Dana Diner', email: 'diner@example.com', phone_number: '416-555-0101' },
        costs: priced.costs,
        totalCents: priced.costs.totalWithTip,
        createdAt: at,
        updatedAt: at,
      });
      await insertLines(
        tx,
        entry.restaurantId,
        orderId,
        lineSnapshots(
          entry.data,
          items,
          priced.lines,
          // Each line's taxes in cents, as a placed order keeps them (a receipt's taxes by item read them).
          lineTaxCents(
            priced.costs,
            priced.costs.taxBrackets.map((b) => b.key),
            priced.lineTaxes,
          ),
        ),
      );
      await insertTenders(tx, entry.restaurantId, orderId, [
        {
          kind: 'card',
          amountCents: priced.costs.amountToCharge,
          reference: null,
          details: { brand: 'visa', last4: '4242', demo: true },
        },
      ]);
    });
  }
}

/** $20 of account credits at maple-table, granted once: a later seed leaves the balance as spent. */
async function seedDinerCredits(db: Database, cache: PublishedVersionCache, userId: number) {
  const maple = await cache.get('maple-table');
  if (!maple) return;
  if ((await countCreditEntriesAt(db, userId, maple.restaurantId)) > 0) return;
  await db.transaction((tx) =>
    moveCredits(tx, {
      restaurantId: maple.restaurantId,
      userId,
      amountCents: 2000,
      reason: 'grant',
      note: 'Demo credits',
    }),
  );
}

/** Creates what is missing; answers the accounts for printing. */
export async function seedDemoAccounts(db: Database, now = new Date()): Promise<DemoAccount[]> {
  const cache = new PublishedVersionCache(db);
  for (const account of DEMO_ACCOUNTS) {
    const user = await ensureUser(db, account);
    if (!user) continue;
    if (account.staffRole) await seedStaffRoles(db, cache, user.id, account.staffRole);
    if (account.email === 'diner@example.com') {
      if (!(await hasPaymentMethod(db, user.id)))
        await addPaymentMethod(db, new SandboxGateway(), user.id, { card: DEMO_CARD }, now);
      await seedDinerOrders(db, cache, user.id, now);
      await seedDinerCredits(db, cache, user.id);
    }
    if (account.email === 'suite.owner@example.com') {
      if (!(await hasPaymentMethod(db, user.id)))
        await addPaymentMethod(db, new SandboxGateway(), user.id, { card: DEMO_CARD }, now);
    }
    if (account.email === 'parent@example.com') {
      const school = await cache.get('northview-schools');
      if (!school) continue;
      if ((await countStudents(db, user.id)) === 0) {
        await createStudent(db, user.id, school, {
          name: 'Maya Parent',
          school: 'Northview Public School',
          grade: '3',
          classroom: '103',
          teacher: 'Mme Gagnon',
        });
        await createStudent(db, user.id, school, {
          name: 'Leo Parent',
          school: 'Maplewood Middle School',
          grade: '7',
          classroom: '301',
          teacher: 'Mr. Nguyen',
        });
      }
    }
  }
  // Older seeds may predate the operator flag.
  await markSuiteOperator(db, 'operator@example.com');
  await seedDemoSuites(db, cache, now);
  return DEMO_ACCOUNTS;
}
