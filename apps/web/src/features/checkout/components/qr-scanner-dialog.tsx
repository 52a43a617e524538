import { formatSeat, missingSeatParts, parseSeat } from '@ordering/domain/ordering/seat';
import type QrScanner from 'qr-scanner';
import { Dialog } from 'radix-ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CameraErrorKind,
  cameraErrorKind,
  cameraSupportError,
  facesUser,
  parseGiftCardQr,
  parseTableQr,
} from '../qr-table';

const buttonClass =
  'rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** What a reader looks for: its texts (an i18n namespace) and how it reads a decoded code (null: not one of its codes). */
const READERS = {
  table: { ns: 'tableScan', read: (text: string) => tableFromQr(text) },
  seat: { ns: 'tableScan', read: seatFromQr },
  giftCard: { ns: 'giftCardScan', read: parseGiftCardQr },
} as const;
type Reader = keyof typeof READERS;

function tableFromQr(text: string): string | null {
  const parsed = parseTableQr(text);
  return parsed.kind === 'table' ? parsed.tableNum : null;
}

/** A seat-back code: a table code that names a seat (`112-F-7`), written as the seat fields keep it. */
function seatFromQr(text: string): string | null {
  const seat = parseSeat(tableFromQr(text));
  return missingSeatParts(seat).length === 3 ? null : formatSeat(seat);
}

/**
 * A button opening the QR-code camera reader: the table's code (or a seat's), or a gift
 * card's. A code of the right kind goes to onRead and closes the reader; the camera stops whenever the reader
 * closes. qr-scanner is loaded only once the reader opens, so the menu's first load never carries it.
 */
export function QrScanButton({
  reader,
  onRead,
  label,
}: {
  reader: Reader;
  onRead: (value: string) => void;
  /** The button's words, when not the reader's own. */
  label?: string;
}) {
  const { t } = useTranslation();
  const { ns } = READERS[reader];
  const [open, setOpen] = useState(false);
  // A new attempt mounts a new camera preview: the old one has released the camera by then.
  const [attempt, setAttempt] = useState(0);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger type="button" className={buttonClass}>
        {label ?? t(`${ns}.open`)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[94vh] overflow-y-auto rounded-t-3xl bg-surface p-5 text-ink shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <Dialog.Title className="pr-20 font-display text-xl font-semibold">{t(`${ns}.title`)}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {t(`${ns}.instructions`)}
          </Dialog.Description>
          <CameraPreview
            key={attempt}
            reader={reader}
            onRead={(value) => {
              onRead(value);
              setOpen(false);
            }}
            onRetry={() => setAttempt((n) => n + 1)}
          />
          <Dialog.Close className={`absolute top-4 right-4 ${buttonClass}`}>
            {t('tableScan.close')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The table's (or, at a seat-delivery venue, the seat's) QR code fills the table number. */
export function TableQrScanButton({
  onTable,
  seat = false,
}: {
  onTable: (tableNum: string) => void;
  seat?: boolean;
}) {
  const { t } = useTranslation();
  return seat ? (
    <QrScanButton reader="seat" onRead={onTable} label={t('tableScan.openSeat')} />
  ) : (
    <QrScanButton reader="table" onRead={onTable} />
  );
}

/** Which catalogue errors a new attempt may cure (the diner allowed the camera, closed the other app...). */
const RETRYABLE: ReadonlySet<CameraErrorKind> = new Set(['permission', 'internal', 'inUse', 'none']);

/** The back camera when there is one, else any camera (`frontOnly`); or the catalogue's word for the failure. */
async function openStream(
  media: MediaDevices,
  Scanner: typeof QrScanner,
): Promise<{ stream: MediaStream; frontOnly: boolean } | { error: CameraErrorKind }> {
  let askedBackCamera = true;
  try {
    try {
      const stream = await media.getUserMedia({
        audio: false,
        video: { facingMode: { exact: 'environment' } },
      });
      return { stream, frontOnly: false };
    } catch (error) {
      if (cameraErrorKind(error, true) !== 'frontCamera') throw error;
      askedBackCamera = false;
      return { stream: await media.getUserMedia({ audio: false, video: true }), frontOnly: true };
    }
  } catch (error) {
    const kind = cameraErrorKind(error, askedBackCamera);
    return { error: kind === 'internal' && !(await Scanner.hasCamera()) ? 'none' : kind };
  }
}

/**
 * The camera shown in `videoRef` and scanned for a code the reader takes: started when the preview opens, released
 * when it closes or a code is read; what the preview says (starting, scanning, front camera only, a code it does not
 * take, or why the camera cannot be used).
 */
function useQrCamera(
  videoRef: RefObject<HTMLVideoElement | null>,
  reader: Reader,
  onRead: (value: string) => void,
) {
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState<CameraErrorKind | null>(null);
  const [frontOnly, setFrontOnly] = useState(false);
  const [unrecognized, setUnrecognized] = useState(false);
  const { read } = READERS[reader];
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let closed = false;
    let found = false;
    let stream: MediaStream | null = null;
    let scanner: QrScanner | null = null;
    const release = () => {
      scanner?.destroy();
      scanner = null;
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      video.srcObject = null;
    };
    const fail = (kind: CameraErrorKind) => {
      release();
      if (closed) return;
      setScanning(false);
      setError(kind);
    };
    const onResult = (data: string) => {
      const value = read(data);
      if (value === null) return setUnrecognized(true);
      found = true;
      release();
      onReadRef.current(value);
    };

    void (async () => {
      const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
      const unsupported = cameraSupportError({
        secureContext: window.isSecureContext,
        getUserMedia: typeof media?.getUserMedia === 'function',
        decoder: typeof Worker === 'function' || 'BarcodeDetector' in window,
      });
      if (unsupported || !media) return fail(unsupported ?? 'incompatible');

      let Scanner: typeof QrScanner;
      try {
        Scanner = (await import('qr-scanner')).default;
      } catch {
        return fail('internal');
      }
      if (closed) return;
      const opened = await openStream(media, Scanner);
      if ('error' in opened) return fail(opened.error);
      stream = opened.stream;
      if (closed) return release();

      const track = stream.getVideoTracks()[0];
      const mirrored = facesUser(track?.getSettings().facingMode, track?.label ?? '');
      track?.addEventListener('ended', () => fail('internal'));
      video.style.transform = mirrored ? 'scaleX(-1)' : '';
      video.srcObject = stream;
      scanner = new Scanner(video, (result) => onResult(result.data), {
        returnDetailedScanResult: true,
        preferredCamera: mirrored ? 'user' : 'environment',
        maxScansPerSecond: 8,
        // Frames without a code are the normal case while the diner aims.
        onDecodeError: () => {},
      });
      try {
        await scanner.start();
      } catch (error) {
        // A code read before play() settled has already released the camera: nothing failed.
        if (found) return;
        return fail(cameraErrorKind(error));
      }
      if (closed || found) return release();
      setFrontOnly(opened.frontOnly);
      setScanning(true);
    })();

    return () => {
      closed = true;
      release();
    };
  }, [read, videoRef]);

  return { scanning, error, frontOnly, unrecognized };
}

function CameraPreview({
  reader,
  onRead,
  onRetry,
}: {
  reader: Reader;
  onRead: (value: string) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { ns } = READERS[reader];
  const { scanning, error, frontOnly, unrecognized } = useQrCamera(videoRef, reader, onRead);

  return (
    <div className="mt-4 grid gap-3">
      <div className={`relative overflow-hidden rounded-2xl bg-black ${error ? 'hidden' : ''}`}>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t(`${ns}.preview`)}
          className="aspect-square w-full object-cover"
        />
        {scanning ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[16%] rounded-xl border-4 border-white/80"
          />
        ) : (
          <p className="absolute inset-0 grid place-items-center text-sm text-white">{t(`${ns}.starting`)}</p>
        )}
      </div>
      {error ? (
        <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {t(`${ns}.errors.${error}`)}
        </p>
      ) : null}
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {frontOnly && !error ? (
          <p className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t(`${ns}.errors.frontCamera`)}
          </p>
        ) : null}
        {unrecognized && !error ? (
          <p className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t(`${ns}.unrecognized`)}
          </p>
        ) : null}
      </div>
      {error && RETRYABLE.has(error) ? (
        <button type="button" onClick={onRetry} className={`justify-self-start ${buttonClass}`}>
          {t(`${ns}.retry`)}
        </button>
      ) : null}
    </div>
  );
}
