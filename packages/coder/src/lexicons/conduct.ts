import { union } from './union';

/** Profanity and insults: never professional towards a patient. */
export const UNPROFESSIONAL = union([
  /\b(fuck\w*|shit\w*|bullshit|damn|crap|bloody hell|bitch\w*|bastard|asshole|arse|piss\w*)\b/,
  /\byou are (an? )?(idiot|moron|stupid|pathetic|loser|lazy|crazy|nuts|mental|psycho|weak|useless|disgusting)\b/,
  /\b(shut up|i do not care|get a grip|stop whining)\b/,
  /\b(junkie|crackhead|druggie|drunkard|retard\w*|lunatic|nutcase)\b/,
]);

/** Dual relationships, romance, personal contact and gifts: outside the professional frame. */
export const BOUNDARY_BREACH = union([
  /\b(we could|we should|let us) (be friends|hang out|go out|grab a (drink|coffee|bite)|meet up|get together)\b/,
  /\b(do you want to|would you like to|want to) (be friends|hang out|go out|grab a (drink|coffee|bite)|meet up|get together) (with me|sometime|outside|after (work|the session|this|we finish))\b/,
  /\b(my (personal|private|home|cell|mobile) (number|phone|address|email)|add me on|follow me on|text me on my)\b/,
  /\b(you are|you look) (so )?(beautiful|gorgeous|hot|sexy|attractive|cute)\b|\b(date|dating) (me|you)\b/,
  /\b(lend|give|pay) you (some )?money\b|\b(accept|take) (your|a) gift\b/,
  /\b(i|we) (promise|guarantee) (you )?(that )?(you will|it will|everything will|i will fix|to fix)\b/,
  /\b(i will not|i will never|i would never) tell anyone(,)? (no matter what|whatever you say|even if)\b/,
  /\bno matter what you (say|tell me),? (it|this) stays\b/,
]);

/** Sharing other people's identifiable health information, or the patient's without consent. */
export const PRIVACY_BREACH = union([
  /\b(another|one of my|my other) (patient|client)s?( of mine)?,? (\w+,? )?(has|had|is|was|told|said|does|did|used to)\b/,
  /\b(i (will|am going to|already|just) (tell|told|call|called|inform|informed|email|emailed|let) (your|his|her) (mum|mom|dad|parents|wife|husband|partner|boss|employer|school|teacher|friends?|family))\b(?! (if|only if|with your|when you))/,
  /\b(i (posted|shared|put) (it|this|your \w+) (online|on facebook|on social media|in the group chat))\b/,
  /\b(social security number|bank details|credit card)\b/,
]);

/** Self-disclosure that turns the session towards the student. */
export const SELF_FOCUS =
  /\b(when i was|my (own )?(ex|divorce|drinking|therapist|problems|depression)|i (also )?(used to|went through|had the same|have the same|struggle with))\b/;

/** Insults, contempt and brush-offs aimed at the patient (on top of UNPROFESSIONAL). */
export const HOSTILITY = union([
  /\byou are (just |so |such |really |a |an |being |completely |totally |utterly |the most )*(pathetic|stupid|idiot|idiotic|moron|loser|joke|waste of (space|time)|useless|worthless|disgusting|weak|failure|cry ?baby|coward|freak|drama queen|attention seeker|annoying|boring|hopeless case|embarrassing|ridiculous|unbearable|a mess|dumb|thick|clown|liar)\b/,
  /\byou (idiot|moron|loser|freak|clown|cry ?baby)\b/,
  /\b(shut up|get lost|go away|piss off|leave me alone|grow a (spine|pair)|stop crying|stop your crying|boo hoo|cry me a river)\b/,
  // Sending the patient away: a command to leave, or a "favour" of disappearing.
  /\bget out of my (office|room|clinic|surgery|sight|face|hair)\b|(^|[,.;!?]\s*|\b(and|now|just|so|then|go on|please)\s+)get out( of here| now| already)?\W*$|\bdo (us|me|everyone|everybody|the world|yourself) a favou?r and (disappear|vanish|go away|leave|get lost|shut up|piss off|jog on|do one)\b/,
  /\b(nobody|no one|who) (cares|gives a)\b|\bi (really |honestly |frankly |just )?(do not|could not) (really )?(care|give a)\b/,
  /\b(how|what a|what an) (pathetic|weak|stupid|embarrassing|boring|lame|idiot|loser|joke|moron|waste)\b|\bso (pathetic|lame)\b/,
  /^your (so |such )?(pathetic|stupid|useless|an idiot|a loser|a joke|worthless|weak)\b/,
  /\byou (disgust|bore|annoy|sicken) me\b|\bi (hate|can not stand|cannot stand) you\b/,
  /\bwhat is (even )?the point of (you|talking to you)\b|\byou are wasting my time\b/,
  /\b(no wonder|of course) (nobody|no one|your (wife|husband|partner|family|friends|kids)) (likes|loves|wants|left|leaves|listens to) you\b/,
  /^(whatever|yawn|boring)$/,
  // Insults said through another verb, a superlative or a comparison.
  /\byou (sound|seem|look|act|are acting|come across as|talk like|behave like) (so |really |a bit |kind of |such )?(a |an )?(pathetic|stupid|idiot|moron|loser|baby|child|drama queen|joke|weak|ridiculous|crazy|insane|mental|psycho|hysterical|clown|fool|mess)\b/,
  /\b(drama queen|attention seeker|snowflake|cry ?baby|nut ?job|head case|basket case|sad case|waste of (space|oxygen|time))\b/,
  /\bthe (stupidest|dumbest|silliest|most pathetic|most ridiculous|lamest|worst) (thing|excuse|story|reason|idea)\b/,
  /\byou are the (worst|most (annoying|boring|pathetic|difficult))\b|\byou are (boring|bore|annoying|tiresome|exhausting) me\b|\b(boring|bored) me\b/,
  /\bno wonder (people|everyone|everybody|nobody|no one|they|he|she|your \w+) (\w+ ){0,3}(you|left|leave|leaves|gave up)\b/,
  // Mockery and sarcasm: laughing at the patient, mock sympathy.
  /\b(haha+|hahaha|lol|lmao|rofl|hehe)\b|\[(laughs|laughing|sniggers|snorts|eye ?roll)\]|\*(laughs|rolls eyes|eye roll|sighs)\*/,
  /\b(poor (you|thing|baby)|diddums|boo ?hoo|cry me a river|my heart bleeds|welcome to the real world|join the club|must be nice|sounds like a you problem|first world problem|get in line|oh the tragedy|what a tragedy)\b/,
  /\b(do you (even )?(hear|listen to) yourself|listen to yourself|you can not be serious|are you (even )?serious|that is (hilarious|laughable|a joke))\b/,
  /^(oh )?(wow|great|brilliant|fantastic|congratulations|well done),? (so )?(you|that is) (really |truly )?(a |so )?(genius|tragic|tragedy|special|unique|original|hard life|shocking)\b/,
  /^(aww+|wah+( wah+)*|ha+|heh|pfft+|tsk|ugh|lol|boo)\b/,
  /\b(little baby|big baby|sob story|sob stories|ray of sunshine|whole world is against you|world revolves around you|queen of england|pity party|violin|tiny violin|snowflake)\b/,
  /\b(whining|whinging|whinge|whine|moaning|moan|bleating|sulking|sulk|wallowing|crying) (like|about|over|again|on and on)\b|\bstop (whining|whinging|moaning|sulking|wallowing)\b/,
  /\b(imagine|fancy) (crying|being upset|getting upset|complaining|moaning|worrying) (over|about)\b/,
  /\byou actually believe\b|\bhow (ridiculous|stupid|pathetic|silly|dramatic) you (sound|look|are)\b|\b(so|really) (funny|hilarious)\b/,
  /\bhow (will|would|could|can) you (ever|possibly) (survive|cope|go on)\b|\bhow (awful|terrible|tragic|hard) for you\b/,
  /\b(congratulations|well done) (on|for) (your|being) (misery|moaning|whining|problems|failure|failing)\b|\bbrilliant plan\b|\b(what a|such a) (tragic|tragedy|drama)\b/,
  /^(sure|oh yes|oh yeah|yeah right|oh sure),? because\b|^right,? and i am the\b/,
  /\b(classic|typical) (you|behaviour|excuse)?\.?$|^(classic|typical)$/,
  /^(pathetic|stupid|ridiculous|unbelievable|useless|weak|lame|embarrassing|grow up|get real|spare me|give me a break|please|oh please)$/,
  /\bspare me (the|your)\b|\bnobody (wants|needs|cares) to (hear|listen to) you\b|\byou are lucky i am (even )?(here|listening|bothering)\b/,
  /\b(such|what) a (stupid|dumb|pathetic|ridiculous|silly|childish) (way|thing|idea|reason|excuse)\b/,
  /\b(the|a|playing the|play the) victim (again|card)?\b|\b(making|make) everything about (you|yourself)\b/,
  /\b(like|love|enjoy) feeling sorry for yourself\b|\bfeeling sorry for yourself (again|all the time)\b/,
  /\b(stupid|dumb|thick|daft|silly) enough to\b|\b(weak|lame|poor|pathetic|feeble|flimsy) excuses?\b/,
  /\bbeing (such|so much of) a (failure|loser|disappointment|mess|burden|joke|baby)\b/,
  // Mock address in the third person, rhetorical disbelief, mock rewards.
  /\b(someone|somebody) (is |needs |wants |woke up |got out of |is having |has got |feeling )?(touchy|tetchy|defensive|a hug|a cuddle|a nap|a tissue|a medal|sorry|grumpy|moody|cranky|in a mood|on the wrong side|sensitive|touchy|dramatic|a pity party|attention|a bit of a|a little)/,
  /\b(is|was) (that|this|it) (supposed|meant) to be (sad|a problem|upsetting|hard|bad|serious|a big deal|the problem|tragic|trauma|scary|interesting)\b/,
  /\byou (really|honestly|seriously|actually|genuinely) think (that|this|it) is (a |an )?(real )?(problem|big deal|bad|hard|serious|trauma|depression|a crisis|difficult)\b/,
  /\bwhat do you want,? a (medal|prize|trophy|round of applause|gold star|cookie|biscuit|pat on the back)\b|\b(tell it to|save it for) (someone|somebody|anyone|a person) who cares\b|\bwa+mbulance\b/,
  /\b(the )?sound of your own voice\b|\b(tiny|little|small|smallest) violins?\b|\broll(s|ing|ed)? (my |his |her )?eyes\b|\b(oh )?(please,? )?spare me$/,
  /\b(nobody|no one) likes a (\w+ )?(moaner|whinger|whiner|complainer|misery|downer|drip|wet blanket|victim|martyr)\b/,
  // Contempt for the patient as a type, or for the time spent with them.
  /\bpeople like you (never|always|do not|can not|will never|just|are (always|never|all))\b|\b(waste|wasting) (of )?(my|our) (time|breath|energy|afternoon|morning)\b|\ba you problem\b/,
  /\byou (clearly |obviously |must |secretly |just |really |actually )?(enjoy|like|love) (being|feeling|playing) (miserable|sad|upset|unhappy|the victim|a victim|ill|depressed|angry|hard done by|the martyr)\b/,
  /\bsome of us (have|do|work|get|manage|actually|had)\b/,
  /\bif i had a (pound|penny|dollar|quid|nickel|euro|fiver) for every\b|\blike talking to a (brick )?wall\b|\blike (pulling teeth|getting blood (out of|from) a stone)\b|\b(a bit |pretty |quite )?rich coming from you\b|\bpretend i (did not|never) hear(d)? (that|you)\b/,
  /\bmilking (it|this|that)\b|\b(putting|playing) it (on|up)\b|\bfaking (it|this|that)\b|\byou (think|worry|talk|complain|moan|overthink|cry) too much\b|\bwhat your (real |only |biggest )?problem is\b/,
  /\bmain character\b|\bit is giving\b|\b(such a |so )?typical (millennial|teenager|teenage|gen z|boomer|student|addict|drinker|snowflake)\b|^cool story\b|\bcool story,? (bro|mate)\b|\bsuit yourself\b|\b(fine|okay|ok|right),? be like that\b/,
  /\b(sounds|seems) (a bit |rather |pretty |totally |completely )?(made up|fake|far fetched|like a lie|like nonsense|like rubbish)\b|\bwhat do you want me to do about (it|that|this)\b|^(okay|ok|so|right),? and$/,
  /\b(i can see|i understand|now i know|now i see|i see|i get|starting to see|beginning to see|can see) why (your \w+|he|she|they|people|everyone|nobody|no one|you have no|you do not have any) ?(left|leave|leaves|dumped|avoid|avoids|hate|hates|do not like|does not like|gave up|walked out|stopped|friends|mates)\b|\b(this|that) is why (nobody|no one|people|everyone) (takes|take|thinks|think|laughs|gets fed up|gives up)\b/,
  /^(right,? |oh,? |well,? )?(big|what a|no) surprise( there)?$|\bno surprise there\b|\byou are one of those\b|\b(heard|seen) (that|this) one before\b|\b(classic|textbook|typical) (avoidance|denial|deflection|excuse|victim|behaviour)\b|\bcould have fooled me\b|\bok(ay)? boomer\b/,
  /\b(sounds like|that is|it is) (a |your )?(personal problem|you problem|your (own )?problem)\b|\byou are (kind of |sort of |basically |really |just )?your own (problem|worst)\b|\b(do )?you (realise|realize) how (that|this|you) (sounds?|come across)\b|\bdo you (hear|know) how (that|this|you) (sounds?|come across)\b|\bwhat do you expect me to (say|do)\b|^(christ|god|jesus|oh god|oh no),? here we go\b/,
  /\byou people\b|\b(feeling|felt) (all |so )?sorry for yourself\b|\byou (deserved|deserve) (it|that|this|what you got)\b|\b(had it coming|asked for it)\b/,
]);

/**
 * Words that insult when said of the patient. Said as the patient's own feeling ("you feel
 * useless"), or in words the patient used, they reflect; said as a verdict, they insult.
 */
export const INSULT_WORDS =
  /\b(pathetic|stupid|idiotic|ridiculous|useless|worthless|lazy|spineless|hopeless case|embarrassing|childish|immature|selfish|weak|a joke|a mess|a loser|an idiot|a failure|disgusting)\b/;
/** A feeling or self-judgement the patient holds, not the student's verdict. */
export const AS_THEIR_FEELING =
  /\b(feel|feels|felt|feeling|think|thinks|thought|worry|worried|afraid|scared|call yourself|tell yourself|see yourself|believe|like you are|as if you are|part of you)\b/;

/**
 * Subjects with nothing to do with a counselling conversation: sport, pets, celebrities, films, games,
 * weather, recipes, trivia, cars, shopping. A line about them that shares nothing with what the
 * patient has said is off topic (a patient who brought up their dog makes the dog on topic).
 */
export const OFF_TOPIC = union([
  /\b(world cup|premier league|champions league|super bowl|the match|the game last night|football|soccer|rugby|cricket|basketball|baseball|tennis|golf|formula (one|1)|olympics|the score)\b/,
  /\b(snake|snakes|hamster|lizard|iguana|parrot|goldfish|tortoise|ferret|guinea pig|pet|pets|cat|kitten|puppy)\b/,
  /\b(have you (ever )?been to (paris|spain|france|italy|america|disneyland|vegas)|horoscope|star sign|lottery|taylor swift|world cup)\b/,
  /\b(weather|rain|sunny|forecast|temperature) (on|in) (mars|the moon|space|jupiter)\b|\b(mars|jupiter|saturn|the moon|outer space|dinosaurs?|pyramids|aliens?|ufos?|unicorns?|pirates?|volcano(es)?)\b/,
  /\b(recipe|recipes|bake|baking|lasagne|lasagna|pizza|sushi|pancakes?|favourite (food|colou?r|film|movie|band|song|team|animal|book)|tv show|netflix|box set|video games?|fortnite|minecraft|playstation|xbox|celebrity|celebrities|taylor swift|beyonce|the kardashians)\b/,
  /\b(capital of|how many (legs|moons|planets)|speed of light|tallest (building|mountain)|trivia|quiz|crossword|sudoku|chess)\b/,
  /\b(my new car|horsepower|cryptocurrency|crypto|bitcoin|stock market|the stocks|shares)\b/,
  /\b(podcasts?|youtube|tiktok|instagram|films?|movies?|albums?|concerts?|box sets?|the news|elections?|politics|president|prime minister|celebrity gossip|reality tv|holiday destinations?)\b/,
]);

/**
 * Word stems of a counselling conversation about someone's life: feelings, body and health, people,
 * work and school, home and money, time and change, help and talk. A line that shares none of these
 * with the session, nor any word with the patient's story, is about something else.
 */
export const LIFE_STEMS = (
  'feel felt emot mood sad down low happy anxi worr stress scar afraid fear angr upset lone alone tire ' +
  'exhaust sleep eat food drink alcohol drug smok pain hurt sick ill health doctor gp hospital medic ' +
  'tablet pill therap counsel help support cope change start stop happen problem issue difficult hard ' +
  'struggl better worse life live day week month year time morning night today lately recent ' +
  'famil mum mom dad mother father parent brother sister son daughter child kid baby partner wife husband ' +
  'boyfriend girlfriend friend relationship marri divorc work job boss colleague school college uni ' +
  'class teacher exam study money debt rent home house flat move body weight heart head mind thought ' +
  'think believ want need hope goal plan future past memor lost loss grief died death die safe harm ' +
  'kill suicid cry tear shame guilt blame angry talk say tell said ask listen hear understand mean ' +
  'matter import care trust appoint consult clinic nurse treatment session scan test result diagnos ' +
  'prescri symptom condition operation surgery injur accident court police social benefit ' +
  'hobbi enjoy relax interest fun spare free weekend evening routine sport exercis walk ' +
  'first notic began begin old age med meds moment edge tether wound nerv wari guard cautious suspicious defens appetit els'
).split(' ');

/**
 * Word stems of clinical care: the body and its symptoms, medicines and substances, sex and
 * pregnancy, harm and safety, the practicalities of being seen (names, forms, consent, water, a
 * break) and the services around a patient (courts, housing, college). History-taking and care are
 * never off topic, however far they are from what the patient has said so far.
 */
export const CARE_STEMS = (
  'asleep wake woke nightmar dream fatigu energ vomit nause bowel stool poo wee urin bladder toilet ' +
  'constip diarrh period menstru pregnan conceiv miscarr contracept condom coil sexual genital sti std ' +
  'hiv viral swab smear breast chest breath cough wheez fever sweat chill shiver rash itch lump bleed ' +
  'blood bruis cut scar stitch septic infect abscess sore ache headach migrain dizz faint conscious ' +
  'blackout numb tingl seizur fit fits vision eyesight hearing forget confus voic paranoi hallucin ' +
  'temper rage irritab panic attack flashback trauma abus violen hit assault rape weapon gun firearm ' +
  'knife blade razor rope ligatur overdos allerg effect dose codein paracetamol warfarin inhal steroid ' +
  'insulin hypo sugar diabet thyroid pressur cholesterol stroke asthma cancer chemo tumour tumor ' +
  'biopsi xray fractur hip knee back neck jaw arm leg foot feet joint arthrit stiff dribbl tremor ' +
  'shake withdraw detox rehab relaps crav urge vape vaping cigarett tobacco nicotin cannabi weed ' +
  'cocain crack heroin methadon naloxon inject needl sharps chems unit pint bottl wine beer ' +
  'vodka gambl bet drunk hangov binge fluid name call address pronoun midwif referr letter form ' +
  'consent record confidenti note diari option risk procedur anaesthet water tissu blanket curtain ' +
  'chair break interpret vaccin immunis feed breastf nappi diet arrest prison cell cellmat probation ' +
  'offenc convict sentenc custodi solicitor visa asylum hostel shelter tutor extens deadlin essay ' +
  'lectur driv fall fell trip pad pant push scratch gown search staff wellbe servic ' +
  'sex control meal teeth herbal stair caring housing argument funeral loan secret role activ ' +
  // The conversation itself: repair, checking, agreeing what comes next.
  'interrupt carri continu correct question recap agre suggest share decid'
).split(' ');

/**
 * Brush-off markers: moving on, cutting short, doubting or shrugging off what the patient said. In a
 * short line that offers nothing else (no question about them, no reflection, no warmth) they dismiss.
 */
export const BRUSH_OFF =
  /^((okay|ok|fine|right|mm|so|yeah|sure),? )*next( question| one| thing)?$|\bnext question\b|\b(move|moving) (on|along)\b|\bwrap (this |it )?up\b|\b(not|hardly) (really )?relevant\b|\b(already (said|told|mentioned)|mentioned (that|it) already|said (that|it) already)\b|\b(that is|it is|that was|it was) (all )?in the past( now)?\b|\bif you say so\b|^sure,? sure$|\bi doubt (it|that)\b|\bbig (thing|deal) (of|out of)\b|\bit happens\b|\bhappens to (everyone|us all)\b|\balways say (that|this)\b|\bnot what we are here (for|to)\b|\bskip (that|this|it)\b|(^|, )whatever( you say| you like| then| man| mate)?(,|$)|\banyway\b|^so what$|\blet it go\b|\bnot important\b|\bnever mind (that|about)\b|\bheard (it|that|this) (all )?before\b|\bsame old\b|\bget to the point\b|\bdo not think (that|it|this) (is|was) (relevant|important|a big deal|the point|a problem)\b/;
/**
 * Mocking markers: laughing at, belittling nicknames, mock pity. Said to a patient they ridicule,
 * whatever the rest of the line does.
 */
export const MOCKING =
  /\b(hilarious|adorable|princess|drama|dramatic|tissue|cry now|going to cry|little thing|poor (little|baby|dear)|(someone|somebody) is feeling sorry|feeling sorry for (themselves|yourself)|broke a nail|disaster|tragic|tragedy|boo ?hoo|laughable|clown|circus|soap opera|oscar|award)\b/;
/** Warmth or curiosity about the patient: a line with these is not a brush-off. */
export const ATTENDING =
  /\b(feel|feeling|felt|sounds|understand|hear you|must be|sorry|tell me|what happened|how (are|do|did|has|have) you|it seems|i wonder|makes sense|that is hard|difficult for you)\b/;

/**
 * Single words and short phrases that judge or shrug off the patient's experience. Unlike the
 * phrase lists above they are heard anywhere in a statement, unless the student frames them as the
 * patient's own view or the patient used the word first.
 */
export const DISMISSIVE_WORDS =
  /\b(suck it up|lighten up|chill out|chill|toughen up|harden up|man up|grow a pair|shrug it off|brush it off|pull yourself together|buck up|get a grip|snap out of it|cheer up|deal with it|get over (it|yourself)|move on|get on with it|stop (complaining|whining|moaning|whinging|sulking|crying|dwelling|overthinking|worrying)|petty|trivial|spoilt|spoiled|privileged|ungrateful|entitled|self ?pity|overreact\w*|exaggerat\w*|making (a )?fuss|fussing|(a|such a|what a) fuss|attention seek\w*|(minor|tiny|silly|stupid|trivial) (problem|issue|worry|worries)s?|not a (real|proper|big) (problem|issue|deal)|could be (much |a lot |way )?worse|(worse|harder) off|lucky (you|to have)|you should be grateful|be grateful|count your blessings|(just|need to|should|please|jeez|god|oh|okay|ok|right|now) calm down|(do not|stop|no need to) cry(ing)?|stop being (so |such a |a )?\w+|looking for (sympathy|attention|pity)|give it a rest|get a life|(thicker|thick|tougher) skin|buck (your ideas|yourself) up|life is not fair|(not everything|it is not all|the world does not revolve) (is )?about you|(spare|skip) (me )?the details|that is a bit much|get some perspective|get real|no need to (get|be) (so |all )?(hysterical|dramatic|upset|emotional|worked up|worked|teary)|(go|going|goes) on and on|really do go on)\b/;
/** Reflective framing: the judgement is the patient's, voiced back to them. */
export const THEIR_VIEW =
  /\b(you (feel|felt|worry|worried|think|thought|wonder|fear|believe|tell yourself|have been told|said|say|keep saying|called yourself|call yourself|keep calling yourself|used the word|described yourself|describe yourself)|part of you|it sounds like you (feel|worry|think)|people (tell|told) you|they (say|said|tell|told)|someone (said|told))\b/;

/** Adjectives and nouns that pass a verdict on a person or on what troubles them. */
const VERDICT_WORDS =
  'unreasonable|irrational|absurd|silly|foolish|naive|dumb|stupid|pathetic|crazy|insane|lazy|selfish|rude|' +
  'boring|annoying|whiny|whingey|needy|clingy|dramatic|hysterical|paranoid|delusional|ungrateful|spoilt|' +
  'spoiled|entitled|arrogant|stubborn|immature|childish|' +
  'daft|tiresome|tedious|draining|incompetent|idiotic|ridiculous|laughable|petty|trivial|overblown|exaggerated|made up|fake|' +
  'nonsense|rubbish|drivel|crap|a joke|an excuse|excuses|a waste of time|your own fault|not a real problem|no big deal|' +
  'nothing (to worry about|really)|not that serious|hardly a problem|over the top|too sensitive|oversensitive|' +
  // Verdicts on conduct: what the patient did, judged as a moral failing.
  'irresponsible|reckless|cowardly|manipulative|greedy|toxic|inexcusable|shameful|disgraceful|careless|' +
  'thoughtless|asking for trouble|self inflicted|not okay|low|a choice|the wrong choice|a bad choice|not the smartest';

/**
 * A verdict in a judging frame: "you are being unreasonable", "that is a silly thing to worry about",
 * "your problems are trivial". General frames times a list of verdict words, so it catches wordings no
 * phrase list has; the caller keeps lines that voice the patient's own view.
 */
export const VERDICT_FRAME = new RegExp(
  `\\b(you are|you sound|you seem|you look|you act|you are being|you have been|that is|this is|it is|that was|it was|that sounds|that seems|(?:that|this|it) (?:sounds|seems|looks) like|(your|those|these|the) (\\w+ )?(is|are|was|were|seem|sound))( (a bit|a little|so|very|really|pretty|quite|totally|completely|kind of|sort of|just|such|being|honestly|frankly|rather|bit))* (a |an )?(${VERDICT_WORDS})\\b|\\b(a|such a|what a|so) (${VERDICT_WORDS}) (thing|way|reason|idea|excuse|fuss|problem|worry|story)\\b`,
);

/**
 * Traits that insult when predicated of the patient ("you are so needy", "are you always this whiny",
 * "you come across as weak"). Feelings the patient has ("exhausted", "hopeless") are not traits.
 */
const TRAITS =
  'whiny|whingey|whingy|whinging|moany|needy|clingy|weak|spineless|pathetic|hard work|a mess|a wreck|' +
  'a nightmare|a pain|unhinged|bonkers|deranged|a basket case|exhausting|draining|tiresome|tedious|boring|annoying|irritating|insufferable|' +
  'unbearable|melodramatic|dramatic|hysterical|self pitying|self absorbed|self obsessed|selfish|lazy|useless|' +
  'stupid|thick|dim|dense|gullible|immature|childish|a baby|a child|a kid|a toddler|a snowflake|a victim|' +
  'a burden|a failure|a loser|a quitter|a coward|a joke|ridiculous|paranoid|crazy|nuts|mental|unstable|' +
  'a drama queen|an attention seeker|a hypochondriac|a lost cause|a write off|too much|full of yourself|' +
  'a moaner|a whinger|a whiner|a complainer|a wimp|a wuss|a sook|a crybaby|a martyr|a lot|not the sharpest (tool|knife)|hard to like|difficult to like|' +
  'impossible to (like|help|please)|controlling|manipulative|entitled|ungrateful|spoilt|spoiled|arrogant|oversensitive|over sensitive|too sensitive|so sensitive|thin skinned|precious|not very resilient|the (sort|kind|type) of (patient|person|client|man|woman) (nobody|no one) (wants|likes|would want)|draining';
const TRAIT_FRAME =
  '(you are|you have always been|you have been|you were|you sound|you seem|you come across as|you look|' +
  'you act|you get|you can be|you are being|are you|were you|you must be|you really are|you always were)';
const TRAIT_MODIFIERS =
  '( (always|so|this|that|such|just|honestly|really|exactly|basically|literally|definitely|clearly|kind of|sort of|a bit of|a little bit of|a bit|a little|pretty|quite|very|' +
  'incredibly|seriously|being|totally|completely|genuinely|bloody|damn|utterly|rather|bit|too|probably|quite a))*';
/** The trait word itself, to check whether the patient used it first. */
export const TRAIT_WORD = new RegExp(`\\b(${TRAITS})\\b`);
export const TRAIT_VERDICT = new RegExp(
  `\\b${TRAIT_FRAME}${TRAIT_MODIFIERS} (${TRAITS})\\b|\\byou are (${TRAITS}) to (listen to|talk to|be around|deal with|work with|sit with)\\b|` +
    `\\bhow (${TRAITS}) you (are|can be|sound)\\b|\\byou are (\\w+ ){0,2}(difficult|hard|impossible|tough) (person |patient |one )?to (like|love|help|please|be around|deal with|work with)\\b|` +
    `\\b(born|natural|professional|serial) (whingers?|moaners?|complainers?|victims?)\\b`,
);

/** Shrinking the trouble: "just stress", "hardly the end of the world", "others have real problems". */
export const SHRINKING = union([
  /\b(it|this|that|all this|all that) (is|was) (just|only|merely|simply|nothing but|nothing more than) (a |an )?(bit of |little |small |minor |passing |rough |bad )?(stress|nerves|hormones|a phase|phase|blip|patch|wobble|mood|the blues|tiredness|in your head|your imagination|life|part of life|growing up|teenage stuff|a bad (day|week|patch))\b/,
  /\b(hardly|not exactly|not really|is not) the end of the world\b/,
  /\b(such a|so|a|that) (small|little|tiny|minor|trivial|silly|petty) (thing|matter|issue|problem|deal)\b|\bworked up (over|about)\b|\b(fuss|upset|worrying) (over|about) nothing\b/,
  /\b(have|has|had|got) (real|actual|proper|genuine|bigger|serious) (problems|issues|things to worry about)\b|\b(this|that|yours) is not (a real|one)\b/,
  /\b(my|our) (gran|granny|nan|nana|grandma|grandmother|grandad|grandpa|grandfather|parents|mum|mom|dad|generation)\b.*\b(never|did not) (complain|complained|moan|moaned|whine|whined|cry|cried|make a fuss)\b/,
  /\b(in my day|when i was your age|back in my day)\b|\bnever complained like (this|that|you)\b/,
  /^(everyone|everybody|we all|all of us|people) (gets?|feels?|has|have|goes through|go through)( \w+){0,3}( sometimes| from time to time| at times| now and then)?$/,
  /\bhardly (trauma|a (problem|crisis|disaster|tragedy|big deal)|anything)\b|\bnot like (anything|something) (actually |really )?(bad|terrible|awful|serious) (happened|has happened)\b/,
  /, not (a limb|your (life|legs?|arms?|house|home|family))$|\b(grand scheme of things|pretty minor|fairly minor|quite minor|worse things happen|storm in a teacup|first world problem)\b/,
  /^(it|this|that) (is|was) only (a |an |the |your )?[\w']+([ ,]+[\w']+){0,5}$|\byou will have forgotten (about )?(it|this|all this|all about it)\b/,
  /\b(other people|everyone else|everybody else|most people|others) (seem to )?(manage|cope|get on|get by|deal with (it|this)|get through (it|this))\b|\b(seen|had|met|treated) (much |far |a lot |way )?worse (cases|people|patients|than)\b/,
  /\b(i thought|i expected|i assumed) you (had|were going to have|would have) (a )?(real|proper|serious|actual|big)\b|^is that (it|all)$/,
  /\b(would not|do not|would hardly|would not really) call (that|this|it) (a |an )?(real|proper|serious|big|genuine|actual)\b|\b(your|those|these) (problems|issues|worries|troubles|feelings|situation|story) (are|is) not (that|so|very|exactly|really|all that) (special|unique|unusual|bad|serious|big|important|different|interesting)\b/,
  /\b(starving|dying|suffering) (children|kids|people)\b|\b(children|kids|people) (are |who are )?(starving|dying)\b|\band you are (upset|worried|crying|stressed|complaining|moaning) (about|over) (this|that)\b/,
  /\b(got|have|had) it (so |really |pretty |quite )?(easy|good|lucky|cushy)\b|\b(we|everyone|everybody|we all|everyone else) (have|has|got)( all)?( got)? (problems|issues|our (own )?(problems|issues|troubles)|troubles|stuff going on|bad days)\b/,
  /\b(patients|people|clients) with (actual|real|proper|genuine|serious) \w+|\b(actual|real|proper) (cancer|trauma|illness|illnesses|disease|tragedies|suffering)\b|\b(sounds|seems|looks) like (normal|ordinary|everyday|regular|just) (stress|life|worries|nerves|tiredness|sadness|teenage)\b|\bnot that deep\b/,
  /\b(nobody|no one) (said|told you|promised) (it|life) (would|was going to) be easy\b|\byou (did|do) choose (to|this)\b|\bthat is what happens when you\b|^lovely,? anyway\b/,
  /\b(you are )?not the only (one|person) (with|who has|who have|to have|going through) (problems|issues|troubles|it hard|a hard time|stress|worries)\b/,
  /\bis not (really )?a (mental health|real|proper|medical|genuine) (issue|problem|condition|illness)\b|\b(normal|ordinary|everyday) life( to me)?,? not (depression|anxiety|trauma|an illness)\b/,
]);

/** Impatience with the patient: hurrying them, cutting them off, not wanting to hear it. */
export const IMPATIENCE =
  /\b(have not|do not have) (got )?all day\b|\bheard enough\b|\bnot (really |that |very )?interested in (the |your |all )?(backstory|story|details|history|that|this|hearing)\b|\bwhatever you say\b|\bcut to the chase\b|\bshort version\b|\bin a nutshell\b|\b(hurry|speed) (this |it |things )?up\b|\bcan we (just )?(move|get) on\b|\b(is|was) (this|it|that) going (anywhere|somewhere)\b|\bget on with it\b|\banything (actually|really) important\b|\b(go|going) (down|into) (that|this) rabbit hole\b/;

/**
 * Not listening, said outright: tuning out, counting how often the patient has said something,
 * having other people to see. Dismissive even when the line also apologises.
 */
export const INATTENTION =
  /\b(do not|never) need to (tell|give) me (every|all the) (little )?(detail|thing)s?\b|\b(tried|try|why not|could you|can you|you should|you need to),? ([\w,]+ ){0,3}just (not|stop) (thinking|worrying|dwelling)\b|^just (stop|do not) (thinking|worrying|dwelling)\b|\b(said|told me|mentioned) (that|this|it) (\w+ ){0,2}(times|twice) now\b|\b(three|several|a few|two|four|five|many|ten) times now\b|\bsay it slowly\b|\bas i have (already )?(explained|said|told you)\b|\b(tuned|zoned|switched) out\b|\b(nodded|dozed) off\b|\bi (stopped|was not) listening\b|\b(other|more) (people|patients|clients) to see\b/;

/**
 * Declining to hear the patient: no time or patience for it, not the student's concern, back to the
 * form, skip the feelings, other things to attend to. Built from who declines (I, we, let's) and
 * what they decline, so wordings beyond these examples are heard too.
 */
export const DISENGAGING = union([
  /\b(i|we) (really )?(do not|can not|cannot|have not|have no) (really )?(have |got )?(the )?(time|energy|patience|room|headspace|capacity|bandwidth) (for|to (listen|hear|go into|get into|deal with)) (this|that|it|all|your|these|those|the)\b/,
  /\b(can not|cannot|could not) be bothered\b|\bnot (really )?(my|our) (problem|business|concern)\b(?! to)|\byour (problem|business|concern),? not (mine|ours)\b/,
  /\b(skip|leave out|park|drop|avoid|spare me) (the|all the|your|all this|all that) (sad|heavy|emotional|feelings?|depressing|personal|boring|soppy|touchy feely|deep|family|backstory|drama)( \w+)?\b/,
  /\b(get back to|stick to|stick with|go back to|return to|just do|finish|fill in|fill out|get through) (the|my|this|our) (form|sheet|checklist|questions on|list|script|paperwork|boxes|questionnaire|tick ?boxes)\b/,
  /\b(i|we) (would|had) rather (not|you did not) (get into|go into|talk about|hear about|hear|deal with|discuss|dwell on)\b/,
  /\b(i|we) do not (really )?(see|know|understand) (why|how|what) (that|this|it|any of (this|that)) (matters|is relevant|is important|has to do with|is got to do)\b|\bwhy (are|would) you (be )?(telling|tell) me (this|that|all (this|that))\b|\bnot sure why you are telling me\b/,
  /\b(i|we) (have|have got|got) (bigger|more important|better|other|real) (things|stuff|problems|fish|patients|people) (to|than)\b/,
  /\blet me stop you there\b|\b(i|we) do not need (the|your|to hear) (whole|entire|full|life|long|complete) (saga|story|history|backstory|version|thing)\b|\b(yeah|yes|okay|ok),? (yeah|yes|okay|ok),? i get it\b/,
  /\bi am (so |really |getting |a bit |honestly )?bored\b|\b(talk about|move on to|change the subject to|get on to) (something|anything) else\b|\b(miles away|away with the fairies|in my own world)\b/,
  /\b(turn|make|turning|making) (this|it) (into )?a (therapy|counselling|sob|pity|crying)\b|\b(not|skip|enough|less|without|drop|leave|avoid)( \w+){0,5} (feelings|emotional|touchy feely|soppy|feely|mushy) (stuff|bits?|business|talk|side)\b/,
  /\bi am not a (miracle worker|magician|mind reader|saint|wizard)\b/,
  /\b(keep|get) (it|this|things) (moving|brief|short|quick)\b|\bkeep it moving\b|\b(hurry|speed) (along|up)\b/,
  /\b(nobody|no one|none of us) (really )?(wants|needs|likes|is interested in|has time) (to )?(hear|hearing|listen|listening|for)\b/,
  /\b(checking|check|reading|read|answer|answering|reply to|replying to|take|taking|look at|looking at) (my|this|a|that) (emails?|phone|texts?|messages?|call|notifications?)\b|\bi was not (really |even )?(listening|paying attention)\b/,
]);

/** Sarcasm and mock pity: praise or sympathy that means the opposite. */
export const SARCASM = union([
  /\b\w*([aeiouy])\1\1+\w*\b (terrible|hard|awful|tragic|sad|bad|difficult|unfair|tough|rough)\b/,
  /\bhow ?ever (will|would|do|did|can) you (survive|cope|manage|go on|live)\b|\bhow (will|would|do) you (ever )?survive\b/,
  /\b(hardest|worst|saddest|toughest|most (tragic|difficult|terrible|awful|unfair)) (life|week|day|time|thing|situation|problem)s? (anyone|anybody|ever|in (the )?(history|world))\b|\b(anyone|anybody) (has )?ever (lived|had|suffered|faced)\b/,
  /^(shocking|shocker|what a (surprise|shock)|big surprise|who knew|who would have thought|colou?r me (shocked|surprised)|you do not say|imagine that|fancy that)$/,
  /\b(everyone|everybody|the (whole )?world|they) (is|are)? ?(all )?(out to get|against) you\b/,
  /\b(did|has|is) (somebody|someone|little \w+) (have|had|having|feeling|got|get)\b/,
  /\bcan( not)? take (this|you|that|it) seriously\b|\bseriously (upset|crying|worried|bothered|stressed|scared) (over|about|by)\b/,
  /\byou sound like a (teenager|child|kid|toddler|little (girl|boy)|baby|broken record|spoilt|spoiled)\b|\b(teenage|teenager|\w+) (writing in|writing) (their|your|a) diary\b/,
  /\bwhat a load of\b|\bno offen[cs]e,? but\b|^i am not being funny,? but\b|\bdo not take this the wrong way,? but\b/,
  /^(fascinating|riveting|gripping|thrilling|how (fascinating|riveting|original)|do go on|oh do tell|very original|how original|very productive|riveting stuff)$|\b(riveting|gripping) stuff\b|^well done you\b/,
  /^(oh right|sure|oh yes|oh yeah|yeah right|right,? and),? (and )?(because|i suppose)\b|\b(everyone|everybody|somebody|someone) else fault\b/,
  /\bbecause (that|this|it) is (a )?(totally|completely|perfectly|so|very) (rational|reasonable|sensible|logical|normal) (thing|way|reaction|response)\b/,
  /\bwhat a (hard|tough|terrible|awful|difficult) life\b|\byou sound (exactly |just )?like my (\w+ ){0,2}(kid|child|son|daughter|teenager|toddler|year old)\b/,
  /^(sigh|sighs|ugh|urgh|groan|eye roll)\b/,
]);

/**
 * Judgements built from the shape of what is said rather than its words: blame by counterfactual
 * ("if you'd stuck to the diet your knees wouldn't be this bad"), contempt for what kind of person
 * does that ("what kind of parent..."), scorn for the patient's group ("you chronic pain lot"), and a
 * verdict on what they did ("missing three appointments is irresponsible").
 */
export const BLAME_SHAPES = union([
  /\bif you (would|had|had not|did not|were not|actually|just|only|really)\b(?! (like|prefer|rather|want|wish|mind|be willing|find|ever|the chance|a chance|the choice|a magic|the option|a day|one))(?!.*\b(what|how|which|where|who) would\b)(?=.*\b(would|would not|would have|would still|would be)\b)/,
  /\bwhat (kind|sort|type) of (\w+ ){0,2}(adult|parent|person|mother|father|mum|mom|dad|man|woman|human|grown up|wife|husband|friend|daughter|son)\b/,
  /\byou (\w+ )?(?!a |the |whole )\w+ lot\b(?! of)|\b(people like you|your sort|your type|your kind) (are|always|never)\b|\b(are|you are) all the same\b/,
  /\b(junkies|addicts|alcoholics|drunks|druggies|smokers|drinkers|gamblers|users|cutters|self harmers|anorexics|bulimics|benefit claimants|teenagers|millennials|gen z) (always|never|are all)\b/,
  /\b\w+ing\b( \w+){0,6} (is|was) (a bit |pretty |really |quite |just |so |very |frankly |plain |totally |completely )*(irresponsible|reckless|selfish|cowardly|lazy|greedy|manipulative|pathetic|childish|immature|inexcusable|shameful|disgraceful|stupid|low|not okay|asking for trouble)\b/,
  /\byou (have )?(brought|bring) (a lot of |all of |most of |some of )?(this|it|that) on yourself\b|\byou (only )?have (yourself|you) to blame\b/,
  /\byou (do not|did not|never) (actually |really )?(want|try|tried) (to get better|hard enough|to change|to help yourself)\b|\bi do not think you (actually |really )?want to (get better|change|stop)\b/,
]);

/**
 * Denying what the patient feels or has: "you're not depressed, you're just tired", "you can't be
 * lonely", "I don't think you have an eating disorder", "you don't really feel that way".
 * Reassuring denials of a verdict ("you're not a burden", "you're not alone") are not these.
 */
export const DENYING_FEELING = union([
  /\byou (are not|can not be|cannot be|could not be|are not really|are not actually) (really |actually |that |so )?(depressed|anxious|traumati[sz]ed|suicidal|lonely|grieving|burnt out|burned out|addicted|an addict|bulimic|anorexic|in that much pain|in pain|ill|unwell|sick|scared|frightened|angry|upset)\b/,
  /\byou (do not|did not) (really |actually )?(have|feel) (depression|anxiety|an eating disorder|ptsd|trauma|that way|like that|any reason)\b|\byou have (got )?no reason to (be|feel)\b/,
  /\bi (do not|did not) think (you|that|it) (really |actually )?(have|are|is|was) (an? )?(depress|anxi|eating disorder|ptsd|trauma|addict|real|that bad|abuse)\w*/,
  /\b(it|that|this|they|those|she|he) (is|are|was|were) (just|only|merely|simply) (an? )?(\w+ ){0,2}(cat|dog|pet|job|exam|exams|gcses|a levels|test|grade|grades|scratch|scratches|cut|bruise|panic attack|game|joke|banter|money|phase|break up|crush|childhood|rough patch|hormones|stress|nerves)\b/,
  /\bare you sure you are not (just )?(saying|making|imagining|exaggerating|overreacting)\b|\byou are (just |only )?(saying|imagining) (that|it)\b/,
]);

/** Leaving what the patient just said for the next item: "enough of the sad stuff", "for time's sake, any allergies?". */
export const PIVOTING_AWAY = union([
  /\b(for time sake|for the sake of time|for times sake)\b/,
  /\benough (of )?(the |all |this |that |all the )?(sad|heavy|depressing|emotional|doom and gloom|deep|miserable)( stuff| talk| bit| things)?\b/,
  /\blet us (not|keep)( \w+){0,3} (focus on|dwell on|get into|go into|go over|go round in circles|talk about)\b(?=.*\b(negative|negatives|emotion|emotions|feelings|past|childhood|abuse|sad|circles)\b)|\blet us not go round in circles\b/,
  /\bkeep (the )?(emotions|feelings) out of (it|this)\b|\bhappy thoughts only\b/,
  /\b(dwelling|wallowing|going on about it|crying about it)( on it)? (is not|will not|does not) (going to )?(help|bring|change)\b/,
  /\b(i|we) (had|have|have got) (some )?(questions|things) (planned|to get through)\b|\bi need to get through the\b/,
]);

/**
 * Shrinking what the patient feels by the clock or by other people: "you should be over it by now",
 * "loads of people have IBS and get on with it", "what have you got to be sad about?", "you don't
 * look depressed", "it's all in your head".
 */
export const OVERRULING_FEELING = union([
  /\b(it is|that is|this is|pain is|it) (probably |just |only |all |really )*(all )?in your (head|mind)\b/,
  /\b(should|ought to) be (feeling better|over (it|this|him|her|that)|past (it|this)|moving on)( by now)?\b|\bat some point you (have|need|have got|will have) to (just )?(push through|stop|move on|let (it )?go|get over|choose to stop)\b/,
  /\bleave it in the past\b|\byou (have|will have|have got|just have|will just have) to (learn to )?live with it\b|\bride it out\b/,
  /\bwhat (have you|do you have|has she|has he|is there) (got )?to be (so )?(sad|depressed|upset|anxious|unhappy|miserable|worried|stressed|down) about\b|\bnothing to be (sad|upset|depressed|miserable) about\b/,
  /\byou (do not|did not) (look|seem|sound) (\w+ )?(depressed|anxious|ill|sick|unwell|in pain|suicidal|that bad|upset|like you are struggling)\b|\byou (seem|look) (fine|okay|alright|all right|normal|happy) to me\b/,
  /\b(can not|cannot|could not) (really )?(be |be feeling |hurt |feel )(that|so) (bad|much)\b/,
  /\b(loads of|lots of|plenty of|other|most|many|some) (\w+ ){0,2}(people|nurses|kids|patients|mums|women|men|soldiers|carers|students)\b.*\b(get on with|cope|manage|work through|sleep fine|are okay|are fine|deal with it|survive|got on with it|crack on|just fine)\b/,
  /\b(survive|survived|see|seen|have|had|went through|go through) (far|much|a lot|way) worse\b|\b(she|he|they|i) just (got on with it|cracked on|coped|dealt with it|pushed through)\b/,
  /\bwho would swap with you\b|\bwould (swap|trade) (places )?with you\b/,
  /\bdo not be (silly|daft|soft|ridiculous|such a baby)\b/,
]);

/** Hurrying the patient past what they say: "can we speed this up?", "just tell me yes or no". */
export const HURRYING = union([
  /\b(can|could) we (speed|hurry) (this|it|things) (up|along)\b|\bi (need|have|have got) to (crack on|get on|dash|get going)\b/,
  /\b(just )?(stick to|answer) (answering )?what i (ask|asked|am asking)\b/,
  /\bi do not need (all )?(the|that|all that|all the) (detail|details|story|backstory)\b|\bno need to tell me (all )?(that|this)\b|\bstop talking\b/,
  /\bnot a (counselling|therapy|therapist) (session|service|clinic)\b|\bthat is (a bit |rather |slightly )?off topic\b/,
  /\blet us not (get|be|go) (emotional|down that road|there|into that)\b|\blet us not make (a big thing|a big deal|a fuss|too much) (of|about)\b|\b(i think )?that is enough about (the|your) \w+/,
  /\b(write|jot) (the rest|it|that) down and (give|hand|pass)\b/,
]);

/** Moral verdicts on the patient's conduct, in words no trait list holds. */
export const CONDUCT_VERDICTS = union([
  /\byou (have|have got|have just) (done|brought) this (to|on) yourself\b|\byou should (have|of) known better\b|\byou need to take (some |more )?(personal )?responsibility\b/,
  /\b(i am|i feel|i am a bit|i am really) (a bit |quite |really |very |so )?disappointed in you\b|\byou have let yourself go\b/,
  /\byou (have )?wasted (a lot of |so much of )?(the |my |our |everyone |everybody |people |peoples |their |his |her |nhs )(\w+ ){0,2}(time|resources)\b|\bwasting (nhs|our|my|everyone s|peoples?) (time|resources)\b/,
  /\byou (ought to|should) (feel|be) (guilty|ashamed|embarrassed)\b/,
  /\b(is not|was not) (very |really )?(responsible|sensible|fair on (the |your )?\w+)\b|\breally not on\b/,
  /\b(addict|junkie|alcoholic|criminal|attention seeking|drug seeking) behaviou?r\b|\bpoor (life )?choices\b/,
  /\b(pretty|really|quite|just plain|plain|frankly|so) (vain|stubborn|dishonest|irresponsible|reckless|selfish|lazy|careless)\b/,
  /\byou are choosing (the |your )?\w+ over\b|\byour (lifestyle|drinking|smoking|eating|choices) (caused|is causing|has caused|have caused)\b/,
  /\byou (clearly|obviously) (do not|are not) (value|care|take this seriously|taking this seriously|want)\b/,
]);

/** Contempt in a phrase: "what are you, five?", "look at the state of you", "pull the other one". */
export const CONTEMPT_PHRASES = union([
  /\bwhat are you,? (two|three|four|five|six|seven|ten|twelve|a child|a baby|a toddler)\b|\blook at the state of you\b|\bcan you be any more\b/,
  /\bi (literally |seriously )(do not|could not) care\b|\bi can not stand (listening to|hearing|you|her|him|this)\b/,
  /\bpull the other one\b|\bi bet the dog ate\b|\bsince you (clearly|obviously) (struggle|do not get it|did not get it|can not)\b|\bsome of us (went to|actually)\b/,
  /(?<!\b(call|calls|called|calling|name|named) (you |me |her |him |them )?(a |an )?)\b(whinger|fatso|pill seeker|drug seeker|druggie|nutter|psycho|timewaster|time waster|frequent flyer)\b/,
  /\bi am not (surprised|shocked) (your|nobody|no one|they|he|she)\b/,
  /\bi (can not|cannot) stand (listening to|hearing|you|her|him|this)\b|\b(can not|cannot|could not) be (arsed|fussed)\b|\bi do not get paid enough\b/,
  /\byou are (\w+ )?the (most|worst) (\w+ )?(patient|client|person|one) (i have|i ve|we have|in|on)\b/,
  /\bare you (deaf|blind|thick|stupid|dense|slow|simple|deliberately being|just being difficult|being difficult on purpose)\b|\bor are you just being (difficult|awkward|thick|stupid)\b/,
  /\b(want|like|deserve|expect) a (medal|gold star|round of applause|prize|trophy|biscuit|pat on the back)\b|\b(get|got) the violins out\b/,
  /\bi am not your (servant|maid|slave|mum|mother|babysitter|butler|personal)\b|\bis english your first language\b|\bsay that in english\b/,
  /\b(that is|this is|what a load of|a load of) (total |utter |complete |absolute )?(bollocks|bullshit|codswallop|horse shit|tosh)\b/,
  /(^|, |\. )(princess|little one|genius|einstein|buttercup|mr victim|miss drama|drama queen)(,|\.|\?|$)/,
  /\byou are not (that |very |so |exactly )?(special|interesting|important|clever|likeable|the sharpest|the brightest)\b/,
  /\b(met|seen) (a hundred|hundreds of|loads of|plenty of|so many|a million) (people|patients|clients) like you\b|\bpatience of a saint\b/,
  /\b(toddlers|kids|children|a child|my nan|my gran|a five year old|schoolkids)\b( \w+){0,6} better than you\b/,
  /\b(the|an) (idiot|moron|fool|clown) who\b|\bfor (god|christ|heaven|pete|fuck)( s)? sake,? (just |stop |answer |listen |calm |hurry |come on|will you|can you|would you|get )/,
  /\b(doing my head in|getting on my nerves|driving me (mad|crazy|up the wall|round the bend))\b/,
  /\b(acting|behaving) like a (child|baby|toddler|kid|brat|\w+ year old)\b|\banything you (are )?(actually |even )?(are )?good at\b/,
  /\b(dumbest|stupidest|silliest|most stupid) (decision|idea|thing|excuse)s?\b|\b(loser|childish|spoilt|entitled) behaviou?r\b/,
]);

/** Praise said as a put-down: a bare word of applause after what the patient did ("Impressive.", "Cute."). */
export const MOCK_APPLAUSE =
  /^(impressive|cute|bless|bless you|fab|really fab|incredible stuff|very convincing|revolutionary,? i know|funny that|how original|shocker|colour me surprised)$/;

/**
 * Put-downs said through an image or a dare rather than an insult word: "stop blubbering", "your little
 * performance", "ooh, scary", "I'd feel sorry for any kid who had you as a mum", "not rocket science",
 * "good luck with that", "you're the reason I'm thinking of quitting".
 */
export const PUT_DOWNS = union([
  /\bstop (your )?(blubbering|blubbing|flapping|snivelling|sniveling|sniffling|mumbling|faffing|flouncing|squealing|wailing)\b|\b(quit|drop|lose|cut|less of) the (attitude|dramatics|theatrics|histrionics)\b|\bdo not give me that (look|attitude|face|puppy)/,
  /\b(your|this|that) little (performance|act|show|tantrum|drama|episode|outburst|speech|display)\b|\b(nobody|no one)( here| in this \w+)? (has|has got) (the )?time for (your|this|you)\b/,
  /\b(heard|got) (you|it|that) the first (time|\w+ times)\b|\bonce (was|is) not enough for you\b|\bsince apparently\b/,
  /^(ooh+|oh+|wow|oh no|oh my),? (very |so |how |real |really )?(scary|terrifying|frightening|spooky)\b|^(oh no|ooh+|oh my god|quick|help),? .*\bcall (an ambulance|the (neurosurgeons|surgeons|police|fire brigade|army|papers|press))\b/,
  /\b(feel|felt) sorry for (anyone|anybody|any \w+|whoever|the \w+) (who|that) (has|had|have|is stuck with|lives with|gets) (you|to (live|deal|put up) with you)\b/,
  /\byou are (the )?(reason|why) (i am|i|we|people|everyone|nobody|no one) (\w+ ){0,2}(quit|quitting|leave|leaving|hate|hating|drink|drinking|thinking)\b|\bdid i ask (for|about) (your|you)\b/,
  /\bnot (exactly )?rocket science\b|\bgood luck with that( one)?$|\bfunny how that works\b|\bso now you want\b|\bdeath warmed up\b|\brevolutionary,? i know\b/,
  /\bpeople like you (\w+ )?(clog|clogging|waste|wasting|block|blocking|ruin|take up|cost|drain|fill up|are the reason|are why|are what)\b|\b(everyone|everybody) (has|has got|is|gets) (\w+ ){0,2}(these days|nowadays)\b/,
  /\bif you were (really|actually|truly|seriously|serious|going)\b(?=.*\b(would have|by now|already)\b)/,
  /\byou (sound|seem|look|are acting|act|are being) (absolutely|totally|completely|bloody|utterly|properly|proper|pretty|clinically|certifiably|stark raving) (mental|mad|insane|crazy|unhinged|deranged|psycho|bonkers|nuts|pathetic|ridiculous|stupid|thick)\b/,
  /\b(terrible|awful|appalling|rubbish|shocking|dreadful|questionable) taste in\b|\bteach you anything\b|\bmy other (clients|patients) (actually|all|manage|can|do|never|at least)\b/,
  /\bfor a grown (man|woman|adult|up)\b|\b(a )?(bit |pretty |quite |rather |kind of )(mad|weird|odd|pathetic|freaky|creepy),? (that,? )?(is not it|innit)\b|\bthe (stuff|things) you are into\b/,
  /\b(a family|parents|people|a background|an upbringing) like yours\b|\bnot surprised you (turned out|ended up|are like)\b|\b(bit |a bit |pretty |quite )?rich coming from (someone|somebody|a (man|woman|person|guy|girl))\b/,
  /\byou are a walking (heart attack|disaster|time bomb|advert|cliche|stereotype|car crash|billboard)\b|\bi would be (embarrassed|ashamed|mortified) to\b|\bin your state\b/,
  /\bdoes (anybody|anyone|anyone at home|your \w+) (actually |even |ever )?listen to (you|all that|all this)\b|\b(cry|scream|whinge|moan|fuss|flinch|complain) every (single )?time (i|we|someone|anyone)\b/,
  /\bis (very |so |really )?real to you\b|\bi am sure you know (much |far |a lot |way )?better than (the |your |me|us|all)\b|\b(can not|cannot|could not) hack (it|\w+ing)\b/,
  /\bthat is why your (\w+ ){0,2}(is|are) (going )?so (well|great|good)\b|\bdid it (also )?give you a (medical )?degree\b|\b(got|get|did you get) your (medical )?degree (from|off)\b/,
  /\bi (would not|do not|would never|did not) expect (you|someone like you|a person like you|somebody like you) to (understand|get it|know|follow)\b|\b(had|have|take|took) a (shower|wash|bath) (once in a while|for once|now and then|occasionally)\b|^oi\b/,
]);

/** The patient's word held up in scare quotes as a pretence: "your 'fibromyalgia'", "you're 'fine'". */
export const SCARE_QUOTED =
  /\b(your|you are|you're|youre|you've got|you have got|you have|got|now you have|you were|being) ['"\u2018\u201c][a-z][a-z' -]{1,24}['"\u2019\u201d]/i;
/** Quoting the patient to ask about their words, or to give them back, is not scare-quoting. */
export const QUOTING_TO_ASK =
  /\b(said|say|says|saying|call|called|calling|word|words|describe|described|mean|means|meant|told|put it|quote|look like|tell me)\b|^(what|how|when|which|where)\b/i;

/**
 * Judging a choice rather than a person: "a choice, and you made a bad one", "not the smartest
 * choice", "a good mum would have...", "comes down to willpower", "your panic is self-inflicted",
 * "because you won't get off the sofa", "then complain you feel rubbish", "rules don't apply to you".
 */
export const JUDGING_CHOICES = union([
  /\ba choice\b.*\b(bad|wrong|poor|stupid|selfish|terrible) (one|choice)\b|(?<!\bno )(?<!\bnot a )\b(bad|wrong|poor|terrible|dumb|stupid|silly|idiotic|selfish) (choice|decision)s?\b(?:(?=.*\byou)|(?<=\byour?\b.*))|\byou (made|make|keep making|are making|keep) (making )?(a |the )?(bad|wrong|poor|stupid|dumb) (one|choice|decision|ones)\b/,
  /\b(not|never|hardly) (the|a|your) (smartest|wisest|brightest|best|cleverest|most sensible|most responsible) (choice|idea|move|decision|thing|plan)\b/,
  /\ba (good|responsible|decent|proper|real|loving|caring|sensible|normal) (mum|mother|parent|dad|father|friend|wife|husband|partner|person|adult|daughter|son|carer) (would|would not|would have|would never|does not|do not|does|never)\b|\bhow (a|any) (mother|mum|father|dad|parent|person|man|woman|wife|husband) (could|can)\b/,
  /\b(says|said|tells) (a lot|something|everything) about (a person|you|the kind of person|your character|what kind)\b|\b(that is |it is )?asking for trouble\b|\bsimple as( that)?$|\bit is (really |just )?that simple$|\byou need to own (that|this|it)\b|\bhonest for once\b|\bfor once in your life\b/,
  /\b(the|these|those) rules (do not|did not|does not) apply to you\b|\bthe world owes you\b|\bi am not sure what you expect (from me|me to)\b/,
  /(?<!\bnot )(?<!\bnot just )(?<!\bnot really )\b(comes|come|boils|boil) down to (willpower|discipline|effort|self control|wanting it)\b|\ba (bit|little|lot) (of|more) (willpower|discipline|self control|self discipline)\b(?=.*\b(and|would|wouldn't|would not)\b)|\byou (just )?have not shown any\b/,
  /\b(is|are|was) (kind of |basically |partly |largely |mostly |all |really |just )?(self inflicted|self induced|your own (fault|doing)|down to you)\b/,
  /\bbecause you (will not|would not|refuse to|keep|can not say no|cannot say no|never bother|do not bother|just keep|did not bother|can not be bothered|cannot be bothered)\b/,
  /\b(and then|then) (complain|moan|whinge|whine|wonder why|act surprised|be surprised|expect (us|me|people))\b|\byou can not (really )?(complain|moan|be surprised|blame anyone)\b/,
  /\byou should (have|of) (known better|come in (sooner|earlier|months|weeks|ages|straight)|listened|stopped (sooner|earlier)|thought about that)\b|\b(waiting|leaving it) (this|that|so) long (was|is)\b|\bburying your head in the sand\b/,
  /\b(you are|you were|you) (\w+ )?(enabling|enabled) (him|her|them|it)\b|\byou are (part of )?the (reason|problem)\b|\bdoing exactly the same (thing )?(yourself|as)?\b/,
  /\byou would (rather|sooner) (\w+ ){0,3}than (look after|care for|be with|see|feed|protect) (your|the)\b|\b(people|patients|those) who (will not|do not|refuse to) help themselves\b|\bthis is what happens when (people|you)\b|\bcan not be trusted\b/,
  /\byou (sound|seem|look) like (an alcoholic|an addict|a junkie|a hypocrite|a drunk|a bad (mum|mother|father|dad|parent))\b|\byou (seem|appear) to think the (world|rules|nhs|system|everyone)\b/,
]);

/**
 * Waving the trouble away with a saying or a remedy: "he had a good innings", "plenty more fish",
 * "mountains out of molehills", "you'll grow out of it", "just enjoy it", "it's probably just stress",
 * "is it actually that bad?", "that's the withdrawal talking, it's not how you really feel".
 */
export const WAVING_AWAY = union([
  /\b(good|long|decent|fair) innings\b|\bplenty (more|of other) fish\b|\bmountains? out of (a )?molehills?\b|\b(reading|read) (far |way |a bit |much )?too much into\b|\b(try not to|do not|no point|no use|no sense) (dwell|dwelling)\b/,
  /\bwaste your (energy|time|breath) (worrying|on (it|that|this))\b|\bovercomplicating\b|\byou (will|are going to) (grow out of|laugh about|look back and laugh at) (it|this|that)\b|\bforgotten (all )?(about )?(him|her|them|it) by\b|\bcomes with the (territory|job)\b|\byou signed up for (it|this|that)\b/,
  /\b(that is|it is) (just )?what (they|kids|people|boys|girls|men|families|family) do\b|\b(just|only|probably just|probably) (joking|banter|messing) (around|about)\b|\bpeople are (just )?rude sometimes\b|\bnothing (really|actually) happened\b/,
  /\bis it (actually|really|honestly) (that|so|all that) bad\b|\bsurely (it|that|this) (does not|can not|cannot|is not|would not) still\b|\byou are hardly (on your own|alone|lonely|isolated|struggling)\b|\bwhat is (empty|sad|wrong|lonely|hard|stressful|the problem|so bad|there to be sad) about (that|it|this)\b/,
  /\bnot sure what the (problem|issue|fuss|big deal) is\b|\bis not (really )?a (real )?thing( the way| like|$)|\bnot a reason to (feel suicidal|want to die|kill yourself|be suicidal)\b|\bnot (really )?a clinical (issue|problem|matter)\b|\bnot (really )?my (area|department|remit|problem)$/,
  /\b(is|that is|it is) (totally |completely |perfectly |quite |really )?normal,? (it is nothing|that is nothing|nothing to)\b|\b(it|that) is nothing,? (just|honestly|really|it is)\b|^(it is|that is|it was) (really |honestly |probably )?nothing$|\bnothing wrong with you,? (so|just)\b|\bnothing wrong with you$/,
  /\bis there (much|a lot|any) more (of this|to come)\b|\bquickly,? though\b|\bi am (a bit |very |really )?conscious of (the )?time\b|\bhave not (got )?(the )?time to (go through|hear|listen)\b|\bpick one$/,
  /\bi (do not|did not) (really )?want to (get into|go into|talk about|hear about|go over) (all )?(the|that|this|your)\b(?!.*\b(unless|if you|until you|before you)\b)/,
  /\byou (just|only|simply) need (a|to) (holiday|break|good night|night out|get out|try harder|relax|chill|cheer up|toughen up|man up|snap out|pull yourself together|think positive|stop (worrying|thinking|googling|focusing))\b/,
  /\bjust (enjoy it|ignore (it|them|him|her|the voices)|stop (focusing|thinking|worrying|googling|dwelling)|have a (glass of wine|drink|bath|cup of tea)|go to the party|try harder|switch off|crack on|snap out of it|get on with it)\b/,
  /(?<!\b(told|said|saying|says|say|hear|heard|hearing|thinks|think|reckons)( that)? )\b(it is|that is|this is|it was|they are|those are) (probably |most likely |likely |only |honestly |all |really )*just (a |an |your |the )?(little |bit of |touch of )?(stress|age|period pain|bad memory|nerves|hormones|phase|tiredness|scratch|growing pains|sadness|withdrawal|baby blues|imagination|attention seeking|boredom|laziness)\b/,
  /\b(the )?(withdrawal|drink|alcohol|depression|tiredness|hormones|illness|drugs|grief) talking\b|\bnot (how|what) you (really|actually|truly) (feel|think|mean|want)\b|\byou do not (really|actually) (feel|mean) (that|it|this)\b|\byou do not (really|actually) think that\b/,
  /\bwhat i (actually |really )?asked (was|you was)\b|\b(that is not|that was not|not) what i (asked|was asking)\b|\b(we|i) (already )?(know|have heard|have covered|have been through) (about )?(the|all|that|this)( \w+)?,? (so )?(let us|can we) (focus|move|get|stick)\b/,
  /\b(my|the) (bleep|pager|phone) is going\b|\bkeep talking,? i am (still )?listening\b|\b(worse|more) (pain|problems|things going on) than you\b|\byou (seem|look|sound) (totally |completely |perfectly |really |quite )?(fine|okay|calm|normal|happy|well|relaxed|cheerful) to me\b/,
]);

/**
 * A verdict on what was done ("what you did was wrong", "eating the whole pack is just greedy"). Said
 * where someone else is the one who acted ("what he did to you was wrong") it takes the patient's side.
 */
export const VERDICT_ON_DEED =
  /(?<!\bwhat )(?<!\bnot )(?<!\bnever )(?<!\bnot really )\b(is|was) (just |plain |really |pretty |so |a bit |totally |completely |simply )*(greedy|selfish|wrong|careless|reckless|irresponsible|disturbing|shameful|never okay|never ok|never acceptable|not on)\b/;
export const SOMEONE_ELSE_ACTED =
  /\b(he|she|they|him|her|them|someone|somebody|people|anyone|anybody|nobody|no one|his|their|said|says|told|thinks|reckons|called)\b|\b(to|at|of|for) you\b/;
