/**
 * An EventSource stand-in for the order status stream: the test sends the server's status events to the order's open
 * streams. A screen's stream leaves `open` when the screen closes it (on unmount).
 */
export class FakeEventSource {
  static open: FakeEventSource[] = [];
  readonly url: string;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(url: string) {
    this.url = url;
    FakeEventSource.open.push(this);
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {
    FakeEventSource.open = FakeEventSource.open.filter((s) => s !== this);
  }
  static send(orderId: string, body: Record<string, unknown>) {
    for (const source of FakeEventSource.open.filter((s) => s.url.includes(orderId)))
      for (const listener of source.listeners)
        listener(new MessageEvent('status', { data: JSON.stringify({ orderId, ...body }) }));
  }
}
