import { union } from './union';

/**
 * Questions that evoke change talk (Miller & Rollnick): desire, ability, reasons, need, commitment,
 * importance and confidence rulers, looking forward and back, exploring goals and values.
 */
export const EVOKE_CHANGE = union([
  /\bscale (of|from) (0|1|one|zero)\b|\bhow (important|confident|ready|motivated|committed|sure)\b/,
  /\b(why|what) (might|would|makes|made) you (want|decide|consider|think about)( to)? (change|cut|stop|quit|make)/,
  /\b(reasons?|benefits?|advantages?|good things|upsides?|pros) (for|of|to|about) (changing|cutting|stopping|quitting|making|doing)/,
  /\bwhat would (be different|change|be better|it be like)\b|\bif you (did|were to|decided to) (change|cut|stop|quit|make)/,
  /\bwhat (do|would) you (want|like|hope|need)( to)? (to )?(see|happen|change|do|achieve)\b/,
  /\b(what|how) (could|might|would|can) you (do|start|try|manage|go about|get|make)\b/,
  /\b(next step|first step|a plan|your plan|your goal|goals?|what matters|values?|important to you)\b/,
  /\bhow (did|have) you (manage|managed|do|done) (it|that) before\b|\bwhat (has|have) (worked|helped)\b/,
  /\b(not so good|less good|downsides?|concerns?|worries) (things )?about\b/,
]);
