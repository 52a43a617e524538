import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type DebugLevel,
  type ExecProtocolOptions,
  type ExecProtocolResult,
  Mutex,
  messages,
  PGlite,
  protocol,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * PGlite's base class: its `query`, `exec` and `transaction` built on the wire protocol, the part of PGlite that
 * stays on the server's thread. The package exports only the class built on it (PGliteWorker, for browsers, builds
 * on it the same way).
 */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => PGlite;

/** The worker's file beside this one: the TypeScript source in development and tests, the bundle's in production. */
const threadFile = new URL(
  fileURLToPath(import.meta.url).endsWith('.ts') ? './pglite-thread.ts' : './pglite-thread.js',
  import.meta.url,
);

type Source = { dataDir: string } | { loadDataDir: Uint8Array };

interface Answer {
  id: number;
  bytes?: Uint8Array;
  error?: { message: string; name: string };
  /** An abort in the database's code, just before its thread ends (pglite-thread.ts). */
  fatal?: string;
}

/** As PGlite names a channel: as written when quoted, else in lower case (PostgreSQL's own folding). */
const channelName = (channel: string) =>
  channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();

/**
 * The embedded database on a thread of its own (pglite-thread.ts). PGlite runs each statement synchronously on the
 * thread that calls it: on the server's thread every statement, a few milliseconds each on the order path, stopped
 * all else, so requests that needed no database (a menu file, a price) queued behind the orders' writes, and the
 * server's work and the database's never ran at once on a machine of several cores. Here the statements run on the
 * worker, and this class is the PGlite the server uses: the same `query`, `exec`, `transaction`, locks, parsers and
 * errors (PGlite's own code, from its base class), and LISTEN's notifications, read from the answers here.
 */
export class ThreadedPGlite extends BasePGlite {
  override debug: DebugLevel = 0;
  override readonly waitReady: Promise<void>;
  readonly #thread: Worker;
  readonly #started: Promise<void>;
  readonly #waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (e: Error) => void }>();
  #nextId = 0;
  #closed = false;
  #closing = false;
  #closeDone: Promise<void> | undefined;
  #failure: Error | undefined;
  readonly #queryLock = new Mutex();
  readonly #transactionLock = new Mutex();
  readonly #listenLock = new Mutex();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #anyChannel = new Set<(channel: string, payload: string) => void>();

  private constructor(source: Source, file: URL) {
    super();
    this.#thread = new Worker(file, { workerData: source });
    this.#started = new Promise((resolve, reject) => {
      const first = (message: { ready?: true; failed?: { message: string } }) => {
        this.#thread.off('message', first);
        if (message.ready) resolve();
        else reject(new Error(message.failed?.message ?? 'The embedded database did not start'));
      };
      this.#thread.on('message', first);
      this.#thread.once('error', reject);
      this.#thread.once('exit', (code) =>
        reject(new Error(`The embedded database's thread ended with code ${code}`)),
      );
    });
    this.waitReady = this.#started;
    this.#thread.on('message', (answer: Answer) => {
      if (answer.fatal) this.#failure ??= new Error('PGlite is closed', { cause: new Error(answer.fatal) });
      const waiting = this.#waiting.get(answer.id);
      if (!waiting) return;
      this.#waiting.delete(answer.id);
      // As a socket: the thread keeps the process alive while it starts and while a statement waits on it, not
      // when idle (a script that forgets to close its database still ends).
      if (this.#waiting.size === 0) this.#thread.unref();
      if (answer.error)
        waiting.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
      else waiting.resolve(answer.bytes ?? new Uint8Array(0));
    });
    // A thread that failed or ended (an abort in the database's code) fails what waits and all that follows, as a
    // closed PGlite does: the server answers 503 (plugins/errors.ts).
    const ended = (cause: unknown) => {
      this.#failure ??= new Error('PGlite is closed', { cause });
      this.#closed = true;
      for (const waiting of this.#waiting.values()) waiting.reject(this.#failure);
      this.#waiting.clear();
    };
    this.#thread.on('error', ended);
    this.#thread.on('exit', (code) =>
      ended(new Error(`The embedded database's thread ended with code ${code}`)),
    );
  }

  /**
   * Opens the database in `dataDir` (created there if new), or a copy of a dumped one, on its own thread (a test
   * may give the thread's file).
   */
  static async create(source: Source, file = threadFile): Promise<ThreadedPGlite> {
    const database = new ThreadedPGlite(source, file);
    try {
      await database.#started;
      // The array types' parsers and serializers, read from the database as PGlite does when it opens one.
      await database._initArrayTypes();
    } catch (error) {
      await database.#thread.terminate();
      throw error;
    }
    return database;
  }

  /** The thread's own heap (PostgreSQL's WebAssembly memory is outside it): what it keeps between statements. */
  async heapUsed(): Promise<number> {
    return (await this.#thread.getHeapStatistics()).used_heap_size;
  }

  override get closed(): boolean {
    return this.#closed;
  }

  override get ready(): boolean {
    return !this.#closed;
  }

  #send(request: { op: 'raw' | 'close'; bytes?: Uint8Array; syncToFs?: boolean }): Promise<Uint8Array> {
    // A thread that has ended answers nothing: what is asked of it fails, and its close is done.
    if (this.#failure)
      return request.op === 'close' ? Promise.resolve(new Uint8Array(0)) : Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#thread.ref();
      this.#waiting.set(id, { resolve, reject });
      this.#thread.postMessage({ id, ...request });
    });
  }

  override execProtocolRaw(message: Uint8Array, { syncToFs = true }: ExecProtocolOptions = {}) {
    return this.#send({ op: 'raw', bytes: message, syncToFs });
  }

  override async execProtocolRawStream(
    message: Uint8Array,
    { syncToFs = true, onRawData }: ExecProtocolOptions & { onRawData: (data: Uint8Array) => void },
  ): Promise<void> {
    onRawData(await this.execProtocolRaw(message, { syncToFs }));
  }

  override async execProtocol(
    message: Uint8Array,
    { syncToFs = true, throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message, { syncToFs });
    return { messages: this.#read(data, throwOnError, onNotice), data };
  }

  override async execProtocolStream(
    message: Uint8Array,
    { syncToFs = true, throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<messages.BackendMessage[]> {
    return this.#read(await this.execProtocolRaw(message, { syncToFs }), throwOnError, onNotice);
  }

  /**
   * PostgreSQL's answer as PGlite reads it: its messages up to the first error, which is thrown; notices to the
   * caller's `onNotice`; notifications to their channel's listeners.
   */
  #read(
    data: Uint8Array,
    throwOnError: boolean,
    onNotice: ExecProtocolOptions['onNotice'],
  ): messages.BackendMessage[] {
    const results: messages.BackendMessage[] = [];
    let error: messages.DatabaseError | undefined;
    new protocol.Parser().parse(data, (message) => {
      if (error) return;
      if (message instanceof messages.DatabaseError) {
        if (throwOnError) error = message;
      } else if (message instanceof messages.NoticeMessage) {
        onNotice?.(message);
      } else if (message instanceof messages.NotificationResponseMessage) {
        const { channel, payload } = message;
        for (const listener of this.#listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
        for (const listener of this.#anyChannel) queueMicrotask(() => listener(channel, payload));
      }
      results.push(message);
    });
    if (error) throw error;
    return results;
  }

  override async syncToFs(): Promise<void> {
    // Nothing to wait for here: a request that asks for it is synced on the thread (`syncToFs` of the request, as
    // the prepared statements of client.ts ask outside a transaction), and the file systems used here (Node's, on
    // a folder; memory, for tests) write as they go, so PGlite's own sync after a `query` has nothing to do.
  }

  override async _handleBlob(blob?: File | Blob): Promise<void> {
    if (blob) throw new Error('The embedded database on its own thread takes no files (COPY … /dev/blob)');
  }

  override async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  override async _cleanupBlob(): Promise<void> {}

  override async _checkReady(): Promise<void> {
    if (this.#closing) throw new Error('PGlite is closing');
    if (this.#closed) throw new Error('PGlite is closed');
    await this.#started;
  }

  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryLock.runExclusive(fn);
  }

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(fn);
  }

  override listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    return this.#listenLock.runExclusive(async () => {
      const name = channelName(channel);
      const listeners = this.#listeners.get(name) ?? new Set();
      this.#listeners.set(name, listeners);
      listeners.add(callback);
      try {
        await (tx ?? this).exec(`LISTEN ${channel}`);
      } catch (error) {
        listeners.delete(callback);
        if (listeners.size === 0) this.#listeners.delete(name);
        throw error;
      }
      return (unlistenTx?: Transaction) => this.unlisten(name, callback, unlistenTx);
    });
  }

  override unlisten(channel: string, callback?: (payload: string) => void, tx?: Transaction): Promise<void> {
    return this.#listenLock.runExclusive(async () => {
      const name = channelName(channel);
      const listeners = this.#listeners.get(name);
      if (callback) listeners?.delete(callback);
      else listeners?.clear();
      if (listeners?.size) return;
      await (tx ?? this).exec(`UNLISTEN ${channel}`);
      this.#listeners.delete(name);
    });
  }

  override onNotification(callback: (channel: string, payload: string) => void): () => void {
    this.#anyChannel.add(callback);
    return () => this.#anyChannel.delete(callback);
  }

  override offNotification(callback: (channel: string, payload: string) => void): void {
    this.#anyChannel.delete(callback);
  }

  /**
   * As PGlite closes: after the transaction under way and the statements queued before it (its locks, in its order),
   * refusing new ones meanwhile ("PGlite is closing") and those still queued after it ("PGlite is closed"); then
   * the thread ends. Asked twice, closed once.
   */
  override close(): Promise<void> {
    if (this.#closed && !this.#closeDone) return Promise.resolve();
    this.#closeDone ??= this.#transactionLock
      .runExclusive(() =>
        this.#queryLock.runExclusive(async () => {
          this.#closing = true;
          try {
            await this.#send({ op: 'close' });
          } finally {
            this.#closed = true;
            this.#closing = false;
          }
        }),
      )
      .finally(async () => {
        // Kept alive until it has ended: an unreferenced thread's end would not wait for its `terminate`.
        this.#thread.ref();
        await this.#thread.terminate();
      });
    return this.#closeDone;
  }
}
