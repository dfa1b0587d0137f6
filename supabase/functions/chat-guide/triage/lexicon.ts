/**
 * Concept lexicons for safety triage. Each list names one idea (wanting, dying, harming, a
 * method, a time...) in the words people use for it, slang included; the rules in rules.ts
 * look for ideas that occur together, so a sentence nobody wrote down in advance is still
 * read. Words tolerate typos unless written "=word" (short or loaded words). How the lists
 * were built: docs/chat-guide.md#safety-triage.
 */

// ---- suicide -------------------------------------------------------------------------------

/** Said on their own, these mean suicide (unless negated or part of a general question). */
export const SUICIDE_DIRECT = [
  'suicide', 'suicidal', '=ctb', 'kill myself', 'killing myself', 'kill my self', 'killed myself', 'end my life',
  'ending my life', 'end my own life', 'take my life', 'take my own life', 'taking my life', 'unalive myself',
  'unalive', 'off myself', 'offing myself', 'better off dead', 'rather be dead', 'would rather die', 'wish i was dead',
  'wish i were dead', 'wish i wasnt alive', 'wish i was never born', 'wish i had never been born', 'want to be dead',
  'want to die', 'wanting to die', 'ready to die', 'end it all', 'ending it all', 'end everything', 'hang myself',
  'hanging myself', 'drown myself', 'shoot myself', 'overdose on purpose', 'not wake up', 'never wake up',
  'sleep forever', 'go to sleep forever', 'sleep and never', 'no reason to live', 'nothing to live for',
  'no reason to keep living', 'no will to live', 'lost the will to live', 'point of living', 'point in living',
  'tired of living', 'tired of being alive', 'sick of being alive', 'sick of living', 'done with life', 'done living',
  'done being alive', 'not worth living', 'life is not worth', 'not want to wake up', 'never want to wake up',
  'hope i do not wake up', 'wish i would not wake up', 'wish i could not wake up', 'wish i did not wake up',
  'not wake up tomorrow', 'want my life to end', 'life to end', 'want to stop living', 'dont want to exist', 'stop existing', 'cease to exist', 'final exit', 'permanent solution',
  'delete myself', 'yeet myself', 'say goodbye to everyone', 'this is goodbye', 'goodbye letter', 'goodbye letters',
  'suicide note', 'wrote letters', 'writing letters to', 'giving away my stuff', 'giving away my things',
  'give away my stuff', 'give away my things', 'game end myself', 'kermit', 'rope myself', 'want to rope',
  'end myself', 'ending myself', 'kill me self', 'kil myself', 'not be alive', 'wont be around much longer',
  'will not be around much longer', 'not be here much longer', 'not be here tomorrow', 'wont be here tomorrow',
  'will not be here tomorrow', 'better off without me', 'be happier without me', 'happier without me',
  'nobody would miss me', 'no one would miss me', 'nobody will miss me', 'no one will miss me', 'wont be missed',
  'will not be missed', 'jump off a bridge', 'jump off the bridge', 'jump off a building', 'jump off the roof',
  'jump in front of', 'step in front of', 'walk into traffic', 'drive off', 'crash my car on purpose',
  'take all my pills', 'take all the pills', 'took all my pills', 'took all the pills', 'swallow all',
  'whole bottle', 'all my meds', 'all of my meds', 'all my medication', 'all of them at once', 'slit my wrists',
  'slit my wrist', 'noose', 'sewer slide', 'kms', 'check out for good', 'checking out for good',
  'log off for good', 'leave this world', 'done with everything', 'done with it all', 'so done with life',
  'how many it would take', 'how many would it take', 'how much it would take', 'how much would it take',
  'lethal dose', 'painless way to', 'least painful way', 'quickest way to go', 'how to end it', 'wanted someone to know',
  'want someone to know', 'final message', 'last words', 'keeping me here', 'keeping me alive',
  'reason i am still here', 'reason i am still alive', 'wrote a will', 'write my will', 'writing my will',
  'wrote my will', 'made my will', 'deleted all my socials', 'deleted all my accounts', 'deleting all my accounts',
  'affairs in order', 'the where and the when', 'where and when', 'how peaceful it would be', 'peaceful to not',
  'not doing this life', 'this life anymore', 'want out of this life', 'want out of life', 'not be here next',
  'still be here next', 'wont be here', 'will not be here', 'i want out', 'way out of this life',
  'wouldnt mind dying', 'would not mind dying', 'would not mind if i died', 'would not care if i died',
  'okay with dying', 'ok with dying', 'fine with dying', 'death sounds', 'dying sounds', 'welcome death',
  'at peace with my decision', 'made my decision', 'made my peace', 'mind is made up',
  'would hit me', 'hit by a car', 'hit by a bus', 'hit by a truck', 'plane would crash', 'plane crashes',
  'die in an accident', 'die in my sleep', 'not be around for', 'not going to be around', 'will not be around',
  'not be here for', 'not be here to see', 'only way out', 'the only escape', 'only option left', 'burden to everyone',
  'burden on everyone', 'burden to my family', 'burden on my family', 'burden to my', 'world would be better',
  'better without me', 'tired of everything', 'exhausted of living', 'tired of existing', 'sleep will not fix',
  'sleep does not fix', 'sleep cant fix', 'sleep can not fix', 'tired of fighting', 'tired of being me',
  'sorry for everything', 'see you on the other side', 'final goodbye', 'last goodbye', 'saying my goodbyes',
  'said my goodbyes', 'tried to kill myself', 'attempted suicide', 'suicide attempt', 'my last attempt', 'lethal',
  'fatal dose', 'deadly dose', 'too much to survive', 'enough to kill', 'enough to not wake up', 'if i took all',
  'if i took the whole', 'what would happen if i took all', 'go to sleep for good', 'sleep for good', 'clock out for good',
  'tap out for good', 'make it all go quiet', 'make everything go quiet', 'not wake up again', 'never wake up again',
  'wish i could fall asleep and', 'join my mom', 'join my dad', 'join my grandma', 'join my grandpa', 'join my mother',
  'join my father', 'join my brother', 'join my sister', 'be with my mom again', 'be with my dad again',
  'see my mom again', 'see my dad again', 'see my grandma again', 'see him again soon', 'see her again soon',
  'in heaven soon', 'end this pain forever', 'forever sleep', 'eternal sleep', 'die by suicide',
  'one way out', 'only one way out', 'tying up loose ends', 'tie up loose ends', 'loose ends', 'rehomed my',
  'new home for my', 'found homes for my', 'giving my stuff away', 'gave my stuff away', 'giving my things away',
  'gave my things away', 'gave away my', 'bought rope', 'bought a rope', 'bought some rope', 'bought a gun', 'got a gun',
  'bought charcoal', 'not why i want them', 'not why i need them', 'not what they are for', 'be gone sooner', 'die sooner',
  'die faster', 'decided on a date', 'picked a date', 'chosen a date', 'chose a date', 'set a date', 'picked the day',
  'now that i have decided', 'since i have decided', 'since i decided', 'feels peaceful to finally',
  'make sure it works this time', 'this time i will make sure', 'stomach pumped', 'round two', 'second attempt',
  'actually too much', 'time of death', 'calls the time', 'call it like a doctor', 'my own funeral', 'planning my funeral',
  'plan my funeral', 'funeral playlist', 'already know what i am doing', 'i know what i have to do',
  'know what i am going to do', 'one way ticket', 'wanted to tell someone', 'wished to tell someone',
  'just wanted to tell someone', 'finish myself', 'finish me off', 'will not need any after', 'will not need it after',
  'will not need anything after', 'not be needing', 'tell my mom i am sorry', 'tell my mom i love', 'tell my dad i am sorry',
  'tell my dad i love', 'tell my family i am sorry', 'tell my family i love', 'tell my parents i am sorry',
  'tell my parents i love', 'tell everyone i am sorry', 'tell them i am sorry', 'tell my kids i love', 'say sorry to my',
  'selfish to want to go', 'selfish to want to die', 'selfish to end it', 'selfish to kill myself', 'is it selfish to want to',
  'toaster', 'hair dryer in the bath', 'long to be found', 'be found in', 'who will find me', 'who would find me',
  'find my body', 'found my body', 'not going to be here', 'if i die', 'when i die',
  'after i die', 'after my death', 'if i were to die', 'in case i die', 'researching ways', 'ways out', 'plan is tonight',
  'plan is for tonight', 'planned for tonight', 'doing it tonight', 'do it tonight', 'happens tonight',
  'it will be tonight', 'so i do not have to do it myself', 'none of what happens next', 'what happens next is not on',
  'what i am about to do', 'looked like an accident', 'look like an accident', 'seem like an accident', 'need the money more than', 'more than she needs me', 'more than he needs me',
  'more than they need me', 'last message to', 'my last message to', 'last message ever', 'saying goodbye to people',
  'saying goodbye to everyone', 'said goodbye to everyone', 'goodbye to people', 'can not keep the promise',
  'promise i made to my therapist', 'promise to my therapist', 'my safety plan', 'go and be with', 'go be with',
  'be with him again', 'be with her again', 'uninstall life', 'uninstalling life', 'finished with everything',
  'finished with it all', 'saving them up', 'been saving them', 'stockpiling them', 'saved them up',
  'time to come home', 'come home early', 'call me home', 'take me home lord', 'brought it to a close',
  'bring it to a close', 'bring it to an end', 'brought it to an end', 'take me out so', 'after i am gone',
  'when i am gone', 'once i am gone', 'wants me gone', 'wants you gone', 'trouble of planning',
  'if i am dead', 'while i am still around', 'still around to hear', 'alone in the apartment for days', 'if i stop replying',
  'if i do not reply', 'not be able to look after them', 'not be able to tell her myself', 'not be able to tell him myself',
  'not be able to tell them myself', 'body to science', 'my will is', 'will is done', 'before i make my decision',
  'let it take me', 'let it carry me', 'curtain call for me',
  'not respawning', 'one way no return', 'no return', 'this one is finished for me', 'in my next life',
  'let go tonight', 'collect what i earned', 'stop walking through it', 'stop swimming', 'stop treading water',
  'final curtain', 'last chapter of my life', 'end of the road for me', 'end of the line for me', 'lights out for me',
  'wishes of living', 'wish of living', 'will of living', 'vanish from the map', 'away from this life',
  'leave this life', 'finish with all', 'end to my days', 'lay hands on myself', 'put hands on myself', 'it is not life',
  'what is the sense', 'no sense to live', 'no sense in living', 'done the math for my', 'my own body weight',
  'how i would want mine to go', 'whoever gets dispatched', 'planning mine', 'peaceful death looks like',
  'car in the garage with the door', 'garage with the door down', 'engine running in the garage',
  'running the car in the garage', 'nobody will come looking', 'no one will come looking', 'nobody will find me',
  'no one will find me', 'nobody will look for me', 'found a spot by the', 'nobody goes to', 'no railing',
  'scoping out the', 'top level of the parking', 'top floor of the parking', 'if you take a lot', 'if i take a lot',
  'no lecture', 'hoping the answer is yes', 'last one i am going to talk to', 'last person i will talk to',
  'last one i talk to', 'just ready', 'know it is time', 'let the virus do', 'let the virus win', 'until it kills me',
  'until it kills you', 'route i am going with', 'body i do not want to be in', 'do not want to be in this body',
  'if something kills me', 'hoping something happens', 'hope something happens', 'would welcome it',
  'myself out of the equation', 'remove myself from the picture', 'take myself out of the picture',
  'one more time first', 'come get my dog', 'take my dog', 'take my cat', 'take my cats', 'look after my dog',
  'look after my cat', 'know its time', 'be with jesus', 'go to him soon', 'go to god', 'meet god', 'meet my maker',
  'be with god', 'found mine tonight', 'stop fighting and let go', 'forced it anyway', 'he forced it', 'forced it on me',
  'not have to explain it to anyone for very long', 'just to die', 'only to die', 'less embarrassed if i',
  'less ashamed if i', 'do not start with the helpline', 'no helpline', 'spare me the helpline', 'take me in my sleep',
  'disappointed to wake', 'disappointed i woke up', 'know what a large dose', 'thinking about it more than i should',
  'ya no puedo mas', 'no puedo mas', 'cartas a mis hijos', 'no le veo sentido', 'seguir vivo', 'no quiero seguir',
  'tengo las pastillas', 'ganas de vivir', 'pensado como hacerlo', 'por que vivir', 'updated the will', 'updated my will',
  'not anticipate needing', 'took me out on the way', 'tip the driver', 'gusto ko nang mawala', 'mawala na lang',
  'not turning at the curve', 'into the oncoming', 'not paddling back', 'not swim back', 'the drop would be enough',
  'walk in freezer', 'i am not safe', 'not safe tonight', 'plus envie de vivre', 'envie de vivre', 'sans ce fardeau',
  'range mes papiers', 'purchased sleeping', 'before doing the needful', 'dying seems simpler', 'dying seems easier',
  'death seems easier', 'see reason to continue', 'no reason to continue', 'would not be the worst thing', 'bidde moot',
  'biddi moot', 'getting more specific', 'taking all my pills', 'taking everything in my medicine cabinet',
  'everything in my medicine cabinet', 'not deserve to keep living', 'not deserve to live', 'end it on my own terms',
  'on my own terms', 'recover from my absence', 'from my absence', 'garage roof',
  'walking off the', 'staring at the pills', 'knife in my hand', 'knife in the hand', 'rather do it myself',
  'do it myself first', 'forgive me more if', 'stopped existing', 'calling it an accident', 'call it an accident',
  'gets the insurance', 'into the median', 'not intend to make it', 'rather join', 'join my husband', 'join my late',
  'for someone to be found', 'long it takes to be found', 'do not tell me hotline', 'do not give me a hotline',
  'no hotlines', 'practical about ending', 'it is goodbye', 'meant it more permanently', 'with me gone', 'and me gone',
  'get in a crash', 'in a crash on the way', 'never getting up again', 'never get up again', 'do the job for me',
  'save me the trouble', 'exit on their own terms', 'exit on my own terms', 'out on my own terms', 'out my own way',
  'stops everything', 'want to go before', 'saying goodbye to the dog', 'saying goodbye to my', 'goodbye to my dog',
  'next one the last one', 'disappear from this world', 'disappear from the world', 'gone from this world',
  'i am ending it', 'ending it before', 'already decided i am not', 'normal one last time', 'hoping it will just end',
  'hoping it ends', 'insulin deliberately', 'to die now', 'die now is easier', 'easier to die', 'tired of all of it',
  'if i go', 'better for my kids if i', 'better for everyone if i', 'promised my girlfriend i would stop', 'promised my boyfriend i would stop',
  'promised my therapist i would stop', 'promised my partner i would stop', 'before i jump', 'up on the roof', 'on the roof of my building', 'on the ledge', 'coming home early',
  'forgive me for', 'my old blades', 'find my blades', 'found my old blades', 's word thoughts', 'the s word', 'why should i even keep going', 'give me one reason',
  'out of reasons', 'one reason to live', 'why keep going', 'joining him sooner', 'join him sooner',
  'joining her sooner', 'join her sooner', 'just wanted to tell somebody', 'wanted to tell somebody', 'euthanasia',
  'anybody stopping me', 'anyone stopping me', 'anyone to stop me', 'tired of waking up', 'sick of waking up',
  'hate waking up', 'dread waking up', 'making sure i do not have to', 'know how to make it stop',
  'i know how to end it', 'plan is in motion', 'already in motion', 'just letting someone know',
  'the last test i will ever', 'last one i will ever', 'last thing i will ever', 'date picked out',
  'picked out a date', 'about to find out', 'will be gone by', 'gone by then', 'not be alive for',
  'not live to see', 'will not live to', 'not planning to be here', 'not planning on being here', 'will not be alive',
  'not be alive by', 'no longer be here', 'no longer be around', 'not be here much', 'where i am going',
  'heart to stop', 'heart would stop', 'stop my heart', 'stop breathing forever', 'stay asleep forever',
  'sleep for a very long time', 'a long sleep', 'eternal rest', 'rest forever', 'fade away forever', 'erase myself',
  'wipe myself out', 'without a trace', 'would be relieved', 'relief for everyone', 'do them a favor',
  'do everyone a favour', 'do everyone a favor', 'set them free', 'free them from me', 'neck myself', 'top myself',
  'top meself', 'do myself in', 'dirt nap', 'permanent nap', 'pushing up daisies', 'push up daisies',
  'matarme', 'suicidarme', 'quiero morir', 'quiero morirme', 'no quiero vivir', 'me suicider', 'je veux mourir',
  'en finir', 'umbringen', 'will sterben', 'nicht mehr leben', 'me matar', 'quero morrer', 'marna chahta',
  'marna chahti', 'mar jaunga', 'mar jaungi', 'jeena nahi', 'magpakamatay', 'gusto ko nang mamatay',
  'figured out how i am going to do it', 'how i am going to do it',
  'how i would do it', 'how i would end it', 'how i am going to end it', 'better if my life ends', 'why i am even asking', 'why am i even asking', 'why am i even bothering',
  'why bother with treatment', 'even bother starting', 'call it quits on life', 'pull the plug on myself', 'put myself out of my misery',
  'put an end to it all', 'put an end to myself', 'put an end to my life', 'make it stop for good', 'stop being a problem',
  'not be a problem anymore', 'nobody will have to deal with me', 'save everyone the trouble', 'easy way out',
  'cowards way out', 'permanent vacation', 'go to a better place', 'go home to god', 'god take me', 'lord take me',
  'why am i still here', 'why am i even alive', 'why am i still alive', 'why do i exist', 'should not be alive',
  'should not exist', 'should have died', 'wish it had killed me', 'would just kill me', 'let it kill me',
  'hope it kills me', 'waiting to die', 'no tomorrow for me', 'will not make it to', 'last time you will hear from me',
  'will not hear from me again', 'never hear from me again', 'over for me', 'i quit life', 'quit life', 'rage quit life',
  'uninstall myself', 'logging off life', 'unsubscribe from life', 'alt f4 myself', 
  'dying would be easier', 'death would be a relief', 'death is the only', 'not worth saving', 'do not want to be saved',
  'do not try to stop me', 'do not send help', 'empty the medicine cabinet', 'everything in the cabinet', 'whole packet',
  'whole pack', 'open my veins', 'bleed out', 'tie a noose', 'step off the', 'off the roof', 'off the balcony',
  'in front of a train', 'in front of a truck', 'in front of a bus', 'into the river', 'into the lake', 'into the ocean',
  'walk into the sea', 'drive off a cliff', 'gun to my head', 'eat a bullet', 'blow my brains', 'pull the trigger on myself',
  'plastic bag over', 'mix my pills with', 'with vodka', 'all my insulin', 'all my lithium', 'all my seroquel',
  'i would be better off dead', 'not see another', 'not see my next birthday', 'not be here next year',
  'wish i was never', 'do not want to be here', 'not want to be here', 'should just die', 'might as well die',
  'deserve to die', 'deserve to be dead', 'wanna die', 'wish i could die', 'wish i would die',
  'ready to end', 'going to end it', 'gonna end it', 'about to end it', 'end it tonight', 'end it all tonight', 'put my head under', 'stay under the water', 'stay under water',
];

/** Wanting, meaning to, thinking of. */
export const DESIRE = [
  'made up my mind', 'made my mind up', 'decided about', 'researching', 'practical about', 'being practical',
  'looking for', 'searching for', 'i will', 'i shall', 'i am going to', 'selfish to',
  'want', 'wanting', 'wanted', 'wish', 'wishing', 'rather', 'going to', 'plan', 'planning', 'planned', 'plans',
  'thinking about', 'thinking of', 'think about', 'thought about', 'thoughts of', 'thoughts about',
  'urge', 'urges', 'tempted', 'temptation', 'considering', 'consider', 'ready to', 'decided', 'about to', 'need to',
  'should just', 'might as well', 'could just', 'fantasize', 'fantasizing', 'dream of', 'dreaming of',
  'hope', 'hoping', 'pray', 'praying', 'keep thinking', 'cant stop thinking', 'would be easier', 'better',
  'best if', 'gonna', 'intend', 'intention', 'feel like', 'feeling like', 'tempting', 'tried to', 'try to',
  'attempt', 'attempted', 'attempting', 'ideation', 'think i will', 'wonder if i should', 'been thinking',
];

/** Dying, ending, being gone. */
export const DEATH = [
  '=die', '=dye', 'dead', 'death', 'dying', 'suicide', 'kill myself', 'end it', 'ending it', 'end things',
  'ending things', 'end everything', 'end this', 'end all this', 'stop existing', 'not exist', 'disappear',
  'disappeared', 'disappearing', 'vanish', 'vanished', 'be gone', 'was gone', 'were gone', 'not be here',
  'not be around', 'not here anymore', 'not wake up', 'sleep forever', 'unalive', 'off myself', 'end myself',
  'go away forever', 'gone forever', 'gone for good', 'not existed', 'never existed', 'never been born',
  'leave this world', 'leave for good', 'check out for good', 'log off for good', 'log off forever',
  'log off permanently', 'overdose', '=od', 'ctb', 'rope', 'six feet under', 'drive into', 'driving into',
  'crash into', 'crashing into', 'swerve into', 'swerving into', 'step in front', 'stepping in front', 'walk into traffic',
  'walking into traffic', 'jump off', 'jump from', 'jumping from',
  'not be alive', 'go through with it', 'end it now', 'not existing', 'go quiet', 'disappear forever',
  'sleep for good',
  'finish with my life', 'finish my life', 'finish with life', 'come home early', 'life ends', 'my life ends',
  'kick the bucket', 'fade away', 'stop breathing', 'heart to stop',
  'life ended',
  'not open my eyes', 'never open my eyes', 'not see the morning', 'not see tomorrow', 'bus hits me', 'car hits me',
  'truck hits me', 'train hits me', 'bus hit me', 'car hit me', 'something would happen', 'no seatbelt', 'without a seatbelt', 'not come back', 'never come back',
  'not coming back', 'stay there this time', 'stay under', 'be deleted', 'be erased', '=dei', '=dai', '=diee', 'run its course',
];

/** Living, going on (a negated one is a crisis: "dont want to live"). */
export const LIFE = [
  'live', 'living', 'alive', 'exist', 'existing', 'be here', 'being here', 'go on', 'going on', 'keep going',
  'carry on', 'carrying on', 'continue', 'survive', 'be around', 'see tomorrow',
  'see another day', 'make it through', 'get through this', 'keep living', 'keep fighting', 'hold on',
  'do this anymore', 'do it anymore', 'take it anymore', 'take this anymore', 'handle this anymore',
  'handle it anymore', 'cope anymore', 'keep doing this', 'this life', 'doing life', 'be here next',
  'still be here', 'here much longer', 'around much longer', 'stick around', 'sticking around', 'stay around',
];

/** Life-words in other senses: "live in", "live chat", "live with my parents", "go on a date". */
export const LIFE_OTHER_SENSE_NEXT = new Set([
  'one', 'another', 'any', 'date', 'dates', 'vacation', 'holiday', 'trip',
  'in', 'at', 'near', 'on', 'chat', 'person', 'agent', 'human', 'support', 'stream', 'together', 'abroad',
  'alone', 'there', 'here', 'a', 'an', 'the', 'with', 'without', 'vaccine', 'vaccines', 'virus', 'bacteria',
  'early', 'late', 'before', 'after', 'for', 'tomorrow', 'and', 'prep', 'pep', 'testing', 'dating', 'taking',
]);

/** "X with" that keeps the life-word's heavy sense: "live with this", "live with myself". */
export const LIFE_WITH_HEAVY = new Set(['this', 'myself', 'it', 'that', 'the', 'what', 'these', 'knowing']);

/** No point, not worth it. */
export const POINTLESS = [
  'no point', 'see any point', 'see a point', 'see much point', 'much point', 'any point in', 'see a way out',
  'see a way forward', 'see any way out', 'see a future', 'see any future', 'see a reason', 'whats the point', 'what is the point', 'see the point', 'pointless', 'not worth it',
  'no reason', 'nothing left', 'no way out', 'no future', 'no hope', 'hopeless', 'give up',
  'giving up', 'gave up', 'not worth living', 'point anymore', 'point to anything', 'point to any of this',
];

/** What a pointless is about, for it to be about life. */
export const POINTLESS_OF = [
  'living', 'life', 'anymore', 'any of this', 'it all', 'anything', 'trying', 'me', 'existing', 'alive',
  'sticking around', 'staying alive', 'staying here', 'being around', 'waking up', 'being here', 'carrying on',
  'going on', 'continuing', 'everything', 'on life', 'on myself', 'on everything', 'future', 'myself',
  'my life', 'any more',
];

/** Being better off, happier or relieved. */
export const BETTER_OFF = ['better off', 'better', 'lighter', 'free', 'easier', 'less embarrassed', 'less ashamed', 'happier', 'easier for everyone', 'relieved', 'better for everyone', 'do everyone a favor'];
export const IF_I_GONE = [
  'if i was gone', 'if i were gone', 'if i disappeared', 'if i just disappeared', 'if i wasnt here',
  'if i was not here', 'if i were not here', 'if i wasnt around', 'if i was not around', 'if i didnt exist',
  'if i did not exist', 'if i died', 'if i was dead', 'if i were dead', 'without me', 'if i left for good',
  'when i am gone', 'once i am gone', 'wants me gone', 'wants you gone', 'trouble of planning',
  'if i am dead', 'while i am still around', 'still around to hear', 'alone in the apartment for days', 'if i stop replying',
  'if i do not reply', 'not be able to look after them', 'not be able to tell her myself', 'not be able to tell him myself',
  'not be able to tell them myself', 'body to science', 'my will is', 'will is done', 'before i make my decision',
  'let it take me', 'let it carry me', 'curtain call for me',
  'not respawning', 'one way no return', 'no return', 'this one is finished for me', 'in my next life',
  'let go tonight', 'collect what i earned', 'stop walking through it', 'stop swimming', 'stop treading water',
  'final curtain', 'last chapter of my life', 'end of the road for me', 'end of the line for me', 'lights out for me',
  'wishes of living', 'wish of living', 'will of living', 'vanish from the map', 'away from this life',
  'leave this life', 'finish with all', 'end to my days', 'lay hands on myself', 'put hands on myself', 'it is not life',
  'what is the sense', 'no sense to live', 'no sense in living', 'done the math for my', 'my own body weight',
  'how i would want mine to go', 'whoever gets dispatched', 'planning mine', 'peaceful death looks like',
  'car in the garage with the door', 'garage with the door down', 'engine running in the garage',
  'running the car in the garage', 'nobody will come looking', 'no one will come looking', 'nobody will find me',
  'no one will find me', 'nobody will look for me', 'found a spot by the', 'nobody goes to', 'no railing',
  'scoping out the', 'top level of the parking', 'top floor of the parking', 'if you take a lot', 'if i take a lot',
  'no lecture', 'hoping the answer is yes', 'last one i am going to talk to', 'last person i will talk to',
  'last one i talk to', 'just ready', 'know it is time', 'let the virus do', 'let the virus win', 'until it kills me',
  'until it kills you', 'route i am going with', 'body i do not want to be in', 'do not want to be in this body',
  'if something kills me', 'hoping something happens', 'hope something happens', 'would welcome it',
  'myself out of the equation', 'remove myself from the picture', 'take myself out of the picture',
  'one more time first', 'come get my dog', 'take my dog', 'take my cat', 'take my cats', 'look after my dog',
  'look after my cat', 'know its time', 'be with jesus', 'go to him soon', 'go to god', 'meet god', 'meet my maker',
  'be with god', 'found mine tonight', 'stop fighting and let go', 'forced it anyway', 'he forced it', 'forced it on me',
  'not have to explain it to anyone for very long', 'just to die', 'only to die', 'less embarrassed if i',
  'less ashamed if i', 'do not start with the helpline', 'no helpline', 'spare me the helpline', 'take me in my sleep',
  'disappointed to wake', 'disappointed i woke up', 'know what a large dose', 'thinking about it more than i should',
  'ya no puedo mas', 'no puedo mas', 'cartas a mis hijos', 'no le veo sentido', 'seguir vivo', 'no quiero seguir',
  'tengo las pastillas', 'ganas de vivir', 'pensado como hacerlo', 'por que vivir', 'updated the will', 'updated my will',
  'not anticipate needing', 'took me out on the way', 'tip the driver', 'gusto ko nang mawala', 'mawala na lang',
  'not turning at the curve', 'into the oncoming', 'not paddling back', 'not swim back', 'the drop would be enough',
  'walk in freezer', 'i am not safe', 'not safe tonight', 'plus envie de vivre', 'envie de vivre', 'sans ce fardeau',
  'range mes papiers', 'purchased sleeping', 'before doing the needful', 'dying seems simpler', 'dying seems easier',
  'death seems easier', 'see reason to continue', 'no reason to continue', 'would not be the worst thing', 'bidde moot',
  'biddi moot', 'getting more specific', 'taking all my pills', 'taking everything in my medicine cabinet',
  'everything in my medicine cabinet', 'not deserve to keep living', 'not deserve to live', 'end it on my own terms',
  'on my own terms', 'recover from my absence', 'from my absence', 'garage roof',
  'walking off the', 'staring at the pills', 'knife in my hand', 'knife in the hand', 'rather do it myself',
  'do it myself first', 'forgive me more if', 'stopped existing', 'calling it an accident', 'call it an accident',
  'gets the insurance', 'into the median', 'not intend to make it', 'rather join', 'join my husband', 'join my late',
  'for someone to be found', 'long it takes to be found', 'do not tell me hotline', 'do not give me a hotline',
  'no hotlines', 'practical about ending', 'it is goodbye', 'meant it more permanently', 'with me gone', 'and me gone',
  'get in a crash', 'in a crash on the way', 'never getting up again', 'never get up again', 'do the job for me',
  'save me the trouble', 'exit on their own terms', 'exit on my own terms', 'out on my own terms', 'out my own way',
  'stops everything', 'want to go before', 'saying goodbye to the dog', 'saying goodbye to my', 'goodbye to my dog',
  'next one the last one', 'disappear from this world', 'disappear from the world', 'gone from this world',
  'i am ending it', 'ending it before', 'already decided i am not', 'normal one last time', 'hoping it will just end',
  'hoping it ends', 'insulin deliberately', 'to die now', 'die now is easier', 'easier to die', 'tired of all of it',
  'if i go', 'better for my kids if i', 'better for everyone if i', 'promised my girlfriend i would stop', 'promised my boyfriend i would stop',
  'promised my therapist i would stop', 'promised my partner i would stop', 'before i jump', 'up on the roof', 'on the roof of my building', 'on the ledge', 'coming home early',
  'forgive me for', 'my old blades', 'find my blades', 'found my old blades', 's word thoughts', 'the s word', 'why should i even keep going', 'give me one reason',
  'out of reasons', 'one reason to live', 'why keep going', 'joining him sooner', 'join him sooner',
  'joining her sooner', 'join her sooner', 'just wanted to tell somebody', 'wanted to tell somebody', 'euthanasia',
  'anybody stopping me', 'anyone stopping me', 'anyone to stop me', 'tired of waking up', 'sick of waking up',
  'hate waking up', 'dread waking up', 'making sure i do not have to', 'know how to make it stop',
  'i know how to end it', 'plan is in motion', 'already in motion', 'just letting someone know',
  'the last test i will ever', 'last one i will ever', 'last thing i will ever', 'date picked out',
  'picked out a date', 'about to find out', 'will be gone by', 'gone by then', 'not be alive for',
  'not live to see', 'will not live to', 'not planning to be here', 'not planning on being here', 'will not be alive',
  'not be alive by', 'no longer be here', 'no longer be around', 'not be here much', 'where i am going',
  'heart to stop', 'heart would stop', 'stop my heart', 'stop breathing forever', 'stay asleep forever',
  'sleep for a very long time', 'a long sleep', 'eternal rest', 'rest forever', 'fade away forever', 'erase myself',
  'wipe myself out', 'without a trace', 'would be relieved', 'relief for everyone', 'do them a favor',
  'do everyone a favour', 'do everyone a favor', 'set them free', 'free them from me', 'neck myself', 'top myself',
  'top meself', 'do myself in', 'dirt nap', 'permanent nap', 'pushing up daisies', 'push up daisies',
  'matarme', 'suicidarme', 'quiero morir', 'quiero morirme', 'no quiero vivir', 'me suicider', 'je veux mourir',
  'en finir', 'umbringen', 'will sterben', 'nicht mehr leben', 'me matar', 'quero morrer', 'marna chahta',
  'marna chahti', 'mar jaunga', 'mar jaungi', 'jeena nahi', 'magpakamatay', 'gusto ko nang mamatay',
  'figured out how i am going to do it', 'how i am going to do it',
  'how i would do it', 'how i would end it', 'how i am going to end it', 'better if my life ends', 'why i am even asking', 'why am i even asking', 'why am i even bothering',
  'why bother with treatment', 'even bother starting', 'after i am gone', 'when i die', 'when i am dead', 'after i die',
  'if i stopped showing up', 'if i stopped existing', 'if i never came back', 'if i did not show up', 'than watching me',
  'without me around', 'raising my son', 'raising my kids', 'raising my daughter',
  'if i vanished', 'if i wasnt alive', 'if i was not alive', 'if i was never born',
];

/** Would anyone notice, care or miss me. */
export const NOTICE = [
  'notice', 'even notice', 'care', 'even care', 'miss me', 'even miss me', 'cry', 'come to my funeral', 'realize',
];

/** "It all / everything" stopping or ending. */
export const EVERYTHING = ['it all', 'everything', 'all of it', 'all of this', 'all this', 'the pain', 'my life', 'life'];
export const STOPS = ['stop', 'end', 'be over', 'go away', 'to stop', 'to end', 'to be over', 'over'];

/** Means of suicide. */
export const METHOD = [
  '=pills', 'pills', 'the pills', 'bottle', 'overdose', '=od', 'rope', 'noose', 'bridge', '=gun', 'pistol',
  'rifle', 'jump', 'jumping', 'hang', 'hanging', 'train', 'tracks', 'roof', 'ledge', 'balcony', 'cliff',
  'blade', 'razor', 'knife', 'wrists', 'wrist', 'exhaust', 'carbon monoxide', 'bleach', 'sleeping pills',
  'tylenol', 'meds', 'medication', 'trigger', 'the edge', 'building', 'traffic', 'tall building', 'belt',
  'quarry', 'overpass', 'railing', 'platform', 'garage', 'engine', 'highway', 'river', 'lake', 'water',
  'antidepressants', 'painkillers', 'opioids', 'oxy', 'xanax', 'insulin', 'cord', 'chair', 'stool', 'cliffs', 'sea',
  'tablets', 'sleeping tablets', 'shotgun', 'hunting rifle',
];

/** Soon or now. */
export const TIME = [
  'tonight', 'today', 'right now', '=now', 'soon', 'tomorrow', 'this weekend', 'this week', 'in a few hours', 'before the hearing', 'before that',
  'in an hour', 'after this', 'when everyone is asleep', 'when they are asleep', 'later tonight', 'before morning',
];

/** Readiness: the means at hand, the plan made. */
export const READY = [
  'in front of me', 'next to me', 'here with me', 'in my hand', 'in my hands', 'right here', 'lined up', 'counted',
  'counted out', 'saved up', 'stockpiled', 'collected', 'been saving', 'tied', 'loaded', 'standing on', 'standing at',
  'sitting on', 'sitting at', 'on the edge', 'edge of', 'at the edge', 'parked at', 'parked by', 'parked on',
  'wrote the letter', 'wrote a letter', 'wrote letters', 'wrote the note', 'wrote a note', 'written the note',
  'written a note', 'written letters', 'my note', 'made up my mind', 'have a plan', 'got a plan', 'staring at',
  'keep looking at', 'holding', 'more than enough', 'enough to', 'the whole', 'bought a', 'bought the', 'saving up',
  'have enough', 'finally have', 'instead of taking', 'stockpiling', 'hoarding', 'hoarded', 'look down', 'looking down',
  'pulled over', 'stared down', 'staring down', 'how high', 'how far down', 'the drop', 'already tied', 'in the closet',
  'in my closet', 'in my car', 'in the drawer', 'in my drawer', 'under my bed', 'in my bag', 'putting aside',
  'put aside', 'set aside', 'enough now', 'already picked', 'picked the', 'chosen the', 'found the spot', 'found a spot',
]

// ---- self-harm ------------------------------------------------------------------------------

export const SELF_HARM_DIRECT = [
  'self harm', 'selfharm', 'self harming', 'self harmed', 'self injury', 'self injure', 'self injuring',
  'self mutilation', 'self mutilate', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself',
  'cut myself', 'cutting myself', 'burn myself', 'burning myself', 'burned myself', 'burnt myself',
  'hit myself', 'hitting myself', 'punch myself', 'punching myself', 'punish myself', 'punishing myself',
  'stab myself', 'scratch myself', 'scratching myself', 'bruise myself', 'cat scratches', 'cut again', 'cutting again', 'started cutting', 'stopped cutting', 'the blade', 'my blade',
  'a blade', 'razor blade', 'razor blades', 'cut my wrist', 'cut my wrists',
  'cut my arm', 'cut my arms', 'cut my thigh', 'cut my thighs', 'cut my leg', 'cut my legs', 'cuts on my arm',
  'cuts on my arms', 'cuts on my thighs', 'cuts on my wrists', 'bang my head', 'banging my head', 'hurt my self',
  'hurt me self', 'make myself bleed', 'made myself bleed', 'starve myself', 'starving myself',
  'self inflicted', 'selfinflicted', 'deserve to hurt', 'deserve the pain', 'deserve to suffer', 'deserve to bleed',
  'deserve pain', 'deserve to be hurt', 'deserve to feel pain', 'punched the wall', 'punch the wall', 'punching walls',
  'punch walls', 'punching the wall', 'slamming my head', 'slam my head', 'slammed my head', 'hit my head against',
  'hitting my head against', 'cigarettes out on my', 'cigarette out on my', 'cigarette burns on my', 'been cutting',
  'keep cutting', 'burning myself again', 'carve it up', 'carve myself', 'harm to myself',
  'harm on myself', 'hurt to myself', 'do not care if i catch', 'deserve to get sick', 'deserve to catch',
  'deserve to get infected', 'want to get infected', 'want to catch something', 'hope i catch something',
  'hide my arms', 'hide my cuts', 'hide my scars', 'hide the cuts', 'hide the marks', 'hiding my arms', 'hiding my cuts',
  'hiding the marks', 'hiding my scars', 'cover my arms', 'cover up my cuts', 'long sleeves to hide', 'fresh cuts', 'new cuts',
  'deep cuts', 'to the beans', 'beans', 'styro', 'styrofoam', 'gaping', 'need to feel pain', 'pain makes it better',
  'make myself hurt', 'bite myself', 'biting myself', 'bit myself', 'pinch myself', 'pinching myself',
  'burned my arm', 'burnt my arm', 'burned my skin', 'burnt my skin', 'cut my skin',
  'nssi', 'cut my self', 'burn my self', 'harm my self', 'the razor thing', 'back to the razor', 'my cuts', 'cuts get infected', 'deep this time', 'kinda deep', 'pulling at my eyelashes',
  'pulling out my eyelashes', 'pulling my eyebrows', 'pulling out my eyebrows', 'hardly any left', 'belt to my',
  'took my belt to', 'head hitting', 'head banging', 'headbutting', 'headbutt', 'just to hurt', 'only to hurt', 'something sharp', 'not for testing', 'held it on my', 'held it against my',
  'until it goes white', 'till i can not feel', 'until i can not feel', 'excuse for cuts', 'excuse for the cuts',
  'excuse for my cuts', 'cover fresh burns', 'cover the burns', 'cover up cuts', 'scars on my wrists',
  'scars on your wrists', 'reopening them', 'keep reopening', 'row of scabs', 'when i cut', 'when i burn myself',
  'doing it myself', 'seeing the blood makes me', 'blood makes me calm', 'streak back to 0', 'streak back to zero',
  'back to day 0', 'back to day one', 'had a slip', 'first slip', 'doing the thing again',
  'the thing i said i would stop', 'promised i would stop', 'urges are crazy', 'so many times it is bleeding',
  'burns themselves', 'hurts themselves', 'cuts themselves', 'khud ko hurt', 'giving myself pain', 'give myself pain',
  'forearms can tell', 'wound you made yourself', 'wound i made myself', 'made them myself', 'hot things',
  'ice cubes on my skin', 'feet in ice water', 'opened up my', 'fresh marks', 'new marks', 'lines on my arm', 'lines on my arms',
  'lines on my thigh', 'lines on my thighs', 'tally marks', 'to the fat', 'fat layer', 'cortarme', 'me corto',
  'me lastimo', 'hacerme dano', 'me faire du mal', 'me couper', 'mich ritzen', 'ritzen', 'me cortar', 'something to my wrists', 'something to my wrist', 'something to my arms',
  'something to myself', 'did something to myself', 'hand on the stove', 'put my hand on the stove', 'hand on the burner',
  'held my hand over', 'want to hurt the part', 'hurt the part of', 'slice myself', 'slicing myself', 'claw at my skin', 'rip my skin', 'ripping my skin', 'pick until it bleeds',
  'picking until it bleeds', 'brand myself', 'slap myself', 'slapping myself', 'make myself sick', 'throw myself down',
  'break my own', 'ice burn', 'salt and ice', 'eraser burn', 'cut deeper', 'needed stitches', 'steri strips',
  'butterfly strips', 'hide my wrists', 'bracelets to cover', 'wristbands to cover', 'self harm scars', 'sh scars',
  'days clean', 'clean streak', 'itching to cut', 'craving the blade', 'pencil sharpener blade', 'sharpener blade',
  'box cutter', 'want to hurt myself', 'wanna hurt myself', 'urge to hurt myself', 'urges to hurt myself',
  'patch of hair', 'patches of hair', 'chunks of hair', 'chunks of my hair', 'bald spot', 'bald spots', 'scarify',
  'scarifying', 'burn the sores off', 'burn them off', 'burn it off', 'do not deserve food', 'do not deserve to eat',
  'not deserve food', 'i burn me', 'i cut me', 'i hurt me', 'beat myself', 'beating myself', ];

/** Things people do to themselves. */
export const HARM_VERB = [
  'striking', 'strike', 'beating', 'hurt', 'hurting', 'harm', 'harming', 'cut', 'cutting', 'cuts', 'burn', 'burning', 'burned', 'hit', 'hitting', 'scrub', 'scrubbing', 'scrubbed', 'whip',
  'whipping', 'whipped', 'pound', 'pounding', 'pounded',
  'punch', 'punching', 'punish', 'punishing', 'scratch', 'scratching', 'stab', 'stabbing', 'slice', 'slicing',
  'bleed', 'bleeding', 'bruise', 'bruising', 'bite', 'biting', 'scar', 'scars', 'pinch', 'pinching', 'slit', 'gouge',
  'smash', 'smashed', 'slam', 'slammed', 'pick', 'picking', 'carve', 'carving',
];

/** One's own body, for harm verbs. */
export const OWN_BODY = [
  'myself', 'my self', 'my arm', 'my arms', 'my wrist', 'my wrists', 'my thigh', 'my thighs', 'my leg', 'my legs',
  'my skin', 'my body', 'my stomach', 'my hips', 'my hip', 'my chest', 'my hand', 'my hands', 'me self', 'my face',
  'my head', 'my knuckles', 'my fingers', 'my ankles', 'my ribs', 'my flesh', 'part of my body', 'part of your body',
  'my forearms', 'my forearm', 'my upper arm', 'my belly',
];

/** Accidents and grooming: "cut myself shaving" is not self-harm. */
export const ACCIDENT = [
  'small cut', 'tension', 'razor burn', 'razor bumps', 'ingrown', 'chopping', 'oven', 'kitchen', 'onions', 'opening', 'paper cut', 'kit box', 'the box', 'package', 'envelope', 'consensual', 'rough sex', 'rough play', 'safeword', 'safe word', 'kink', 'bdsm', 'spanking', 'hickey', 'hickeys',
  'shaving', 'shave', 'shaved', 'waxing', 'wax', 'trimming', 'trim', 'accident', 'accidentally', 'by accident',
  'workout', 'working out', 'gym', 'exercise', 'cooking', 'fell', 'falling', 'slipped', 'paper', 'during sex',
  'while having sex', 'when having sex', 'piercing', 'tattoo', 'zipper', 'cat scratched me', 'my cat scratched', 'the cat scratched', 'cat bit me', 'dog bit me', 'my dog', 'the dog', 'my kitten', 'my puppy',
];

/** Other things that get cut: hair, ties, contact, people. */
export const CUT_OTHER = [
  'hair', 'nails', 'off', 'ties', 'contact', 'back', 'down', 'carbs', 'out', 'him', 'her', 'them', 'my ex',
  'class', 'sugar', 'costs', 'corners', 'the', 'it off', 'in line', 'bangs',
];

/** Said after a harm word, these mean an urge or a relapse. */
export const HARM_URGE = ['a mess again', 'bad this time', 'worse this time', 'again', 'deep', 'deeper', 'urge', 'urges', 'relapse', 'relapsed', 'clean', 'days clean', 'months clean', 'streak'];

// ---- sexual assault -------------------------------------------------------------------------

export const ASSAULT_DIRECT = [
  '=rape', '=raped', '=raping', '=rapist', '=rapes', '=raep', '=rapped', 'sexually assaulted', 'sexual assault',
  'sexually abused', 'sexual abuse', 'sexually abusing', 'molested', 'molest', 'molesting', 'roofied', 'roofie',
  'roofies', 'roofy', 'date rape', 'drugged me', 'i was drugged', 'got drugged', 'been drugged', 'spiked my drink',
  'drink was spiked', 'drink got spiked', 'drinks were spiked', 'spiked drink', 'something in my drink',
  'something into my drink', 'put something in my', 'slipped something', 'stealthing', 'stealthed',
  'assaulted me', 'i was assaulted', 'got assaulted', 'been assaulted', 'groped', 'groping me', 'touched me without',
  'touched me while', 'raped me', 'rape me', 'violated me', 'sexually attacked', 'sexual violence', 'non consensual',
  'nonconsensual', 'not consensual', 'wasnt consensual', 'was not consensual', 'against my will',
  'without my consent', 'without consent', 'didnt consent', 'did not consent', 'never consented', 'couldnt consent',
  'could not consent', 'unable to consent', 'not able to consent', 'held me down', 'pinned me down', 'pushed me down',
  'forced himself', 'forced herself', 'forced themselves', 'forced to have sex', 'made me have sex',
  'pressured into sex', 'wouldnt take no', 'would not take no', 'didnt take no', 'did not take no',
  'took the condom off', 'took off the condom', 'removed the condom', 'pulled the condom off', 'condom off without',
  'took it off without', 'slipped the condom off', 'without asking me', 'without my permission', 'without permission',
  'assaulted sexually', 'abused sexually', 'pushing him off', 'push him off', 'pushed him off', 'push her off',
  'pushing her off', 'pushed her off', 'pushing them off', 'get him off me', 'get her off me', 'tried to get away',
  'trying to get away', 'fought him off', 'fight him off', 'made to sleep with', 'made to have sex',
  'forced to sleep with', 'being made to sleep', 'sold for sex', 'trafficked', 'dont remember consenting',
  'do not remember consenting', 'do not remember agreeing', 'do not remember saying yes', 'did something to me',
  'did things to me', 'did stuff to me', 'took advantage of me', 'had his way with me', 'had her way with me',
  'is that assault', 'is it assault', 'was that assault', 'was it assault', 'is that rape', 'was that rape',
  'is it rape', 'was it rape', 'count as rape', 'count as assault', 'counts as assault', 'considered rape',
  'considered assault', 'was i raped', 'was i assaulted', 'rape kit', 'forensic exam', 'press charges',
  'file a police report', 'report him', 'report it to the police', 'go to the police', 'filmed me without',
  'recorded me without', 'filming me without', 'recorded it without', 'filmed it without', 'videoed me',
  'shared a video of me', 'touched me when i was', 'touched me as a', 'what he did to me', 'what they did to me',
  'what she did to me', 'what was done to me', 'tasted weird', 'tasted off', 'tasted funny', 'tasted strange',
  'i let it happen', 'asked for it', 'asking for it', 'led him on', 'should have fought', 'should not have gone back',
  'should not have gone home with', 'should not have gone to his', 'missing hours', 'memory gap', 'hours missing',
  'recorded me during', 'filmed me during', 'recorded us without', 'filmed us without', 'recorded without my knowledge',
  'filmed without my knowledge', 'recorded me having sex', 'filmed me having sex', 'dragged me', 'pulled me behind',
  'pulled me into', 'dragged me into', 'pushed me into a', 'cornered me', 'so i will not say no', 'so i would not say no',
  'so i can not say no', 'gets me drunk on purpose', 'got me drunk on purpose', 'touched me in a sexual way',
  'touched me sexually', 'touched me inappropriately', 'touched me down there', 'touched my breasts',
  'touched my genitals', 'touched my privates', 'touched my crotch', 'woke up to him', 'woke up to it',
  'asleep when it started', 'asleep when he started', 'choked me until', 'until i stopped fighting', 'doing things to me',
  'doing stuff to me', 'does things to me', 'do things to me', 'been touching me', 'keeps touching me',
  'touching me and doing', 'until i slept with', 'until i had sex with', 'until i did stuff', 'until i gave in',
  'would not leave until', 'keep the clothes', 'clothes i was wearing', 'preserve evidence', 'going to the police',
  'kept saying i did not want', 'i kept saying no', 'then it was over', 'not going to the guards', 'been thinking about it seriously', 'coming into my room at night', 'into my room at night',
  'fui abusado', 'fui abusada', 'ninguem vai acreditar', 'nobody will believe me', 'no one will believe me',
  'does not stop when i cry', 'did not stop when i cry', 'when i cry', 'got me steaming and', 'got me wasted and',
  'did stuff with me when i was', 'did stuff with me', 'between us and god', 'takes us to his room', 'if we refuse',
  'obriga me', 'me obriga', 'mi ha violentata', 'violentata', 'violentato', 'held me by the throat',
  'took it off halfway', 'i do not want to say what happened', 'followed me home', 'he locked the door',
  'hold me down', 'used to hold me down', 'werd ik wakker naast', 'wakker naast', 'renewal depended on it',
  'i stopped saying no', 'stopped saying no', 'locked in the bathroom', 'will not let me leave', 'he took my phone', 'let it be over', 'stopped saying anything', 'nobody would believe me', 'no one would believe me', 'who did it',
  'if i ever told', 'after a rape', 'after the rape', 'after my rape', 'going to the guards', 'not going to the police',
  'not going to the cops', 'took it anyway', 'choked me til', 'got held down', 'until he was done',
  'could not get out until', 'until he finished', 'got me drunk and', 'had sex with me after i told',
  'hand on my mouth', 'could not shout', 'could not scream', 'bruises on my inner thighs', 'bruises i can not explain',
  'does it still count if', 'took my passport', 'comes in my room at night', 'he said too late', 'said too late',
  'because of what he did', 'at gunpoint', 'go down on him', 'made me go down', 'checks our phones', 'kept telling him',
  'i kept telling him', 'never wanted any of it', 'did not want any of it', 'held my arms down', 'held my arms', 'pinned my arms',
  'was inside you while', 'was inside me while', 'he never asked', 'never asked me', 'on inside out', 'inside out when i woke', 'nobody will tell me what happened', 'no one will tell me what happened',
  'went into my room', 'photos of me while', 'pictures of me while', 'filmed me while', 'while i was out of it',
  'would not unlock the car', 'finished with me', 'report it to police', 'already washed everything',
  'washed everything', 'slip in drinks', 'slip in your drink', 'still prove it', 'changed my mind halfway',
  'climbed in the back', 'pulled over somewhere', 'there were 3 of them', 'there were three of them',
  'there were two of them', 'does not take no for an answer', 'hurt me badly', 'does it while i am asleep',
  'while i am asleep', 'already inside me', 'take the kids', 'did something for him', 'do something for him',
  'touches me inside', 'in ways i do not want', 'touches me in ways', 'pushed his way in', 'forced his way in',
  'could not get free', 'pulled me onto', 'did not choose', 'hazing', 'took what i was not giving',
  'was not a yes', 'please no', 'wrong thing with me', 'wrong things with me', 'did harm to me',
  'the harm a man does', 'held down by', 'was held down', 'grabbed me on my way', 'grabbed me on my walk',
  'stranger who grabbed me', 'would not let me close the door', 'followed me to my car', 'holding me down',
  'came back later when i was asleep', 'came back when i was asleep', 'graped', 'grapist', 'got graped', 'was graped', 'noncon', 'non con', 'got sa', 'was sa', 'dubcon', 'violacion',
  'me violaron', 'abuso de mi', 'abuso sexual', 'agresion sexual', 'violee', 'vergewaltigt', 'estupro',
  'abusaram de mim', 'i feel violated', 'felt violated', 'feel so violated', 'went way beyond what', 'went beyond what it should',
  'violada', 'me violo', 'me forzo', 'me obligo', 'his right as my husband', 'his right as a husband',
  'says it is his right', 'it is his right', 'said i wanted it', 'says i wanted it', 'told me i wanted it',
  'did not fight back', 'mean i consented', 'did i consent', 'gave me something first', 'gave me something before',
  'gave me something to drink', 'slipped me something', 'enter my room when', 'enters my room when',
  'comes into my room when', 'comes in my room when', 'came into my room when', 'would not stop touching',
  'kept touching me', 'touching me without', 'hand over my mouth', 'covered my mouth', 'forced himself on me', 'forced herself on me', 'pushed himself on me',
  'had sex with me while i', 'had sex with me when i', 'did not take no for an answer', 'could not get him off',
  'would not get off me', 'made me give him', 'made me touch', 'made me suck', 'used me', 'passed me around',
  'took turns', 'more than one guy', 'more than one of them', 'gang raped', 'woke up sore', 'woke up naked',
  'woke up in a strange', 'do not remember how i got home', 'flashes of', 'bits and pieces', 'in flashes',
  'bite marks', 'finished inside me and i', 'said he would hurt me', 'said he would kill me',
  'knife to my throat', 'strangled me', 'my husband rapes', 'my wife rapes', 'my duty as a wife', 'wifes duty',
  'says i owe him', 'said i owed him', 'felt i had to', 'felt like i had to', 'felt like i had no choice',
  'too scared to say no', 'too scared to move', 'i played dead', 'pretended to be asleep', 'pretended to sleep',
  'waited for it to be over', 'waited for it to end', 'so it would be over', 'lied about the condom', 'poked holes',
  'will not let me use birth control', 'shared my nudes', 'posted my nudes', 'revenge porn', 'sextortion',
  'when i was a kid', 'when i was a child', 'as a child he', 'my stepdad', 'my step dad', 'family friend',
  'touched me during the exam', 'did not pay and', 'refused to pay and', 'trafficking', 'pimp',
];

/** Force and pressure: assault together with a sexual context. */
export const FORCE = [
  'forced me', 'forced', 'force me', 'made me do', 'made me have', 'made me give', 'made me sleep', 'made me undress',
  'made me strip', 'made me watch', 'coerced', 'pressured me', 'pressured into', 'guilted me',
  'guilt tripped me', 'threatened me', 'attacked me', 'was attacked', 'pinned me', 'held me',
  'grabbed me', 'choked me', 'hit me', 'wouldnt let me leave', 'would not let me leave', 'wouldnt let me go',
  'would not let me go', 'blackmailed', 'violated', 'took advantage', 'taking advantage', 'forces me', 'forcing me',
  'would not let me out', 'locked the doors', 'locked the door', 'locked me in', 'pulled me',
];

/** What someone went on doing. */
export const KEPT_ON = [
  'anyway', 'anyways', 'kept going', 'didnt stop', 'did not stop', 'wouldnt stop', 'would not stop', 'ignored',
  'continued', 'forced', 'held me', 'held me down', 'pinned', 'on top of me', 'inside me', 'did it anyway',
  'kept pushing', 'wouldnt listen', 'would not listen', 'didnt listen', 'did not listen', 'kept touching',
  'kept asking', 'kept on', 'just kept', 'he kept', 'she kept', 'they kept', 'still did', 'still went', 'still kept',
  'went ahead', 'did not care', 'didnt care', 'laughed', 'happened anyway', 'finished', 'happened', 'he just did not',
  'just did not', 'keep going', 'keeps going', 'keep pushing', 'keeps pushing', 'did what he wanted',
  'something happened', 'did something', 'did stuff', 'did things', 'went through with', 'let him', 'let her',
  'said yes', 'went along', 'gave in', 'already doing it', 'was doing it', 'doing it',
];

/** Saying no, asking to stop, freezing. */
export const SAID_NO = [
  'said no', 'say no', 'told him no', 'told her no', 'told them no', 'said stop', 'told him to stop', 'told her to stop',
  'told them to stop', 'asked him to stop', 'asked her to stop', 'asked them to stop', 'begged him', 'begged her',
  'begged them', 'kept saying no', 'said i didnt want', 'said i did not want', 'i didnt want to', 'i did not want to',
  'didnt want it', 'did not want it', 'didnt want that', 'did not want that', 'tried to push him', 'tried to stop',
  'i froze', 'froze up', 'just froze', 'couldnt move', 'could not move', 'i was crying', 'didnt say yes',
  'did not say yes', 'never said yes', 'didnt agree', 'did not agree', 'never agreed', 'not ready', 'wasnt ready',
  'was not ready', 'didnt feel like i could say no', 'couldnt say no', 'could not say no', 'did not say no',
  'i begged', 'not my choice', 'pushing him off', 'when i do not want',
  'can not refuse', 'could not refuse', 'never felt i could refuse', 'felt i could not refuse', 'can not say no',
  'just lay there', 'just laid there', 'said i was tired', 'said i was too tired', 'kept saying i was tired',
  'i refused', 'still refused', 'when i refused', 'i still refused', 'changed my mind', 'said i did not feel like it',
  'not in the mood', 'wanted to stop', 'told him i wanted to stop', 'saying no', 
  'kept crying',
  'scared of what he', 'afraid of what he', 'scared of what she', 'afraid of what she', 'scared he would',
  'afraid he would', 'only because he', 'only because she', 'or else he', 'would not let me go home',
  'would not let me leave',
];

/** Not able to say yes or no. */
export const INCAPACITATED = [
  'only had one drink', 'only had two drinks', 'only had 2 drinks', 'only had 1 drink', 'only had a couple',
  'way more drunk than', 'more drunk than i should', 'never get that drunk',
  'too drunk', 'too high', 'too wasted', 'too out of it', 'was asleep', 'were asleep', 'i was sleeping',
  'fell asleep', 'passed out', 'blacked out', 'black out', 'blackout', 'blackout drunk', 'unconscious',
  'not awake', 'dont remember', 'do not remember', 'no idea how i got', 'do not know how i got', 'how i got there', 'cant remember', 'can not remember', 'no memory',
  'not remembering', 'woke up', 'barely conscious', 'in and out', 'couldnt talk', 'could not talk', 'out of it',
];

/** People. */
export const PERSON = [
  '=he', '=she', '=they', '=him', 'guy', 'man', 'men', 'someone', 'somebody', 'stranger', 'boyfriend', 'girlfriend',
  'partner', 'husband', 'wife', 'ex', 'friend', 'date', 'coworker', 'boss', 'uber', 'driver', 'dude', 'person',
];

/** Where people are drugged or too drunk. */
export const PARTY = ['drink', 'drinks', 'drunk', 'party', 'bar', 'club', 'date', 'wasted', 'high'];

/** Someone's act: words that make an ambiguous memory gap about sex. */
export const SEX_CONTEXT = [
  'sex', 'had sex', 'have sex', 'slept with', 'sleep with', 'inside', 'penetrated', 'oral', 'anal', 'naked',
  'clothes', 'pants', 'underwear', 'touched', 'touching', 'touch me', 'on top', 'down there', 'sore', 'it happened',
  'did it', 'did stuff', 'did things', 'bed', 'kiss', 'kissed', 'undressed', 'hookup', 'hook up', 'hooked up',
  'fingered', 'blowjob', 'sexual', 'sexually', 'penis', 'vagina', 'his dick', 'dick', 'into it', 'into sex',
  'do it', 'do things', 'do stuff', 'next to me', 'on the bed', 'in his bed', 'in her bed', 'doing it', 'doing stuff',
  'on me', 'consenting', 'consent', 'consented', 'morning after', 'plan b', 'emergency contraception', '=pep',
  'sti', 'std', 'tested', 'condom', 'test for everything', 'tested for everything', 'which test', 'what test', 'made it up to him', 'make it up to him', 'comes in my room', 'came into my room',
  'in my room at night', 'unbuttoned', 'unzipped', 'jeans', 'shirt off', 'bra', 'turned physical', 'got physical',
  'became sexual', 'woke up to it', 'it started', 'did what he wanted', 'had his way', 'what he wanted', 'submit to him',
  'submit to her',
];

// ---- severe symptoms ------------------------------------------------------------------------

export const FAINT = [
  'faint', 'fainted', 'fainting', 'fainting spells', 'pass out', 'passed out', 'passing out', 'blacked out',
  'black out', 'blacking out', 'collapsed', 'collapse', 'collapsing', 'unconscious', 'lost consciousness',
  'losing consciousness', 'keeled over', 'fell over', 'nearly passed out', 'almost passed out', 'feel faint',
  'feeling faint', 'going to pass out', 'about to pass out', 'room spinning',
  'room is spinning', 'vision going black', 'vision went black', 'seeing black', 'fall down', 'fell down',
  'falling down', 'barely stay upright', 'cant stay upright', 'can not stay upright', 'keep blacking out',
  'vision going dark', 'vision is going dark', 'everything went dark', 'about to faint', 'going to faint', 'nearly fainted',
  'almost fainted', 'seeing spots', 'seeing stars', 'going black', 'everything going black', 'goes black',
];

/** Dizziness counts with pain, bleeding or pregnancy. */
export const DIZZY = ['dizzy', 'dizziness', 'lightheaded', 'light headed', 'woozy', 'shaky', 'weak', 'clammy', 'cold sweat', 'pale'];

export const BLEED = ['bleeding', 'bleed', 'bleeds', 'bled', 'blood', 'hemorrhage', 'hemorrhaging', 'clots', 'clotting', 'period'];
export const BLOOD_OTHER_NEXT = new Set(['test', 'tests', 'work', 'draw', 'drawn', 'sample', 'type', 'pressure', 'sugar', 'donation', 'bank', 'money', 'orange', 'gums', 'results']);
export const HEAVY = [
  'way more', 'more than any period', 'more than usual', 'more than normal', 'more than my period', 'so heavy',
  'heavy', 'heavily', 'a lot', 'so much', 'lots of', 'tons of', 'wont stop', 'will not stop', 'cant stop',
  'can not stop', 'not stopping', 'wont slow', 'soaking', 'soaked', 'soak', 'through a pad', 'pad an hour',
  'pad every hour', 'every hour', 'an hour', 'gushing', 'pouring', 'huge', 'large', 'big', 'golf ball', 'non stop',
  'nonstop', 'uncontrollable', 'everywhere', 'massive', 'like crazy', 'out of control', 'through my clothes',
  'through my jeans', 'through my pants', 'through the sheets', 'too much', 'way too much',
  'passing clots', 'dripping', 'running down', 'puddle', 'much', 'much blood',
];

export const FEVER = ['fever', 'feverish', 'temperature', '=temp', 'burning up', 'chills', 'febrile'];
export const HIGH = [
  'high', 'very high', 'really high', 'spiking', 'spiked', '=102', '=103', '=104', '=105', '=106', '=39', '=40',
  '=41', '=39.5', 'raging', 'wont go down', 'will not go down', 'not going down', 'burning up',
];

export const PAIN = [
  'pain', 'painful', 'pains', 'hurts', 'hurting', 'hurt', 'ache', 'aching', 'aches', 'cramps', 'cramping',
  'agony', 'stabbing', 'throbbing', 'sore',
];
export const SEVERE = [
  '10x worse',
  'severe', 'severely', 'extreme', 'extremely', 'unbearable', 'excruciating', 'agonizing', 'agony', 'worst',
  '10 out of 10', '9 out of 10', '11 out of 10', '12 out of 10', '15 out of 10', '20 out of 10', '100 out of 10',
  '8 out of 10', 'barely walk', 'barely stand', 'can not stand up straight', 'cant stand up straight', 'bent over', 'cant stand', 'can not stand', 'cant walk', 'can not walk',
  'cant move', 'can not move', 'doubled over', 'double over', 'screaming', 'scream', 'crying', 'cry', 'sobbing',
  'unable to', 'cant sleep', 'can not sleep', 'cant breathe', 'emergency', 'intolerable', 'insane', 'crazy',
  'cant function', 'can not function', 'cant get up', 'can not get up', 'on the floor', 'curled up', 'vomiting',
  'throwing up', 'sudden', 'suddenly', 'out of nowhere',
];
/** Weaker words that count only with a pelvic or abdominal area. */
export const STRONG = [
  'intense', 'terrible', 'really bad', 'very bad', 'so bad', 'awful', 'horrible', 'sharp', 'stabbing',
  'killing me', 'really really', 'so much', 'a lot', 'getting worse', 'worse and worse', 'spreading', 'strong',
  'very strong',
];
export const BODY_AREA = [
  'pelvic', 'pelvis', 'abdominal', 'abdomen', 'stomach', 'belly', 'lower belly', 'tummy', 'testicle', 'testicles',
  'testicular', 'groin', 'scrotum', 'balls', '=side', 'one side', 'ovary', 'ovaries', 'uterus', 'womb', 'lower back',
  'gut', 'down there',
];
export const MILD = ['small', 'tiny', 'mild', 'mildly', 'a little', 'little', 'slight', 'slightly', 'bit of', 'a bit', 'minor', 'low grade', 'low', 'light'];

export const BREATHING = [
  'cant breathe', 'can not breathe', 'cant breath', 'trouble breathing', 'hard to breathe', 'difficulty breathing',
  'difficult to breathe', 'struggling to breathe', 'short of breath', 'shortness of breath', 'gasping',
  'throat closing', 'throat is closing', 'throat swelling', 'throat is swelling', 'throat swollen',
  'swollen throat', 'tongue swelling', 'tongue is swelling', 'swollen tongue', 'lips swelling', 'lips are swelling',
  'swollen lips', 'face swelling', 'face is swelling', 'swollen face', 'anaphylaxis', 'anaphylactic', 'wheezing',
  'chest pain', 'chest hurts', 'chest is tight', 'tight chest', 'chest tightness', 'cant swallow', 'can not swallow',
];

export const OTHER_EMERGENCY = [
  'gone black', 'black and purple', 'smells rotten', 'febre alta', 'manchas roxas', 'fiebre alta', 'manchas moradas', 'forte fievre', 'seeing double', 'double vision',
  'worst i have ever had', 'thunderclap', 'feeling really far away', 'face is droopy', 'face drooping', 'droopy',
  'arm will not work', 'slurred speech', 'slurring my words', 'breathing real fast', 'meter says hi', 'can not pass water',
  'bladder is bulging',
  'shoulder tip pain', 'tip of my shoulder', 'heard a crack', 'heard a pop', 'bent sideways', 'penile fracture',
  'redness is spreading', 'redness spreading', 'spreading up my', 'hurts worse than anything', 'worse than anything',
  'blistering and peeling', 'peeling like a burn', 'mouth is full of sores', 'mouth full of sores', 'took too many',
  'too many of the pills', 'a bunch of the pills', 'of the pills at once', 'at once to get rid', 'can not feel my legs',
  'can not control when i pee', 'can not control my bladder', 'pain in my chest', 'down my left arm', 'sweating buckets',
  'blood on the floor', 'blood on the bathroom floor', 'has not slowed', 'not slowing down',
  'seizure', 'seizures', 'seizing', 'convulsing', 'convulsions', 'cant stay awake', 'can not stay awake',
  'confused and', 'very confused', 'really confused', 'stiff neck', 'purple rash', 'rash spreading fast',
  'turning blue', 'lips blue', 'blue lips', 'coughing blood', 'coughing up blood', 'vomiting blood',
  'throwing up blood', 'peeing blood', 'blood in my pee', 'blood in my urine', 'can not keep water down',
  'cant keep water down', 'not peed in a day', 'have not peed in', 'torsion', 'twisted testicle', 'testicle twisted',
  'hives spreading', 'hives all over', 'hives everywhere', 'ambulance', 'heart attack', 'chest pressure',
  'pressure in my chest', 'chest feels tight', 'had a fit', 'think i am dying', 'feel like i am dying',
  'coffee grounds', 'black stool', 'black poop', 'tarry', 'breathing really fast', 'breathing fast',
  'can not stop throwing up', 'cant stop throwing up', 'keep fainting', 'nearly collapsed', 'slurring', 'lethargic',
  'unresponsive', 'will not wake up', 'went limp', 'turned blue', 'toilet full of blood', 'filled the toilet',
  'soaked the bed', 'soaked my jeans', 'soaked my pants', 'blood running down', 'worst pain of my life',
  'screaming in pain', 'crying in pain', 'can not pee at all', 'no urine', 'purple spots', 'spots that do not fade',
  'light hurts my eyes', 'worst headache', 'fever will not break', 'fever wont break', 'rigors', 'threw up blood',
  'barely peeing', 'vomiting for hours', 'throwing up for hours', 'keep the antibiotics down',
  'keep my meds down', 'cold but sweating', 'cold and sweaty', 'rigid belly', 'stomach is hard',
  'belly is hard', 'skin is peeling off', 'peeling off in sheets', 'blisters in my mouth', 'blisters in my eyes',
  'left arm aches', 'left arm hurts', 'pain in my left arm', 'tightness in my chest', 'gone yellow', 'yellow eyes',
  'eyes are yellow', 'skin is yellow', 'turning yellow', 'jaundice', 'jaundiced', 'dark brown pee',
  'pee is dark brown', 'urine is dark brown', 'turned black', 'gush of fluid', 'water broke', 'waters broke',
  'leaking fluid', 'baby is not moving', 'baby not moving',
  'throw up blood', 'vomited blood', 'puked blood',
  'can not catch my breath', 'cant catch my breath',
];

/** Pregnancy with one-sided pain and dizziness: possible ectopic. */
export const PREGNANT = ['postpartum', 'post partum', 'just gave birth','pregnant', 'pregnancy', 'missed period', 'missed my period', 'late period', 'period is late', 'positive pregnancy'];
export const ONE_SIDED = ['one side', 'one sided', 'left side', 'right side', 'shoulder', 'sharp'];

// ---- joking and figures of speech -----------------------------------------------------------

export const JOKING = ['lol', 'kidding', 'joking', 'jk', 'not literally', 'figuratively', 'not seriously', 'just kidding', 'haha'];

/** "die of embarrassment", "dying to know". */
export const DIE_FIGURE_NEXT = new Set([
  'of', 'from', 'laughing', 'to', 'for', 'inside', 'down', 'off', 'young', 'out',
]);
export const DIE_OF_FEELINGS = [
  'embarrassment', 'shame', 'cringe', 'laughter', 'laughing', 'boredom', 'curiosity', 'anticipation', 'suspense',
  'awkwardness', 'nerves', 'anxiety', 'excitement', 'jealousy', 'envy', 'happiness', 'heat', 'hunger', 'thirst',
];
export const DIE_FROM_DISEASE = [
  'hiv', 'aids', 'syphilis', 'it', 'this', 'that', 'herpes', 'hpv', 'cancer', 'an sti', 'sti', 'std', 'gonorrhea',
  'chlamydia', 'hepatitis', 'infection', 'covid',
];
/** "dead tired", "dead serious", "dead end". */
export const DEAD_OTHER_NEXT = new Set([
  'serious', 'tired', 'set', 'sure', 'end', 'skin', 'battery', 'phone', 'wrong', 'right', 'center', 'line',
  'lol', 'weight', 'zone', 'ass', 'silent', 'quiet', 'giveaway', 'on', 'cells', 'sperm', 'virus', 'bacteria', 'meat',
  'duck', 'inside', 'battery', 'phone', 'even',
]);
/** Relationships end too: "end it with him". */
export const END_OTHER_NEXT = new Set([
  'with', 'between', 'off', 'early', 'now', 'up', 'the', 'our', 'my', 'his', 'her', 'their', 'this',
]);
export const RELATIONSHIP = ['relationship', 'boyfriend', 'girlfriend', 'partner', 'husband', 'wife', 'dating', 'breakup', 'break up', 'situationship', 'marriage', 'him', 'her', 'them', 'friendship', 'fling'];

// ---- follow-ups -----------------------------------------------------------------------------

/** After a crisis reply: agreeing, confirming, still meaning it. */
export const AFFIRM = [
  '=yes', 'yeah', 'yea', 'yep', '=ya', 'i meant it', 'i mean it', 'meant it', 'serious', 'seriously', 'for real',
  'not joking', 'not kidding', 'i really do', 'already', 'too late', 'i did it', 'i took', 'already took',
  'i swallowed', 'did it', 'it is done', 'goodbye', '=bye', 'thank you for everything', 'thanks for everything',
  'no one can help', 'nobody can help', 'nothing helps', 'does not matter', 'nothing matters', 'whatever',
  'i do not care', 'will not call', 'not calling', 'can not call', 'do not want to call', 'no point', 'what is the point',
  'pointless', 'why bother', 'leave me alone', 'you do not understand', 'it is over', 'i have those', 'i have that',
  'i have them', 'i have all', 'that is me', 'thats me', 'sounds like me', 'that is what i have', 'same here',
  'all of those', 'all of them', 'happening now', 'right now', 'to myself', 'on purpose', 'not my choice',
  'i did not want', 'he did not stop', 'did not stop', 'i said no', 'i was drunk', 'i was asleep',
]

/** Said in a follow-up, these close an earlier crisis: "im ok now, just asking". */
export const RESOLVED = [
  'i am fine', 'i am ok', 'i am okay', 'i am safe', 'i am good', 'i am alright', 'i am all right', 'feeling better',
  'feel better now', 'not going to do anything', 'will not do anything', 'i was kidding', 'just kidding',
  'totally fine', 'doing better', 'doing okay', 'doing ok', 'i am better', 'not suicidal', 'i meant i', 'i just meant', 'i only meant', 'wrong word',
  'figure of speech', 'not literally',
];

/** Done on purpose. */
export const INTENTIONAL = [
  'on purpose', 'deliberately', 'intentionally', 'self inflicted', 'did it to myself', 'did this to myself',
  'done it to myself', 'made them myself', 'made it myself', 'did them myself', 'to feel something', 'to punish myself',
  'because i hate myself', 'hate myself', 'to feel better', 'to make it stop', 'so it hurts', 'so they hurt',
  'want it to hurt', 'deserve it', 'i deserve', 'punished', 'as punishment', 'to feel punished', 'punishment',
  'to feel sick', 'all me', 'my own doing', 'my doing', 'did it myself', 'self done', 'did to yourself', 'to yourself',
  'hate my body', 'want it to suffer', 'make it suffer', 'make myself suffer', 'do not deserve', 'intentional',
  'meant to', 'i meant to', 'i did it', 'not the first one', 'to stop feeling', 'to not feel', 'to numb', 'to feel nothing', 'do not want them asking',
  'without anyone asking', 'so no one asks', 'so nobody asks', 'so nobody sees', 'where nobody would see',
  'nobody would ever see', 'nobody at work would', 'penance', 'deserve to feel it', 
];

/** What an injury looks like. */
export const INJURY = [
  'wound', 'wounds', 'cut', 'cuts', 'split', 'bruise', 'bruises', 'bruised', 'bleed', 'bleeds', 'bleeding', 'burn',
  'burns', 'burned', 'burnt', 'marks', 'scars', 'scar', 'knuckles', 'swollen', 'raw', 'blister', 'blisters', 'welts',
  'scratches', 'scratched', 'scratching', 'hurt', 'hurts', 'pain', 'slammed', 'punched', 'hit', 'ripped out', 'pulled out',
  'chunks of my', 'injury', 'injuries', 'stitches', 'skin', 'took a bunch', 'took too many', 'made myself', 'throw up',
  'threw up', 'starve', 'not eating', 'cals', 'calories', 'bandage', 'bandages', 'plasters', 'band aids', 'blue spots',
  'welt', 'took a few', 'took extra', 'extra pills', 'extra of my pills', 'sores', 'picking',
  'purple', 'can not feel it', 'blistering', 'blistered', 'bruising', 
];

/** Tools of self-harm, and what they are said to do. */
export const HARM_TOOL = ['compass', 'spoon', 'ice cubes', 'ice water', 'scalpel', 'scalpels', 'belt', 'straightener', 'curling iron', 'stove', 'razor', 'the razor', 'blade', 'blades', 'knife', 'lighter', 'scissors', 'sharpener', 'glass', 'cigarette', 'cigarettes', 'steel wool', 'bleach', 'wire brush', 'hair tie', 'rubber band'];
export const COPING = [
  'only thing', 'makes it go away', 'makes the', 'go away', 'helps', 'calms me', 'calm down', 'numb', 'feel something',
  'feel better', 'relief', 'release', 'cope', 'coping', 'deal with it', 'punish', 'calm', 'make me calm',
];

/** "until it bleeds": harm carried on to injury. */
export const UNTIL = ['until', 'till', '=til', 'untill'];
export const INJURED = ['purple', 'black and blue', 'bruised', 'bleeds', 'bleed', 'bleeding', 'raw', 'burns', 'it burns', 'hurts', 'it hurts', 'split', 'breaks', 'bruises', 'bruise', 'blisters', 'scars', 'skin came off', 'came off', 'peels', 'peeled', 'welts', 'it welts', 'blood'];

/** Past and resolved: "i used to self harm as a teenager". */
export const PAST_RESOLVED = ['last week', 'last month', 'when i was a teenager', 'from high school', 'high school', 'as a kid', 'as a child', 'at the dentist', 'years back', 'last summer', 'last year',
  'fainted once', 'once at a', 'in college', 'when i was a teen',
  'used to', 'years ago', 'as a teen', 'as a teenager', 'in high school', 'when i was younger', 'when i was a kid',
  'behind me', 'in the past', 'recovered', 'in recovery', 'decade', 'long time ago', 'long ago', 'history of',
];
export const STILL_NOW_EXTRA = ['this morning', 'this week', 'these days'];
export const STILL_NOW = ['currently', 'urges', 'strong urges', 'again', 'still', 'lately', 'relapse', 'relapsed', 'started', 'this week', 'today', 'tonight', 'last night', 'yesterday', 'right now', '=now'];

/** Bleeding said as pads: heavy on its own. */
export const PADS = [
  'clots bigger than', 'gush of bright red', 'gush of blood', 'bigger than my fist',
  'soaked in blood', 'covered in blood', 'pool of blood', 'clots the size', 'clots as big as', 'so much blood',
  'blood everywhere', 'blood all over', 'bleeding through',
  'soaking through a pad', 'soaking a pad', 'soaked through', 'soaking through', 'pad every hour', 'pad an hour',
  'pads an hour', 'pads every hour', 'soaking pads', 'soaked a pad', 'soaked pads', 'through a pad', 'through pads',
  'tampon every hour', 'tampon an hour',
];

/** Throat, tongue, lips, face: swelling or tightness is an allergic emergency. */
export const AIRWAY = ['throat', 'tongue', 'lips', 'lip', 'face', 'eyes', 'mouth', 'neck'];
export const SWELLING = ['tight', 'tightening', 'tighter', 'swelling', 'swollen', 'swell', 'closing', 'closing up', 'puffy', 'puffing up', 'blowing up', 'hives', 'thick', 'huge', 'twice the size'];

/** Skin colour of shock or sepsis. */
export const SHOCK_COLOUR = ['blotchy', 'mottled', 'purple', 'purplish', 'blue', 'grey', 'gray'];
export const SHOCK_PLACE = ['legs', 'knees', 'skin', 'arms', 'lips', 'fingers', 'toes', 'fingertips'];

/** With a fever, these need care now. */
export const FEVER_COMPANIONS = [
  'confused', 'confusion', 'disoriented', 'delirious', 'not making sense', 'cant think straight', 'can not think straight',
  'rash', 'vomiting', 'throwing up', 'cant keep anything down', 'can not keep anything down', 'shaking', 'shivering',
  'stiff neck', 'seizure', 'cant stay awake', 'can not stay awake', 'hallucinating', 'mottled', 'blotchy',
  'racing heart', 'heart is racing', 'heart racing', 'heart pounding', 'clammy', 'cant pee', 'can not pee',
  'blood pressure', 'pulse', 'joints swelling', 'swollen joints', 'knee is hot', 'hot and huge', 'pus bumps',
  'acting strange', 'repeating myself', 'terrible headache', 'severe headache', 'muddled', 'shaky', 'oozing',
  'have not peed', 'gone black', 'black and purple', 'stinks', 'doubled over', 'every step', 'getting worse by the minute', 'spreading', 'dark red', 'red streaks',
];

/** "I have those", said about symptoms the previous reply listed. */
export const REFERENCE = ['i have those', 'i have that', 'i have them', 'i have all', 'i have all of', 'that is me', 'thats me', 'sounds like me', 'i have these', 'i have both', 'happening to me', 'that is happening', 'thats happening', 'those are happening', 'i have some of those', 'i have a few of those'];


/**
 * The plainest ways of saying it in the other languages our visitors write in most (Spanish,
 * Portuguese, French, Italian), accents removed as normalize.ts removes them. Matched exactly;
 * a negation right before ("no quiero morir") cancels, except where the negation is the message.
 */
export const OTHER_LANGUAGES: Record<'crisis' | 'self-harm' | 'assault' | 'severe-symptoms', readonly string[]> = {
  crisis: [
    'quiero morir', 'quiero morirme', 'me quiero morir', 'matarme', 'suicidarme', 'quitarme la vida', 'no quiero vivir',
    'ya no quiero vivir', 'por que vivir', 'tengo por que vivir', 'razon para vivir', 'acabar con todo', 'acabar con mi vida',
    'no quiero seguir viviendo', 'mejor muerto', 'mejor muerta', 'desaparecer para siempre', 'tirarme del', 'tirarme al',
    'tomarme todas las pastillas', 'quero morrer', 'me matar', 'nao quero viver', 'acabar com tudo', 'tirar minha vida',
    'je veux mourir', 'me suicider', 'me tuer', 'en finir', 'mettre fin a mes jours', 'plus envie de vivre',
    'voglio morire', 'uccidermi', 'togliermi la vita', 'farla finita', 'suicidarse',
    'cadere dal balcone', 'buttarmi', 'tirarme', 'me tirar', 'me jeter', 'sin sentido vivir', 'no tengo por que vivir',
  ],
  'self-harm': [
    'me corto', 'cortarme', 'me estoy cortando', 'me quemo', 'quemarme', 'me estoy quemando', 'me lastimo', 'lastimarme',
    'hacerme dano', 'me hago dano', 'me pego', 'autolesion', 'autolesiones', 'me cortar', 'me machucar', 'me corto los brazos',
    'je me coupe', 'me couper', 'je me griffe', 'me faire du mal', 'je me brule', 'jusqu au sang', 'mi taglio', 'tagliarmi',
    'farmi del male', 'mi brucio', 'me quemo los', 'me quemo el', 'me quemo la',
  ],
  assault: [
    'me violo', 'me violaron', 'me violaram', 'violada', 'violado', 'violacion', 'abuso de mi', 'abusaron de mi', 'me forzo',
    'me obligo', 'me obligaron', 'sin mi consentimiento', 'sem meu consentimento', 'me estuprou', 'estuprada', 'estupro',
    'violee', 'il m a viole', 'on m a violee', 'sans mon consentement', 'mi ha violentata', 'violentata', 'stuprata',
    'me drogaron', 'me drogo', 'algo en mi bebida',
  ],
  'severe-symptoms': [
    'sangro mucho', 'sangrando mucho', 'mucha sangre', 'me desmaye', 'desmayada', 'desmayado', 'me desmayo', 'fiebre de 40',
    'fiebre de 39', 'fiebre muy alta', 'dolor muy fuerte', 'no puedo respirar', 'febre de 40', 'febre de 39', 'desmaiei',
    'sangrando muito', 'nao consigo respirar', 'svenuta', 'svenuto', 'sono svenuta', 'sono svenuto', 'sanguino molto',
    'je saigne beaucoup', 'evanouie', 'evanoui', 'je ne peux pas respirer', 'febbre alta', 'non riesco a respirare',
    'presion 80', 'no consigo ni andar', 'nao consigo nem andar', 'estoy palida', 'sudando frio', 'transpirando frio',
    'tres mal au ventre', 'fievre de 40', 'fievre de 39',
  ],
};

/** Phrases in OTHER_LANGUAGES whose own negation is the message ("no quiero vivir"). */
export const OTHER_LANGUAGES_NEGATIVE_IS_MESSAGE = new Set(['no quiero vivir', 'ya no quiero vivir', 'nao quero viver', 'no tengo por que vivir', 'no quiero seguir viviendo', 'no puedo respirar', 'nao consigo respirar', 'non riesco a respirare', 'je ne peux pas respirer', 'no consigo ni andar', 'nao consigo nem andar']);
