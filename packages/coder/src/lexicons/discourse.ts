import { union } from './union';

/** Tokens that on their own only keep the conversation going (MISC "facilitate"). */
export const BACKCHANNEL_WORDS = new Set(
  (
    'mmhmm uhhuh mm hmm yeah yes yep yup yea okay ok right alright all sure oh ah aha wow gosh huh no nope ' +
    'i see got it gotcha true indeed exactly absolutely definitely totally certainly fine cool so and but ' +
    'well now then hmm ahh oops really uh um er good great nice lovely excellent perfect wonderful ' +
    'fantastic awesome brilliant thanks thank you of course go on interesting makes sense dear goodness ' +
    'jeez kidding welcome pleasure problem worries ' +
    // Transcripts spell the murmur of assent several ways.
    'mhm mhmm hm'
  ).split(' '),
);

/** Discourse markers stripped from the start of a sentence before its form is judged. */
export const LEADING_MARKERS =
  /^(?:(?:so|and|but|well|okay|ok|now|then|yeah|yes|right|alright|all right|oh|sure|great|good|mmhmm|uhhuh|i see|see|look|listen|you know|also|plus|cool|wow|gosh|exactly|absolutely|definitely|of course|fine|true|anyway|anyhow|hmm|um|uh|like|just|or|ah|hey|excellent|perfect|wonderful|fantastic|awesome|i mean|got it|gotcha|that is right|that is true|no|sorry)\b[\s,]*)+/;

/** A sentence that is only agreement or acknowledgement ("that makes sense", "I understand"). */
export const ACKNOWLEDGEMENT = union([
  /^(that|it) (makes|made) (a lot of |a bit of |some |total |perfect )?sense$/,
  /^i (totally |completely |can |really )?(understand|see|hear you|get it|get that|hear that|know)$/,
  /^(i|i can) (understand|see) (that|why|how)$/,
  /^(that is|it is) (true|right|fair|fair enough|correct|okay|ok|fine|alright|understandable)$/,
  /^(sounds|that sounds) (good|great|fine|right|like a plan)$/,
  /^(you are|you are absolutely|you are quite) right$/,
  /^(there you go|here we go|fair enough|good point|no problem|no worries|i agree|me too|same here|i bet|i hear you)$/,
  /^(really|is that right|is that so|oh really|seriously|wow)$/,
  /^(you are|you are very|you are most) welcome\b|^(my pleasure|no problem|not at all|no worries)\b/,
  /^(thank you|thanks)( so much| very much| again)?(,? \w+)?$/,
  /^(i love (it|that)|how (nice|lovely|interesting|cool)|(oh )?(neat|nice|lovely|cool|interesting)|that is (interesting|neat|cool|nice|lovely|funny)|i promise|i bet|fair enough|me neither)$/,
  /^(i am |i am so |i am really |i am very )?sorry( to hear (that|this|about that))?$|^(oh no|oh dear|that is a shame|what a shame)$/,
]);
