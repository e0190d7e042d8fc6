/** Audio constants shared by capture, the socket and playback. */

/** The socket carries 24 kHz mono PCM16 both ways. */
export const SAMPLE_RATE = 24_000;
/** Samples per buffer the capture worklet hands over (about 85 ms at 24 kHz). */
export const INPUT_BUFFER_SAMPLES = 2048;
/** A chunk goes out once this many buffers are waiting ... */
export const CHUNK_BUFFERS = 4;
/** ... or once the oldest waiting buffer is this old, whichever comes first. */
export const CHUNK_MAX_WAIT_MS = 100;
/** A playback that makes no progress for this long is abandoned. */
export const PLAYBACK_TIMEOUT_MS = 30_000;
/** On a playback error, a queue longer than this is dropped rather than played late. */
export const PLAYBACK_QUEUE_LIMIT = 10;
/** Served from our own origin: the CSP allows worklet modules only from 'self'. */
export const CAPTURE_WORKLET_URL = '/audio/capture-worklet.js';
export const CAPTURE_PROCESSOR_NAME = 'pcm16-capture';
