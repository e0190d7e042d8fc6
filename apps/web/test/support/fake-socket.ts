import {
  ClientMessageSchema,
  ServerMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '@practicum/contract/realtime';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's WebSocket for the live session: the page opens it as usual, the test plays the
 * server. What the server sends is checked against the contract's message schema first.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  readonly sentRaw: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {
    sockets.push(this);
  }

  send(data: string): void {
    this.sentRaw.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** What the page sent, parsed as the server would parse it. */
  get sent(): ClientMessage[] {
    return this.sentRaw.map((raw) => ClientMessageSchema.parse(JSON.parse(raw)));
  }

  /** The server accepts the connection. */
  accept(): void {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** The server sends a message. */
  push(message: ServerMessage): void {
    const valid = ServerMessageSchema.parse(message);
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(valid) }));
    });
  }

  /** The server closes the connection. */
  drop(code: number): void {
    act(() => {
      this.readyState = FakeWebSocket.CLOSED;
      this.onclose?.(new CloseEvent('close', { code }));
    });
  }
}

const sockets: FakeWebSocket[] = [];

/** Replaces window.WebSocket for the current test; returns the sockets the page opens, in order. */
export function installFakeWebSocket(): FakeWebSocket[] {
  sockets.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return sockets;
}
