import { TOPICS, type Topic } from '@practicum/personas';

/**
 * The words that point a student's utterance at each persona topic, separated by "|". Single words
 * match by stem; entries with a space match as phrases. A trailing "~" marks a weak cue (half
 * weight), for words such as "feel" or "day" that are everywhere.
 */
const RAW: Record<Topic, string> = {
  presenting_problem:
    'problem|issue|brings you|brought you|bring you|going on|happening~|here today|come in|' +
    'came in|coming in|reason|struggling|struggle|trouble|concern|on your mind|what is wrong|' +
    'the matter|been hard|difficult~|help with|started|begin|began|when did|how long',
  mood:
    'mood|feel~|feeling~|feelings|down|low|sad|sadness|depressed|depression|unhappy|happy|' +
    'spirits|empty|numb|cry|crying|tears|tearful|miserable|flat|joy|enjoy|pleasure|interest|' +
    'hopeless|emotions|emotional|upset|irritable|angry|anger|guilt|guilty|shame|ashamed|' +
    'lonely|loneliness|how have you been|how are you',
  anxiety:
    'anxious|anxiety|worry|worried|worries|nervous|panic|panicky|stress|stressed|tense|' +
    'tension|on edge|fear|afraid|scared|dread|racing|breath|breathing|shaking|sweat|overwhelm|' +
    'overwhelmed|attack|calm|relax|uneasy|restless|heart pounding|safe~|scary|frightening',
  thoughts:
    'thought|thoughts|thinking~|mind|head~|believe|belief|tell yourself|say to yourself|' +
    'inner voice|critic|ruminate|overthinking|intrusive|obsess|obsession|images|doubt|worth|' +
    'worthless|failure|blame yourself|goes through your|pops into|about yourself|see yourself|' +
    'what goes through',
  sleep:
    'sleep|slept|asleep|insomnia|night|nights|bed|bedtime|awake|wake|waking|woke|nightmare|' +
    'dream|rest|nap|tired~|middle of the night|3am|4am',
  appetite: 'appetite|hungry|hunger|meal|meals|eating much|lost weight|put on weight|food~|eat~',
  energy:
    'energy|tired|exhausted|exhaustion|fatigue|drained|lethargic|motivation|motivated|get up|' +
    'out of bed|worn out|burned out|burnt out|burnout',
  concentration:
    'concentrate|concentration|focus|focusing|attention|memory|forget|forgetful|distracted|' +
    'foggy|fog|decision|decide|reading|think straight',
  work:
    'work|job|boss|manager|colleague|coworker|office|career|employer|shift|workplace|fired|' +
    'redundant|redundancy|unemployed|promotion|deadline|business|salary|sick leave|workload|' +
    'meeting|team~|retire|retirement|retired|working',
  school:
    'school|college|university|uni|class|classes|lesson|teacher|homework|exam|exams|grades|' +
    'study|studying|studies|course|lecture|essay|assignment|dissertation|degree|classmate|' +
    'revision|gcse|sixth form|campus|professor|semester|term~|student~|teachers',
  family:
    'family|parent|parents|mum|mother|dad|father|brother|sister|sibling|son|daughter|kids|' +
    'children|child~|grandparent|grandmother|grandfather|gran|nan|grandma|grandpa|aunt|uncle|' +
    'cousin|relatives|in laws|stepdad|stepmum|home life|at home~|mam|mummy|daddy',
  partner:
    'partner|husband|wife|boyfriend|girlfriend|spouse|relationship|marriage|married|divorce|' +
    'divorced|separated|separation|dating|ex|fiance|romantic|sex|intimacy|love life|breakup|' +
    'break up|split up',
  friends:
    'friend|friends|friendship|mates|social|socialise|socialising|people~|going out|isolated|' +
    'isolation|peers|support network|hang out|group chat|lonely~|anyone to talk|' +
    'someone to talk',
  childhood:
    'childhood|growing up|grew up|when you were young|when you were little|' +
    'when you were a kid|as a child|as a kid|young~|younger|teenager|upbringing|raised|' +
    'early life|little girl|little boy|past~',
  trauma:
    'trauma|traumatic|incident|accident|assault|assaulted|abuse|abused|violence|violent|war|' +
    'combat|deployment|deployed|crash|flashback|flashbacks|memories|memory~|trigger|triggered|' +
    'rape|raped|danger|threatened|what happened|the worst|attacked|hurt you|army|tour',
  loss:
    'loss|lost|death|died|passed|passed away|funeral|grief|grieving|bereavement|miss|missing|' +
    'widow|widowed|anniversary|cemetery|grave|mourning|gone~',
  health:
    'health|physical|body~|pain|ill|illness|sick|doctor|gp|hospital|diagnosis|diagnosed|' +
    'condition|symptom|headache|heart|chest|stomach|test results|check up|scan|cancer|' +
    'diabetes|disease|surgery|injury',
  medication:
    'medication|meds|pill|pills|tablet|tablets|prescription|prescribed|antidepressant|' +
    'antidepressants|sertraline|fluoxetine|citalopram|lithium|dose|side effects|' +
    'taking anything',
  alcohol:
    'alcohol|drink|drinking|drinks|drunk|booze|wine|beer|pint|pints|spirits|vodka|whisky|' +
    'whiskey|gin|hangover|sober|sobriety|units|pub|bar',
  substances:
    'drug|drugs|cannabis|weed|marijuana|cocaine|coke|heroin|opioid|opiate|meth|ecstasy|mdma|' +
    'ketamine|smoke|smoking|vape|vaping|substance|substances|using~|high~|dealer|gambling|' +
    'gamble|betting|relapse|clean~',
  eating:
    'eat|eating|food|meal|meals|binge|binging|bingeing|purge|purging|vomit|sick after|calorie|' +
    'calories|diet|dieting|restrict|restricting|fasting|snack|full~|hungry',
  body_image:
    'body|weight|shape|fat|thin|size|mirror|appearance|looks|clothes|ugly|body image|figure|' +
    'how you look|the way you look',
  self_harm:
    'self harm|selfharm|hurt yourself|hurting yourself|harm yourself|harming yourself|cutting|' +
    'cut yourself|burn yourself|scars|injure yourself',
  suicide:
    'suicide|suicidal|kill yourself|killing yourself|end your life|ending your life|end it|' +
    'end it all|want to die|wanting to die|better off dead|take your life|take your own life|' +
    'not be here|not wanting to be here|not want to be here|overdose|not wake up|being alive|' +
    'be alive|plan to|a plan|method|means',
  coping:
    'exercise|gym|sport|cope|coping|manage|managing|deal with|dealing|get through|handle|handling|what helps|' +
    'relief|keep going|distract|escape|when it gets bad|what do you do when|help yourself|' +
    'helps~',
  strengths:
    'strength|strengths|good at|proud|positive|going well|good things|hobby|hobbies|passion|' +
    'skills|values|resilient|going right|enjoy doing|what you like',
  goals:
    'goal|goals|hope|hoping|hopes|get out of|like to get|want to get|hoping for|' +
    'like to change|want to change|different in your life|change|different|future|improve|' +
    'wish|achieve|aim|plans|get out of this|get out of today|want from|look like|better~',
  finances:
    'money|financial|finances|bills|debt|debts|rent|mortgage|afford|income|benefits|savings|' +
    'loan|broke|budget|bank|pay~',
  housing:
    'housing|house|flat|apartment|landlord|evicted|eviction|homeless|move|moving|' +
    'neighbourhood|neighbours|neighbors|roommate|flatmate|where you live|live with|' +
    'living situation|live alone|home~',
  identity:
    'identity|who you are|sexuality|gay|lesbian|bisexual|trans|transgender|gender|queer|' +
    'coming out|sense of self|belong|belonging|as a person|yourself as',
  culture:
    'culture|cultural|background|heritage|community|tradition|traditions|language|immigrant|' +
    'immigration|migrate|country|ethnicity|race|racism|discrimination|back home|expectations',
  faith:
    'faith|religion|religious|god|church|mosque|temple|synagogue|pray|prayer|spiritual|' +
    'spirituality|imam|priest|pastor|rabbi|believe in',
  daily_life:
    'day~|days~|routine|typical day|daily|morning|mornings|evening|evenings|weekend|weekends|' +
    'spend your time|free time|chores|leave the house|housework|shopping|day to day|day like',
  previous_help:
    'before~|previous|previously|counselling|counseling|therapy before|therapist|counsellor|' +
    'psychiatrist|psychologist|help before|tried~|treatment|services|seen someone|' +
    'talked to someone|support group|aa|rehab|programme|program',
  feelings_about_therapy:
    'being here|coming here|this session|talking to me|therapy~|feel about coming|' +
    'feel about this|about today|expect|expectations|sceptical|skeptical|point of this|' +
    'worth it|make of this|talking about this|talk to me|like for you to be here',
  // Medical history topics: distinctive clinical words only, so a therapy conversation's lines do
  // not drift onto them.
  symptom_detail:
    'describe the pain|what does it feel like|what is the pain like|where is the pain|where exactly|' +
    'whereabouts|spread|spreads|radiate|radiates|radiating|out of ten|out of 10|how severe|sharp|' +
    'dull|crushing|stabbing|throbbing|burning|tightness|comes and goes|constant|makes it worse|' +
    'makes it better|eases it',
  associated_symptoms:
    'other symptoms|any other symptoms|sweaty|sweating|sweats|nausea|nauseous|vomiting|' +
    'breathless|short of breath|shortness of breath|dizzy|dizziness|palpitations|fever|' +
    'temperature|rash|cough|coughing|blood|weight loss|lost weight~|numbness|tingling|' +
    'weakness|vision|diarrhoea|constipation|bowels|waterworks|passing urine',
  allergies: 'allergy|allergies|allergic|reaction to|penicillin',
  family_history:
    'family history|runs in the family|run in the family|in your family|anyone in the family|' +
    'your parents health|family members',
  sexual_history:
    'sexual|sex|partners|condom|condoms|contraception|sti|stis|chlamydia|gonorrhoea|' +
    'sexual health|protection|unprotected|last had sex',
  pregnancy:
    'pregnant|pregnancy|period|periods|last period|menstrual|baby|scan~|weeks pregnant|' +
    'miscarriage|bleeding~',
  diagnosis:
    'results|result|biopsy|diagnosis|diagnosed|test results|the scan|what the tests|' +
    'what it means|what it is|prognosis|treatment options',
  procedure:
    'procedure|operation|colonoscopy|endoscopy|camera|sedation|consent|risks|benefits|' +
    'alternatives|preparation|bowel prep',
};

export const TOPIC_LEXICON = {} as Record<Topic, readonly string[]>;
for (const topic of TOPICS) TOPIC_LEXICON[topic] = RAW[topic].split('|').filter((w) => w.length > 0);
