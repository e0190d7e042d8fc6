import type { Persona, Topic } from '@practicum/personas';
import type { PatientTurn } from '../src/schemas';
import type { PatientSession } from '../src/session';
import { gatedFacts } from '../src/station';

/**
 * Scripted students for the demo and the behaviour tests. The good student greets, invites, listens
 * and reflects, and explores the areas an assessment covers; the poor student interrogates with
 * closed questions, gives advice, reassures too early and passes judgement.
 */

/** How a student names each topic when asking about it. */
export const STUDENT_TOPIC_WORDS: Record<Topic, string> = {
  presenting_problem: 'what brought you here',
  mood: 'your mood',
  anxiety: 'the worry and anxiety',
  thoughts: 'the thoughts you have about yourself',
  sleep: 'your sleep',
  appetite: 'your appetite',
  energy: 'your energy',
  concentration: 'concentrating',
  work: 'work',
  school: 'school',
  family: 'your family',
  partner: 'your relationship',
  friends: 'your friends',
  childhood: 'growing up',
  trauma: 'what happened to you',
  loss: 'the loss you have been through',
  health: 'your health',
  medication: 'your medication',
  alcohol: 'your drinking',
  substances: 'drugs and other substances',
  eating: 'food and eating',
  body_image: 'how you feel about your body',
  self_harm: 'hurting yourself',
  suicide: 'suicide',
  coping: 'how you cope',
  strengths: 'the things you are good at',
  goals: 'what you hope for',
  finances: 'money',
  housing: 'where you live',
  identity: 'your sense of who you are',
  culture: 'your background and culture',
  faith: 'your faith',
  daily_life: 'a typical day',
  previous_help: 'any counselling or help you have had before',
  feelings_about_therapy: 'coming here today',
  symptom_detail: 'what the pain feels like and where it is',
  associated_symptoms: 'any other symptoms',
  allergies: 'any allergies',
  family_history: 'illnesses that run in your family',
  sexual_history: 'your sexual health',
  pregnancy: 'the pregnancy',
  diagnosis: 'the results',
  procedure: 'the procedure',
};

const RISK: readonly Topic[] = ['suicide', 'self_harm'];

/**
 * The areas an assessment would explore with this persona, in the persona's own order: those with
 * more to them (a fact beyond the surface) first. Risk is asked about separately.
 */
export function exploreOrder(persona: Persona): Topic[] {
  const seen: Topic[] = [];
  for (const f of persona.facts)
    if (!seen.includes(f.topic) && !RISK.includes(f.topic) && f.topic !== 'presenting_problem')
      seen.push(f.topic);
  // A medical case's red flags and hidden agenda need their own questions, not exploring: they do
  // not make a topic worth exploring first.
  const gated = gatedFacts(persona);
  const deep = (t: Topic) => persona.facts.some((f) => f.topic === t && f.depth >= 2 && !gated.has(f.id));
  return [...seen.filter(deep), ...seen.filter((t) => !deep(t))];
}

/** A student who decides each line after hearing the patient's last turn. */
export interface ScriptedStudent {
  next(last: PatientTurn | null): string;
}

/** Responses to something painful just disclosed: stay with it before moving on. */
const STAY_WITH_IT = [
  'That sounds really painful. What was that like for you?',
  'It sounds like that has been weighing on you for a long time, and you have mostly kept it to yourself.',
  'That makes sense, given everything. Tell me more about that.',
  'It sounds like that still hurts, and part of you blames yourself for it.',
  'Thank you for telling me that. How has that been affecting you?',
];

/** The good student: follows the script, but stays with anything painful the patient discloses. */
export function goodStudent(persona: Persona): ScriptedStudent {
  const lines = goodScript(persona, 16);
  let i = 0;
  let k = 0;
  return {
    next(last) {
      const deep =
        last !== null &&
        (last.risk_disclosed ||
          last.disclosed_fact_ids.some((id) => (persona.facts.find((f) => f.id === id)?.depth ?? 0) >= 2));
      if (deep && i > 1) return STAY_WITH_IT[k++ % STAY_WITH_IT.length] as string;
      return lines[i++ % lines.length] as string;
    },
  };
}

export function poorStudent(persona: Persona): ScriptedStudent {
  const lines = poorScript(persona, 16);
  let i = 0;
  return { next: () => lines[i++ % lines.length] as string };
}

/** Runs a scripted student against a session for a number of turns. */
export function converse(
  session: PatientSession,
  student: ScriptedStudent,
  turns: number,
): { student: string; turn: PatientTurn }[] {
  const out: { student: string; turn: PatientTurn }[] = [];
  let last: PatientTurn | null = null;
  for (let n = 0; n < turns; n++) {
    const line = student.next(last);
    last = session.respond(line);
    out.push({ student: line, turn: last });
  }
  return out;
}

export function goodScript(persona: Persona, turns = 10): string[] {
  const topics = exploreOrder(persona);
  const t = (i: number) =>
    STUDENT_TOPIC_WORDS[topics[i % Math.max(1, topics.length)] ?? 'presenting_problem'];
  const lines = [
    "Hi, I'm Alex, one of the student counsellors. Thanks for coming in. What would you like to talk about today?",
    'That sounds like a lot to deal with. Could you tell me more about what has been happening?',
    'It sounds like you have been carrying a lot of this on your own for quite a while.',
    `I'd like to understand more about ${t(0)}. What has that been like for you?`,
    'Tell me more about that.',
    'It sounds like part of you has been holding it all together, and part of you is worn out by it.',
    `What is the hardest part of ${t(0)} for you?`,
    'That makes a lot of sense. It took courage to say that.',
    `How have things been with ${t(1)}?`,
    'What else feels important for me to understand about that?',
    `What is it like for you when you think about ${t(2)}?`,
    'It sounds like you have been fighting this on your own, and it has been exhausting.',
    `Could you tell me more about ${t(1)}?`,
    'Let me check I have understood. A lot has been weighing on you, and you have kept most of it to yourself. Is that right?',
    `What has ${t(3)} been like lately?`,
    'That sounds really painful. What goes through your mind when it is at its worst?',
  ];
  return lines.slice(0, turns);
}

export function poorScript(persona: Persona, turns = 10): string[] {
  const topics = exploreOrder(persona);
  const t = (i: number) =>
    STUDENT_TOPIC_WORDS[topics[i % Math.max(1, topics.length)] ?? 'presenting_problem'];
  const lines = [
    'Right. Do you have a job?',
    'Do you sleep okay?',
    'Have you tried exercise? It really helps with this kind of thing.',
    "Don't worry, I'm sure it will all get better soon.",
    `Is it ${t(0)}?`,
    'You should talk to someone close to you about it.',
    'Are you drinking?',
    'You need to take some responsibility here and just think more positively.',
    `Are things with ${t(1)} a problem?`,
    "It's not that bad though, is it? Lots of people have it worse.",
    'Do you go out much?',
    "Why don't you just get more sleep?",
    `Is ${t(2)} okay?`,
    'Have you thought about joining a gym?',
    'Everyone feels like that sometimes, you will be fine.',
    'Do you have any hobbies?',
  ];
  return lines.slice(0, turns);
}

/** A risk question asked directly, as the risk tests and the demo use it. */
export const RISK_QUESTION =
  'I want to ask you something directly, because I ask everyone. Have you had any thoughts of suicide, or of ending your life?';

/** A long, varied conversation: good and bad technique, odd input, repeats and a false ending. */
export function mixedScript(persona: Persona): string[] {
  const topics = exploreOrder(persona);
  const t = (i: number) =>
    STUDENT_TOPIC_WORDS[topics[i % Math.max(1, topics.length)] ?? 'presenting_problem'];
  return [
    'Hello, nice to meet you.',
    'What brings you in today?',
    'Do you sleep well?',
    'Do you sleep well?',
    'It sounds like things have been really heavy lately.',
    `Tell me about ${t(0)}.`,
    'You should try going for a walk every morning.',
    'Hmm.',
    '',
    'asdfgh jkl',
    'Are you a bot?',
    `How are things with ${t(1)} at the moment?`,
    'That makes sense.',
    "Don't worry, it will all work out.",
    RISK_QUESTION,
    "You're overreacting, honestly.",
    'Sorry, that came out wrong. It sounds like you have been under a lot of pressure.',
    `Do you want to tell me more about ${t(2)}?`,
    'How old are you?',
    'What do you do for work?',
    'Mm.',
    'Go on.',
    'Tell me more about that.',
    'Tell me more about that.',
    `What is the hardest part of ${t(0)}?`,
    'It sounds like part of you wants things to change and part of you is scared to try.',
    'You have done really well to get through all that.',
    'You have done really well to get through all that.',
    'I went through something similar when I was younger.',
    'Many people find that worry and low mood feed each other, it is a common pattern.',
    `Could you tell me about ${t(3)}?`,
    'What else?',
    'What else?',
    'We are almost out of time, so let us stop here. Take care.',
    'Actually, one more thing. How are you feeling right now?',
    RISK_QUESTION,
    'Did you find the place okay? The traffic was awful.',
    'I am going to say a lot now. '.repeat(40),
    'What would you like to get out of coming here?',
    'Thank you for coming today. See you next week, goodbye.',
  ];
}

/**
 * Consultation openings a medical probe is played after: a friendly start and a curt one (so trust
 * differs), and the middle of a history with a few questions answered.
 */
export const CONSULTATION_WARM = [
  "Hello, I'm Sam, one of the doctors. Thanks for waiting.",
  'What has brought you in today?',
];
export const CONSULTATION_CURT = [
  "Hi. I'm one of the doctors.",
  "What's the problem?",
  "Right, I've got a lot of patients waiting, so let's keep this quick.",
];
export const CONSULTATION_MID = [
  "Hello, I'm Sam, one of the doctors.",
  "What's brought you in?",
  'When did it start?',
  'Okay.',
  'Do you take any regular medicines?',
  "Right. I'm going to ask a few more questions.",
];
