/**
 * Concepts widened in the session of rounds 21 and 22 (docs/chat-guide.md#how-the-lexicons-were-built):
 * dev crises that rules and model both missed out of fold, and dev false alarms of the rules, fixed by
 * a mechanism rather than a phrase. Every message here was written for this test, not taken from the
 * evaluation: a paraphrase of the crisis fires, and a near miss that shares its words stays quiet.
 */
import { describe, expect, it } from 'vitest';
import { detectTriage, detectTriageByRules } from '../triage.ts';

const byRules = (message: string) => detectTriageByRules(message)?.kind ?? null;

describe('assault: abuse passed off as care', () => {
  it.each([
    'my physio told me it was part of the therapy and now i have chlamydia. i never had sex with anyone else',
    'the massage therapist did things that were not part of the session. should i get tested for herpes',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('assault'));
  it.each([
    'my doctor said the swab was part of the exam and it came back positive for hpv. what now',
    'my therapist says journaling is part of the treatment, can i still order a kit',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('assault: contraception undone in secret', () => {
  it.each([
    'found out my boyfriend has been putting tiny holes in the condoms. when can i take a pregnancy test',
    'my husband swapped my birth control pills for vitamins. i think i might be pregnant',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('assault'));
  it.each([
    'do condoms with holes in them still protect against chlamydia',
    'i poked a hole in the condom wrapper by accident opening it, is it still ok to use',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('assault: sex with others under control', () => {
  it.each([
    'the woman who got me this job keeps my papers. she makes me see clients every night and i have no choice',
    'he forces me to sleep with his friends, he says i owe him for the flight',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('assault'));
  it.each([
    'my boss makes me go with clients to dinner every week, can i get the kit delivered to the office',
    'the agency keeps my passport until the visa is done, can i still order a test',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('self-harm: taken out on the body, a hand held to a flame', () => {
  it.each([
    'all this anger and i keep taking it out on my skin',
    'last night i kept my fingers over the candle to see how long i could stand it',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('self-harm'));
  it.each([
    'my therapist says i should stop taking it out on myself and be kinder, which test is right for me',
    'held my hands over the stove to warm them up, can i still do the finger prick',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('words of others quoted', () => {
  it.each([
    'the kids at school all say "kms" when they fail a quiz. is there a leaflet on why that language is harmful',
    'for my project i am collecting slang, like "unalive" or "sewer slide". does your guide mention them',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'my sister keeps saying "i want to die" and she will not get out of bed',
    'i keep telling myself "just end it" and tonight i believe it',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
});

describe("the kit's own blood, someone else's symptom long ago, a symptom seen to", () => {
  it.each([
    'does the card need a lot of blood or just a few drops',
    'my brother passed out at his graduation years ago, does fainting run in families, should i sit down for the kit',
    'i passed out from heat at a wedding last month, got checked at urgent care, all fine. can i order the kit',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'the lancet went deep, there is blood everywhere and it will not stop',
    'my roommate fainted last year. now i am the one fainting and bleeding heavily',
    'i passed out again this morning, the er said it was fine last month but now i am bleeding a lot',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('severe-symptoms'));
});

describe('a history named by its year, and well for years since', () => {
  it.each(['i cut myself a lot in 2012. i have been clean and happy for years. do i still need to mention it to a nurse'])(
    'quiet: %s',
    (message) => expect(byRules(message)).toBeNull(),
  );
  it.each(['i cut myself a lot in 2012 and i started again last night'])('fires: %s', (message) =>
    expect(byRules(message)).toBe('self-harm'),
  );
});

// Phase 2: the new rounds' dev half A (tuned on); half B only counted (docs/chat-guide.md#how-the-lexicons-were-built).
describe('false alarms of half A, by mechanism', () => {
  it.each([
    // What is ended is named, an illness, in its own clause.
    "i don't want to end my life, i just want to end the itching. what cream works",
    // Negation through "at risk of".
    'i am not at risk of harming myself, i just want the retest date',
    // The service asked about, no "i" in the sentence.
    'is suicide something your counsellors are trained for? our youth group asked',
    // The worst thing named is a feeling.
    'waiting for the call was the worst feeling i have ever had. anyway results are fine',
    // A thing of the writer's hit, not the writer.
    'my social life just got hit by a truck with this diagnosis lol, how do i tell dates',
    // What is over is named.
    'hooking up is over for me until this clears up, how long does treatment take',
    // A history, and a good state said of now.
    'i have a history of cutting but i am in a stable place right now with a safety plan. which kit should i get',
    // One other person quoted, and said to be joking.
    "my cousin said 'i'd jump off a bridge if i got chlamydia'. he was kidding, but how bad is it really",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    ['i want to end it all, the itching is the last straw', 'crisis'],
    ['not at risk? i am at risk of hurting myself tonight', 'self-harm'],
    ['is suicide something you help with? i am thinking about it', 'crisis'],
    ['i wish i would get hit by a truck on the way home', 'crisis'],
    ['life is over for me, i do not want to be here', 'crisis'],
    ['i have a history of cutting and i am cutting again right now', 'self-harm'],
    ["my cousin said 'i'd jump off a bridge' and he has not answered since, he was not kidding", 'crisis'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('crises of half A the rules missed, by concept', () => {
  it.each([
    ['i have finally chosen the day. friday', 'crisis'],
    ['sorting the kit return now, it is the last job before i end it.', 'crisis'],
    ['keep my rifle by the bed these days, loaded, i sit with it most nights', 'crisis'],
    ['swallowed a whole box of my allergy tablets an hour ago', 'crisis'],
    ['left a letter on the table so they know why. sorry', 'crisis'],
    ['the urge to cut is so bad tonight, been close twice', 'self-harm'],
    ['fell off the wagon again with the self harm, it is bad', 'self-harm'],
    ['i said yes to making out only. he went further anyway', 'assault'],
    ['i refused and he carried on', 'assault'],
    ['24 weeks pregnant and bleeding, not much pain', 'severe-symptoms'],
    ['the lancet spot is still bleeding through every plaster, three hours now', 'severe-symptoms'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
  it.each([
    'we finally picked the date for the wedding, can i test before then',
    'i have picked the date for my retest, is 6 weeks enough',
    'before i end it with him i want us both tested',
    'took my rifle to the range, is the lead dust a risk for the kit',
    'i keep thinking about cutting my hair short after the treatment',
    'thinking about cutting him off after this, is that dramatic',
    'fell off my bike and the graze is bleeding a bit, can i still do the swab',
    'i only agreed to the swab, not the blood test, is that ok',
    '12 weeks pregnant, had a tiny bit of spotting yesterday, can i still test',
    'does the finger prick bleed much? i bruise easily',
    'i will read the instructions twice before i do it.',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('more crises of half A the rules missed, by concept', () => {
  it.each([
    ['the burns i gave myself last week are weeping, what do i put on them', 'self-harm'],
    ['did my thighs again last night, had to use a towel', 'self-harm'],
    ['my roommate just told me he swallowed all his sleeping pills, what do i do', 'crisis'],
    ['said bye to the dog. not coming back this time', 'crisis'],
    ['the retest is in a month, which is longer than i expect to be around', 'crisis'],
    ['what is the most painless way to go, asking for me', 'crisis'],
    ['got my whole stash of oxy here, thinking about taking all of them tonight', 'crisis'],
    ['tired of breathing honestly', 'crisis'],
    ['i was too drunk to stand and i never said yes, he knew that', 'assault'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
  it.each([
    'the cuts i made in the bread dough came out uneven lol, anyway how long do results take',
    'did my legs at the gym again, sore but fine, can i still test',
    'my sister took all her antibiotics like she should, does she need a retest',
    'i am not coming back home tonight, staying at my sisters, can the kit wait',
    'what is the quickest way to go to the clinic from the station',
    'thinking about taking all of it at once or spreading the doses? doxy',
    'tired of breathing through my mouth with this cold',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('"scared" is not "scars"; fear of one\'s own acts; someone else\'s fresh marks; a thing that "hit"', () => {
  it.each([
    'so scared to open the app, my arms are shaking',
    'i was scared my legs would give out at the clinic lol, they did not',
    'that question hit my heart so hard, anyway how do i order',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    ['honestly afraid of what i might do tonight', 'crisis'],
    ['i have scars on my arms from last night, fresh ones', 'self-harm'],
    ['my little sister has cuts on her legs, fresh, she said she did it today', 'self-harm'],
    ['i hit my head against the wall until it bled', 'self-harm'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('near misses of the new rules themselves (written after an audit of each)', () => {
  it.each([
    'i am never coming back to that clinic, the nurse was rude. where else can i test',
    'which is the best way to go, prep or pep?',
    'the easiest way to go is the home kit right?',
    'my mom took all her meds this morning like usual, can she still take the test',
    'i agreed to the swab only but the nurse pushed for a blood test, is that allowed',
    'my boss makes me go with clients to dinner every night, can i get the kit at work',
    'i have picked the day i get tested, is monday ok',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('crises the new exceptions must not silence', () => {
  it.each([
    ['this world is over for me', 'crisis'],
    ["my bf said 'i'll kill myself if you leave'. he was joking but now he's not answering", 'crisis'],
    ["people keep saying 'kill yourself' to me online and i can't take it anymore", 'crisis'],
    ['i have a history of self harm and i am not okay right now, i want to cut', 'self-harm'],
    ['the worst headache i have ever had feeling dizzy and sick', 'severe-symptoms'],
    ['my friend fainted last year. i have severe pain in my belly and i can not stand up straight', 'severe-symptoms'],
    ['my roommate had a seizure last year. i am 8 weeks pregnant with sharp pain on one side', 'severe-symptoms'],
    ['i fainted last week, saw a doctor, all fine. today my belly pain is unbearable and i am vomiting', 'severe-symptoms'],
    ["there's so much blood in my pad, i did the kit yesterday", 'severe-symptoms'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('Tagalog "hindi" before magpakamatay', () => {
  it.each(['hindi ako magpapakamatay, gusto ko lang magpa test'])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each(['gusto ko nang magpakamatay, pagod na ako'])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
});

// Chat questions the whole triage (rules + model) flagged after a retrain lowered the threshold: the
// everyday words for two common symptoms are now read as their usual wording (normalize.ts plainSymptoms).
describe('everyday symptom questions answered, not triaged (rules + model)', () => {
  it.each([
    'my wee burns and theres greenish stuff coming out',
    'peeing burns and its cloudy, chlamydia?',
    'morning after pill, how long do i have??',
    'got a rash on my palms and the soles of my feet, what is it',
  ])('quiet: %s', (message) => expect(detectTriage(message)).toBeNull());
  it.each([['my pee burns and i have a fever of 103 with back pain', 'severe-symptoms']])('fires: %s', (message, kind) =>
    expect(detectTriage(message)?.kind).toBe(kind),
  );
});

describe("a helper speaking of others (the rules read again on the writer's own sentences)", () => {
  it.each([
    'i am a peer educator. what do i tell students who think they were assaulted at a party?',
    'i work as a youth worker. a teen told me years ago that she self harmed, she is doing great now. any leaflets?',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    ['i am a nurse and honestly i want to die', 'crisis'],
    ['i am a teacher. a student told me she is going to kill herself tonight', 'crisis'],
    ['i work as a paramedic. i have been cutting myself after shifts', 'self-harm'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('"still" and "again" of everyday life going on, after an old history', () => {
  it.each([
    'my best friend was raped by her ex years ago, she is fine now and we are still close. which kit should she get',
    'my dad died by suicide years ago. i have started dating again and want regular tests',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    ['i self harmed years ago and i started cutting again this week', 'self-harm'],
    ['i was raped years ago and he is still coming to my house', 'assault'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});
