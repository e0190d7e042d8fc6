import { ServerMessageSchema, type ClientMessage, type ServerMessage } from '@practicum/contract/realtime';

/** Up to 5 reconnects after an abnormal close, waiting min(5000, 500 x attempt) ms. */
export const MAX_RECONNECT_ATTEMPTS = 5;
export const reconnectDelayMs = (attempt: number): number => Math.min(5000, 500 * attempt);

/** The server closes with this when a newer connection took the session over. */
const REPLACED_CODE = 4000;

/** The part of a browser WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

export interface ConnectionInfo {
  /** The reconnect attempt under way (1-5), for 'reconnecting'. */
  attempt?: number;
  delayMs?: number;
  /** The close code, for 'closed' and 'reconnecting'. */
  code?: number;
}

export interface RealtimeClientOptions {
  /** A fresh single-use ticket for each (re)connect (POST /voice/realtime/ticket). */
  getTicket: () => Promise<string>;
  /** The socket address for a ticket. */
  url: (ticket: string) => string;
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: ConnectionStatus, info: ConnectionInfo) => void;
  /** A voice error text to show or log. */
  onError: (text: string) => void;
  createSocket?: (url: string) => SocketLike;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface RealtimeClient {
  connect: () => void;
  /** Sends a message; false (and 'Voice connection not ready') when the socket is not open. */
  send: (message: ClientMessage) => boolean;
  /** Like send, but silent when not open (for audio, which is worthless late). */
  trySend: (message: ClientMessage) => boolean;
  /** The server will close after this (end or cancel): a close then never reconnects. */
  expectClose: () => void;
  /**
   * Closes for good; nothing reconnects. 1000 tells the server the conversation is over; a code of
   * 4001-4999 (leaving the screen) lets it keep the session resumable for its grace period.
   */
  close: (code?: number, reason?: string) => void;
  readonly isOpen: boolean;
}

/**
 * The live session socket: ticketed connect, every server message parsed with the contract schema,
 * and reconnects after an abnormal close (never after 1000, a takeover, or an end the client asked for).
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const setTimer = options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clearTimer =
    options.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let attempt = 0;
  let timer: unknown = null;
  let stopped = false;
  let closing = false;
  let generation = 0;

  const retryOrFail = (code?: number) => {
    socket = null;
    if (stopped) return;
    if (closing) return options.onStatus('closed', { code });
    if (attempt >= MAX_RECONNECT_ATTEMPTS) {
      stopped = true;
      options.onStatus('failed', { code });
      return options.onError('Failed to reconnect to voice service');
    }
    attempt += 1;
    const delayMs = reconnectDelayMs(attempt);
    options.onStatus('reconnecting', { attempt, delayMs, code });
    timer = setTimer(() => {
      timer = null;
      void open();
    }, delayMs);
  };

  const handleMessage = (data: unknown) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof data === 'string' ? data : String(data));
    } catch {
      return console.warn('Ignoring a voice message that is not JSON');
    }
    const result = ServerMessageSchema.safeParse(parsed);
    if (!result.success) {
      const type = (parsed as { type?: unknown } | null)?.type;
      return console.warn(`Ignoring an unexpected voice message (${String(type)})`, result.error.issues);
    }
    // A working session again: the next drop gets the full set of attempts.
    if (result.data.type === 'connection_established') attempt = 0;
    options.onMessage(result.data);
  };

  async function open(): Promise<void> {
    const mine = ++generation;
    if (attempt === 0) options.onStatus('connecting', {});
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      if (mine === generation) retryOrFail();
      return;
    }
    if (stopped || mine !== generation) return;
    let ws: SocketLike;
    try {
      ws = createSocket(options.url(ticket));
    } catch {
      options.onError('Failed to create WebSocket');
      return retryOrFail();
    }
    socket = ws;
    ws.onopen = () => {
      if (socket === ws) options.onStatus('open', {});
    };
    ws.onmessage = (event) => {
      if (socket === ws) handleMessage(event.data);
    };
    ws.onerror = () => undefined; // a close event follows and decides
    ws.onclose = (event) => {
      if (socket !== ws) return;
      if (event.code === 1000 || event.code === REPLACED_CODE) {
        socket = null;
        stopped = true;
        return options.onStatus('closed', { code: event.code });
      }
      retryOrFail(event.code);
    };
  }

  const send = (message: ClientMessage, quiet: boolean): boolean => {
    if (!socket || socket.readyState !== OPEN) {
      if (!quiet) options.onError('Voice connection not ready');
      return false;
    }
    socket.send(JSON.stringify(message));
    return true;
  };

  return {
    connect() {
      if (socket || timer !== null) return;
      stopped = false;
      closing = false;
      attempt = 0;
      void open();
    },
    send: (message) => send(message, false),
    trySend: (message) => send(message, true),
    expectClose() {
      closing = true;
    },
    close(code = 1000, reason = 'Client closed') {
      stopped = true;
      generation += 1;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const ws = socket;
      socket = null;
      if (ws) {
        ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
        ws.close(code, reason);
      }
    },
    get isOpen() {
      return !!socket && socket.readyState === OPEN;
    },
  };
}
