import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, openCheckout } from './journey';

// The QR-code camera reader for the table number. This Chromium has no camera:
// one journey uses that as it is, the others replace getUserMedia before the page loads, with a refusal or with
// a canvas showing a printed QR code (e2e/qr/*.png: a Wi-Fi code, a table link with tableNum=14, and the $50
// demo gift card's number).

const qr = (name: string) =>
  `data:image/png;base64,${readFileSync(new URL(`./qr/${name}.png`, import.meta.url)).toString('base64')}`;

declare global {
  interface Window {
    showQr?: (name: 'table' | 'wifi' | 'gift') => void;
    cameraTracksStopped?: number;
  }
}

/** A camera that films a canvas: showQr('table' | 'wifi') changes what it sees; stopped tracks are counted. */
async function fakeCamera(page: Page) {
  await page.addInitScript(
    ({ images }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const ctx = canvas.getContext('2d')!;
      let shown: HTMLImageElement | null = null;
      window.cameraTracksStopped = 0;
      window.showQr = (name) => {
        const img = new Image();
        img.onload = () => {
          shown = img;
        };
        img.src = images[name];
      };
      const paint = () => {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        if (shown) ctx.drawImage(shown, (canvas.width - shown.width) / 2, (canvas.height - shown.height) / 2);
      };
      setInterval(paint, 80);
      navigator.mediaDevices.getUserMedia = async () => {
        paint();
        const stream = canvas.captureStream(12);
        for (const track of stream.getTracks()) {
          const stop = track.stop.bind(track);
          track.stop = () => {
            window.cameraTracksStopped = (window.cameraTracksStopped ?? 0) + 1;
            stop();
          };
        }
        return stream;
      };
    },
    { images: { table: qr('table-14'), wifi: qr('wifi'), gift: qr('gift-card-50') } },
  );
}

test('no camera on the device: the reader says so, and the table can still be typed', async ({
  page,
  context,
  openRestaurant,
  expectAccessible,
}) => {
  await context.grantPermissions(['camera']);
  await openRestaurant('maple-table', { path: 'landing', locale: 'en-CA' });
  await page.getByRole('button', { name: "Scan the table's QR code" }).click();
  const dialog = page.getByRole('dialog', { name: "Scan the table's QR code" });
  await expect(dialog.getByRole('alert')).toHaveText(
    "We couldn't find a camera on this device. Please type your table number.",
  );
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the reader.
  await expect(page.getByRole('button', { name: "Scan the table's QR code" })).toBeFocused();
});

test('camera permission refused: the reader explains how to allow it, in French too', async ({
  page,
  openRestaurant,
}) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openRestaurant('maple-table', { path: 'landing', locale: 'en-CA' });
  await page.getByRole('button', { name: "Scan the table's QR code" }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(
    "Camera access was denied. Allow the camera for this site in your browser's settings and try again, or type your table number.",
  );
  // Trying again asks again, and is refused again.
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Camera access was denied.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await openRestaurant('maple-table', { path: 'landing', locale: 'fr-CA' });
  await page.getByRole('button', { name: 'Scanner le code QR de la table' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'L’accès à la caméra a été refusé.',
  );
});

test('landing: a scanned table code fills the table number, then the order starts at that table', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await fakeCamera(page);
  await openRestaurant('maple-table', { path: 'landing', locale: 'en-CA' });
  await page.evaluate(() => window.showQr?.('wifi'));
  await page.getByRole('button', { name: "Scan the table's QR code" }).click();
  const dialog = page.getByRole('dialog', { name: "Scan the table's QR code" });
  await expect(dialog.getByLabel('Camera preview')).toBeVisible();
  // A code that is not a table's is read, and refused with a word.
  await expect(dialog).toContainText("This QR code isn't a table code.");
  await expectAccessible();
  expect(await page.evaluate(() => window.cameraTracksStopped)).toBe(0);

  await page.evaluate(() => window.showQr?.('table'));
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Table number')).toHaveValue('14');
  // The camera stopped with the reader.
  expect(await page.evaluate(() => window.cameraTracksStopped)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Start my order' }).click();
  await expect(page).toHaveURL(/\/maple-table\?tableNum=14$/);
});

test('checkout: the dine-in table, chosen from the QR code in the table list, can be scanned', async ({
  page,
  openRestaurant,
}) => {
  await fakeCamera(page);
  await openRestaurant('maple-table', { query: { tableNum: '3' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);
  await expect(page.getByLabel('Table or area')).toHaveValue('3');
  await page.evaluate(() => window.showQr?.('table'));
  await page.getByRole('button', { name: "Scan the table's QR code" }).click();
  await expect(page.getByRole('dialog', { name: "Scan the table's QR code" })).toBeHidden();
  await expect(page.getByLabel('Table or area')).toHaveValue('14');
  expect(await page.evaluate(() => window.cameraTracksStopped)).toBeGreaterThan(0);
});

test('checkout: a gift card is scanned instead of typed, and applied at once', async ({
  page,
  openRestaurant,
}) => {
  await fakeCamera(page);
  await openRestaurant('maple-table', { query: { tableNum: '3' }, locale: 'en-CA' });
  await addItem(page, /Classic Poutine/);
  await openCheckout(page);
  await page.evaluate(() => window.showQr?.('table'));
  await page.getByRole('button', { name: 'Scan a gift card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan your gift card' });
  // The table's code is not a gift card.
  await expect(dialog).toContainText("This QR code isn't a gift card number.");
  await page.evaluate(() => window.showQr?.('gift'));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '•••• 0050' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review your order' })).toContainText('Gift card');
  expect(await page.evaluate(() => window.cameraTracksStopped)).toBeGreaterThan(0);
});
