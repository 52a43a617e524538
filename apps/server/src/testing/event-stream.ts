/**
 * An EventSource stand-in for the tests of the server's streams (order status, the staff board): fetch with a reader,
 * blocks split on blank lines. `next()` answers every block, a heartbeat's comment included; `nextEvent(name)` the
 * next event of that name's data, parsed; either answers null once the stream ends.
 */
export interface SseBlock {
  event?: string;
  data?: string;
  comment?: string;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream', ...headers },
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<SseBlock | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block: SseBlock = {};
        for (const line of buffer.slice(0, end).split('\n')) {
          if (line.startsWith(':')) block.comment = line.slice(1).trim();
          else if (line.startsWith('event: ')) block.event = line.slice(7);
          else if (line.startsWith('data: ')) block.data = line.slice(6);
        }
        buffer = buffer.slice(end + 2);
        return block;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  const nextEvent = async (name: string) => {
    for (;;) {
      const block = await next();
      if (block === null) return null;
      if (block.event === name) return JSON.parse(block.data ?? 'null');
    }
  };
  return { res, status: res.status, next, nextEvent, close: () => controller.abort() };
}
