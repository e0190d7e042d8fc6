import { GARETH_POOR, GARETH_THOROUGH } from './gareth-hughes';
import type { StationTranscript } from './types';

/** Every hand-written station transcript. */
export const STATION_TRANSCRIPTS: StationTranscript[] = [GARETH_THOROUGH, GARETH_POOR];
