/**
 * A failure of a model server (speech, chat or voice model) whose message can be shown to the
 * student as is: it names what failed and how (HTTP status, timeout ...), never the address or key.
 * `retryable` marks failures worth another attempt (rate limits, 5xx, network, timeouts).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}
