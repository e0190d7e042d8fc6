import { GARETH_POOR, GARETH_THOROUGH } from './gareth-hughes';
import {
  AMARA_POOR,
  AMARA_THOROUGH,
  CHLOE_POOR,
  CHLOE_THOROUGH,
  DAVID_NO_WARNING,
  DAVID_THOROUGH,
} from './held-out';
import { MARGARET_NO_WARNING, MARGARET_THOROUGH } from './margaret-oconnell';
import type { StationTranscript } from './types';

/** Every hand-written station transcript; those marked heldOut were never used while tuning. */
export const STATION_TRANSCRIPTS: StationTranscript[] = [
  GARETH_THOROUGH,
  GARETH_POOR,
  MARGARET_THOROUGH,
  MARGARET_NO_WARNING,
  AMARA_THOROUGH,
  AMARA_POOR,
  DAVID_THOROUGH,
  DAVID_NO_WARNING,
  CHLOE_THOROUGH,
  CHLOE_POOR,
];
