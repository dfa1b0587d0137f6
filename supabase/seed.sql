-- GENERATED FILE: do not edit by hand.
-- Source: library/content (topics/*.yaml and guides/*.md), built by library/scripts/generate-seed.ts.
-- Regenerate: npx tsx library/scripts/generate-seed.ts
-- Check it is current: npx tsx library/scripts/generate-seed.ts --check
-- Contents: 6 categories, 24 articles, 230 guide passages.
-- Safe to run again: categories and articles are upserted, passages are replaced per guide.

-- Topics -> article categories (sort_order follows SPEC order)
insert into public.article_categories (id, name, description, sort_order) values
  ('sexual-health-basics', 'Sexual Health Basics', 'The foundations: how your body works, safer sex, consent, birth control and making testing a normal habit.', 1),
  ('understanding-stis', 'Understanding STIs', 'What common STIs are, how they show up (or don''t), how they are treated and how to live well after a diagnosis.', 2),
  ('prevention-protection', 'Prevention & Protection', 'Barrier methods, PrEP and Doxy-PEP, vaccines and a personal plan that lowers your risk without taking the fun out of sex.', 3),
  ('relationship-health', 'Relationship Health', 'Talking with partners about sexual health, sharing a diagnosis, building trust and finding support when you need it.', 4),
  ('when-to-get-tested', 'When to Get Tested', 'How often to test, how to size up your risk, which tests to ask for and how to prepare so testing feels easy.', 5),
  ('myths-vs-facts', 'Myths vs. Facts', 'Clearing up common sexual health myths with science-based facts and trustworthy sources.', 6)
on conflict (id) do update set
  name = excluded.name,
  description = excluded.description,
  sort_order = excluded.sort_order;

-- Guides -> articles (view_count is not touched, so re-seeding keeps the counts)
insert into public.articles (slug, article_key, title, subtitle, summary, body, category_id, tags, keywords, featured, reading_time_minutes) values
  ('annual-checkups-guide', 'annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'What a routine visit covers, how often to test, and what to ask', 'Learn what a routine sexual health checkup covers, from the conversation with your provider to tests, vaccines and screenings. Includes a simple testing schedule by risk level, age-group tips and questions to ask.', 'Think of a sexual health checkup the way you think of a dental cleaning: a routine bit of maintenance that keeps small things from turning into big ones. It isn''t a judgment on your love life, and it isn''t only for people who "think something is wrong." It''s simply part of taking care of a body that you use and enjoy. This guide walks you through what usually happens, how often to test, and how to get the most out of the visit.

Why a Regular Check-In Matters

Here''s the thing most people don''t realise: many sexually transmitted infections (STIs) cause no symptoms at all, sometimes for a long time. You can feel completely fine and still have something that''s worth treating. Regular checkups help you:

Catch infections early, when treatment is usually simpler and quicker.
Protect your partners, since you can''t pass on what you know you don''t have.
Keep prevention up to date, like vaccines, birth control and medication such as PrEP.
Ask the questions you''ve been quietly googling at midnight.

And honestly? A negative result is its own reward. Peace of mind is a perfectly good reason to book.

What Usually Happens at a Checkup

The conversation

Your provider will ask about your sexual health: the kinds of sex you have, the genders of your partners, whether you use condoms or other protection, any past STIs, and whether pregnancy is something you''re trying for or trying to avoid. These questions can feel personal, but they exist for one reason: to choose the right tests for you. Providers hear every kind of answer, every day. Being open means you don''t end up with tests you don''t need, or miss one you do.

The tests

Depending on that conversation, you might be offered:

A urine sample, often used for chlamydia and gonorrhea.
Swabs from the throat, rectum or vagina, because infections can live where you have contact, not only where you pee from.
A blood draw for things like HIV, syphilis and hepatitis.
A quick physical look if you''ve noticed a bump, sore or change.
Cervical screening if you have a cervix: Pap and/or HPV testing every 3-5 years, depending on your age and history.

If you want to know what each test actually looks for, our guide to the different types of tests breaks it down.

The extras

A checkup is also a great time to update vaccines (HPV, hepatitis B and hepatitis A are common ones), review your birth control, and ask whether PrEP makes sense for you. See how PrEP works if that''s on your mind.

How Often Should You Test?

There''s no one-size-fits-all answer, but a simple rule of thumb based on your current situation looks like this:

Lower risk (for example, one long-term partner and you''ve both tested): test annually.
Moderate risk (a new partner, a few partners, or condoms used sometimes but not always): test every 6 months.
Higher risk (multiple or frequently changing partners, a partner with a known STI, or you''re taking PrEP): test every 3 months. If you''re on PrEP, HIV testing every 3 months is part of staying on it.

Life happens between scheduled visits, too. After unprotected contact or a condom that broke, plan to get tested within 2 weeks, and keep window periods in mind so you retest if needed. If you''re worried about HIV exposure, don''t wait for your next checkup: PEP needs to be started within 72 hours, so reach out to a clinic or urgent care right away. For a deeper dive, see testing schedule best practices.

Age-Group Recommendations

Your risk depends far more on what you do than on your birthday, but a few patterns are worth knowing:

Younger adults (18 and up): Routine yearly screening for chlamydia and gonorrhea is often recommended, especially if you have a cervix, even when everything feels fine. If you missed the HPV vaccine earlier, ask about catching up. People who start the series before 15 get 2 doses; starting later means 3 doses.
Adults in mid-life: New relationships after a breakup or divorce are common, and testing guidance follows your partners, not your age. Keep up with cervical screening every 3-5 years and ask whether you''re protected against hepatitis B.
Later in life: STIs don''t retire when you do. Menopause can bring dryness that makes small tears more likely (lube is your friend), and many people start dating again. Keep testing based on your current partners.
Everyone: Public health agencies recommend that every adult get an HIV test at least once as part of routine care, and more often if your risk is higher.

Questions Worth Asking Your Provider

Bring a list (your phone''s notes app is perfect). A few ideas:

"Based on what I''ve told you, which tests do you recommend today, and why?"
"Do I need throat or rectal swabs as well as a urine test?"
"Am I up to date on HPV and hepatitis B vaccines?"
"Would PrEP or Doxy-PEP make sense for me?"
"How and when will I get my results?" (Lab results often take 2-7 business days.)
"If something comes back positive, what happens next?"

If talking about this stuff feels awkward, our guide to communication skills has phrases you can borrow for both partners and providers.

Making It Easy on Yourself

Anchor it to something you already remember, like your birthday or the start of a new season, and set a calendar reminder.
Jot down the basics beforehand: the date of your last test, any symptoms, medications, and roughly when you last had a new partner. Preparing for your testing visit has a full checklist.
Use at-home testing between visits. Candor''s kit (awaiting FDA approval, with launch expected in Q4 2025) is designed to check 6 conditions (gonorrhea, chlamydia, Mycoplasma, trichomonas, BV and yeast) from a urine sample and a cartridge, with results in 15 minutes. It doesn''t replace a full checkup, since it doesn''t look for HIV, syphilis, herpes or hepatitis, but it can fill the gaps. If that sounds useful, you can see early-bird pricing.

Big Takeaway

A sexual health checkup is routine care, not a confession. Test annually if your risk is low, every 6 months if it''s moderate, and every 3 months if it''s higher or you''re on PrEP. Be honest about the sex you have so you get the right tests, use the visit to update vaccines and screenings, and put the next one in your calendar before you leave. Future you will be grateful.', 'sexual-health-basics', array['checkups','testing','prevention']::text[], array['annual checkup','sexual health checkup','STI screening','Pap test','HPV test','how often to test','wellness visit','routine testing']::text[], false, 5),
  ('birth-control-methods', 'birth-control-methods', 'Birth Control Methods, Explained', 'Hormonal, non-hormonal, long-acting and emergency options side by side', 'Compare hormonal, non-hormonal, long-acting, permanent and emergency birth control in plain language. Learn which methods also protect against STIs, what to ask your provider, and how to pair contraception with safer sex.', 'Birth control isn''t one thing. It''s a whole menu, and the "best" option is simply the one that fits your body, your health history, your relationships and how you actually live. Some people want something they never have to think about; others want something hormone-free or something they control moment to moment. This guide lays out the main options so you can walk into a conversation with your provider already knowing what you''d like to ask.

One quick but important point before we begin: condoms are the only birth control method that also lowers the risk of STIs. Everything else on this list prevents pregnancy only, so many people pair a method with condoms or regular testing.

Hormonal Methods

These use hormones to prevent ovulation, thicken cervical mucus, or both. Many people also like their side benefits, such as lighter or more predictable periods.

The pill: taken daily. It works well when taken consistently, and missed pills are the main reason it fails.
The patch: worn on the skin and changed on a regular schedule.
The ring: a small flexible ring you place in the vagina yourself and replace on a schedule.
The shot: an injection from a provider every few months.
The implant: a tiny rod placed under the skin of the upper arm. It lasts for years and is among the most effective methods available.
Hormonal IUD: a small T-shaped device placed in the uterus by a provider. It also lasts for years, and some people find their periods get much lighter.

Side effects vary a lot from person to person, things like spotting, mood changes, headaches or changes in sex drive. If a method doesn''t agree with you, that isn''t a failure; there''s usually another one to try. Your provider will explain how to use whichever method you choose and when it starts working.

Non-Hormonal Methods

Copper IUD: hormone-free, placed by a provider, and effective for years. Some people notice heavier periods, especially at first.
External condoms: worn on the penis. Cheap, easy to find, and they protect against many STIs. See the condom guide for how to use them well.
Internal condoms: placed inside the vagina or anus. Also protect against STIs and give the receiving partner more control.
Diaphragm or cervical cap: a barrier you place over the cervix before sex, used with spermicide.
Spermicide and vaginal gels: used alone they''re less reliable, so they''re often paired with another method.
Fertility awareness: tracking your cycle to avoid sex or use a barrier on fertile days. It takes practice and works best with regular cycles and good tracking habits.
Withdrawal: pulling out before ejaculation. Better than nothing, but it''s easy to get the timing wrong, so it''s usually best as a backup rather than a plan.

Long-Acting and Permanent Options

If you want something you can set and forget, long-acting reversible contraception (IUDs and the implant) is worth a look. Once placed, there''s nothing to remember, and fertility usually returns soon after removal.

If you''re certain you don''t want future pregnancies, permanent options include vasectomy for people with testicles and tubal procedures for people with fallopian tubes. Vasectomy is usually a quick outpatient procedure. Both are meant to be permanent, so take your time deciding.

Emergency Contraception

Condom broke? Missed a few pills? Things happen, and there''s a plan for it. Emergency contraception (EC) can prevent pregnancy after sex, and depending on the type, it''s meant to be used within 72-120 hours. The sooner you use it, the better.

EC pills: some are available without a prescription at pharmacies; others need one. A pharmacist or provider will tell you which one fits your timing and how to take it.
Copper IUD: placed by a provider, it can work as emergency contraception and then keep working as ongoing birth control.

EC doesn''t protect against STIs. If the situation that led to it involved unprotected sex with a partner whose status you don''t know, plan to get tested within 2 weeks, and ask about PEP if HIV exposure is possible, since PEP needs to start within 72 hours.

How to Choose What Fits You

Ask yourself a few honest questions:

How much do I want to think about it? Daily, weekly, monthly, every few months, or hardly ever?
How do I feel about hormones? Some people love the side benefits; others prefer to avoid them.
Do I want to be pregnant in the future, and roughly when?
Do I need STI protection too? If you have new or multiple partners, condoms plus another method is a solid combo.
What''s my health history? Some conditions, such as certain migraines, blood clotting problems or smoking, can rule out methods containing estrogen. Your provider will go through this with you.

Questions to Ask Your Provider

"Which methods are safe for me given my health history and medications?"
"What side effects are common, and how long should I give it before deciding it''s not for me?"
"How do I switch methods if I change my mind?"
"Which methods are covered by my insurance?"
"What should I do if I forget a dose or something goes wrong?"

Birth Control Is a Team Sport

Whoever is using the method, contraception works best when partners talk about it. Share what you''re using, decide together whether you''ll also use condoms, and split the costs and the mental load where you can. If that conversation feels tricky, our communication skills guide can help you get started.

And since most methods don''t prevent STIs, regular testing is a great companion to any birth control plan. Candor''s at-home kit (awaiting FDA approval, launch expected Q4 2025) checks 6 conditions from a urine sample and a cartridge in 15 minutes. You can see how it works and early-bird pricing.

Big Takeaway

There are more birth control options than most people realise, and there''s no single right answer, only the right fit for you right now. Hormonal, hormone-free, long-acting or permanent, each has trade-offs worth talking through with a provider. Remember that only condoms also lower STI risk, emergency contraception works within 72-120 hours depending on the type, and it''s completely okay to switch methods as your life changes.', 'sexual-health-basics', array['contraception','birth control','prevention']::text[], array['birth control','contraception','IUD','implant','the pill','emergency contraception','condoms','vasectomy','hormonal','non-hormonal']::text[], false, 5),
  ('building-trust-transparency', 'building-trust-transparency', 'Building Trust and Transparency', 'Honest agreements, shared testing habits and repairing things when they wobble', 'Learn how to create clear relationship agreements, share testing results, talk about changes, and rebuild trust after a breach. Inclusive of monogamous, open and polyamorous relationships, with practical check-in ideas and phrases.', 'Trust isn''t built in one big moment. It''s built in lots of small ones: sharing your test results without being asked, mentioning a change before it becomes a surprise, keeping the agreements you made. When it comes to sexual health, transparency is what lets both of you relax and enjoy each other. This guide covers how to build that kind of trust, whatever your relationship looks like, and how to rebuild it if things go sideways.

What Transparency Looks Like in Practice

Transparency doesn''t mean sharing every detail of your past. It means sharing what affects your partner''s health and choices. In practice, that often includes:

Your testing habits: when you last tested, what you tested for, and your results.
Any diagnoses, current or long-term, and how you''re managing them.
Your protection choices, like condoms, PrEP, vaccines or birth control.
Changes that matter, such as a new partner, a condom that broke, or a possible exposure.

The goal is simple: no one should be making decisions about their body with missing information.

Make Your Agreements Explicit

A lot of hurt comes from assumptions. One person thinks you''re exclusive; the other thinks you''re just seeing how it goes. Talking openly about your agreements prevents that.

Questions to discuss

Are we exclusive, open, polyamorous, or still figuring it out?
If either of us has sex with someone else, what protection do we use, and do we tell each other? Before or after?
When do we stop using condoms with each other, if ever? (Many couples choose to do this only after both have tested.)
How often will we test, and will we share results?
What happens if someone breaks an agreement?

There''s no right structure. Monogamy, open relationships and polyamory can all be healthy when everyone involved is honest and consenting. What matters is that the agreement is clear and actually agreed on, not assumed.

Revisit them

Agreements aren''t set in stone. Life changes, feelings change, and it''s healthy to check in. Try a regular relationship "check-in" where you talk about what''s working, what isn''t, and whether anything needs updating.

Share Test Results as a Habit

Making testing a shared routine takes a lot of pressure off. Some ideas:

Test on the same schedule. Annually if you''re both lower risk, every 6 months for moderate risk, every 3 months for higher risk or if either of you is on PrEP. See testing schedule best practices.
Share results proactively. "Just got my results back, all negative. When''s yours due?"
Make it a ritual. Test the same week, then go for dinner. It turns a chore into something you do together.
Keep it at-home friendly. Candor''s kit (awaiting FDA approval, launch expected Q4 2025) is designed to check 6 conditions from a urine sample in 15 minutes, which could make testing at home together easy. See the early-bird offer.

In open or polyamorous relationships, sharing test results across your wider network, with everyone''s consent, helps everyone stay informed.

When Something Changes

Here''s the moment where trust is truly built: when something happens that you''d rather not talk about.

A condom broke or came off. Tell your partner soon. Talk about testing within 2 weeks, and if HIV exposure is possible, remember PEP needs to start within 72 hours.
You had sex outside your agreement. This is hard, but telling your partner lets them protect their health and decide how they feel. Hiding it usually hurts more in the long run.
You got a positive result. Share it, make a plan together, and lean on our disclosure guidelines for help.

A phrase that helps: "This isn''t easy to say, but you deserve to know, and I want us to handle it together."

Responding When Your Partner Shares Something Hard

How you react shapes whether they''ll feel safe being honest next time.

Thank them for telling you, even if you''re upset.
Focus on the practical first: testing, treatment, protection.
Take time for the emotional part. It''s okay to say, "I need some time to process this."
Avoid punishing honesty. If every disclosure leads to a blow-up, people learn to hide things.

Rebuilding Trust After a Breach

If trust has been broken, repairing it takes time and effort from both of you.

Full honesty about what happened, with answers to reasonable questions.
Accountability, meaning owning the impact without excuses or blame-shifting.
Concrete changes, like updated agreements, more regular check-ins, or testing before resuming sex without condoms.
Consistency over time. Trust comes back through many kept promises, not one big apology.
Outside support if you''re stuck. A couples therapist can help you work through it; our couple counseling resources explain how to find one.

It''s also okay to decide the relationship isn''t right for you anymore. Rebuilding trust is a choice, not an obligation.

Signs of a Healthy, Transparent Relationship

You can bring up testing without it feeling like an accusation.
You both follow through on the agreements you''ve made.
Hard news is met with care, not punishment.
You can say no, change your mind, or renegotiate without fear.

If instead you notice controlling behaviour, threats or pressure around sex or testing, that''s not a trust problem to fix with more honesty. It''s a safety concern. Reach out to someone you trust, and in an emergency, call 911.

Big Takeaway

Trust around sexual health grows from small, consistent acts of honesty: clear agreements, shared testing habits, and speaking up quickly when something changes. Make your agreements explicit, revisit them often, treat test results as something you share, and respond to hard news with care. Whether you''re monogamous, open or somewhere in between, transparency keeps everyone safer and makes the connection stronger.', 'relationship-health', array['relationships','trust','communication']::text[], array['trust','transparency','honesty','relationship agreements','monogamy','open relationship','polyamory','sharing test results','rebuilding trust','check-ins']::text[], false, 5),
  ('communication-skills', 'communication-skills', 'Communication Skills for Sexual Health', 'How to talk about sex, consent, boundaries and testing without the cringe', 'Build everyday communication skills for your sexual health: consent that keeps going, clear boundaries, listening well, and asking for what you need. Includes ready-to-use phrases for partners and healthcare providers.', 'Good sex and good sexual health have the same secret ingredient: talking. Not giant, dramatic talks, but lots of small, honest ones about what you like, what you don''t, how you protect each other, and when you last got tested. The good news is that communication is a skill, not a personality trait. You can get better at it with practice, and this guide gives you the tools and the words to start.

Consent Is a Conversation, Not a Checkbox

Consent is the foundation of every sexual interaction. It means everyone involved is freely and enthusiastically agreeing to what''s happening. A few things to keep in mind:

It''s ongoing. A yes to one thing isn''t a yes to everything, and a yes earlier isn''t a yes forever.
It can be withdrawn at any time. Anyone can change their mind, even halfway through, and that''s respected without sulking or pressure.
It has to be freely given. Pressure, guilt, or someone being too drunk or high to decide clearly means there''s no real consent.
It can be sexy. "Do you like this?" and "Want me to keep going?" are both consent check-ins and great ways to connect.

If you''re not sure whether someone is into it, pause and ask. A quick check-in is always better than a guess.

Know Your Own Boundaries First

It''s hard to communicate what you haven''t figured out yet. Before a new relationship or a new experience, take a moment to think about:

What feels good and what''s off the table for you.
What protection you want to use (condoms, dental dams, PrEP, regular testing).
What you need to know about a partner before having sex, such as their recent test results.
What you''re comfortable sharing about your own history.

Boundaries aren''t walls. They''re information that helps the people you''re with treat you well.

Tools That Make Hard Talks Easier

Use "I" statements

"I" statements keep the focus on your feelings and needs rather than on blame. Compare:

"You never want to use condoms." (feels like an accusation)
"I feel more relaxed when we use condoms, and it helps me enjoy things more." (feels like an invitation)

Listen to understand

When your partner talks, try to really hear them instead of planning your reply. Reflect back what you heard ("So it sounds like you''re nervous about getting tested because of what happened last time?") and ask open questions ("How do you feel about that?"). People soften when they feel heard.

Pick a good moment

Talking about testing right before clothes come off puts everyone on the spot. A walk, a car ride or a relaxed evening at home usually works better. Side-by-side conversations can feel less intense than face-to-face ones.

Keep it simple and normal

The more casually you talk about sexual health, the more normal it becomes. Treat testing like any other health habit, because it is one.

Phrases You Can Borrow

Sometimes the hardest part is the first sentence. Steal any of these:

Bringing up testing: "Before we get more physical, I''d love for us both to get tested. I went recently, and I''m happy to share my results."
Asking about protection: "What do you usually use for protection? I like to use condoms, at least until we''ve both tested."
Stating a boundary: "I''m into this, but I''m not ready for that yet. Can we stick with what we''re doing?"
Checking in: "How are you feeling? Want to keep going, slow down, or take a break?"
After sex: "I really enjoyed that. Was there anything you''d like more or less of next time?"

For more detailed scripts for first conversations with a new partner, see starting sexual health conversations.

When a Conversation Gets Tense

Not every talk goes smoothly, and that''s okay. If things get heated:

Slow down. Take a breath, lower your voice, and say something like "I want to understand you. Can we try that again?"
Name the feeling. "I can tell this is stressful for you" goes a long way.
Take a pause if you need to. "Let''s come back to this tomorrow" is a valid option, as long as you actually come back to it.
Hold your boundaries. If someone pushes back on something that matters to your health or safety, you don''t have to give in. Someone who respects you will respect your limits.

If a partner repeatedly ignores your boundaries or pressures you, that''s a red flag worth taking seriously. If you ever feel unsafe, call 911 in an emergency, and if you''re in crisis, you can call or text 988 any time.

Talking With Healthcare Providers

Communication skills aren''t just for partners. Your provider can only help with what they know about. Try:

"I''d like a full STI screening. What do you recommend based on the sex I have?"
"I have oral and anal sex, so can we include throat and rectal tests?"
"I''ve noticed a change and I''m a bit embarrassed, but I want to get it checked."
"Can you explain that in simpler terms?"

Being upfront helps your provider choose the right tests. Our guide on preparing for your testing visit has more tips.

Practice Makes It Easier

Like any skill, this gets easier with repetition. Start small: share your testing plans with a friend, practise your opening line out loud, or write down what you want to say. The first conversation might feel clunky. The fifth will feel almost normal. And when testing is part of the conversation, an at-home option can make "let''s both test" feel simpler. You can learn about Candor''s kit here.

Big Takeaway

Talking about sex isn''t a mood-killer. It''s what makes sex feel safe, connected and fun. Treat consent as an ongoing conversation, know your boundaries before you share them, use "I" statements and genuine listening, and keep testing talk casual and routine. The more you practise, the more natural it becomes, for you and for the people you''re with.', 'sexual-health-basics', array['communication','consent','relationships']::text[], array['communication','consent','boundaries','talking to partners','active listening','I statements','talking to your doctor','sexual health conversations']::text[], false, 5),
  ('condom-use-guide', 'condom-use-guide', 'Condoms, Start to Finish', 'Choosing, using and storing them with confidence', 'Learn the difference between external and internal condoms, latex and non-latex materials, and which lubes are safe with each. Includes step-by-step use, storage tips, what to do if a condom breaks, and easy ways to bring condoms up with a partner.', 'Condoms are one of the simplest, cheapest and most widely available tools you have for protecting yourself and your partners. They lower the chance of passing on many sexually transmitted infections (STIs) and of pregnancy, they need no prescription, and they work for every kind of body and relationship. This guide walks you through choosing, using and storing them, so that putting one on feels like a normal part of sex rather than an awkward pause.

Why Condoms Still Matter

Even with newer options like PrEP and vaccines, condoms remain the only everyday method that helps protect against a wide range of infections and pregnancy at the same time. PrEP protects against HIV but not against chlamydia, gonorrhea or syphilis. Vaccines cover HPV and hepatitis, but not bacterial infections. Condoms fill those gaps, which is why they sit at the centre of most prevention plans.

They aren''t perfect. Infections that spread through skin-to-skin contact, such as herpes and HPV, can still pass from areas a condom doesn''t cover. But used correctly and consistently, condoms cut your risk a lot, and they pair well with regular testing.

Types and Materials

External condoms

These are the ones most people picture: a thin sheath rolled onto an erect penis or a sex toy.

Latex is the most common and widely tested material. It''s stretchy, affordable and protects against STIs and pregnancy.
Polyisoprene is a synthetic rubber that feels a lot like latex and is a good choice if you have a latex sensitivity (check with your provider if you have a true latex allergy).
Polyurethane is a thin plastic. It transfers body heat well and suits people with latex allergies, though it''s a little less stretchy, so fit matters.
Lambskin (natural membrane) condoms can help prevent pregnancy, but they have tiny pores that let viruses through. They are not recommended for STI protection.

Internal condoms

Internal condoms are soft, loose pouches with a flexible ring at each end. They go inside the vagina or anus and can be put in ahead of time, so you don''t have to stop in the moment. They''re usually made of nitrile or polyurethane, so they''re latex-free, and they give a bit of extra coverage to the outer skin.

Dental dams and oral sex

A dental dam is a thin square of latex or polyurethane placed over the vulva or anus during oral sex. No dam handy? You can cut an external condom lengthwise to make one. Flavoured condoms are designed for oral sex on a penis and can make the experience more pleasant.

Finding Your Fit

A condom that''s too tight is more likely to break, and one that''s too loose can slip off. Most brands come in snug, standard and larger fits, and some list width on the box. It''s completely normal to try a few before you find a favourite. Think of it like shoes: the right fit feels comfortable and stays put. Textured, ultra-thin and extra-lubricated options are all fine; what matters most is that you''ll actually want to use it.

Using an External Condom

Check the wrapper. Make sure it isn''t torn or brittle and that the expiry date hasn''t passed. Squeeze it gently; you should feel a little air cushion.
Open carefully. Tear along the edge with your fingers, not your teeth or scissors.
Find the right side. The rim should be on the outside so it rolls down easily, like a little hat.
Pinch the tip. Leave a small space at the tip, squeezing out the air, to make room for fluid.
Roll it all the way down to the base of the erect penis or toy.
Add lube to the outside if you like. More lube means less friction and fewer breaks.
Afterwards, hold the rim at the base while pulling out, before the erection goes away. Slide it off away from your partner, wrap it in a tissue and put it in the bin (not the toilet).
Use a fresh one every time, including when you switch between anal, vaginal or oral sex, or between partners or toys.

Using an Internal Condom

Squeeze the inner ring and insert it like a tampon or menstrual cup, pushing it as far as it comfortably goes. The outer ring stays outside the body. During sex, guide your partner''s penis or toy into the pouch so it doesn''t slip to the side. To remove it, twist the outer ring to keep fluids inside and pull gently. Never use an internal and external condom together; the friction can tear both.

Lube: Your Condom''s Best Friend

Water-based lube is safe with every condom material and easy to clean up.
Silicone-based lube is long-lasting, great for anal sex and safe with latex (but avoid it with silicone toys).
Oil-based products, like lotion, coconut oil or petroleum jelly, weaken latex and polyisoprene and can make them break. Only use them with polyurethane or nitrile.

Storing Condoms

Keep condoms somewhere cool, dry and out of direct sunlight, like a drawer or a bedside box. Heat and friction damage them, so a wallet or a hot car is not a good long-term home. Check the expiry date now and then, and toss any that look sticky, dry or discoloured.

If a Condom Breaks or Slips

It happens, and it doesn''t mean anyone did anything wrong. Take a breath and then think about next steps:

Pregnancy: emergency contraception works best when used soon; depending on the type, it''s an option within 72-120 hours. A pharmacist or provider can help you choose.
HIV: if there''s a chance of HIV exposure, ask a clinic or emergency department about PEP right away. It must be started within 72 hours.
Bacterial STIs: some people can use Doxy-PEP after sex, within 72 hours. Ask your provider whether it''s right for you.
Testing: plan an STI test within 2 weeks, and follow up later for infections with longer window periods (see types of tests and window periods).

Bringing Condoms Up With a Partner

Talking about condoms is easier when you treat it as care rather than suspicion. A few lines that work:

"I''ve got condoms and lube in the drawer. I always use them, it helps me relax."
"Want to pick a brand together? I''m trying out a new one."
"I''m into this. Let''s grab a condom first."

If a partner pushes back, you''re allowed to hold the line. For more ideas, see our guide to starting sexual health conversations.

Big Takeaway

Condoms are a simple, low-cost way to protect yourself and the people you''re with. Pick a material and fit you like, pair it with the right lube, store it well and use a fresh one every time. Back it up with regular testing, and if something goes wrong, act quickly and without blame. Protection works best when it''s a habit, not a hassle.', 'prevention-protection', array['prevention','condoms','safer sex']::text[], array['condoms','barrier methods','external condom','internal condom','latex-free condoms','lube','dental dam','condom broke','condom size']::text[], false, 6),
  ('couple-counseling-resources', 'couple-counseling-resources', 'Couple Counseling Resources', 'When to get support, what kind of help exists, and how to find the right fit', 'Learn when couples counseling or sex therapy can help with things like an STI diagnosis, trust issues or mismatched desires. Find out what types of support exist, what to ask a therapist, what the first session is like, and where to search for qualified professionals.', 'Every relationship hits rough patches. Sometimes it''s a diagnosis that shakes things up, sometimes it''s a broken agreement, and sometimes it''s a slow drift where you just can''t seem to talk about sex without it turning into a fight. Reaching out for professional support isn''t a sign that your relationship is failing. It''s a sign you care enough to invest in it. This guide explains when counseling can help, what kinds exist, and how to find someone who''s a good fit for you both.

When Counseling Can Help

Couples counseling isn''t only for relationships in crisis. People seek support for all kinds of reasons, including:

An STI diagnosis in one or both partners, and the feelings, questions or blame that can come with it.
Trust issues, such as an agreement that was broken or secrets that came out.
Communication that keeps going in circles, especially around sex, testing or protection.
Mismatched desire or changes in your sex life.
Opening up a relationship, or navigating one that''s already open or polyamorous.
Big life changes, like moving in together, having a baby, illness or loss.
Anxiety or shame about sex that''s affecting intimacy.

If you''re wondering whether it''s "bad enough" to get help, that''s often a sign it would be worthwhile. Earlier is usually easier.

Types of Support

Couples or relationship therapists

Licensed therapists who specialise in relationships help you understand your patterns, communicate more effectively and work through conflict. Many are marriage and family therapists, but you don''t need to be married to see one.

Sex therapists

Sex therapists are licensed mental health professionals with extra training in sexual concerns, such as desire, pain, performance worries, or adjusting your sex life after a diagnosis. Sessions are talk-based.

Individual therapy

Sometimes one partner needs space to work through shame, anxiety or past experiences alone. Individual therapy can support a relationship too, and many people do both.

Support groups

Groups for people living with herpes, HIV or other conditions can be a huge comfort, for you and sometimes for partners. ASHA has information and links to community support. Our guide to living with STIs has more ideas.

Online and telehealth therapy

Video sessions can make counseling easier to fit into busy lives, more private, and more accessible if you live far from specialists. Many therapists offer them.

Where to Find a Counselor

These well-known directories let you search by location, specialty, insurance and approach:

Psychology Today''s therapist finder: filter for couples counseling, sex therapy, LGBTQ+-affirming care and more.
AAMFT: the professional association for marriage and family therapists, with information about what they do and how to find one.
AASECT: the professional association for sexuality educators, counselors and therapists, useful for finding a certified sex therapist.
ASHA: trustworthy sexual health information and support resources.

You can also ask your primary care provider or sexual health clinic for referrals, and check your insurance plan''s list of covered mental health providers.

Finding the Right Fit

A good therapist is one you both feel comfortable with. It''s completely okay to "shop around." Questions to ask in an initial call:

"Do you have experience with couples dealing with STI diagnoses or sexual health concerns?"
"Are you affirming of LGBTQ+ people and non-monogamous relationships?"
"What''s your approach to couples work?"
"Do you offer video sessions?"
"What are your fees, and do you accept our insurance or offer a sliding scale?"

Pay attention to how you feel after the conversation. Did you feel heard? Respected? Not judged? That matters more than any credential.

What to Expect From the First Session

Getting to know you. The therapist will ask about your relationship, what brought you in, and what you hope will change.
Space for both voices. A good couples therapist doesn''t take sides. They''ll make sure each of you gets heard.
Confidentiality. What you share stays private, within the legal and safety limits your therapist will explain.
Some homework. You might get small exercises to try, like a weekly check-in or a new way to bring up hard topics.

It can take a few sessions before things start to feel different. That''s normal.

A Note on Safety

Couples counseling is not the right tool when there''s abuse, violence, threats or coercion in a relationship, including pressure around sex or testing. In those situations, individual support is safer. The National Domestic Violence Hotline offers confidential help and can talk through options. If you''re in immediate danger, call 911.

If you or your partner are in emotional crisis or having thoughts of self-harm, call or text 988, chat through the 988 Lifeline, or text HOME to 741741.

Things You Can Do Together Right Now

While you look for a counselor, a few small steps can help:

Schedule a low-pressure weekly check-in to talk about how things are going.
Practise "I" statements and active listening. Our communication skills guide shows you how.
Revisit your relationship agreements with the help of building trust and transparency.
Take the guesswork out of sexual health by testing regularly, perhaps together. An at-home kit like Candor''s, coming after FDA approval, can make that simpler. Learn more.

Big Takeaway

Asking for help is a strength, not a failure. Couples counseling, sex therapy, individual therapy and support groups can all help you work through diagnoses, trust issues and communication struggles. Use trusted directories to find a qualified, affirming professional, don''t be afraid to shop around, and put safety first: if there''s abuse or crisis, reach out for individual and emergency support right away.', 'relationship-health', array['relationships','counseling','support']::text[], array['couples counseling','couples therapy','sex therapist','relationship therapist','find a therapist','LGBTQ affirming therapy','online therapy','relationship support']::text[], false, 5),
  ('debunking-misconceptions', 'debunking-misconceptions', 'Nine STI Myths, Debunked', 'Common misconceptions about sexual health, and what the science actually says', 'From ''you''d know if you had an STI'' to ''toilet seats spread infections'', myths keep people from testing and talking openly. This guide states nine common misconceptions and replaces each with what the evidence actually shows, plus what to do with that knowledge.', 'Myths about sexually transmitted infections stick around because they''re repeated in jokes, whispered in locker rooms and passed along online. Some make people panic over things that carry no risk; others make people feel safe when a quick test would be wiser. Either way, they get in the way of good care. Below are nine of the most common misconceptions, each stated plainly and then set straight.

Myth: "You''d know if you had an STI."

The facts: Many STIs cause no symptoms at all, often for a long time. Chlamydia, gonorrhea, trichomoniasis, HPV, herpes and HIV can all be present without any sign. Someone can feel completely healthy, have no visible sores and still carry an infection they could pass on.

What to do: Don''t wait for symptoms. Testing on a regular schedule is the only way to know. See testing schedule best practices to find the rhythm that fits you.

Myth: "Only people with lots of partners get STIs."

The facts: It takes a single encounter with someone who has an infection. People in long-term relationships, people who''ve only had one partner and people who rarely have sex can all get STIs. Having more partners can raise the odds, but an STI says nothing about someone''s character or choices.

What to do: Base your testing on your actual situation, not on a label. A new partner, whatever your history, is a good reason to test.

Myth: "Oral sex is completely safe."

The facts: Oral sex carries a lower risk for some infections, but gonorrhea, chlamydia, syphilis, herpes and HPV can all spread through the mouth and throat. Throat infections are often silent.

What to do: Condoms on a penis and dental dams on a vulva or anus reduce the risk. If you have oral sex, ask your provider whether a throat swab makes sense at your next test.

Myth: "Condoms protect against everything."

The facts: Condoms are excellent at reducing infections that spread through fluids, like HIV, chlamydia and gonorrhea. But infections that spread skin-to-skin, including herpes, HPV and syphilis, can pass from areas a condom doesn''t cover.

What to do: Keep using condoms; they''re a strong tool. Add vaccines for HPV and hepatitis, regular testing and open conversations. The prevention plan guide shows how the layers fit together.

Myth: "You can catch an STI from a toilet seat."

The facts: The germs that cause STIs don''t survive well outside the body and need direct contact with mucous membranes or skin to spread. You won''t get an STI from toilet seats, swimming pools, hot tubs, towels in normal use, hugs or sharing a glass.

What to do: Relax about the bathroom. Focus your energy on the things that actually matter: sexual contact, shared toys and shared needles.

Myth: "Getting tested means you''ve done something wrong."

The facts: Testing is routine health care, like a dental check-up or a blood pressure reading. Health organisations recommend regular STI testing for sexually active adults, whether or not they have symptoms or a new partner. Providers test people every day and aren''t there to judge.

What to do: Treat testing as self-care. If it helps, say at your appointment: "I''d just like a routine STI screen." Our guide to the psychology of stigma explores why this myth feels so sticky.

Myth: "An STI diagnosis means someone cheated."

The facts: Because many infections are silent, a person can carry one for a long time, even from a relationship that ended long ago, before it''s found. A positive result tells you about an infection, not about anyone''s faithfulness.

What to do: Talk about results with curiosity rather than accusation. Focus on treatment and testing for both of you. Disclosure guidelines can help with the conversation.

Myth: "Once you''ve been treated, you''re immune."

The facts: Having had chlamydia, gonorrhea, syphilis or trichomoniasis doesn''t protect you from getting it again. Reinfection is common, especially if a partner wasn''t treated at the same time.

What to do: Make sure partners are treated too, wait until your provider says treatment is complete before having sex again, and retest about 3 months after treatment.

Myth: "An STI means your sex life or love life is over."

The facts: Bacterial and parasitic STIs are usually curable. Viral infections are very manageable: herpes medication reduces outbreaks and transmission, hepatitis C can be cured in 8-12 weeks, and people living with HIV who take treatment and keep an undetectable viral load don''t pass HIV on through sex. Plenty of people with STIs date, have long relationships, have families and enjoy great sex lives.

What to do: Get the facts about your specific situation from a provider, lean on support, and remember you''re far from alone. Our guide to living with STIs has practical next steps.

Why Myths Matter

Myths aren''t harmless. When people believe they''d know if they had an infection, they skip testing. When they believe STIs only happen to "certain people", they feel ashamed and hide a diagnosis. When they believe a positive result proves cheating, relationships can be hurt for no reason. Replacing myths with facts is one of the most effective ways to protect everyone''s health.

Spotting the Next Myth

New misconceptions pop up all the time. Before you believe or share a claim, ask a few questions:

Does it come from a recognised health organisation?
Does it rely on fear, shame or a scary story?
Does it promise something too good to be true, like a guaranteed cure?
Is someone selling something attached to it?

When in doubt, check our list of trusted educational materials or ask a provider.

Big Takeaway

Most STI myths boil down to the same mistakes: thinking you''d notice an infection, thinking it only happens to other people, or treating a diagnosis as a verdict on someone''s character. The facts are kinder and more useful. STIs are common, often silent, easy to test for and treatable or manageable. Test regularly, talk openly and let facts, not fear, steer your choices.', 'myths-vs-facts', array['myths','facts','STI basics']::text[], array['STI myths','misconceptions','myths vs facts','can you get an STI from oral sex','toilet seat STI','asymptomatic STI','reinfection','condom myths']::text[], true, 5),
  ('disclosure-guidelines', 'disclosure-guidelines', 'Disclosure Guidelines', 'How to tell partners about an STI with honesty, care and confidence', 'Learn when and how to tell partners about an STI diagnosis, whether it''s a curable infection or a long-term one. Includes scripts, anonymous partner notification options, how to handle reactions, and how to respond when someone discloses to you.', 'Telling someone you have an STI can feel like one of the hardest conversations there is. Your heart pounds, you rehearse it a dozen ways, and you imagine the worst reaction. But disclosure is really an act of care: it gives your partners what they need to look after their health. Most of the time it goes better than you fear. This guide covers who to tell, when, how, and what to do if you''d rather not do it face to face.

Why Disclosure Matters

It protects your partners. Many STIs have no symptoms, so they might not know unless you tell them.
It protects you. If a partner isn''t treated, you could be reinfected after your own treatment.
It builds trust. Honesty, even when it''s uncomfortable, is the foundation of any good relationship, short-term or long-term.

Keep in mind that laws about disclosure, especially for HIV, vary from place to place. If you have questions about your situation, a provider or local health department can point you to reliable information.

Who to Tell

Current partners

Tell them as soon as you can after your diagnosis, ideally before you have sex again. They''ll likely need to test and, for curable infections, get treated too.

Recent past partners

For curable infections like chlamydia, gonorrhea, trichomoniasis or syphilis, recent partners should be told so they can test and get treated. Your provider can help you figure out how far back to go for your specific infection.

Future partners

If you''re living with a long-term infection like herpes, HIV or hepatitis B, tell new partners before sex, so they can make an informed choice and you can plan protection together.

When to Tell

For a curable infection: soon after diagnosis, so partners can get care quickly.
For a long-term infection with a new partner: before things get physical, but it doesn''t have to be on the first date. Many people wait until they know they like someone and sex is on the horizon.
Choose a calm moment: private, sober, and with enough time to talk.

How to Tell: A Simple Approach

Prepare your facts. Know the basics about your infection, how it''s treated or managed, and how transmission can be reduced. Confidence is contagious.
Keep it simple and direct. You don''t need a long preamble.
Share the plan. Explain what you''re doing about it and what they might want to do.
Give them space. Let them ask questions, react, and take time if they need it.

Scripts You Can Use

For a curable infection, current partner: "I got my test results back and I tested positive for chlamydia. I''m starting treatment, and it''s very treatable. You''ll want to get tested and treated too, and we should hold off on sex until we''ve both finished. I''m sorry this is stressful. Do you have any questions?"

For a past partner, by message: "Hey, I wanted to let you know I recently tested positive for gonorrhea. You might want to get tested, since it often has no symptoms. Take care."

For a long-term infection, new partner: "Before we go further, there''s something I want to share, because I care about you and your health. I have herpes. It''s very common and I manage it with medication. There are ways we can lower the risk of passing it on, like avoiding sex during outbreaks and using condoms. How are you feeling about that?"

For HIV, new partner: "I want to be upfront with you: I''m living with HIV. I''m on treatment and my viral load is undetectable, which means I can''t pass it to you through sex. I''m happy to answer any questions."

If You Can''t or Don''t Want to Tell Someone Yourself

Sometimes telling a partner directly isn''t possible or safe. You have options:

Anonymous partner notification: many health departments and some online services can notify partners that they may have been exposed, without using your name.
Ask your provider for help. They can guide you, and in some places they can provide medication or a prescription for your partner, known as expedited partner therapy.
Partner notification through your care service. Candor plans to include partner notification as part of its kit services when it launches (awaiting FDA approval, launch expected Q4 2025).

If you''re worried about your safety, for example if a partner has been violent or controlling, your safety comes first. Talk to a provider or health department about anonymous options, and call 911 if you''re in immediate danger.

Handling Their Reaction

People react in all sorts of ways: relief, worry, anger, questions, silence. Some tips:

Stay calm and don''t get pulled into blame. STIs can be passed on without anyone knowing, and pinpointing who had it first is often impossible.
Share reliable information or point them to a provider. Our STI symptom guide and understanding test results can help.
Give them time. A first reaction isn''t always a final one.
Know your worth. If someone responds with cruelty, that reflects on them, not you.

When Someone Discloses to You

If a partner shares a diagnosis with you, recognise the courage that took.

Thank them for being honest.
Ask questions respectfully: "How do you manage it? What can we do to lower the risk?"
Get tested if you''ve been intimate, and plan protection together.
Take time to decide what you want. It''s okay to need a day.

Looking After Yourself

Disclosure can stir up a lot of feelings. Lean on friends you trust, a therapist, or a support group. Our guide to living with STIs has more on the emotional side. If you''re in crisis, call or text 988.

And after treatment, keep testing regularly and retest about 3 months after treatment to make sure you haven''t been reinfected. An at-home option like Candor''s planned kit can make that easier; see the details here.

Big Takeaway

Disclosure is an act of care, not a confession. Tell current and recent partners soon after a diagnosis, tell future partners before sex if you have a long-term infection, and keep it simple: the facts, your plan, and space for questions. If telling someone yourself isn''t safe or possible, anonymous partner notification is there for you. However they react, being honest means you did right by them and by yourself.', 'relationship-health', array['disclosure','relationships','partners']::text[], array['disclosure','telling a partner','STI diagnosis','partner notification','anonymous notification','herpes disclosure','HIV disclosure','scripts','expedited partner therapy']::text[], false, 5),
  ('educational-materials', 'educational-materials', 'Trusted Sexual Health Resources', 'Where to find reliable, evidence-based information beyond our library', 'When you want to go deeper, these organisations publish accurate, regularly updated sexual health information: the CDC, the WHO, Planned Parenthood, UNAIDS, the NIH, ASHA, HIV.gov, TheBody and AVAC. Learn what each is best for and how to judge any source you find.', 'Our Education Center is a great place to start, but sometimes you''ll want to dig deeper, look up something specific or read the original guidance that clinicians follow. The internet is full of sexual health information, and not all of it is accurate. This guide points you to organisations that are known for reliable, evidence-based material, explains what each is best for and gives you a simple way to judge any source you come across. Every link below opens the organisation''s own site in a new tab.

Public Health Agencies

Centers for Disease Control and Prevention (CDC)

The CDC''s STI pages are the go-to source in the United States for plain-language fact sheets on each infection, testing recommendations and the treatment guidelines that many providers use. Best for: checking how often to test, what a specific infection is and how it''s treated.

World Health Organization (WHO)

The WHO''s sexual health pages take a global view, covering sexual rights, STIs, contraception and wellbeing around the world. Best for: understanding sexual health as part of overall health, and international perspectives.

National Institutes of Health (NIH)

The NIH funds and publishes medical research, including work on HIV, herpes, HPV and vaccines. Its institutes offer patient-friendly summaries alongside research news. Best for: learning where the science is heading and reading about clinical trials.

Sexual Health Organisations

Planned Parenthood

Planned Parenthood is a family-planning organisation with clear, friendly articles on birth control, STIs, pregnancy options, consent and relationships, plus a way to find health centres. Best for: straightforward answers to everyday questions and finding affordable in-person care.

American Sexual Health Association (ASHA)

ASHA has focused on sexual health education for a very long time. It offers detailed information on STIs, herpes and HPV resources, and support for people navigating a diagnosis. Best for: in-depth, stigma-free explanations and emotional support resources.

HIV-Focused Resources

HIV.gov

HIV.gov is the U.S. government''s central hub for HIV information: basics, testing, prevention options like PrEP and PEP, treatment and finding services. Best for: practical HIV questions and locating testing or care.

UNAIDS

UNAIDS leads the global response to HIV. It publishes reports, campaigns and explainers on HIV prevention, treatment and human rights. Best for: the big picture of HIV worldwide and the fight against HIV stigma.

TheBody

TheBody is a long-running HIV community site with personal stories, news and advice written for and by people affected by HIV. Best for: lived experience, community voices and feeling less alone.

AVAC

AVAC is an advocacy organisation focused on HIV prevention research, including PrEP and new prevention options in development. Best for: understanding how prevention tools are tested and what''s coming next.

Which Resource for Which Question?

"How often should I get tested?" Start with the CDC, then our testing schedule guide.
"What birth control options do I have?" Planned Parenthood, and our guide to birth control methods.
"I just got a herpes diagnosis and feel overwhelmed." ASHA''s herpes resources, plus our guide to the psychology of stigma.
"Is PrEP right for me?" HIV.gov and AVAC, and our PrEP guide.
"I want to hear from people living with HIV." TheBody and UNAIDS.
"What does the latest research say?" The NIH.

How to Judge Any Source

You''ll come across plenty of sites that aren''t on this list. Before you trust one, run through these questions:

Who runs it? Look for a government agency, a university, a medical society or a recognised non-profit. Check the "About" page.
Is it reviewed? Reliable health content usually says who wrote or reviewed it and when it was last updated.
Does it cite evidence? Good sources link to research or official guidelines rather than anecdotes alone.
How does it make you feel? Content that relies on fear, shame or dramatic stories is usually trying to persuade rather than inform.
Is it selling something? Be cautious with "miracle cures" or products promising to prevent or cure STIs with no prescription.
Does it match other trusted sources? If a claim only appears on one site, treat it with healthy scepticism.

Getting the Most Out of What You Read

Read with a question in mind, so you don''t get lost in information overload.
Note down anything you want to ask a provider; our guide to preparing for your testing visit shows how to bring those questions along.
Remember that general information isn''t a diagnosis. Your provider can apply it to your situation.
Share good sources with friends and partners. Accurate information spreads kindness as well as facts.

Big Takeaway

You deserve sexual health information that''s accurate, up to date and free of judgement. Start with well-known public health organisations like the CDC, WHO, NIH, Planned Parenthood, ASHA, HIV.gov, UNAIDS, TheBody and AVAC, and use a quick source check for anything else. Pair what you learn with a conversation with a provider, and you''ll be making decisions from solid ground.', 'myths-vs-facts', array['resources','education','trusted sources']::text[], array['trusted sources','educational materials','CDC','WHO','Planned Parenthood','UNAIDS','NIH','ASHA','AVAC','HIV resources','reliable health information']::text[], false, 4),
  ('living-with-stis', 'living-with-stis', 'Living Well With an STI', 'Practical and emotional support for life after a diagnosis', 'A warm, practical guide to life with a long-term STI such as herpes, HIV, HPV or hepatitis B. Covers your feelings after a diagnosis, day-to-day health habits, dating and sex, telling partners, and where to find support.', 'Getting diagnosed with a long-term STI like herpes, HIV, HPV or hepatitis B can feel like the ground shifted under you. Maybe you''re scared, angry, embarrassed, or just numb. All of that is normal. What''s also true: these are common, manageable health conditions, and people with them date, have great sex, fall in love, have families and live full lives. This guide is about how to get there, physically and emotionally.

Your Feelings Are Valid (and They Change)

Right after a diagnosis, it''s common to feel a rush of emotions: shock, shame, worry about partners, or fear that no one will want you. Many people go through something like grief for a while. Here''s what tends to help:

Give it time. The first days often feel the heaviest. Most people find the intensity eases as they learn more and settle into a routine.
Separate the facts from the stigma. An STI is an infection, not a character flaw. It says nothing about how "clean," careful or lovable you are.
Talk to someone you trust, such as a friend, a provider, a therapist or a support group. Saying it out loud often shrinks it.
Notice the stories you tell yourself. If your inner voice sounds harsh, ask what you''d say to a friend in your position, then say that to yourself.

If you''re struggling a lot, feeling hopeless or thinking about hurting yourself, please reach out now: call or text 988, or text HOME to 741741. In an emergency, call 911. Our guide on the psychology of stigma goes deeper into the emotional side.

Looking After Your Health

Herpes

Know your triggers. Stress, illness, friction, sun exposure and hormonal changes can bring on outbreaks for some people.
Learn your early signs, like tingling, itching or burning, which often come before sores appear.
Ask about antiviral medication, either during outbreaks or taken daily to reduce them. Your provider will explain which approach fits you and how to take it.
Be gentle during outbreaks: loose clothing, keeping the area clean and dry, and resting when you can.

HIV

Stay connected to care. Regular appointments and lab work help keep you healthy.
Take your treatment consistently. It protects your immune system, and when your viral load stays undetectable, you won''t pass HIV to partners through sex.
Look after the whole you: sleep, food, movement and mental health all matter.

HPV

Keep up with cervical screening if you have a cervix. Pap and/or HPV testing every 3-5 years, or more often if your provider recommends it, catches cell changes early.
Know that the body often clears HPV on its own. Warts, if you have them, can be treated.

Hepatitis B

Keep regular check-ins so your provider can monitor your liver.
Ask about treatment if your provider recommends it.
Encourage partners and household members to get vaccinated.

For everyone

Keep testing for other STIs on a regular schedule. Having one infection doesn''t protect you from others, and some can make it easier to get or pass on a second one. Candor''s at-home kit (awaiting FDA approval, launch expected Q4 2025) is designed to check 6 common conditions from a urine sample in 15 minutes, which can make routine checks easier. See how it works.

Dating and Sex After a Diagnosis

Yes, you can still date. Yes, you can still have sex you enjoy. A few things make it easier:

Lower transmission risk with the tools available: treatment or suppressive medication, condoms and dental dams, avoiding sex during herpes outbreaks, and encouraging partners to consider vaccines or PrEP where relevant.
Choose when to share. You don''t owe your diagnosis to every match or first date, but tell partners before sex, so they can make an informed choice. That''s about respect, not confession.
Keep it matter-of-fact. How you share often shapes how it''s received. A calm, confident tone invites a calm response.
Expect a range of reactions. Many partners respond with kindness and questions. Some won''t, and that says more about their knowledge or fears than about you.

Our disclosure guidelines have scripts for these conversations, and building trust and transparency covers keeping honesty flowing in an ongoing relationship.

Handling Stigma and Tough Moments

Stigma around STIs is real, but it''s built on myths, not facts. Some ways to handle it:

Curate your circle. Spend more time with people who make you feel accepted.
Be choosy about what you read online. Forums can be supportive, but they can also amplify fear. Reliable sources like ASHA and HIV.gov help.
Set boundaries with anyone who jokes or judges. "That''s not funny to me" is a full sentence.
Remember how common this is. Many people are living with the same thing; they''re just not talking about it.

Finding Support

Support groups, in person or online, connect you with people who truly get it. ASHA has information and links to community resources.
Therapists who are knowledgeable about sexual health can help you work through shame, anxiety or relationship worries. Our couple counseling resources list ways to find one, for you alone or with a partner.
Your provider can answer medical questions and connect you with local services.

Big Takeaway

A long-term STI is a health condition, not a life sentence or a label. With treatment, regular care and a few smart habits, you can keep yourself healthy and protect partners. Let yourself feel what you feel, lean on people and resources that support you, share your status with partners before sex in a way that feels right to you, and keep testing for other infections. You still get to have a full, connected, joyful life, including your sex life.', 'understanding-stis', array['support','wellbeing','STIs']::text[], array['living with herpes','living with HIV','HPV','hepatitis B','dating with an STI','outbreaks','stigma','support groups','undetectable']::text[], false, 5),
  ('prep-guide', 'prep-guide', 'PrEP, Explained Simply', 'How HIV prevention medication works, who it''s for and how to start', 'PrEP is medication that lowers the chance of getting HIV for people who may be exposed. This guide covers how it works, who might benefit, what starting and staying on it looks like, how it differs from PEP, and how to talk to a provider about it.', 'PrEP, short for pre-exposure prophylaxis, is medication that people take before possible contact with HIV to keep the virus from taking hold. It''s one of the most effective prevention tools available, and it''s meant for ordinary people with ordinary sex lives. If you''ve wondered whether PrEP is for you, or you''re not sure how to bring it up with a provider, this guide covers the basics in plain language.

What PrEP Is and How It Works

When HIV enters the body, it needs to copy itself inside certain immune cells to set up an infection. PrEP medication builds up in your body and blocks that copying step, so the virus can''t get a foothold. Taken as prescribed, it lowers the chance of getting HIV through sex or shared injection equipment dramatically.

A few things PrEP doesn''t do:

It doesn''t protect against other STIs such as chlamydia, gonorrhea, syphilis or herpes.
It doesn''t prevent pregnancy.
It doesn''t work right away. It takes some time to reach protective levels, and your provider will tell you when you''re covered.

That''s why many people pair PrEP with condoms and a regular testing routine.

Who Might Consider PrEP

PrEP isn''t about who you are; it''s about what''s going on in your life. You might talk to a provider about it if any of these sound familiar:

You have a partner living with HIV, especially if their viral load isn''t known to be undetectable.
You have sex with more than one partner, or with partners whose status you don''t know.
You don''t always use condoms, or condoms are hard to negotiate in your relationships.
You''ve had a bacterial STI recently.
You''ve used PEP (emergency HIV medication) before, or more than once.
You share needles or other injection equipment.

PrEP is for people of every gender and sexual orientation. Wanting it doesn''t say anything about your character; it says you''re planning ahead.

The Forms PrEP Comes In

PrEP is available as pills and, for some people, as a long-acting injection given at a clinic. The right choice depends on your health, your routine and what you can realistically stick with. Your provider will help you choose and will tell you exactly how to take it. Please don''t start, stop or change how you take PrEP without talking to them first, because protection depends on using it as directed.

Getting Started

Starting PrEP usually looks like this:

A conversation. You can simply say, "I''d like to talk about PrEP." You don''t need to justify it or share more than you''re comfortable with.
An HIV test. PrEP is only for people who are HIV-negative, so you''ll be tested first.
Some baseline labs. Your provider may check your kidney function, hepatitis status and other STIs.
A prescription and a plan. You''ll go over how to take it, what side effects to watch for and when to come back.

You can get PrEP from a primary care provider, a sexual health clinic, many community health centres and telehealth services. Many insurance plans cover it, and assistance programmes exist for people without coverage, so ask about costs up front.

Staying on PrEP

PrEP comes with regular check-ins. You''ll have an HIV test every 3 months, along with screening for other STIs and any lab work your provider recommends. That rhythm matches the testing schedule many people with multiple partners follow anyway: see testing schedule best practices.

Some people notice mild side effects when they start, such as an upset stomach or headache, which often settle down on their own. Tell your provider about anything that bothers you or doesn''t go away. Set reminders, keep refills on your radar and let your provider know if your life changes, for example if you start a monogamous relationship or want to switch forms.

PrEP vs. PEP

They sound alike but do different jobs:

PrEP is taken before possible exposure, as an ongoing routine.
PEP (post-exposure prophylaxis) is an emergency course started after a possible exposure, such as a condom break with a partner whose status is unknown, or sexual assault. It must be started within 72 hours, and sooner is better. Go to an emergency department, urgent care or sexual health clinic and say, "I need PEP."

If you find yourself needing PEP more than once, that''s a great moment to ask about PrEP.

PrEP and Doxy-PEP

Doxy-PEP is a different tool: an antibiotic taken after sex, within a 72-hour window, to lower the chance of some bacterial STIs like syphilis, chlamydia and gonorrhea. It doesn''t protect against HIV. Some people on PrEP also use Doxy-PEP, particularly if they''ve had a bacterial STI before. Ask your provider whether it makes sense for you; they''ll explain how and when to take it.

Letting Go of PrEP Stigma

Some people still treat PrEP as a sign of recklessness. The truth is the opposite: choosing PrEP means you''re taking your health and your partners'' health seriously. If someone judges you for it, that says more about their misinformation than about you. Our guide on the psychology of stigma has more on handling those moments.

Questions to Ask Your Provider

"Which form of PrEP fits my routine best?"
"How long until I''m protected, and what do I do if I miss a dose?"
"What will my check-ins involve and how often?"
"What does it cost with my insurance, and are there assistance programmes?"
"Would Doxy-PEP or any vaccines make sense for me too?"

Big Takeaway

PrEP is a safe, highly effective way to prevent HIV for anyone who might be exposed. It works best as part of a bigger routine: regular HIV testing every 3 months, STI screening, condoms for extra coverage and open conversations with partners. If it sounds like it could fit your life, you deserve to ask about it without shame.', 'prevention-protection', array['prevention','HIV','PrEP','medication']::text[], array['PrEP','pre-exposure prophylaxis','HIV prevention','PEP','Doxy-PEP','HIV medication','HIV testing','prevention pill']::text[], false, 5),
  ('preparing-for-your-testing-visit', 'preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'What to bring, what to say and how to make the appointment easy', 'A little preparation makes an STI testing visit quicker and calmer. This guide covers choosing where to test, timing around window periods, what to bring, how to describe your sexual history, scripts for asking for the right tests, questions about cost and privacy, and a handy checklist.', 'Booking an STI test is already a win. A bit of preparation beforehand makes the visit itself smoother: you''ll get the right tests, spend less time trying to remember dates and leave with your questions answered. This guide covers everything to sort out before you go, with scripts you can use word for word if you like.

Choose Where to Test

You''ve got options, and the best one is whichever you''ll actually use:

Sexual health clinics specialise in testing, are usually very non-judgemental and often offer low-cost or free services.
Your primary care provider already knows your health history and can combine testing with other care.
Family planning centres such as Planned Parenthood offer testing alongside contraception and other services.
Telehealth services can order tests for you to take at a local lab.
At-home kits let you test privately. The Candor kit, pending FDA approval with launch expected in Q4 2025, is designed to check 6 conditions from a urine sample and a cartridge in 15 minutes; HIV, syphilis, herpes and hepatitis still need a clinic or lab.

You can search for nearby testing on the CDC''s testing locator.

Time It Well

Mind the window periods. If you''re testing after a specific encounter, a test within 2 weeks is a good start, and some infections need a later follow-up. For example, HIV tests have a window of about 10-33 days and syphilis about 3-6 weeks. See types of tests and window periods.
Possible HIV exposure? Don''t wait for an appointment. Ask about PEP immediately; it must be started within 72 hours.
Urine test? Many clinics prefer that you haven''t peed for a while beforehand. Ask when you book how long to wait.
Periods: you can usually still test during your period. If you''re having a swab or pelvic exam and would rather reschedule, just ask.
Antibiotics: if you''ve recently taken antibiotics, mention it; it can affect some results and timing.

What to Bring

a photo ID and your insurance card, if you''re using insurance
a list of medications you take, including PrEP, birth control and supplements
your vaccine history for HPV and hepatitis, if you have it
the dates of your last test and any recent STI treatment
a rough timeline of recent partners or encounters (more on that below)
your questions, written down on your phone or a piece of paper
a support person, if that would help you feel comfortable

Prepare Your Sexual History

Providers ask about your sexual history to choose the right tests, not to judge. Jotting down a few notes beforehand saves you from blanking in the moment:

When did you last have sex, and when was your last test?
Roughly how many partners have you had since then, and of what genders?
What kinds of sex have you had: oral, vaginal, anal, shared toys?
How often do you use condoms or other barriers?
Has a partner told you they have an STI?
Have you noticed any symptoms, and when did they start?

You don''t need exact numbers or a perfect memory. "A few partners since my last test, mostly with condoms" is plenty.

What to Say

If you''re not sure how to start, try one of these:

"I''d like a full STI screening, please."
"I had a condom break with a new partner recently, and I''d like to get tested."
"A partner told me they tested positive for chlamydia. Can I be tested and treated?"
"I have oral and anal sex, so I''d like throat and rectal swabs as well."
"I''ve noticed some burning when I pee, and I want to get it checked."
"I''m interested in PrEP. Can we talk about that too?"

Questions to Ask

"Which infections are you testing for, and which aren''t included?"
"How and when will I get my results?"
"If something comes back positive, what happens next?"
"Am I due for any vaccines, like HPV or hepatitis B?"
"Should I test again later because of a window period?"

Cost and Privacy

Ask about cost when you book. Many insurance plans cover STI screening as preventive care, and many clinics offer sliding-scale or free testing.
If you''re on someone else''s insurance, ask whether an explanation of benefits will be mailed to the policyholder, and whether confidential options exist.
Ask how results are shared, so you know whether to expect a call, a text or a portal message.

Managing Nerves

Feeling anxious is normal. A few things help:

Remind yourself that testing is routine care. Providers see people like you all day.
Bring headphones, a friend or something to focus on in the waiting room.
Tell the staff if you''re nervous about needles or exams; they can slow down and explain each step.
Plan something kind for yourself afterwards.

Our what to expect during testing guide walks through the visit step by step, and communication skills can help you speak up.

Your Pre-Visit Checklist

I''ve picked a place to test and booked a time.
I''ve checked window periods for any recent encounter.
I know whether I need to hold off peeing before a urine test.
I have my ID, insurance card and medication list ready.
I''ve noted my recent sexual history and any symptoms.
I''ve written down my questions.
I know how I''ll get my results.

Big Takeaway

Preparing for a testing visit takes only a few minutes: choose where to go, time it around window periods, bring your ID, medication list and notes, and have a couple of phrases ready to ask for exactly what you need. Lab results usually arrive in 2-7 business days. Then set a reminder for your next routine test, and give yourself credit for looking after your health.', 'when-to-get-tested', array['testing','preparation','appointments']::text[], array['prepare for STI test','testing appointment','what to bring','what to say to doctor','STI test cost','confidential testing','test preparation','checklist']::text[], false, 5),
  ('prevention-plan-guide', 'prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Testing, vaccines, barriers and medication, combined in a way that fits your life', 'A good prevention plan layers several tools: a testing routine, vaccination, barrier methods and medication such as PrEP and Doxy-PEP, based on an honest look at your own risk. This guide walks you through each layer, shares example plans and ends with a checklist you can use today.', 'There''s no single "right" way to protect your sexual health. What works for someone in a long-term monogamous relationship looks different from what works for someone dating several people or exploring something new. A prevention plan is simply your own combination of tools, chosen on purpose instead of by chance. This guide helps you build one in a few calm steps, without judgement and without scare tactics.

Start With an Honest Risk Check

Risk assessment sounds clinical, but it''s really just asking yourself a few questions and answering them truthfully. Nobody else needs to see your answers.

How many partners have I had recently, and do I expect that to change?
Do I know my partners'' testing status, and do they know mine?
What kinds of sex do I have (oral, vaginal, anal, shared toys)?
How often do I use condoms or other barriers, honestly?
Have I had an STI before, or been treated for one recently?
Am I vaccinated against HPV and hepatitis B?
Are there situations, like alcohol or other substances, where my plans tend to slip?

There are no bad answers here. The point is to see where a little extra protection would help most. Your needs can change with a new relationship, a breakup or a move, so plan to revisit these questions now and then.

Layer: A Testing Routine

Testing is the backbone of any plan, because many infections have no symptoms. Common guidance looks like this:

Lower risk (for example, one long-term partner and both tested): test annually.
Moderate risk (for example, a new partner or occasional condom gaps): test every 6 months.
Higher risk (multiple partners, a partner with an STI, or using PrEP): test every 3 months.

Test outside your schedule too: after a new partner, after a condom breaks, or if you notice symptoms. After unprotected contact, plan a test within 2 weeks, then follow up later for infections with longer window periods. If you''re treated for an STI, retest about 3 months afterwards. Our testing schedule guide goes deeper.

Layer: Vaccination

Vaccines are protection you set up once and carry with you. The main ones for sexual health are HPV, hepatitis B, hepatitis A and, for some people, mpox. Check your records and ask your provider what you''re due for. See the vaccination guide for details.

Layer: Barrier Methods

External condoms, internal condoms and dental dams lower the chance of passing on many infections and, where relevant, prevent pregnancy. They''re most effective when they''re always within reach, so keep some where you have sex and in your bag. The condom guide covers types, fit and lube.

Layer: Medication

Medication can add strong protection against specific infections:

PrEP lowers the chance of getting HIV for people who may be exposed. It comes with an HIV test every 3 months. Learn more in our PrEP guide.
PEP is emergency HIV medication after a possible exposure. It must be started within 72 hours.
Doxy-PEP is an antibiotic taken after sex, within a 72-hour window, to lower the chance of some bacterial STIs. It''s recommended for some people, especially those who''ve had a bacterial STI recently.
Emergency contraception can prevent pregnancy after unprotected vaginal sex, within 72-120 hours depending on the type.

Your provider will decide with you which medications fit and will tell you how to take them.

Layer: Communication

Every tool above works better when you and your partners talk. That means sharing when you last tested, agreeing on condoms or other methods, and letting each other know if something changes. Scripts and tips are in starting sexual health conversations.

Example Plans

These are illustrations, not prescriptions. Mix and match what fits you.

Exclusive and both tested

Alex and their partner have been together for a while, tested together before dropping condoms, and agreed to tell each other if anything changes. Their plan: annual testing, HPV and hepatitis B vaccines up to date, condoms on hand in case things change, and an honest check-in if either of them has a new partner.

Dating again

Sam recently left a long relationship and is meeting new people. Their plan: condoms for every partner, testing every 6 months plus after any new partner, a quick vaccine check with their provider, and a go-to line for bringing up testing before sex.

Multiple partners, on PrEP

Jordan has several partners and uses PrEP. Their plan: HIV and STI testing every 3 months with PrEP check-ins, condoms for extra coverage against other STIs, a conversation with their provider about Doxy-PEP, and the mpox vaccine if it''s recommended.

Trying to avoid pregnancy too

Riley has a partner with whom pregnancy is possible. Their plan: a reliable birth control method plus condoms for STI protection, emergency contraception as a backup, and testing on a schedule that matches their relationship. See birth control methods for options.

Your Prevention Plan Checklist

I''ve answered the risk-check questions honestly.
I know how often I should test, and I''ve put my next test date in my calendar.
I know when to test outside my schedule.
I''ve checked my HPV and hepatitis vaccine status.
I keep condoms, internal condoms or dental dams and compatible lube within easy reach.
I''ve asked a provider whether PrEP or Doxy-PEP makes sense for me.
I know where to go for PEP or emergency contraception if I ever need them.
I''ve talked with my partner or partners about testing and protection.
I have a plan for revisiting all of this when my life changes.

Big Takeaway

A prevention plan is about layers, not perfection. An honest risk check, a steady testing routine, up-to-date vaccines, barriers you''ll actually use and medication where it fits add up to strong protection. When life changes, update the plan. And once it launches, our at-home kit is designed to slot right into that routine.', 'prevention-protection', array['prevention','planning','risk reduction']::text[], array['prevention plan','risk assessment','safer sex plan','testing routine','PrEP','Doxy-PEP','vaccines','condoms','checklist','risk reduction']::text[], true, 5),
  ('psychology-of-stigma', 'psychology-of-stigma', 'The Psychology of STI Stigma', 'Why shame sticks, how it affects your health and how to let it go', 'Stigma around STIs is a bigger barrier to care than most infections themselves. Learn how public stigma and self-stigma work, how they keep people from testing and disclosing, practical ways to reframe shame after a diagnosis, and where to find crisis lines, therapists and supportive communities.', 'For many people, the hardest part of an STI isn''t the infection. It''s the feeling that comes with it: embarrassment, fear of being judged, the worry that you''re somehow "less than". That feeling has a name, stigma, and it''s powerful enough to keep people from testing, from telling partners and from getting care. The good news is that stigma is learned, which means it can be unlearned. This guide explains how it works and what you can do about it.

What Stigma Actually Is

Stigma is a set of negative beliefs attached to a characteristic, in this case having or possibly having an STI. Psychologists often describe a few layers:

Public stigma: the attitudes out in the world, like jokes, assumptions that people with STIs are "dirty" or careless, or the idea that an infection says something about your morals.
Self-stigma: when you absorb those attitudes and turn them on yourself, thinking things like "I''m disgusting" or "nobody will want me now".
Anticipated stigma: the fear of how others will react, which can be just as painful as an actual reaction.
Structural stigma: the way systems reflect those attitudes, such as clinics that feel unwelcoming or sex education that skips over STIs entirely.

Where It Comes From

STI stigma grows from a mix of history, culture and misinformation. Infections connected to sex have long been framed as punishment or as a sign of bad character. Language plays a part too: calling someone who tested negative "clean" quietly implies that anyone with an infection is dirty. Add in myths, like the idea that you''d always know if you had an STI or that only certain people get them, and it''s easy to see why shame takes root. Our guide to debunking misconceptions tackles many of those myths.

How Stigma Affects Your Health

Stigma isn''t just uncomfortable; it changes behaviour in ways that harm health:

Avoiding testing: people put off testing because they''re scared of what it might say about them.
Staying silent: fear of rejection makes disclosure to partners feel impossible, so partners miss the chance to get tested and treated.
Delaying treatment: shame can lead people to ignore symptoms or skip follow-up care.
Mental health strain: self-stigma is linked to anxiety, low mood, isolation and avoiding intimacy altogether.

In other words, stigma can do more damage than many infections, most of which are treatable or manageable.

Recognising Self-Stigma

Notice if thoughts like these show up:

"I should have known better. This is my fault."
"I''m damaged goods now."
"If anyone finds out, they''ll think I''m disgusting."
"I don''t deserve a relationship anymore."

These thoughts feel true, but they''re echoes of public stigma, not facts about you. Catching them is the first step to loosening their grip.

Ways to Reframe and Cope

Name it. Say to yourself, "This is stigma talking." Labelling a thought gives you distance from it.
Check the facts. STIs are common, often silent and usually treatable or manageable. Getting one is a health event, not a character flaw.
Talk to yourself like a friend. What would you say to someone you love in your situation? Say that to yourself.
Change your words. Swap "clean" for "tested negative", and "dirty" for nothing at all. Language shapes how you feel.
Take one practical step. Booking treatment, reading about your diagnosis or telling one trusted person can shift you from panic to action.
Give it time. Early feelings after a diagnosis are often the most intense. Many people find the weight lifts as they learn more and talk it through.

Talking to Partners Without Shame

Disclosure is easier when you approach it as sharing health information rather than confessing. Choose a calm moment, keep it simple and have facts ready. You might say: "I want to share something about my health because I care about you. I recently tested positive for herpes. It''s very common and manageable, and here''s what I''m doing about it." Their first reaction may not be their last. See our disclosure guidelines for more scripts, and living with STIs for day-to-day tips.

When You Need Support Right Now

If shame or worry feels overwhelming, or you''re having thoughts of harming yourself, please reach out. You deserve support, and you don''t have to go through this alone.

Call 988: call the 988 Suicide & Crisis Lifeline any time, day or night.
Chat online: chat with the 988 Lifeline if talking out loud feels like too much.
Text: text HOME to 741741 to reach the Crisis Text Line.
Emergencies: if you or someone else is in immediate danger, call 911 or your local emergency number.

Finding Ongoing Support

Therapists: Psychology Today''s therapist finder lets you filter by location, insurance and specialty, including sexual health and LGBTQ+ affirming care. Open Path Collective connects people with lower-cost therapy.
Sexual health support: ASHA offers stigma-free information on STIs, along with herpes resources and support group listings you can find through its site.
Mental health communities: NAMI offers education, helplines and peer support groups.
LGBTQ+ support: The Trevor Project provides support and community for LGBTQ+ young people.
Couples: if stigma is straining a relationship, our couple counselling resources can help you find a counsellor.

Helping to Reduce Stigma

You can help change the culture, one conversation at a time: use neutral language, treat testing as normal, respond kindly when someone discloses, and share accurate information. Every time you talk about sexual health without shame, you make it easier for someone else to get tested.

Big Takeaway

STI stigma is learned, and it can be unlearned. It shows up as public judgement, self-blame and fear, and it keeps people from the care they deserve. Name it when you notice it, check the facts, talk to yourself with kindness and lean on support when you need it. If things feel like too much, reach out to 988 by phone or chat, or text 741741. Having an STI is a health matter, never a measure of your worth.', 'sexual-health-basics', array['mental health','stigma','support']::text[], array['STI stigma','shame','self-stigma','mental health','herpes diagnosis','support groups','therapy','crisis line','988','coping']::text[], false, 5),
  ('science-based-sti-info', 'science-based-sti-info', 'STIs, by the Science', 'What sexually transmitted infections are, how they spread and how they''re found and treated', 'STIs are caused by bacteria, viruses and parasites, and many of them have no symptoms. This science-based overview explains the main types, how each spreads, how tests detect them and which are curable or manageable, so you can separate facts from fear.', 'There''s a lot of noise out there about sexually transmitted infections, from half-remembered school lessons to scary posts online. The science is actually much calmer. STIs are ordinary infections caused by ordinary germs. Most are easy to test for, many are curable, and the rest can be managed well with modern care. This guide lays out what researchers and clinicians know, so you can make decisions from facts rather than fear.

What an STI Actually Is

A sexually transmitted infection is any infection that can pass from one person to another during sexual contact, whether that''s oral, vaginal or anal sex, genital skin-to-skin contact or shared sex toys. You may also hear "STD" (sexually transmitted disease). Many clinicians prefer "infection", because you can carry and pass on an infection without ever developing disease or symptoms.

STIs come from bacteria, viruses or parasites, and the type of germ shapes almost everything about it: how it spreads, how it''s tested for and how it''s treated.

Bacterial STIs

Bacteria are single-celled organisms. Bacterial STIs are usually curable with antibiotics.

Chlamydia often causes no symptoms at all. When it does, it may bring unusual discharge or burning when peeing. Left untreated, it can lead to pelvic inflammatory disease and fertility problems.
Gonorrhea can infect the genitals, rectum and throat. It, too, is often silent. Some strains have become resistant to certain antibiotics, which is one reason follow-up testing matters.
Syphilis moves through stages, starting with a painless sore that''s easy to miss. It''s curable, and early treatment prevents the serious complications of later stages.
Mycoplasma genitalium is less well known but can cause symptoms similar to chlamydia. It''s treatable, though it sometimes needs a specific approach.

Because reinfection is common, guidance recommends retesting about 3 months after treatment for a bacterial STI.

Parasitic STIs

Trichomoniasis ("trich") is caused by a tiny parasite. It can cause itching, irritation and changes in discharge, though many people notice nothing. It''s curable with prescription medication, and partners usually need treatment too.

Viral STIs

Viruses live inside your cells, so they behave differently. Some can be cured; others stay in the body but can be managed very well.

HIV attacks the immune system. There''s no cure yet, but treatment lets people live long, healthy lives, and someone whose viral load is undetectable doesn''t pass HIV on through sex. PrEP and PEP help prevent it.
Herpes (HSV) causes sores or blisters in some people and nothing noticeable in many others. It stays in the body, but antiviral medication can reduce outbreaks and lower the chance of passing it on.
HPV is very common and usually clears on its own. Some types cause warts and some can lead to cancer, which is why vaccination and cervical screening matter.
Hepatitis B can be short-term or long-term and affects the liver. A vaccine prevents it, and treatment helps manage chronic infection.
Hepatitis C spreads mostly through blood, occasionally through sex. Modern treatment cures it in 8-12 weeks for most people.

Conditions That Aren''t Strictly STIs

Bacterial vaginosis (BV) and yeast infections come from an imbalance of organisms that normally live in the body. They aren''t classic STIs, but sex can influence them, their symptoms overlap with STIs, and both are easily treated. That''s why many sexual health tests, including the Candor kit, check for them alongside STIs.

Why Symptoms Aren''t a Reliable Guide

One of the most important scientific facts about STIs is that many infections cause no symptoms at all, sometimes for a long time. That means:

You can''t tell whether you or a partner has an STI by looking or feeling.
Someone can pass on an infection without knowing they have it.
Regular testing is the only reliable way to know your status.

When symptoms do appear, they can include unusual discharge, burning when you pee, sores, bumps, itching, pelvic pain or bleeding between periods. Any of these is a good reason to get checked, but their absence isn''t proof of anything. The STI symptom guide has more.

How STIs Spread

Through fluids: semen, vaginal fluids, rectal fluids and blood can carry HIV, hepatitis B, chlamydia, gonorrhea and trichomoniasis.
Through skin-to-skin contact: herpes, HPV, syphilis and mpox can spread from skin or sores, including areas a condom doesn''t cover.
Not through everyday contact: STIs don''t spread through hugging, sharing cups, toilet seats or swimming pools. Our myth-busting guide tackles more of these.

How Testing Works

Tests look for the germ itself (its genetic material or proteins) or for your body''s response to it (antibodies). Depending on the infection, that means a urine sample, a swab or a blood draw. Every test has a window period: the time after exposure before it can reliably detect an infection. For example, HIV tests have a window of about 10-33 days depending on the type, and syphilis about 3-6 weeks. The guide to types of tests covers every window in detail.

Reading Health Information Critically

When you come across a claim about STIs, ask: Who published it? Are they a recognised health organisation? Do they cite evidence? Is it trying to sell you something by making you scared? Trusted sources like the CDC, the WHO and the NIH update their guidance as the science evolves. Our list of educational materials points you to reliable places.

Big Takeaway

STIs are common, well understood and, in most cases, easy to test for and treat. Bacterial and parasitic infections are usually curable, viral infections can be prevented or managed well, and symptoms alone can''t tell you your status. Let science, not stigma, guide you: test regularly, use the prevention tools that fit your life and talk to a provider when something feels off.', 'myths-vs-facts', array['STI basics','science','facts']::text[], array['STI facts','sexually transmitted infections','bacterial STIs','viral STIs','how STIs spread','asymptomatic infection','STI treatment','evidence-based']::text[], false, 5),
  ('sexual-anatomy-101', 'sexual-anatomy-101', 'Sexual Anatomy 101', 'A judgment-free tour of your body and why it matters for your health', 'A clear, inclusive guide to external and internal sexual anatomy for people of all bodies and genders. Learn the real names for things, what changes are worth noticing, and why anatomy matters when choosing STI tests.', 'A lot of us learned about our bodies from a rushed school lesson, a diagram with half the parts missing, and whatever the internet served up. No wonder so many adults feel unsure about what''s "normal" down there. This guide is a calm, no-giggles refresher. Knowing your anatomy makes it easier to notice changes, explain what''s going on to a provider, and pick the tests that actually fit your body.

A quick note before we start: bodies are wonderfully varied. Size, shape, colour, hair and symmetry differ from person to person, and that''s expected. Some people are intersex, and many trans and nonbinary people have anatomy that doesn''t match a textbook diagram, sometimes because of gender-affirming care. Use the sections that apply to you, and use the words that feel right for your own body.

The Vulva and Vagina

The vulva is everything on the outside. People often call it the vagina, but the vagina is actually internal. The vulva includes:

Outer and inner labia: folds of skin that protect the openings. Inner labia can be longer than the outer ones, uneven, or darker in colour, all of which is normal.
Clitoris: the visible tip (the glans) sits at the top where the inner labia meet, but most of the clitoris is internal, extending back along both sides. It exists purely for pleasure.
Urethral opening: a small opening where pee comes out, just below the clitoris.
Vaginal opening: below the urethral opening.

The vagina is a flexible, muscular canal that leads to the cervix, the lower end of the uterus. The ovaries and fallopian tubes sit higher up. The vagina cleans itself with discharge, which can change in amount and texture across a cycle. What matters is noticing a change from your usual, like a new smell, colour or itch.

The Penis, Scrotum and Prostate

Glans: the sensitive head of the penis, with the urethral opening at the tip.
Shaft: the length of the penis, which fills with blood during an erection.
Foreskin: a fold of skin covering the glans in people who aren''t circumcised. It retracts during erections and needs gentle washing underneath.
Scrotum and testicles: the scrotum holds the testicles, which make sperm and hormones. It''s common for one to hang lower than the other.
Prostate: a gland below the bladder that helps make semen. It can be stimulated through the rectum and is a source of pleasure for many people.

Things worth a closer look include a new bump, sore or rash, pain or a heavy feeling in the testicles, discharge from the urethra, or burning when you pee.

The Parts Everyone Has

Some anatomy is universal, and it matters for sexual health too:

Mouth and throat: oral sex can pass on infections like gonorrhea, chlamydia, syphilis and herpes.
Anus and rectum: the lining of the rectum is delicate, so lube and condoms make anal sex more comfortable and safer.
Skin: some infections, like herpes and HPV, spread through skin-to-skin contact, including areas a condom doesn''t cover.

Why Anatomy Matters for Testing

Here''s the practical part. An infection lives where the contact happened. A urine test mostly picks up infections in the urethra and genitals, so it can miss an infection in the throat or rectum. If you have oral or anal sex, ask your provider about throat or rectal swabs too. That''s not an awkward request; it''s a smart one.

Your anatomy also shapes routine screening:

If you have a cervix, you''ll want Pap and/or HPV screening every 3-5 years, depending on your age and history. This includes trans men and nonbinary people who have a cervix.
If you''ve had gender-affirming surgery, tell your provider what surgery you''ve had so they can pick the right sample sites. A good provider will ask respectfully and won''t make assumptions.
If you have a vagina, some common conditions, like bacterial vaginosis (BV) and yeast infections, aren''t STIs at all but can still cause discomfort. They''re worth testing for when something feels off.

Candor''s at-home kit (pending FDA approval, with launch expected in Q4 2025) uses a urine sample and a cartridge to check 6 conditions, including BV and yeast, with results in 15 minutes. You can read more about the kit, and for throat or rectal concerns, a clinic visit is still the way to go.

Getting to Know Your Own Body

You don''t need medical training to notice changes. A few low-effort habits help:

Take a look now and then. A hand mirror and good light are all you need to learn what your vulva or penis usually looks like.
Notice your normal. Know your usual discharge, smell and how things feel, so a change stands out.
Do a gentle testicular check in the shower now and then, feeling for new lumps or swelling.
Pay attention to pain. Pain during sex, when you pee, or in your lower belly is worth mentioning to a provider.

If you spot something new, try not to panic or self-diagnose from photos online. Plenty of harmless things, like ingrown hairs, skin tags or normal glands, can look alarming at first. Our STI symptom guide explains which signs are worth getting checked.

Talking About Your Body With a Provider

Using the right words helps you get the right care, but nobody will mind if you point and say "here." Some useful phrases:

"I''ve noticed a bump on my inner labia that wasn''t there before."
"It burns at the tip of my penis when I pee."
"I have anal sex, so I''d like a rectal swab as well."
"I''m trans, and here''s the anatomy I have now."

If you ever feel dismissed, it''s okay to ask for another provider. You deserve care that respects your body and your identity.

Big Takeaway

There''s no single "normal" body, but there is your normal, and knowing it is a quiet superpower. Learn the real names, pay attention to changes, and remember that infections show up where contact happens, so tell your provider which parts of your body are involved in the sex you have. That''s how you get tests and care that actually fit you.', 'sexual-health-basics', array['anatomy','basics','body literacy']::text[], array['anatomy','vulva','vagina','penis','cervix','prostate','intersex','body changes','self-exam']::text[], false, 5),
  ('starting-sexual-health-conversations', 'starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'How to bring up testing, protection and history with a partner, even the first time', 'Learn when and how to start a conversation about STI testing, protection and sexual history with a partner. Includes opening lines, ways to respond to different reactions, and ideas for making testing a shared habit.', 'You like this person. Things are heading somewhere. And there''s that little voice saying, "We should probably talk about testing," followed quickly by a louder voice saying, "But how do I bring that up without making it weird?" Good news: it''s much less weird than it feels in your head, and most people are relieved when someone else goes first. This guide gives you a simple plan and plenty of words to borrow.

Why the Conversation Is Worth It

Talking about sexual health before sex does a lot of quiet good:

It protects you both. Many STIs have no symptoms, so "I feel fine" isn''t the same as "I''m negative."
It builds trust early. Showing you care about their health, and yours, is genuinely attractive.
It makes sex more relaxed. Less wondering, more enjoying.
It sets the tone. If you can talk about testing, you can talk about what you like, what you don''t, and everything else.

Pick Your Moment

Timing is half the battle. Aim for:

Before things get physical, not in the middle of a make-out session when nobody is thinking clearly.
A relaxed, private setting, such as a walk, a drive, cooking together, or a quiet evening in.
When you''re both sober, or close to it, so the conversation actually sticks.

Texting is fine too, especially if it helps you feel calmer. Some people find it easier to open the topic by message and then continue in person.

A Simple Four-Part Plan

Open with care

Start by framing it as something you do because you care, not because you suspect anything. "I really like where this is going, and I want us both to feel good about it."

Go first

Share your own info before asking for theirs. It lowers the pressure and shows it''s a two-way street. "I got tested a little while ago and everything came back negative. I try to test regularly."

Ask, openly

Use open questions rather than yes/no interrogations. "When did you last get tested? What do you usually do for protection?"

Make a plan together

End with something practical. "Want to both get tested before we sleep together? We could even do it the same week." Then agree on protection in the meantime, such as condoms or dental dams.

Opening Lines You Can Steal

"Before things go further, can we talk about testing? I like to be on the same page."
"I just did my regular STI test. When was your last one?"
"Safer sex is important to me. What do you usually use for protection?"
"This might be a little awkward, but I''d rather be awkward than uninformed."
"I''m on PrEP and I test every 3 months. What does your routine look like?"
"Would you be up for testing together? It could be kind of a cute date, honestly."

Pick the one that sounds most like you, and tweak it until it feels natural.

What to Talk About

You don''t need to cover your entire history, but these topics are worth touching:

When each of you last tested and what you tested for.
Any current STIs or long-term ones, like herpes or HIV, and how they''re managed.
What protection you''ll use: condoms, dental dams, PrEP, vaccines, birth control.
Whether you''re seeing other people, and what that means for testing. It''s fine for the answer to be "yes"; what matters is honesty.

Handling Different Reactions

If they''re relieved: Great! Lots of people are glad someone brought it up. Keep the conversation going.

If they''re nervous or embarrassed: Reassure them. "No pressure. It''s just something I like to talk about with anyone I''m getting close to."

If they get defensive: Stay calm and avoid blame. "I''m not assuming anything about you. I''d ask this of anyone, and I''m happy to answer the same questions."

If they share a diagnosis: Thank them for trusting you, ask any questions respectfully, and take time to think if you need it. Our disclosure guidelines explain how to respond kindly.

If they refuse to talk about it or pressure you to skip protection: That''s useful information. You''re allowed to say, "Then I''m not comfortable going further right now." Your health is worth protecting.

Making Testing a Shared Habit

Once you''ve had the first talk, keep it going. Testing can become a normal part of your relationship, like a dentist appointment or an oil change. Common rhythms are annually for lower risk, every 6 months for moderate risk, and every 3 months for higher risk or on PrEP. See testing schedule best practices to find yours.

At-home testing can make "let''s both test" easier. Candor''s kit (awaiting FDA approval, with launch expected in Q4 2025) is designed to check 6 conditions from a urine sample and a cartridge with results in 15 minutes, so you could test on the same evening and talk about results together. Take a look at early-bird pricing if that sounds like your kind of date night.

Don''t Forget the Other Conversation

Partners aren''t the only people to talk to. Your provider needs to know about the sex you have to recommend the right tests. Our communication skills guide has phrases for that conversation too.

Big Takeaway

The first sexual health conversation is the hardest, and it gets easier every time. Pick a relaxed moment before things get physical, lead with care, share your own info first, ask open questions and end with a plan, like testing together. Whatever the reaction, you''ve shown that you take your health and theirs seriously, and that''s a great foundation for anything that comes next.', 'relationship-health', array['relationships','communication','testing']::text[], array['talking to a partner','STI conversation','asking about testing','new partner','sexual history','safer sex talk','conversation starters','testing together']::text[], true, 5),
  ('sti-symptom-guide', 'sti-symptom-guide', 'STI Symptom Guide', 'What different signs can mean, and why no symptoms doesn''t mean no infection', 'Learn the common signs of STIs and related conditions, from discharge and burning to sores and rashes, plus why many infections show no symptoms at all. Find out when to test, when to seek urgent care, and how to talk to a provider.', 'Noticed something new down there and now your search history is a little intense? Take a breath. Plenty of changes have simple, treatable explanations, and some aren''t STIs at all. This guide walks you through common symptoms and what they might point to, so you know when to test and what to tell a provider. It can''t diagnose you (only a test can do that), but it can help you take the next step calmly.

First, the Big Surprise: Most of the Time There Are No Symptoms

Many STIs, including chlamydia, gonorrhea, trichomoniasis, HPV, HIV and hepatitis, often cause no symptoms at all, sometimes for a long time. That''s why regular testing matters more than waiting for signs. Feeling fine is great news for your day, but it isn''t a test result.

So use this guide for two things: recognising when something is worth checking, and remembering that routine testing covers what symptoms can''t.

Common Symptoms and What They Can Mean

Unusual discharge

A change in discharge from the vagina, penis or anus, such as a new colour, smell, amount or texture, is one of the most common signs. It can be linked to:

Chlamydia or gonorrhea: discharge that''s cloudy, yellowish or greenish.
Trichomoniasis: discharge that may look frothy or have a strong smell, sometimes with itching.
Mycoplasma genitalium: often similar to chlamydia, with discharge or irritation.
Bacterial vaginosis (BV): thin, greyish-white discharge with a fishy smell that''s often stronger after sex. BV isn''t considered an STI, but sex can affect it.
Yeast infection: thick, white, cottage-cheese-like discharge, usually with itching. Also not an STI.

Burning or pain when you pee

This can come from chlamydia, gonorrhea, trichomoniasis or Mycoplasma, and also from a urinary tract infection. Same symptom, different causes, which is exactly why testing beats guessing.

Itching, redness or irritation

Yeast, BV, trichomoniasis and herpes can all cause itching or irritation. So can new soaps, lubes, tight clothing or shaving. If it sticks around or keeps coming back, get it checked.

Sores, blisters or bumps

Herpes: small, painful blisters or sores, sometimes with tingling or burning beforehand. A first outbreak can come with flu-like feelings.
Syphilis: often starts as a single, firm, painless sore that''s easy to miss, especially if it''s inside the body.
HPV: some types cause genital warts, which are soft, skin-coloured bumps that are usually painless.

Not every bump is an STI. Ingrown hairs, pimples and skin tags are common too. A provider can tell the difference.

Rashes

A rash on the body, sometimes including the palms of the hands or soles of the feet, can be a sign of syphilis in a later stage. It may not itch and can come and go.

Pain in the lower belly, pelvis or testicles

Untreated chlamydia, gonorrhea or Mycoplasma can spread and cause pelvic pain, pain during sex, or pain and swelling in the testicles. These deserve prompt attention.

Throat or rectal symptoms

Infections in the throat often cause no symptoms, or a sore throat that seems like a cold. Rectal infections can cause discharge, bleeding, itching or pain. If you have oral or anal sex, ask for throat or rectal tests, since a urine test alone may not find these.

Flu-like symptoms

Fever, tiredness, swollen glands and aches can show up early with HIV or with a first herpes outbreak. Hepatitis can cause tiredness, dark urine or yellowing of the skin or eyes. These signs are vague and have lots of other causes, so testing is the only way to know.

When to Get Care Quickly

Most symptoms can wait for a regular appointment or an at-home test, but some shouldn''t wait:

Severe pain in your belly or pelvis, especially with fever or vomiting.
Sudden, severe pain or swelling in a testicle.
Possible HIV exposure in the last few days: PEP must be started within 72 hours, so go to a clinic, urgent care or emergency department right away.

If it feels like an emergency, call 911. If you''re feeling overwhelmed or in crisis, you can call or text 988.

What to Do If You Notice Something

Don''t self-diagnose from photos. Lots of conditions look alike.
Avoid sex, or use condoms, until you know what''s going on, to protect your partners.
Skip douching or home remedies right before a test, since they can make results less reliable.
Get tested. After a specific exposure, aim to test within 2 weeks and keep window periods in mind. Our guide to types of tests and window periods explains the timing.
Write down what you''ve noticed: when it started, what it looks or feels like, and any recent partners or new products.

Candor''s at-home kit (awaiting FDA approval, launch expected Q4 2025) is designed to check 6 conditions that often cause discharge, itching or burning: gonorrhea, chlamydia, Mycoplasma, trichomoniasis, BV and yeast. It uses a urine sample and a cartridge and gives results in 15 minutes. For sores, rashes or blood tests such as HIV and syphilis, you''ll still need a provider. You can learn more about the kit here.

Talking to a Provider About Symptoms

You don''t need perfect words. Try something like:

"I''ve had a change in discharge for a few days, and it smells different than usual."
"It burns when I pee, and I had a new partner recently."
"I noticed a sore that doesn''t hurt. Can you check it and test for syphilis?"

Once you get results, our guide to understanding test results explains what they mean, and treatment options and timeline covers what comes next.

Big Takeaway

Symptoms are useful clues, but they''re unreliable narrators: the same sign can have different causes, and many STIs cause no signs at all. If something changes, get tested instead of guessing, seek care quickly for severe pain or a possible HIV exposure, and keep testing on a regular schedule even when you feel fine. Almost everything on this list is treatable or manageable, and finding out is always the first step.', 'understanding-stis', array['symptoms','STIs','testing']::text[], array['STI symptoms','discharge','burning when peeing','sores','rash','itching','no symptoms','chlamydia symptoms','gonorrhea symptoms','herpes symptoms']::text[], true, 5),
  ('testing-schedule-best-practices', 'testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'How often to test, when to test outside your routine and how to make it a habit', 'How often you should test depends on your situation: annually for lower risk, every 6 months for moderate risk and every 3 months for higher risk, multiple partners or PrEP. Learn when to test outside your routine, how window periods affect timing and simple ways to make testing a habit.', 'Getting tested for STIs works best as a routine rather than a reaction. When you test on a schedule, you catch silent infections early, you can share your status with partners confidently, and testing stops feeling like a big, anxious event. The right rhythm depends on your life right now, not on your past or on anyone''s judgement. Here''s how to find yours and stick with it.

Why a Schedule Beats Guesswork

Many STIs have no symptoms, so waiting until something feels wrong means some infections go unnoticed for a long time. Untreated infections can cause health problems and can pass to partners without anyone knowing. A regular schedule:

finds infections early, when they''re easiest to treat
gives you up-to-date results to share with partners
turns testing into ordinary self-care instead of a crisis
helps you notice when your needs change

Find Your Rhythm

These are general guidelines. Your provider can fine-tune them for you.

Annually: lower risk

If you have one long-term partner, you''ve both tested, and neither of you has other partners, a yearly screening is usually enough. Many people tie it to an annual check-up so it''s one less thing to remember.

Every 6 months: moderate risk

Test every 6 months if you''re dating, have had a new partner or a few, use condoms most but not all of the time, or aren''t sure about a partner''s testing history.

Every 3 months: higher risk

Test every 3 months if you have multiple or anonymous partners, have had an STI recently, have a partner with an STI, or use PrEP. People on PrEP have an HIV test every 3 months as part of their care anyway, so STI screening usually happens at the same visit. See the PrEP guide.

A note on age

Guidance applies to adults of every age. Younger adults are often encouraged to screen regularly for chlamydia and gonorrhea, which are frequently silent. Older adults dating again after a long relationship are sometimes surprised to learn that STIs don''t care about age, so a fresh screening is a smart move. If you have a cervix, Pap and/or HPV screening usually happens every 3-5 years, depending on your age and history; that''s separate from STI testing, so ask which one you''re getting.

Moments That Call for an Extra Test

Test outside your schedule when:

you have a new partner, or a partner has other partners
a condom broke or slipped, or you had sex without one
you notice symptoms such as unusual discharge, burning when you pee, sores, bumps, itching or pelvic pain
a partner tells you they''ve tested positive for an STI
you''re starting a new relationship and want a fresh, shared starting point

After unprotected contact, plan a test within 2 weeks, and a follow-up later for infections with longer window periods. If there''s a chance of HIV exposure, don''t wait for a test: ask about PEP right away, since it must be started within 72 hours.

Timing Around Window Periods

A window period is the time between exposure and when a test can reliably detect an infection. Testing too early can give a negative result even if an infection is present. A few examples:

Gonorrhea and chlamydia: about 1-5 days
Syphilis: about 3-6 weeks
HIV: about 10-33 days, depending on the test
Herpes: about 2-12 weeks (antibody tests about 4-12 weeks)

If your first test falls inside a window, your provider may suggest retesting later. Our guide to types of tests explains each window in more detail.

After Treatment

If you''re treated for an STI, retest about 3 months afterwards, even if your symptoms are gone and your partner was treated. Reinfection is common and often silent, and this check makes sure you''re truly in the clear.

Making Testing a Habit

Put it in your calendar. Set a recurring reminder for your next test the moment you finish this one.
Anchor it to something. Your birthday, the change of seasons or a regular check-up are easy to remember.
Test together. Some couples and friends make it a shared ritual, which takes the edge off.
Keep your records. Note the date and what you tested for, so you can answer partners and providers quickly.
Know your options. Clinics, primary care, telehealth and at-home kits all count.

Where At-Home Testing Fits

At-home tests can make routine screening far easier. The Candor kit, expected to launch in Q4 2025 while FDA approval is pending, is designed to check 6 conditions (gonorrhea, chlamydia, mycoplasma, trichomonas, BV and yeast) from a urine sample and a cartridge, with results in 15 minutes. It doesn''t test for HIV, syphilis, herpes or hepatitis, so you''ll still want periodic blood tests from a clinic or lab for those. If you''d like to be among the first to try it, you can see early-bird pricing.

Big Takeaway

Pick the rhythm that matches your life: annually for lower risk, every 6 months for moderate risk, every 3 months for higher risk or PrEP. Add extra tests after new partners, condom mishaps or symptoms, mind the window periods and retest about 3 months after any treatment. Put the next date in your calendar today, and testing becomes just another part of taking care of yourself.', 'when-to-get-tested', array['testing','schedule','routine care']::text[], array['testing schedule','how often to get tested','STI screening','routine testing','when to test','retesting','PrEP testing','new partner testing']::text[], true, 4),
  ('treatment-options-timeline', 'treatment-options-timeline', 'Treatment Options and Timeline', 'What happens after a diagnosis, from first call to follow-up test', 'A clear look at how common STIs are treated, from curable bacterial and parasitic infections to manageable viral ones. Follow the typical timeline from test to treatment to retest, with tips on partners, follow-up and looking after yourself.', 'So you''ve got a diagnosis, or you''re waiting on one and want to know what''s ahead. Here''s the reassuring part: STIs are among the most treatable health conditions out there. Many are cured with a short course of medication, and the others can be managed so well that they barely shape daily life. This guide explains the main treatment options and walks you through a typical timeline, so nothing comes as a surprise.

A quick note: this guide doesn''t give doses or specific drug regimens. Your provider will choose the right treatment for you and tell you exactly how to take it.

Two Big Groups: Curable and Manageable

Curable infections

These are caused by bacteria or parasites, and the right medication clears them:

Chlamydia and gonorrhea: treated with antibiotics. Gonorrhea has become resistant to some antibiotics over time, which is why providers follow current guidelines and why a follow-up test matters.
Syphilis: treated with antibiotics, most effectively when caught early.
Trichomoniasis: treated with antiparasitic medication. Partners usually need treatment too.
Mycoplasma genitalium: treated with antibiotics, though it can be stubborn. Sometimes more than one round is needed, so follow-up is especially important.

Related conditions like bacterial vaginosis (BV) and yeast infections aren''t STIs, but they''re treatable too, with prescription or sometimes over-the-counter options. They can come back, and if they keep recurring, a provider can help you figure out why.

Manageable (and sometimes curable) viral infections

Herpes: there''s no cure, but antiviral medication can shorten outbreaks, make them less frequent, and lower the chance of passing it on. Many people find outbreaks become milder and rarer over time.
HIV: daily treatment keeps the virus under control, protects your immune system and lets people live long, full lives. People who take treatment and keep an undetectable viral load don''t pass HIV to partners through sex.
Hepatitis B: some people clear it on their own; others have a long-term infection that''s monitored and may be treated with antivirals. A vaccine prevents it.
Hepatitis C: now curable with antiviral pills, typically in 8-12 weeks.
HPV: there''s no treatment for the virus itself, and the body often clears it on its own. Warts can be removed, and cell changes found through cervical screening can be treated before they become a problem. The HPV vaccine prevents the types that cause most trouble.

The Typical Treatment Timeline

Every situation is a little different, but most treatment journeys follow these steps.

Step one: Getting your result

Rapid tests can give results in minutes. Candor''s at-home kit, for example, is designed to give results in 15 minutes. Lab results often take 2-7 business days. If a screening result is "reactive," you may need a confirmatory test first. See understanding your test results for more.

Step two: Talking to a provider

Reach out as soon as you can, to your regular provider, a sexual health clinic or a telehealth service. Candor plans to offer telehealth consultations with licensed providers 7 days a week, plus prescription delivery with same-day options, once the kit launches (it''s awaiting FDA approval, with launch expected in Q4 2025). Ask questions like:

"What''s the treatment, and how do I take it?"
"Are there side effects I should watch for?"
"How long should I wait before having sex again?"
"Do my partners need treatment, and can you help with that?"

Step three: Starting treatment

Take your medication exactly as prescribed and finish the whole course, even if symptoms disappear quickly. Stopping early can let an infection hang around or become harder to treat. If side effects bother you, call your provider instead of stopping on your own.

Step four: Pausing sex

Your provider will tell you how long to avoid sex, usually until you and your partners have finished treatment and any symptoms are gone. It''s a short pause that prevents passing the infection back and forth, sometimes called the "ping-pong" effect.

Step five: Partner treatment

Recent partners should be told so they can get tested and treated. In some places, providers can give you medication or a prescription to pass on to partners, which is called expedited partner therapy. Health departments can also notify partners anonymously. Our disclosure guidelines walk you through it.

Step six: Retesting

Plan to retest about 3 months after treatment. This isn''t because treatment usually fails. It''s because reinfection is common, often from a partner who wasn''t treated, and it often has no symptoms. Your provider may also suggest an earlier test-of-cure for some infections.

Step seven: Ongoing care (for viral infections)

For herpes, HIV or hepatitis B, treatment becomes part of your routine, with regular check-ins and lab work. If you''re living with HIV, your care team will track your viral load over time. Our guide to living with STIs covers the emotional and practical side.

Looking After Yourself During Treatment

Be kind to yourself. A diagnosis says nothing about your worth. It means you''re a person who has sex and took care of their health.
Keep track of your medication with phone reminders.
Avoid self-treating with leftover antibiotics or products from online sellers. The wrong medicine can hide symptoms without curing anything.
Talk to someone if you''re feeling anxious or low. You can call or text 988 if you''re in crisis, and call 911 in an emergency.

When to Call Your Provider Again

Symptoms don''t improve, or come back after treatment.
You have a reaction to your medication, such as a rash or trouble breathing (call 911 if breathing is hard).
You had sex before treatment was finished, or a partner wasn''t treated.
You test positive again at your follow-up.

Big Takeaway

Many STIs are cured with medication, and viral ones like herpes, HIV and hepatitis B can be managed well, while hepatitis C can be cured in 8-12 weeks. The typical path is simple: get your result, talk to a provider, take all your treatment as prescribed, pause sex, make sure partners are treated, and retest about 3 months later. Each step is manageable, and you don''t have to take any of them alone.', 'understanding-stis', array['treatment','STIs','next steps']::text[], array['STI treatment','antibiotics','antivirals','treatment timeline','retest after treatment','partner treatment','curable STIs','herpes treatment','hepatitis C cure','telehealth']::text[], false, 5),
  ('understanding-different-types-of-tests', 'understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Urine, swab, blood and rapid tests, plus the window periods that decide when to test', 'STI tests look either for a germ itself or for your body''s response to it, using urine, swabs or blood. This guide explains lab and rapid tests, self-collection and at-home options, and lists window periods for HIV, syphilis, hepatitis, gonorrhea, chlamydia and herpes so you can time your test well.', '"Getting tested" can mean many different things. A urine test, a throat swab and a blood draw each look for different infections in different ways, and no single test checks for everything. Knowing the main types helps you ask for the right ones, understand your results and pick the right moment to test. This guide breaks it down without the jargon.

Two Ways Tests Look for Infection

Almost every STI test does one of these:

Looks for the germ itself. These tests detect the genetic material (DNA or RNA) or proteins (antigens) of a bacterium, virus or parasite. They can usually find an infection fairly soon after exposure.
Looks for your body''s response. Antibody tests detect the proteins your immune system makes to fight an infection. Because your body needs time to make antibodies, these tests usually have longer window periods.

Urine Tests

You pee into a cup, and a lab uses a highly sensitive method called a nucleic acid amplification test (NAAT) to look for the germ''s genetic material.

Commonly used for: chlamydia, gonorrhea, trichomoniasis and sometimes mycoplasma.
Good to know: a urine test checks the genitals only. Infections in the throat or rectum need a swab.

Swab Tests

A soft swab collects a sample from the vagina, cervix, urethra, throat, rectum or a sore. Many clinics let you swab yourself.

Commonly used for: chlamydia, gonorrhea, trichomoniasis, mycoplasma, herpes (from a sore), HPV (cervical screening), BV and yeast.
Good to know: if you have oral or anal sex, ask whether throat or rectal swabs make sense for you. A herpes swab works best when a sore is fresh.

Blood Tests

A sample is drawn from your arm or taken by finger-prick.

HIV: modern lab tests look for both antibodies and antigens, and some look for the virus directly. Rapid finger-prick tests are also available.
Syphilis: usually an antibody blood test, sometimes followed by a second confirming test.
Hepatitis B and C: blood tests can show current infection, past infection or, for hepatitis B, immunity from vaccination.
Herpes: antibody blood tests exist but can be hard to interpret, so they''re generally used in specific situations. Ask your provider whether one would help you.

Rapid Tests vs. Lab Tests

Rapid tests give results in minutes, during your visit or at home. They''re convenient and great for quick answers, and a positive rapid result is usually confirmed with a lab test.
Lab tests take 2-7 business days but are often the most sensitive option.

Physical Exams and Screening

A provider may look at sores, warts or rashes, which can help guide testing. Cervical screening (a Pap test, an HPV test or both) looks for changes that could lead to cancer and is usually done every 3-5 years if you have a cervix. It''s not a general STI test, so ask if you''re not sure what''s included.

At-Home Options

Self-collection kits let you collect urine, swabs or a finger-prick at home and post them to a lab.
At-home rapid tests give a result on the spot. The Candor kit, pending FDA approval with launch expected in Q4 2025, is designed to check 6 conditions (gonorrhea, chlamydia, mycoplasma, trichomonas, BV and yeast) from a urine sample and a cartridge, with results in 15 minutes. Our FAQ lists its claimed accuracy per condition: Trichomonas 100%, Yeast 98.4%, BV 98.46%, Gonorrhea 93%, Mycoplasma 90% and Chlamydia 87%. No test is perfect, so if your result doesn''t match how you feel, or you''ve had a known exposure, follow up with a provider for lab testing. You can see early-bird pricing here.

Window Periods: When a Test Can See an Infection

A window period is the time between exposure and when a test can reliably detect an infection. Test too early and you could get a negative result even though an infection is present. Typical windows:

Gonorrhea and chlamydia: about 1-5 days
Syphilis: about 3-6 weeks
Hepatitis: about 3-6 weeks for many tests
HIV: about 10-33 days, depending on the type of test
Herpes: about 2-12 weeks, with antibody tests about 4-12 weeks

After unprotected contact, a test within 2 weeks is a good start, with a follow-up later for infections with longer windows. If there''s a chance of HIV exposure, ask about PEP straight away; it must be started within 72 hours, well before any test could confirm an infection.

Matching the Test to Your Situation

Routine screening with no symptoms: often a urine test or swabs for chlamydia and gonorrhea, plus blood tests for HIV and syphilis, adjusted to your history.
Oral or anal sex: add throat or rectal swabs.
A sore or blister: a swab of the sore, plus a syphilis blood test.
Using PrEP: an HIV test every 3 months, with other STI tests alongside.
After treatment: retest about 3 months later.

Questions to Ask Your Provider

"Which infections are you testing me for today, and which aren''t included?"
"Should I have throat or rectal swabs too?"
"Am I still inside the window period for anything?"
"Is this a rapid test or a lab test, and when will I get results?"

Big Takeaway

No single test checks for everything. Urine and swab tests find many bacterial and parasitic infections, blood tests cover HIV, syphilis and hepatitis, and timing matters because of window periods. Tell your provider what kinds of sex you have, ask what''s included, and plan follow-up tests when you''re inside a window. For when to test routinely, see our testing schedule guide.', 'when-to-get-tested', array['testing','window periods','test types']::text[], array['types of STI tests','window period','NAAT','urine test','swab test','blood test','rapid test','antibody test','HIV test','at-home test']::text[], false, 5),
  ('understanding-test-results', 'understanding-test-results', 'Understanding Your Test Results', 'Negative, positive or inconclusive: what it means and what to do next', 'Find out what negative (non-reactive), positive (reactive) and inconclusive (indeterminate) STI results really mean. Learn how window periods and accuracy affect results, when to retest, and how to take calm, practical next steps.', 'Waiting for test results can feel like the longest wait in the world, and then the results arrive using words like "non-reactive" or "indeterminate" that nobody explained. This guide translates the jargon and, more importantly, tells you what to do with each kind of result. Whatever your results say, you''re doing the right thing by testing.

How Results Usually Arrive

Lab tests from a clinic or a mail-in kit often come back in 2-7 business days, usually through a patient portal, text or call.
Rapid tests give results during the visit or at home in a short time. Candor''s at-home kit, for example, is designed to give results in 15 minutes for its 6 conditions.

Whichever way you get them, read the whole report, not just the headline. It usually lists each infection tested, the result for each one, and sometimes the type of test used.

Negative or "Non-Reactive" Results

What it means: the test didn''t find signs of that infection in your sample at the time it was taken. "Non-reactive" is simply the term used for blood tests such as HIV and syphilis, and it means the same thing.

What to keep in mind:

Window periods matter. Every test has a window period, the time after exposure before a test can reliably pick up an infection. Rough windows are: gonorrhea and chlamydia 1-5 days, HIV 10-33 days depending on the test, syphilis 3-6 weeks, hepatitis 3-6 weeks, and herpes 2-12 weeks (antibody tests 4-12 weeks). If your exposure was recent, a negative result may be too early to be final.
A negative covers only what was tested. Check the list. A urine test, for instance, may not find infections in the throat or rectum.
Negative today isn''t negative forever. It reflects the moment the sample was taken.

What to do:

Celebrate a little. Seriously.
If you tested inside a window period, plan a retest after it closes.
Keep up your regular schedule: annually for lower risk, every 6 months for moderate risk, every 3 months for higher risk or if you''re on PrEP.
Think about prevention that fits you, like condoms, vaccines, PrEP or Doxy-PEP. The prevention plan guide can help.

Positive or "Reactive" Results

What it means: the test found signs of an infection, or for some blood tests, something that needs a follow-up test to confirm. A "reactive" HIV or syphilis screening result, for example, is usually followed by a confirmatory test before anything is final.

First, breathe. A positive result is information, not a verdict on you as a person. Many STIs are curable, and the others can be managed well with treatment. So many people have been exactly where you are, and they got through it just fine.

What to do:

Contact a provider promptly. They''ll confirm the result if needed and talk through treatment. If you used an at-home test, share the result with a provider so they can prescribe the right care.
Pause sex, or use condoms, until you''ve finished treatment and your provider says it''s okay.
Take treatment exactly as prescribed. Your provider will tell you how to take it and for how long. Don''t stop early because you feel better.
Tell recent partners so they can test and get treated too. Our disclosure guidelines include scripts and anonymous notification options.
Plan a retest about 3 months after treatment, since reinfection is common and easy to miss.

For a step-by-step look at what happens after a positive result, see treatment options and timeline.

Inconclusive or "Indeterminate" Results

What it means: the test couldn''t give a clear yes or no. This can happen for several reasons:

The sample was too small, contaminated, or handled incorrectly.
You tested during a window period, when the body''s response is only just starting.
Something in your sample interfered with the test.

What to do:

Don''t panic. An inconclusive result is not a hidden positive. It''s a "try again."
Retest when your provider suggests. For blood tests, this often means waiting a short while so a clearer answer can show up.
Follow the instructions carefully the next time. For urine tests, that often means not peeing for a while before collecting your sample, and following the kit''s directions step by step.
Use protection in the meantime if there''s a chance of infection.

A Word on Accuracy

No test is perfect. Occasionally a test can miss an infection (a false negative) or flag one that isn''t there (a false positive). That''s why providers may confirm some results and why timing matters so much.

For transparency, Candor states these accuracy figures for its at-home kit: Trichomonas 100%, Yeast 98.4%, BV 98.46%, Gonorrhea 93%, Mycoplasma 90%, and Chlamydia 87%. The kit is awaiting FDA approval, with launch expected in Q4 2025. If a result doesn''t match how you feel, for example a negative result while you have clear symptoms, talk to a provider and consider retesting. The FAQ has more about accuracy.

Questions to Ask About Your Results

"Which infections did this test cover, and which did it not?"
"Was I tested within the window period for anything?"
"Do I need a confirmatory test?"
"When should I retest?"
"Do my partners need testing or treatment?"

Keeping Your Results Private and Organised

Your results are your health information. Keep copies somewhere safe, like your patient portal or a private note, so you can share dates and results with future providers or partners if you choose to. You decide who sees them.

Big Takeaway

A negative result means nothing was found at the time of testing, so check window periods and keep testing regularly. A positive result means it''s time to connect with a provider, get treated, tell partners and retest about 3 months later. An inconclusive result simply means try again. Whatever the result, knowing is always better than guessing, and every next step is one you can handle.', 'when-to-get-tested', array['test results','testing','next steps']::text[], array['test results','negative result','positive result','reactive','non-reactive','inconclusive','indeterminate','false negative','window period','retest']::text[], true, 5),
  ('vaccination-guide', 'vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'HPV, hepatitis and mpox vaccines, and how to catch up as an adult', 'Several sexually transmitted infections can be prevented with vaccines, including HPV, hepatitis B, hepatitis A and mpox. Learn what each vaccine protects against, how to check your records, how to catch up as an adult, and which infections still rely on other prevention tools.', 'Vaccines might not be the first thing you think of when it comes to sexual health, but they''re one of the easiest wins in any prevention plan. A handful of shots can protect you from infections that would otherwise be with you for years or lead to serious health problems later. Better still, many adults who missed them earlier can still catch up. Here''s what''s available, who it''s for, and how to get started.

Why Vaccines Belong in Your Prevention Plan

Condoms and PrEP work in the moment; vaccines work in the background. Once you''re vaccinated, you carry that protection with you whether or not a condom was used or a partner knew their status. Vaccines are especially valuable against infections that spread through skin-to-skin contact or that often show no symptoms, because those are the hardest to prevent with other tools alone.

HPV (Human Papillomavirus)

HPV is extremely common, and most sexually active people will come across it at some point. Many infections clear on their own, but some types can cause genital warts, and others can lead to cancers of the cervix, anus, penis and throat.

What the vaccine does: it protects against the HPV types most likely to cause warts and cancer. It works best before any exposure, which is why it''s routinely offered to young people.
How many doses: people who start the series before 15 usually need 2 doses; people who start later usually need 3 doses. Your provider will tell you the timing.
Adults: catch-up vaccination is recommended for young adults who missed it, and some older adults can decide with their provider whether it still makes sense for them. It''s worth asking even if you''re already sexually active, since you may not have met every type the vaccine covers.
Screening still matters: the vaccine doesn''t replace cervical screening. If you have a cervix, Pap and/or HPV tests are usually recommended every 3-5 years, depending on your age and history.

Hepatitis B

Hepatitis B is a virus that affects the liver and spreads through blood, semen and vaginal fluids. Some people clear it, while others develop a long-term infection that can damage the liver over time.

What the vaccine does: it offers long-lasting protection for most people who complete the series.
Who should get it: it''s now recommended for adults in general, and especially for anyone with more than one partner, people with a partner who has hepatitis B, people who inject drugs and people living with HIV.
Not sure if you''re covered? Many adults were vaccinated as babies or teens. Check your records, or ask for a blood test that shows whether you''re immune.

Hepatitis A

Hepatitis A is a liver infection that spreads through tiny amounts of stool, including during oral-anal contact and sometimes through food or water. It''s usually short-term but can make people quite unwell.

Who should get it: it''s recommended for many adults, including people who have sex with men, people who use drugs, travellers and anyone with liver disease.
Good to know: there''s a combined vaccine that covers hepatitis A and B together, which can mean fewer appointments.

Mpox

Mpox spreads mainly through close skin-to-skin contact, including during sex. A vaccine is available and recommended for people at higher chance of exposure, such as people with multiple or anonymous partners in networks where mpox has been circulating. Ask your provider or local health department whether it''s recommended for you.

What Vaccines Don''t Cover (Yet)

There are currently no vaccines for HIV, herpes, chlamydia, gonorrhea, syphilis or hepatitis C. For those, you''ll rely on:

Condoms and other barrier methods
PrEP for HIV prevention
Doxy-PEP for some bacterial STIs, if your provider recommends it
Regular testing, so anything that does happen is found and treated early

Good news on hepatitis C: while there''s no vaccine, modern treatment can cure it in 8-12 weeks for most people.

How to Check Your Vaccine Status

Look for old vaccination cards or school and college records.
Ask your primary care provider or previous clinics for your immunization history.
Check whether your state has an immunization registry you can request records from.
Ask for a blood test (a titre) for hepatitis B or A if records are missing.

If you can''t find anything, that''s okay. For most of these vaccines, getting an extra dose is considered safe, and your provider can plan a catch-up schedule with you.

Where to Get Vaccinated

Your primary care provider or an annual check-up
Sexual health and family planning clinics
Many pharmacies
Local health departments, which often offer low-cost or free vaccines

Bring your insurance card if you have one, and ask about cost before the appointment. Many vaccines are covered as preventive care.

What to Say at the Appointment

You don''t need a long explanation. Try:

"I''d like to check which sexual health vaccines I''m due for."
"I''m not sure if I finished my HPV series. Can we look it up?"
"Am I immune to hepatitis B, or should I get vaccinated?"
"Is the mpox vaccine recommended for me?"

Side effects are usually mild, like a sore arm, tiredness or a low fever that passes quickly. Tell the team if you''ve ever had a reaction to a vaccine.

Big Takeaway

Vaccines are quiet, long-lasting protection that works even when other plans don''t go perfectly. Check your records for HPV, hepatitis B, hepatitis A and, if relevant, mpox, and ask your provider to help you catch up. Pair them with barrier methods, PrEP if it fits and a steady testing routine, and you''ve built a strong foundation for your sexual health.', 'prevention-protection', array['prevention','vaccines','HPV','hepatitis']::text[], array['vaccines','HPV vaccine','hepatitis B vaccine','hepatitis A vaccine','mpox vaccine','immunization','catch-up vaccination','cervical cancer prevention']::text[], false, 5),
  ('what-to-expect-during-testing', 'what-to-expect-during-testing', 'What to Expect When You Get Tested', 'A calm walk-through of an STI test, from check-in to results', 'Nerves about STI testing usually come from not knowing what happens. This guide walks through check-in, the health conversation, urine, swab and blood samples, physical exams, your rights during the visit, how long results take and how to read negative, positive and inconclusive results.', 'If you feel a little nervous about getting tested, you''re in good company. Most of that nervousness comes from not knowing what will happen. The reality is usually quick, routine and far less awkward than people imagine. Providers who do STI testing talk about sex all day and aren''t there to judge you. Here''s a step-by-step picture of a typical visit, plus what at-home testing looks like, so you can walk in knowing exactly what''s ahead.

Checking In

At a clinic or doctor''s office, you''ll usually give your name, date of birth and insurance details (if you''re using insurance) and fill out a short form. Some sexual health clinics let you test confidentially, and some offer free or low-cost testing. If privacy is on your mind, it''s fine to ask at the front desk: "How are results shared, and will anything be sent to my home or my insurance?"

The Health Conversation

Next, a nurse, doctor or counsellor will ask some questions in a private room. These can feel personal, but they have a real purpose: your answers decide which tests you need and which body sites to check. You may be asked:

when you last had sex and when you last tested
the genders of your partners and roughly how many you''ve had recently
what kinds of sex you have (oral, vaginal, anal) and whether you use condoms or other barriers
whether you have any symptoms, such as discharge, burning, sores, itching or pain
whether you use PrEP, take other medications or could be pregnant
your vaccine history for HPV and hepatitis

Answer as honestly as you can; nothing you say will shock them. If a question feels uncomfortable, you can say so, or ask why it matters. If you''re unsure whether you''ve had a certain test before, that''s fine too.

The Samples

Depending on your history and symptoms, you may give one or more of these. Many clinics let you collect swabs yourself in a private bathroom.

Urine sample

You''ll pee into a small cup. This is often used to test for chlamydia, gonorrhea and trichomoniasis. Many clinics prefer a "first catch" sample, meaning the first part of the stream, so read the instructions or ask.

Swabs

A soft swab, a bit like a long cotton bud, is wiped inside the vagina, the throat or the rectum, or gently over a sore. Swabs matter because infections in the throat or rectum can be missed by a urine test. They may feel a little strange but shouldn''t hurt.

Blood sample

A small amount of blood is drawn from your arm, or a finger-prick is used for a rapid test. Blood tests look for HIV, syphilis, hepatitis B and C, and sometimes herpes. If needles make you anxious, tell the staff; they can have you lie down and talk you through it.

A Physical Exam, If Needed

If you have symptoms such as sores, bumps or unusual discharge, the provider may look at the area or do a pelvic or genital exam. You''re in charge throughout:

You can ask for a chaperone or bring a support person.
You can ask the provider to explain each step before they do it.
You can ask to pause or stop at any time.
You can request a provider of a particular gender if that''s available.

How Long Results Take

Rapid tests (for example, some HIV finger-prick tests) can give results during your visit.
Lab tests usually take 2-7 business days.
Ask how you''ll get your results, whether by phone, text, patient portal or a follow-up visit, and what happens if they''re positive.

Testing at Home

At-home options are a comfortable alternative for many people. The Candor kit, pending FDA approval with launch expected in Q4 2025, is designed to test for 6 conditions (gonorrhea, chlamydia, mycoplasma, trichomonas, BV and yeast) from a urine sample and a cartridge, with results in 15 minutes. You''d collect your sample in your own bathroom, follow the step-by-step instructions and read your result privately, with telehealth support available if you need next steps. For HIV, syphilis, herpes and hepatitis, you''d still use a clinic or lab. You can learn about early-bird pricing if you''re curious.

Making Sense of Your Results

Negative or non-reactive: no infection was detected. Check whether you tested inside a window period for any recent exposure; if so, plan a repeat test. Keep up your regular schedule.
Positive or reactive: an infection, or a sign of one, was found. This is common and usually treatable or manageable. Your provider will explain treatment and may confirm with a second test. Let recent partners know so they can test too.
Inconclusive or indeterminate: the result wasn''t clear, which can happen for technical reasons or early in an infection. It doesn''t mean you''re positive. Your provider will usually arrange a repeat test.

Our guide to understanding test results goes into each of these in more depth.

After the Visit

Take a breath; you did something good for yourself. Put a reminder in your calendar for your next routine test, note what you were tested for, and write down any questions that come up while you wait. If you''re treated for an infection, plan to retest about 3 months later.

Big Takeaway

An STI test is usually a short conversation, a urine sample, a swab or a quick blood draw, and a wait for results. You can ask questions, ask for a chaperone and stop at any time. Knowing what to expect takes most of the fear out of it, and each test you take makes the next one easier. For tips on getting ready, see preparing for your testing visit.', 'when-to-get-tested', array['testing','clinic visit','results']::text[], array['what to expect STI test','STI testing process','urine test','swab test','blood test','test results','clinic visit','at-home test','nervous about testing']::text[], false, 5)
on conflict (slug) do update set
  article_key = excluded.article_key,
  title = excluded.title,
  subtitle = excluded.subtitle,
  summary = excluded.summary,
  body = excluded.body,
  category_id = excluded.category_id,
  tags = excluded.tags,
  keywords = excluded.keywords,
  featured = excluded.featured,
  reading_time_minutes = excluded.reading_time_minutes;

-- Guide sections -> guide_passages (one row per "##" section; position starts at 0)

delete from public.guide_passages where slug = 'annual-checkups-guide';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'Introduction', 'Think of a sexual health checkup the way you think of a dental cleaning: a routine bit of maintenance that keeps small things from turning into big ones. It isn''t a judgment on your love life, and it isn''t only for people who "think something is wrong." It''s simply part of taking care of a body that you use and enjoy. This guide walks you through what usually happens, how often to test, and how to get the most out of the visit.', 0),
  ('annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'Why a Regular Check-In Matters', 'Here''s the thing most people don''t realise: many sexually transmitted infections (STIs) cause no symptoms at all, sometimes for a long time. You can feel completely fine and still have something that''s worth treating. Regular checkups help you:

Catch infections early, when treatment is usually simpler and quicker.
Protect your partners, since you can''t pass on what you know you don''t have.
Keep prevention up to date, like vaccines, birth control and medication such as PrEP.
Ask the questions you''ve been quietly googling at midnight.

And honestly? A negative result is its own reward. Peace of mind is a perfectly good reason to book.', 1),
  ('annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'What Usually Happens at a Checkup', 'The conversation

Your provider will ask about your sexual health: the kinds of sex you have, the genders of your partners, whether you use condoms or other protection, any past STIs, and whether pregnancy is something you''re trying for or trying to avoid. These questions can feel personal, but they exist for one reason: to choose the right tests for you. Providers hear every kind of answer, every day. Being open means you don''t end up with tests you don''t need, or miss one you do.

The tests

Depending on that conversation, you might be offered:

A urine sample, often used for chlamydia and gonorrhea.
Swabs from the throat, rectum or vagina, because infections can live where you have contact, not only where you pee from.
A blood draw for things like HIV, syphilis and hepatitis.
A quick physical look if you''ve noticed a bump, sore or change.
Cervical screening if you have a cervix: Pap and/or HPV testing every 3-5 years, depending on your age and history.

If you want to know what each test actually looks for, our guide to the different types of tests breaks it down.

The extras

A checkup is also a great time to update vaccines (HPV, hepatitis B and hepatitis A are common ones), review your birth control, and ask whether PrEP makes sense for you. See how PrEP works if that''s on your mind.', 2),
  ('annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'How Often Should You Test?', 'There''s no one-size-fits-all answer, but a simple rule of thumb based on your current situation looks like this:

Lower risk (for example, one long-term partner and you''ve both tested): test annually.
Moderate risk (a new partner, a few partners, or condoms used sometimes but not always): test every 6 months.
Higher risk (multiple or frequently changing partners, a partner with a known STI, or you''re taking PrEP): test every 3 months. If you''re on PrEP, HIV testing every 3 months is part of staying on it.

Life happens between scheduled visits, too. After unprotected contact or a condom that broke, plan to get tested within 2 weeks, and keep window periods in mind so you retest if needed. If you''re worried about HIV exposure, don''t wait for your next checkup: PEP needs to be started within 72 hours, so reach out to a clinic or urgent care right away. For a deeper dive, see testing schedule best practices.', 3),
  ('annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'Age-Group Recommendations', 'Your risk depends far more on what you do than on your birthday, but a few patterns are worth knowing:

Younger adults (18 and up): Routine yearly screening for chlamydia and gonorrhea is often recommended, especially if you have a cervix, even when everything feels fine. If you missed the HPV vaccine earlier, ask about catching up. People who start the series before 15 get 2 doses; starting later means 3 doses.
Adults in mid-life: New relationships after a breakup or divorce are common, and testing guidance follows your partners, not your age. Keep up with cervical screening every 3-5 years and ask whether you''re protected against hepatitis B.
Later in life: STIs don''t retire when you do. Menopause can bring dryness that makes small tears more likely (lube is your friend), and many people start dating again. Keep testing based on your current partners.
Everyone: Public health agencies recommend that every adult get an HIV test at least once as part of routine care, and more often if your risk is higher.', 4),
  ('annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'Questions Worth Asking Your Provider', 'Bring a list (your phone''s notes app is perfect). A few ideas:

"Based on what I''ve told you, which tests do you recommend today, and why?"
"Do I need throat or rectal swabs as well as a urine test?"
"Am I up to date on HPV and hepatitis B vaccines?"
"Would PrEP or Doxy-PEP make sense for me?"
"How and when will I get my results?" (Lab results often take 2-7 business days.)
"If something comes back positive, what happens next?"

If talking about this stuff feels awkward, our guide to communication skills has phrases you can borrow for both partners and providers.', 5),
  ('annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'Making It Easy on Yourself', 'Anchor it to something you already remember, like your birthday or the start of a new season, and set a calendar reminder.
Jot down the basics beforehand: the date of your last test, any symptoms, medications, and roughly when you last had a new partner. Preparing for your testing visit has a full checklist.
Use at-home testing between visits. Candor''s kit (awaiting FDA approval, with launch expected in Q4 2025) is designed to check 6 conditions (gonorrhea, chlamydia, Mycoplasma, trichomonas, BV and yeast) from a urine sample and a cartridge, with results in 15 minutes. It doesn''t replace a full checkup, since it doesn''t look for HIV, syphilis, herpes or hepatitis, but it can fill the gaps. If that sounds useful, you can see early-bird pricing.', 6),
  ('annual-checkups-guide', 'Your Annual Sexual Health Checkup', 'Big Takeaway', 'A sexual health checkup is routine care, not a confession. Test annually if your risk is low, every 6 months if it''s moderate, and every 3 months if it''s higher or you''re on PrEP. Be honest about the sex you have so you get the right tests, use the visit to update vaccines and screenings, and put the next one in your calendar before you leave. Future you will be grateful.', 7);

delete from public.guide_passages where slug = 'birth-control-methods';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('birth-control-methods', 'Birth Control Methods, Explained', 'Introduction', 'Birth control isn''t one thing. It''s a whole menu, and the "best" option is simply the one that fits your body, your health history, your relationships and how you actually live. Some people want something they never have to think about; others want something hormone-free or something they control moment to moment. This guide lays out the main options so you can walk into a conversation with your provider already knowing what you''d like to ask.

One quick but important point before we begin: condoms are the only birth control method that also lowers the risk of STIs. Everything else on this list prevents pregnancy only, so many people pair a method with condoms or regular testing.', 0),
  ('birth-control-methods', 'Birth Control Methods, Explained', 'Hormonal Methods', 'These use hormones to prevent ovulation, thicken cervical mucus, or both. Many people also like their side benefits, such as lighter or more predictable periods.

The pill: taken daily. It works well when taken consistently, and missed pills are the main reason it fails.
The patch: worn on the skin and changed on a regular schedule.
The ring: a small flexible ring you place in the vagina yourself and replace on a schedule.
The shot: an injection from a provider every few months.
The implant: a tiny rod placed under the skin of the upper arm. It lasts for years and is among the most effective methods available.
Hormonal IUD: a small T-shaped device placed in the uterus by a provider. It also lasts for years, and some people find their periods get much lighter.

Side effects vary a lot from person to person, things like spotting, mood changes, headaches or changes in sex drive. If a method doesn''t agree with you, that isn''t a failure; there''s usually another one to try. Your provider will explain how to use whichever method you choose and when it starts working.', 1),
  ('birth-control-methods', 'Birth Control Methods, Explained', 'Non-Hormonal Methods', 'Copper IUD: hormone-free, placed by a provider, and effective for years. Some people notice heavier periods, especially at first.
External condoms: worn on the penis. Cheap, easy to find, and they protect against many STIs. See the condom guide for how to use them well.
Internal condoms: placed inside the vagina or anus. Also protect against STIs and give the receiving partner more control.
Diaphragm or cervical cap: a barrier you place over the cervix before sex, used with spermicide.
Spermicide and vaginal gels: used alone they''re less reliable, so they''re often paired with another method.
Fertility awareness: tracking your cycle to avoid sex or use a barrier on fertile days. It takes practice and works best with regular cycles and good tracking habits.
Withdrawal: pulling out before ejaculation. Better than nothing, but it''s easy to get the timing wrong, so it''s usually best as a backup rather than a plan.', 2),
  ('birth-control-methods', 'Birth Control Methods, Explained', 'Long-Acting and Permanent Options', 'If you want something you can set and forget, long-acting reversible contraception (IUDs and the implant) is worth a look. Once placed, there''s nothing to remember, and fertility usually returns soon after removal.

If you''re certain you don''t want future pregnancies, permanent options include vasectomy for people with testicles and tubal procedures for people with fallopian tubes. Vasectomy is usually a quick outpatient procedure. Both are meant to be permanent, so take your time deciding.', 3),
  ('birth-control-methods', 'Birth Control Methods, Explained', 'Emergency Contraception', 'Condom broke? Missed a few pills? Things happen, and there''s a plan for it. Emergency contraception (EC) can prevent pregnancy after sex, and depending on the type, it''s meant to be used within 72-120 hours. The sooner you use it, the better.

EC pills: some are available without a prescription at pharmacies; others need one. A pharmacist or provider will tell you which one fits your timing and how to take it.
Copper IUD: placed by a provider, it can work as emergency contraception and then keep working as ongoing birth control.

EC doesn''t protect against STIs. If the situation that led to it involved unprotected sex with a partner whose status you don''t know, plan to get tested within 2 weeks, and ask about PEP if HIV exposure is possible, since PEP needs to start within 72 hours.', 4),
  ('birth-control-methods', 'Birth Control Methods, Explained', 'How to Choose What Fits You', 'Ask yourself a few honest questions:

How much do I want to think about it? Daily, weekly, monthly, every few months, or hardly ever?
How do I feel about hormones? Some people love the side benefits; others prefer to avoid them.
Do I want to be pregnant in the future, and roughly when?
Do I need STI protection too? If you have new or multiple partners, condoms plus another method is a solid combo.
What''s my health history? Some conditions, such as certain migraines, blood clotting problems or smoking, can rule out methods containing estrogen. Your provider will go through this with you.', 5),
  ('birth-control-methods', 'Birth Control Methods, Explained', 'Questions to Ask Your Provider', '"Which methods are safe for me given my health history and medications?"
"What side effects are common, and how long should I give it before deciding it''s not for me?"
"How do I switch methods if I change my mind?"
"Which methods are covered by my insurance?"
"What should I do if I forget a dose or something goes wrong?"', 6),
  ('birth-control-methods', 'Birth Control Methods, Explained', 'Birth Control Is a Team Sport', 'Whoever is using the method, contraception works best when partners talk about it. Share what you''re using, decide together whether you''ll also use condoms, and split the costs and the mental load where you can. If that conversation feels tricky, our communication skills guide can help you get started.

And since most methods don''t prevent STIs, regular testing is a great companion to any birth control plan. Candor''s at-home kit (awaiting FDA approval, launch expected Q4 2025) checks 6 conditions from a urine sample and a cartridge in 15 minutes. You can see how it works and early-bird pricing.', 7),
  ('birth-control-methods', 'Birth Control Methods, Explained', 'Big Takeaway', 'There are more birth control options than most people realise, and there''s no single right answer, only the right fit for you right now. Hormonal, hormone-free, long-acting or permanent, each has trade-offs worth talking through with a provider. Remember that only condoms also lower STI risk, emergency contraception works within 72-120 hours depending on the type, and it''s completely okay to switch methods as your life changes.', 8);

delete from public.guide_passages where slug = 'building-trust-transparency';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('building-trust-transparency', 'Building Trust and Transparency', 'Introduction', 'Trust isn''t built in one big moment. It''s built in lots of small ones: sharing your test results without being asked, mentioning a change before it becomes a surprise, keeping the agreements you made. When it comes to sexual health, transparency is what lets both of you relax and enjoy each other. This guide covers how to build that kind of trust, whatever your relationship looks like, and how to rebuild it if things go sideways.', 0),
  ('building-trust-transparency', 'Building Trust and Transparency', 'What Transparency Looks Like in Practice', 'Transparency doesn''t mean sharing every detail of your past. It means sharing what affects your partner''s health and choices. In practice, that often includes:

Your testing habits: when you last tested, what you tested for, and your results.
Any diagnoses, current or long-term, and how you''re managing them.
Your protection choices, like condoms, PrEP, vaccines or birth control.
Changes that matter, such as a new partner, a condom that broke, or a possible exposure.

The goal is simple: no one should be making decisions about their body with missing information.', 1),
  ('building-trust-transparency', 'Building Trust and Transparency', 'Make Your Agreements Explicit', 'A lot of hurt comes from assumptions. One person thinks you''re exclusive; the other thinks you''re just seeing how it goes. Talking openly about your agreements prevents that.

Questions to discuss

Are we exclusive, open, polyamorous, or still figuring it out?
If either of us has sex with someone else, what protection do we use, and do we tell each other? Before or after?
When do we stop using condoms with each other, if ever? (Many couples choose to do this only after both have tested.)
How often will we test, and will we share results?
What happens if someone breaks an agreement?

There''s no right structure. Monogamy, open relationships and polyamory can all be healthy when everyone involved is honest and consenting. What matters is that the agreement is clear and actually agreed on, not assumed.

Revisit them

Agreements aren''t set in stone. Life changes, feelings change, and it''s healthy to check in. Try a regular relationship "check-in" where you talk about what''s working, what isn''t, and whether anything needs updating.', 2),
  ('building-trust-transparency', 'Building Trust and Transparency', 'Share Test Results as a Habit', 'Making testing a shared routine takes a lot of pressure off. Some ideas:

Test on the same schedule. Annually if you''re both lower risk, every 6 months for moderate risk, every 3 months for higher risk or if either of you is on PrEP. See testing schedule best practices.
Share results proactively. "Just got my results back, all negative. When''s yours due?"
Make it a ritual. Test the same week, then go for dinner. It turns a chore into something you do together.
Keep it at-home friendly. Candor''s kit (awaiting FDA approval, launch expected Q4 2025) is designed to check 6 conditions from a urine sample in 15 minutes, which could make testing at home together easy. See the early-bird offer.

In open or polyamorous relationships, sharing test results across your wider network, with everyone''s consent, helps everyone stay informed.', 3),
  ('building-trust-transparency', 'Building Trust and Transparency', 'When Something Changes', 'Here''s the moment where trust is truly built: when something happens that you''d rather not talk about.

A condom broke or came off. Tell your partner soon. Talk about testing within 2 weeks, and if HIV exposure is possible, remember PEP needs to start within 72 hours.
You had sex outside your agreement. This is hard, but telling your partner lets them protect their health and decide how they feel. Hiding it usually hurts more in the long run.
You got a positive result. Share it, make a plan together, and lean on our disclosure guidelines for help.

A phrase that helps: "This isn''t easy to say, but you deserve to know, and I want us to handle it together."', 4),
  ('building-trust-transparency', 'Building Trust and Transparency', 'Responding When Your Partner Shares Something Hard', 'How you react shapes whether they''ll feel safe being honest next time.

Thank them for telling you, even if you''re upset.
Focus on the practical first: testing, treatment, protection.
Take time for the emotional part. It''s okay to say, "I need some time to process this."
Avoid punishing honesty. If every disclosure leads to a blow-up, people learn to hide things.', 5),
  ('building-trust-transparency', 'Building Trust and Transparency', 'Rebuilding Trust After a Breach', 'If trust has been broken, repairing it takes time and effort from both of you.

Full honesty about what happened, with answers to reasonable questions.
Accountability, meaning owning the impact without excuses or blame-shifting.
Concrete changes, like updated agreements, more regular check-ins, or testing before resuming sex without condoms.
Consistency over time. Trust comes back through many kept promises, not one big apology.
Outside support if you''re stuck. A couples therapist can help you work through it; our couple counseling resources explain how to find one.

It''s also okay to decide the relationship isn''t right for you anymore. Rebuilding trust is a choice, not an obligation.', 6),
  ('building-trust-transparency', 'Building Trust and Transparency', 'Signs of a Healthy, Transparent Relationship', 'You can bring up testing without it feeling like an accusation.
You both follow through on the agreements you''ve made.
Hard news is met with care, not punishment.
You can say no, change your mind, or renegotiate without fear.

If instead you notice controlling behaviour, threats or pressure around sex or testing, that''s not a trust problem to fix with more honesty. It''s a safety concern. Reach out to someone you trust, and in an emergency, call 911.', 7),
  ('building-trust-transparency', 'Building Trust and Transparency', 'Big Takeaway', 'Trust around sexual health grows from small, consistent acts of honesty: clear agreements, shared testing habits, and speaking up quickly when something changes. Make your agreements explicit, revisit them often, treat test results as something you share, and respond to hard news with care. Whether you''re monogamous, open or somewhere in between, transparency keeps everyone safer and makes the connection stronger.', 8);

delete from public.guide_passages where slug = 'communication-skills';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('communication-skills', 'Communication Skills for Sexual Health', 'Introduction', 'Good sex and good sexual health have the same secret ingredient: talking. Not giant, dramatic talks, but lots of small, honest ones about what you like, what you don''t, how you protect each other, and when you last got tested. The good news is that communication is a skill, not a personality trait. You can get better at it with practice, and this guide gives you the tools and the words to start.', 0),
  ('communication-skills', 'Communication Skills for Sexual Health', 'Consent Is a Conversation, Not a Checkbox', 'Consent is the foundation of every sexual interaction. It means everyone involved is freely and enthusiastically agreeing to what''s happening. A few things to keep in mind:

It''s ongoing. A yes to one thing isn''t a yes to everything, and a yes earlier isn''t a yes forever.
It can be withdrawn at any time. Anyone can change their mind, even halfway through, and that''s respected without sulking or pressure.
It has to be freely given. Pressure, guilt, or someone being too drunk or high to decide clearly means there''s no real consent.
It can be sexy. "Do you like this?" and "Want me to keep going?" are both consent check-ins and great ways to connect.

If you''re not sure whether someone is into it, pause and ask. A quick check-in is always better than a guess.', 1),
  ('communication-skills', 'Communication Skills for Sexual Health', 'Know Your Own Boundaries First', 'It''s hard to communicate what you haven''t figured out yet. Before a new relationship or a new experience, take a moment to think about:

What feels good and what''s off the table for you.
What protection you want to use (condoms, dental dams, PrEP, regular testing).
What you need to know about a partner before having sex, such as their recent test results.
What you''re comfortable sharing about your own history.

Boundaries aren''t walls. They''re information that helps the people you''re with treat you well.', 2),
  ('communication-skills', 'Communication Skills for Sexual Health', 'Tools That Make Hard Talks Easier', 'Use "I" statements

"I" statements keep the focus on your feelings and needs rather than on blame. Compare:

"You never want to use condoms." (feels like an accusation)
"I feel more relaxed when we use condoms, and it helps me enjoy things more." (feels like an invitation)

Listen to understand

When your partner talks, try to really hear them instead of planning your reply. Reflect back what you heard ("So it sounds like you''re nervous about getting tested because of what happened last time?") and ask open questions ("How do you feel about that?"). People soften when they feel heard.

Pick a good moment

Talking about testing right before clothes come off puts everyone on the spot. A walk, a car ride or a relaxed evening at home usually works better. Side-by-side conversations can feel less intense than face-to-face ones.

Keep it simple and normal

The more casually you talk about sexual health, the more normal it becomes. Treat testing like any other health habit, because it is one.', 3),
  ('communication-skills', 'Communication Skills for Sexual Health', 'Phrases You Can Borrow', 'Sometimes the hardest part is the first sentence. Steal any of these:

Bringing up testing: "Before we get more physical, I''d love for us both to get tested. I went recently, and I''m happy to share my results."
Asking about protection: "What do you usually use for protection? I like to use condoms, at least until we''ve both tested."
Stating a boundary: "I''m into this, but I''m not ready for that yet. Can we stick with what we''re doing?"
Checking in: "How are you feeling? Want to keep going, slow down, or take a break?"
After sex: "I really enjoyed that. Was there anything you''d like more or less of next time?"

For more detailed scripts for first conversations with a new partner, see starting sexual health conversations.', 4),
  ('communication-skills', 'Communication Skills for Sexual Health', 'When a Conversation Gets Tense', 'Not every talk goes smoothly, and that''s okay. If things get heated:

Slow down. Take a breath, lower your voice, and say something like "I want to understand you. Can we try that again?"
Name the feeling. "I can tell this is stressful for you" goes a long way.
Take a pause if you need to. "Let''s come back to this tomorrow" is a valid option, as long as you actually come back to it.
Hold your boundaries. If someone pushes back on something that matters to your health or safety, you don''t have to give in. Someone who respects you will respect your limits.

If a partner repeatedly ignores your boundaries or pressures you, that''s a red flag worth taking seriously. If you ever feel unsafe, call 911 in an emergency, and if you''re in crisis, you can call or text 988 any time.', 5),
  ('communication-skills', 'Communication Skills for Sexual Health', 'Talking With Healthcare Providers', 'Communication skills aren''t just for partners. Your provider can only help with what they know about. Try:

"I''d like a full STI screening. What do you recommend based on the sex I have?"
"I have oral and anal sex, so can we include throat and rectal tests?"
"I''ve noticed a change and I''m a bit embarrassed, but I want to get it checked."
"Can you explain that in simpler terms?"

Being upfront helps your provider choose the right tests. Our guide on preparing for your testing visit has more tips.', 6),
  ('communication-skills', 'Communication Skills for Sexual Health', 'Practice Makes It Easier', 'Like any skill, this gets easier with repetition. Start small: share your testing plans with a friend, practise your opening line out loud, or write down what you want to say. The first conversation might feel clunky. The fifth will feel almost normal. And when testing is part of the conversation, an at-home option can make "let''s both test" feel simpler. You can learn about Candor''s kit here.', 7),
  ('communication-skills', 'Communication Skills for Sexual Health', 'Big Takeaway', 'Talking about sex isn''t a mood-killer. It''s what makes sex feel safe, connected and fun. Treat consent as an ongoing conversation, know your boundaries before you share them, use "I" statements and genuine listening, and keep testing talk casual and routine. The more you practise, the more natural it becomes, for you and for the people you''re with.', 8);

delete from public.guide_passages where slug = 'condom-use-guide';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('condom-use-guide', 'Condoms, Start to Finish', 'Introduction', 'Condoms are one of the simplest, cheapest and most widely available tools you have for protecting yourself and your partners. They lower the chance of passing on many sexually transmitted infections (STIs) and of pregnancy, they need no prescription, and they work for every kind of body and relationship. This guide walks you through choosing, using and storing them, so that putting one on feels like a normal part of sex rather than an awkward pause.', 0),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Why Condoms Still Matter', 'Even with newer options like PrEP and vaccines, condoms remain the only everyday method that helps protect against a wide range of infections and pregnancy at the same time. PrEP protects against HIV but not against chlamydia, gonorrhea or syphilis. Vaccines cover HPV and hepatitis, but not bacterial infections. Condoms fill those gaps, which is why they sit at the centre of most prevention plans.

They aren''t perfect. Infections that spread through skin-to-skin contact, such as herpes and HPV, can still pass from areas a condom doesn''t cover. But used correctly and consistently, condoms cut your risk a lot, and they pair well with regular testing.', 1),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Types and Materials', 'External condoms

These are the ones most people picture: a thin sheath rolled onto an erect penis or a sex toy.

Latex is the most common and widely tested material. It''s stretchy, affordable and protects against STIs and pregnancy.
Polyisoprene is a synthetic rubber that feels a lot like latex and is a good choice if you have a latex sensitivity (check with your provider if you have a true latex allergy).
Polyurethane is a thin plastic. It transfers body heat well and suits people with latex allergies, though it''s a little less stretchy, so fit matters.
Lambskin (natural membrane) condoms can help prevent pregnancy, but they have tiny pores that let viruses through. They are not recommended for STI protection.

Internal condoms

Internal condoms are soft, loose pouches with a flexible ring at each end. They go inside the vagina or anus and can be put in ahead of time, so you don''t have to stop in the moment. They''re usually made of nitrile or polyurethane, so they''re latex-free, and they give a bit of extra coverage to the outer skin.

Dental dams and oral sex

A dental dam is a thin square of latex or polyurethane placed over the vulva or anus during oral sex. No dam handy? You can cut an external condom lengthwise to make one. Flavoured condoms are designed for oral sex on a penis and can make the experience more pleasant.', 2),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Finding Your Fit', 'A condom that''s too tight is more likely to break, and one that''s too loose can slip off. Most brands come in snug, standard and larger fits, and some list width on the box. It''s completely normal to try a few before you find a favourite. Think of it like shoes: the right fit feels comfortable and stays put. Textured, ultra-thin and extra-lubricated options are all fine; what matters most is that you''ll actually want to use it.', 3),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Using an External Condom', 'Check the wrapper. Make sure it isn''t torn or brittle and that the expiry date hasn''t passed. Squeeze it gently; you should feel a little air cushion.
Open carefully. Tear along the edge with your fingers, not your teeth or scissors.
Find the right side. The rim should be on the outside so it rolls down easily, like a little hat.
Pinch the tip. Leave a small space at the tip, squeezing out the air, to make room for fluid.
Roll it all the way down to the base of the erect penis or toy.
Add lube to the outside if you like. More lube means less friction and fewer breaks.
Afterwards, hold the rim at the base while pulling out, before the erection goes away. Slide it off away from your partner, wrap it in a tissue and put it in the bin (not the toilet).
Use a fresh one every time, including when you switch between anal, vaginal or oral sex, or between partners or toys.', 4),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Using an Internal Condom', 'Squeeze the inner ring and insert it like a tampon or menstrual cup, pushing it as far as it comfortably goes. The outer ring stays outside the body. During sex, guide your partner''s penis or toy into the pouch so it doesn''t slip to the side. To remove it, twist the outer ring to keep fluids inside and pull gently. Never use an internal and external condom together; the friction can tear both.', 5),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Lube: Your Condom''s Best Friend', 'Water-based lube is safe with every condom material and easy to clean up.
Silicone-based lube is long-lasting, great for anal sex and safe with latex (but avoid it with silicone toys).
Oil-based products, like lotion, coconut oil or petroleum jelly, weaken latex and polyisoprene and can make them break. Only use them with polyurethane or nitrile.', 6),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Storing Condoms', 'Keep condoms somewhere cool, dry and out of direct sunlight, like a drawer or a bedside box. Heat and friction damage them, so a wallet or a hot car is not a good long-term home. Check the expiry date now and then, and toss any that look sticky, dry or discoloured.', 7),
  ('condom-use-guide', 'Condoms, Start to Finish', 'If a Condom Breaks or Slips', 'It happens, and it doesn''t mean anyone did anything wrong. Take a breath and then think about next steps:

Pregnancy: emergency contraception works best when used soon; depending on the type, it''s an option within 72-120 hours. A pharmacist or provider can help you choose.
HIV: if there''s a chance of HIV exposure, ask a clinic or emergency department about PEP right away. It must be started within 72 hours.
Bacterial STIs: some people can use Doxy-PEP after sex, within 72 hours. Ask your provider whether it''s right for you.
Testing: plan an STI test within 2 weeks, and follow up later for infections with longer window periods (see types of tests and window periods).', 8),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Bringing Condoms Up With a Partner', 'Talking about condoms is easier when you treat it as care rather than suspicion. A few lines that work:

"I''ve got condoms and lube in the drawer. I always use them, it helps me relax."
"Want to pick a brand together? I''m trying out a new one."
"I''m into this. Let''s grab a condom first."

If a partner pushes back, you''re allowed to hold the line. For more ideas, see our guide to starting sexual health conversations.', 9),
  ('condom-use-guide', 'Condoms, Start to Finish', 'Big Takeaway', 'Condoms are a simple, low-cost way to protect yourself and the people you''re with. Pick a material and fit you like, pair it with the right lube, store it well and use a fresh one every time. Back it up with regular testing, and if something goes wrong, act quickly and without blame. Protection works best when it''s a habit, not a hassle.', 10);

delete from public.guide_passages where slug = 'couple-counseling-resources';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('couple-counseling-resources', 'Couple Counseling Resources', 'Introduction', 'Every relationship hits rough patches. Sometimes it''s a diagnosis that shakes things up, sometimes it''s a broken agreement, and sometimes it''s a slow drift where you just can''t seem to talk about sex without it turning into a fight. Reaching out for professional support isn''t a sign that your relationship is failing. It''s a sign you care enough to invest in it. This guide explains when counseling can help, what kinds exist, and how to find someone who''s a good fit for you both.', 0),
  ('couple-counseling-resources', 'Couple Counseling Resources', 'When Counseling Can Help', 'Couples counseling isn''t only for relationships in crisis. People seek support for all kinds of reasons, including:

An STI diagnosis in one or both partners, and the feelings, questions or blame that can come with it.
Trust issues, such as an agreement that was broken or secrets that came out.
Communication that keeps going in circles, especially around sex, testing or protection.
Mismatched desire or changes in your sex life.
Opening up a relationship, or navigating one that''s already open or polyamorous.
Big life changes, like moving in together, having a baby, illness or loss.
Anxiety or shame about sex that''s affecting intimacy.

If you''re wondering whether it''s "bad enough" to get help, that''s often a sign it would be worthwhile. Earlier is usually easier.', 1),
  ('couple-counseling-resources', 'Couple Counseling Resources', 'Types of Support', 'Couples or relationship therapists

Licensed therapists who specialise in relationships help you understand your patterns, communicate more effectively and work through conflict. Many are marriage and family therapists, but you don''t need to be married to see one.

Sex therapists

Sex therapists are licensed mental health professionals with extra training in sexual concerns, such as desire, pain, performance worries, or adjusting your sex life after a diagnosis. Sessions are talk-based.

Individual therapy

Sometimes one partner needs space to work through shame, anxiety or past experiences alone. Individual therapy can support a relationship too, and many people do both.

Support groups

Groups for people living with herpes, HIV or other conditions can be a huge comfort, for you and sometimes for partners. ASHA has information and links to community support. Our guide to living with STIs has more ideas.

Online and telehealth therapy

Video sessions can make counseling easier to fit into busy lives, more private, and more accessible if you live far from specialists. Many therapists offer them.', 2),
  ('couple-counseling-resources', 'Couple Counseling Resources', 'Where to Find a Counselor', 'These well-known directories let you search by location, specialty, insurance and approach:

Psychology Today''s therapist finder: filter for couples counseling, sex therapy, LGBTQ+-affirming care and more.
AAMFT: the professional association for marriage and family therapists, with information about what they do and how to find one.
AASECT: the professional association for sexuality educators, counselors and therapists, useful for finding a certified sex therapist.
ASHA: trustworthy sexual health information and support resources.

You can also ask your primary care provider or sexual health clinic for referrals, and check your insurance plan''s list of covered mental health providers.', 3),
  ('couple-counseling-resources', 'Couple Counseling Resources', 'Finding the Right Fit', 'A good therapist is one you both feel comfortable with. It''s completely okay to "shop around." Questions to ask in an initial call:

"Do you have experience with couples dealing with STI diagnoses or sexual health concerns?"
"Are you affirming of LGBTQ+ people and non-monogamous relationships?"
"What''s your approach to couples work?"
"Do you offer video sessions?"
"What are your fees, and do you accept our insurance or offer a sliding scale?"

Pay attention to how you feel after the conversation. Did you feel heard? Respected? Not judged? That matters more than any credential.', 4),
  ('couple-counseling-resources', 'Couple Counseling Resources', 'What to Expect From the First Session', 'Getting to know you. The therapist will ask about your relationship, what brought you in, and what you hope will change.
Space for both voices. A good couples therapist doesn''t take sides. They''ll make sure each of you gets heard.
Confidentiality. What you share stays private, within the legal and safety limits your therapist will explain.
Some homework. You might get small exercises to try, like a weekly check-in or a new way to bring up hard topics.

It can take a few sessions before things start to feel different. That''s normal.', 5),
  ('couple-counseling-resources', 'Couple Counseling Resources', 'A Note on Safety', 'Couples counseling is not the right tool when there''s abuse, violence, threats or coercion in a relationship, including pressure around sex or testing. In those situations, individual support is safer. The National Domestic Violence Hotline offers confidential help and can talk through options. If you''re in immediate danger, call 911.

If you or your partner are in emotional crisis or having thoughts of self-harm, call or text 988, chat through the 988 Lifeline, or text HOME to 741741.', 6),
  ('couple-counseling-resources', 'Couple Counseling Resources', 'Things You Can Do Together Right Now', 'While you look for a counselor, a few small steps can help:

Schedule a low-pressure weekly check-in to talk about how things are going.
Practise "I" statements and active listening. Our communication skills guide shows you how.
Revisit your relationship agreements with the help of building trust and transparency.
Take the guesswork out of sexual health by testing regularly, perhaps together. An at-home kit like Candor''s, coming after FDA approval, can make that simpler. Learn more.', 7),
  ('couple-counseling-resources', 'Couple Counseling Resources', 'Big Takeaway', 'Asking for help is a strength, not a failure. Couples counseling, sex therapy, individual therapy and support groups can all help you work through diagnoses, trust issues and communication struggles. Use trusted directories to find a qualified, affirming professional, don''t be afraid to shop around, and put safety first: if there''s abuse or crisis, reach out for individual and emergency support right away.', 8);

delete from public.guide_passages where slug = 'debunking-misconceptions';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Introduction', 'Myths about sexually transmitted infections stick around because they''re repeated in jokes, whispered in locker rooms and passed along online. Some make people panic over things that carry no risk; others make people feel safe when a quick test would be wiser. Either way, they get in the way of good care. Below are nine of the most common misconceptions, each stated plainly and then set straight.', 0),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "You''d know if you had an STI."', 'The facts: Many STIs cause no symptoms at all, often for a long time. Chlamydia, gonorrhea, trichomoniasis, HPV, herpes and HIV can all be present without any sign. Someone can feel completely healthy, have no visible sores and still carry an infection they could pass on.

What to do: Don''t wait for symptoms. Testing on a regular schedule is the only way to know. See testing schedule best practices to find the rhythm that fits you.', 1),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "Only people with lots of partners get STIs."', 'The facts: It takes a single encounter with someone who has an infection. People in long-term relationships, people who''ve only had one partner and people who rarely have sex can all get STIs. Having more partners can raise the odds, but an STI says nothing about someone''s character or choices.

What to do: Base your testing on your actual situation, not on a label. A new partner, whatever your history, is a good reason to test.', 2),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "Oral sex is completely safe."', 'The facts: Oral sex carries a lower risk for some infections, but gonorrhea, chlamydia, syphilis, herpes and HPV can all spread through the mouth and throat. Throat infections are often silent.

What to do: Condoms on a penis and dental dams on a vulva or anus reduce the risk. If you have oral sex, ask your provider whether a throat swab makes sense at your next test.', 3),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "Condoms protect against everything."', 'The facts: Condoms are excellent at reducing infections that spread through fluids, like HIV, chlamydia and gonorrhea. But infections that spread skin-to-skin, including herpes, HPV and syphilis, can pass from areas a condom doesn''t cover.

What to do: Keep using condoms; they''re a strong tool. Add vaccines for HPV and hepatitis, regular testing and open conversations. The prevention plan guide shows how the layers fit together.', 4),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "You can catch an STI from a toilet seat."', 'The facts: The germs that cause STIs don''t survive well outside the body and need direct contact with mucous membranes or skin to spread. You won''t get an STI from toilet seats, swimming pools, hot tubs, towels in normal use, hugs or sharing a glass.

What to do: Relax about the bathroom. Focus your energy on the things that actually matter: sexual contact, shared toys and shared needles.', 5),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "Getting tested means you''ve done something wrong."', 'The facts: Testing is routine health care, like a dental check-up or a blood pressure reading. Health organisations recommend regular STI testing for sexually active adults, whether or not they have symptoms or a new partner. Providers test people every day and aren''t there to judge.

What to do: Treat testing as self-care. If it helps, say at your appointment: "I''d just like a routine STI screen." Our guide to the psychology of stigma explores why this myth feels so sticky.', 6),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "An STI diagnosis means someone cheated."', 'The facts: Because many infections are silent, a person can carry one for a long time, even from a relationship that ended long ago, before it''s found. A positive result tells you about an infection, not about anyone''s faithfulness.

What to do: Talk about results with curiosity rather than accusation. Focus on treatment and testing for both of you. Disclosure guidelines can help with the conversation.', 7),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "Once you''ve been treated, you''re immune."', 'The facts: Having had chlamydia, gonorrhea, syphilis or trichomoniasis doesn''t protect you from getting it again. Reinfection is common, especially if a partner wasn''t treated at the same time.

What to do: Make sure partners are treated too, wait until your provider says treatment is complete before having sex again, and retest about 3 months after treatment.', 8),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Myth: "An STI means your sex life or love life is over."', 'The facts: Bacterial and parasitic STIs are usually curable. Viral infections are very manageable: herpes medication reduces outbreaks and transmission, hepatitis C can be cured in 8-12 weeks, and people living with HIV who take treatment and keep an undetectable viral load don''t pass HIV on through sex. Plenty of people with STIs date, have long relationships, have families and enjoy great sex lives.

What to do: Get the facts about your specific situation from a provider, lean on support, and remember you''re far from alone. Our guide to living with STIs has practical next steps.', 9),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Why Myths Matter', 'Myths aren''t harmless. When people believe they''d know if they had an infection, they skip testing. When they believe STIs only happen to "certain people", they feel ashamed and hide a diagnosis. When they believe a positive result proves cheating, relationships can be hurt for no reason. Replacing myths with facts is one of the most effective ways to protect everyone''s health.', 10),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Spotting the Next Myth', 'New misconceptions pop up all the time. Before you believe or share a claim, ask a few questions:

Does it come from a recognised health organisation?
Does it rely on fear, shame or a scary story?
Does it promise something too good to be true, like a guaranteed cure?
Is someone selling something attached to it?

When in doubt, check our list of trusted educational materials or ask a provider.', 11),
  ('debunking-misconceptions', 'Nine STI Myths, Debunked', 'Big Takeaway', 'Most STI myths boil down to the same mistakes: thinking you''d notice an infection, thinking it only happens to other people, or treating a diagnosis as a verdict on someone''s character. The facts are kinder and more useful. STIs are common, often silent, easy to test for and treatable or manageable. Test regularly, talk openly and let facts, not fear, steer your choices.', 12);

delete from public.guide_passages where slug = 'disclosure-guidelines';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('disclosure-guidelines', 'Disclosure Guidelines', 'Introduction', 'Telling someone you have an STI can feel like one of the hardest conversations there is. Your heart pounds, you rehearse it a dozen ways, and you imagine the worst reaction. But disclosure is really an act of care: it gives your partners what they need to look after their health. Most of the time it goes better than you fear. This guide covers who to tell, when, how, and what to do if you''d rather not do it face to face.', 0),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'Why Disclosure Matters', 'It protects your partners. Many STIs have no symptoms, so they might not know unless you tell them.
It protects you. If a partner isn''t treated, you could be reinfected after your own treatment.
It builds trust. Honesty, even when it''s uncomfortable, is the foundation of any good relationship, short-term or long-term.

Keep in mind that laws about disclosure, especially for HIV, vary from place to place. If you have questions about your situation, a provider or local health department can point you to reliable information.', 1),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'Who to Tell', 'Current partners

Tell them as soon as you can after your diagnosis, ideally before you have sex again. They''ll likely need to test and, for curable infections, get treated too.

Recent past partners

For curable infections like chlamydia, gonorrhea, trichomoniasis or syphilis, recent partners should be told so they can test and get treated. Your provider can help you figure out how far back to go for your specific infection.

Future partners

If you''re living with a long-term infection like herpes, HIV or hepatitis B, tell new partners before sex, so they can make an informed choice and you can plan protection together.', 2),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'When to Tell', 'For a curable infection: soon after diagnosis, so partners can get care quickly.
For a long-term infection with a new partner: before things get physical, but it doesn''t have to be on the first date. Many people wait until they know they like someone and sex is on the horizon.
Choose a calm moment: private, sober, and with enough time to talk.', 3),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'How to Tell: A Simple Approach', 'Prepare your facts. Know the basics about your infection, how it''s treated or managed, and how transmission can be reduced. Confidence is contagious.
Keep it simple and direct. You don''t need a long preamble.
Share the plan. Explain what you''re doing about it and what they might want to do.
Give them space. Let them ask questions, react, and take time if they need it.', 4),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'Scripts You Can Use', 'For a curable infection, current partner: "I got my test results back and I tested positive for chlamydia. I''m starting treatment, and it''s very treatable. You''ll want to get tested and treated too, and we should hold off on sex until we''ve both finished. I''m sorry this is stressful. Do you have any questions?"

For a past partner, by message: "Hey, I wanted to let you know I recently tested positive for gonorrhea. You might want to get tested, since it often has no symptoms. Take care."

For a long-term infection, new partner: "Before we go further, there''s something I want to share, because I care about you and your health. I have herpes. It''s very common and I manage it with medication. There are ways we can lower the risk of passing it on, like avoiding sex during outbreaks and using condoms. How are you feeling about that?"

For HIV, new partner: "I want to be upfront with you: I''m living with HIV. I''m on treatment and my viral load is undetectable, which means I can''t pass it to you through sex. I''m happy to answer any questions."', 5),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'If You Can''t or Don''t Want to Tell Someone Yourself', 'Sometimes telling a partner directly isn''t possible or safe. You have options:

Anonymous partner notification: many health departments and some online services can notify partners that they may have been exposed, without using your name.
Ask your provider for help. They can guide you, and in some places they can provide medication or a prescription for your partner, known as expedited partner therapy.
Partner notification through your care service. Candor plans to include partner notification as part of its kit services when it launches (awaiting FDA approval, launch expected Q4 2025).

If you''re worried about your safety, for example if a partner has been violent or controlling, your safety comes first. Talk to a provider or health department about anonymous options, and call 911 if you''re in immediate danger.', 6),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'Handling Their Reaction', 'People react in all sorts of ways: relief, worry, anger, questions, silence. Some tips:

Stay calm and don''t get pulled into blame. STIs can be passed on without anyone knowing, and pinpointing who had it first is often impossible.
Share reliable information or point them to a provider. Our STI symptom guide and understanding test results can help.
Give them time. A first reaction isn''t always a final one.
Know your worth. If someone responds with cruelty, that reflects on them, not you.', 7),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'When Someone Discloses to You', 'If a partner shares a diagnosis with you, recognise the courage that took.

Thank them for being honest.
Ask questions respectfully: "How do you manage it? What can we do to lower the risk?"
Get tested if you''ve been intimate, and plan protection together.
Take time to decide what you want. It''s okay to need a day.', 8),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'Looking After Yourself', 'Disclosure can stir up a lot of feelings. Lean on friends you trust, a therapist, or a support group. Our guide to living with STIs has more on the emotional side. If you''re in crisis, call or text 988.

And after treatment, keep testing regularly and retest about 3 months after treatment to make sure you haven''t been reinfected. An at-home option like Candor''s planned kit can make that easier; see the details here.', 9),
  ('disclosure-guidelines', 'Disclosure Guidelines', 'Big Takeaway', 'Disclosure is an act of care, not a confession. Tell current and recent partners soon after a diagnosis, tell future partners before sex if you have a long-term infection, and keep it simple: the facts, your plan, and space for questions. If telling someone yourself isn''t safe or possible, anonymous partner notification is there for you. However they react, being honest means you did right by them and by yourself.', 10);

delete from public.guide_passages where slug = 'educational-materials';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('educational-materials', 'Trusted Sexual Health Resources', 'Introduction', 'Our Education Center is a great place to start, but sometimes you''ll want to dig deeper, look up something specific or read the original guidance that clinicians follow. The internet is full of sexual health information, and not all of it is accurate. This guide points you to organisations that are known for reliable, evidence-based material, explains what each is best for and gives you a simple way to judge any source you come across. Every link below opens the organisation''s own site in a new tab.', 0),
  ('educational-materials', 'Trusted Sexual Health Resources', 'Public Health Agencies', 'Centers for Disease Control and Prevention (CDC)

The CDC''s STI pages are the go-to source in the United States for plain-language fact sheets on each infection, testing recommendations and the treatment guidelines that many providers use. Best for: checking how often to test, what a specific infection is and how it''s treated.

World Health Organization (WHO)

The WHO''s sexual health pages take a global view, covering sexual rights, STIs, contraception and wellbeing around the world. Best for: understanding sexual health as part of overall health, and international perspectives.

National Institutes of Health (NIH)

The NIH funds and publishes medical research, including work on HIV, herpes, HPV and vaccines. Its institutes offer patient-friendly summaries alongside research news. Best for: learning where the science is heading and reading about clinical trials.', 1),
  ('educational-materials', 'Trusted Sexual Health Resources', 'Sexual Health Organisations', 'Planned Parenthood

Planned Parenthood is a family-planning organisation with clear, friendly articles on birth control, STIs, pregnancy options, consent and relationships, plus a way to find health centres. Best for: straightforward answers to everyday questions and finding affordable in-person care.

American Sexual Health Association (ASHA)

ASHA has focused on sexual health education for a very long time. It offers detailed information on STIs, herpes and HPV resources, and support for people navigating a diagnosis. Best for: in-depth, stigma-free explanations and emotional support resources.', 2),
  ('educational-materials', 'Trusted Sexual Health Resources', 'HIV-Focused Resources', 'HIV.gov

HIV.gov is the U.S. government''s central hub for HIV information: basics, testing, prevention options like PrEP and PEP, treatment and finding services. Best for: practical HIV questions and locating testing or care.

UNAIDS

UNAIDS leads the global response to HIV. It publishes reports, campaigns and explainers on HIV prevention, treatment and human rights. Best for: the big picture of HIV worldwide and the fight against HIV stigma.

TheBody

TheBody is a long-running HIV community site with personal stories, news and advice written for and by people affected by HIV. Best for: lived experience, community voices and feeling less alone.

AVAC

AVAC is an advocacy organisation focused on HIV prevention research, including PrEP and new prevention options in development. Best for: understanding how prevention tools are tested and what''s coming next.', 3),
  ('educational-materials', 'Trusted Sexual Health Resources', 'Which Resource for Which Question?', '"How often should I get tested?" Start with the CDC, then our testing schedule guide.
"What birth control options do I have?" Planned Parenthood, and our guide to birth control methods.
"I just got a herpes diagnosis and feel overwhelmed." ASHA''s herpes resources, plus our guide to the psychology of stigma.
"Is PrEP right for me?" HIV.gov and AVAC, and our PrEP guide.
"I want to hear from people living with HIV." TheBody and UNAIDS.
"What does the latest research say?" The NIH.', 4),
  ('educational-materials', 'Trusted Sexual Health Resources', 'How to Judge Any Source', 'You''ll come across plenty of sites that aren''t on this list. Before you trust one, run through these questions:

Who runs it? Look for a government agency, a university, a medical society or a recognised non-profit. Check the "About" page.
Is it reviewed? Reliable health content usually says who wrote or reviewed it and when it was last updated.
Does it cite evidence? Good sources link to research or official guidelines rather than anecdotes alone.
How does it make you feel? Content that relies on fear, shame or dramatic stories is usually trying to persuade rather than inform.
Is it selling something? Be cautious with "miracle cures" or products promising to prevent or cure STIs with no prescription.
Does it match other trusted sources? If a claim only appears on one site, treat it with healthy scepticism.', 5),
  ('educational-materials', 'Trusted Sexual Health Resources', 'Getting the Most Out of What You Read', 'Read with a question in mind, so you don''t get lost in information overload.
Note down anything you want to ask a provider; our guide to preparing for your testing visit shows how to bring those questions along.
Remember that general information isn''t a diagnosis. Your provider can apply it to your situation.
Share good sources with friends and partners. Accurate information spreads kindness as well as facts.', 6),
  ('educational-materials', 'Trusted Sexual Health Resources', 'Big Takeaway', 'You deserve sexual health information that''s accurate, up to date and free of judgement. Start with well-known public health organisations like the CDC, WHO, NIH, Planned Parenthood, ASHA, HIV.gov, UNAIDS, TheBody and AVAC, and use a quick source check for anything else. Pair what you learn with a conversation with a provider, and you''ll be making decisions from solid ground.', 7);

delete from public.guide_passages where slug = 'living-with-stis';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('living-with-stis', 'Living Well With an STI', 'Introduction', 'Getting diagnosed with a long-term STI like herpes, HIV, HPV or hepatitis B can feel like the ground shifted under you. Maybe you''re scared, angry, embarrassed, or just numb. All of that is normal. What''s also true: these are common, manageable health conditions, and people with them date, have great sex, fall in love, have families and live full lives. This guide is about how to get there, physically and emotionally.', 0),
  ('living-with-stis', 'Living Well With an STI', 'Your Feelings Are Valid (and They Change)', 'Right after a diagnosis, it''s common to feel a rush of emotions: shock, shame, worry about partners, or fear that no one will want you. Many people go through something like grief for a while. Here''s what tends to help:

Give it time. The first days often feel the heaviest. Most people find the intensity eases as they learn more and settle into a routine.
Separate the facts from the stigma. An STI is an infection, not a character flaw. It says nothing about how "clean," careful or lovable you are.
Talk to someone you trust, such as a friend, a provider, a therapist or a support group. Saying it out loud often shrinks it.
Notice the stories you tell yourself. If your inner voice sounds harsh, ask what you''d say to a friend in your position, then say that to yourself.

If you''re struggling a lot, feeling hopeless or thinking about hurting yourself, please reach out now: call or text 988, or text HOME to 741741. In an emergency, call 911. Our guide on the psychology of stigma goes deeper into the emotional side.', 1),
  ('living-with-stis', 'Living Well With an STI', 'Looking After Your Health', 'Herpes

Know your triggers. Stress, illness, friction, sun exposure and hormonal changes can bring on outbreaks for some people.
Learn your early signs, like tingling, itching or burning, which often come before sores appear.
Ask about antiviral medication, either during outbreaks or taken daily to reduce them. Your provider will explain which approach fits you and how to take it.
Be gentle during outbreaks: loose clothing, keeping the area clean and dry, and resting when you can.

HIV

Stay connected to care. Regular appointments and lab work help keep you healthy.
Take your treatment consistently. It protects your immune system, and when your viral load stays undetectable, you won''t pass HIV to partners through sex.
Look after the whole you: sleep, food, movement and mental health all matter.

HPV

Keep up with cervical screening if you have a cervix. Pap and/or HPV testing every 3-5 years, or more often if your provider recommends it, catches cell changes early.
Know that the body often clears HPV on its own. Warts, if you have them, can be treated.

Hepatitis B

Keep regular check-ins so your provider can monitor your liver.
Ask about treatment if your provider recommends it.
Encourage partners and household members to get vaccinated.

For everyone

Keep testing for other STIs on a regular schedule. Having one infection doesn''t protect you from others, and some can make it easier to get or pass on a second one. Candor''s at-home kit (awaiting FDA approval, launch expected Q4 2025) is designed to check 6 common conditions from a urine sample in 15 minutes, which can make routine checks easier. See how it works.', 2),
  ('living-with-stis', 'Living Well With an STI', 'Dating and Sex After a Diagnosis', 'Yes, you can still date. Yes, you can still have sex you enjoy. A few things make it easier:

Lower transmission risk with the tools available: treatment or suppressive medication, condoms and dental dams, avoiding sex during herpes outbreaks, and encouraging partners to consider vaccines or PrEP where relevant.
Choose when to share. You don''t owe your diagnosis to every match or first date, but tell partners before sex, so they can make an informed choice. That''s about respect, not confession.
Keep it matter-of-fact. How you share often shapes how it''s received. A calm, confident tone invites a calm response.
Expect a range of reactions. Many partners respond with kindness and questions. Some won''t, and that says more about their knowledge or fears than about you.

Our disclosure guidelines have scripts for these conversations, and building trust and transparency covers keeping honesty flowing in an ongoing relationship.', 3),
  ('living-with-stis', 'Living Well With an STI', 'Handling Stigma and Tough Moments', 'Stigma around STIs is real, but it''s built on myths, not facts. Some ways to handle it:

Curate your circle. Spend more time with people who make you feel accepted.
Be choosy about what you read online. Forums can be supportive, but they can also amplify fear. Reliable sources like ASHA and HIV.gov help.
Set boundaries with anyone who jokes or judges. "That''s not funny to me" is a full sentence.
Remember how common this is. Many people are living with the same thing; they''re just not talking about it.', 4),
  ('living-with-stis', 'Living Well With an STI', 'Finding Support', 'Support groups, in person or online, connect you with people who truly get it. ASHA has information and links to community resources.
Therapists who are knowledgeable about sexual health can help you work through shame, anxiety or relationship worries. Our couple counseling resources list ways to find one, for you alone or with a partner.
Your provider can answer medical questions and connect you with local services.', 5),
  ('living-with-stis', 'Living Well With an STI', 'Big Takeaway', 'A long-term STI is a health condition, not a life sentence or a label. With treatment, regular care and a few smart habits, you can keep yourself healthy and protect partners. Let yourself feel what you feel, lean on people and resources that support you, share your status with partners before sex in a way that feels right to you, and keep testing for other infections. You still get to have a full, connected, joyful life, including your sex life.', 6);

delete from public.guide_passages where slug = 'prep-guide';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('prep-guide', 'PrEP, Explained Simply', 'Introduction', 'PrEP, short for pre-exposure prophylaxis, is medication that people take before possible contact with HIV to keep the virus from taking hold. It''s one of the most effective prevention tools available, and it''s meant for ordinary people with ordinary sex lives. If you''ve wondered whether PrEP is for you, or you''re not sure how to bring it up with a provider, this guide covers the basics in plain language.', 0),
  ('prep-guide', 'PrEP, Explained Simply', 'What PrEP Is and How It Works', 'When HIV enters the body, it needs to copy itself inside certain immune cells to set up an infection. PrEP medication builds up in your body and blocks that copying step, so the virus can''t get a foothold. Taken as prescribed, it lowers the chance of getting HIV through sex or shared injection equipment dramatically.

A few things PrEP doesn''t do:

It doesn''t protect against other STIs such as chlamydia, gonorrhea, syphilis or herpes.
It doesn''t prevent pregnancy.
It doesn''t work right away. It takes some time to reach protective levels, and your provider will tell you when you''re covered.

That''s why many people pair PrEP with condoms and a regular testing routine.', 1),
  ('prep-guide', 'PrEP, Explained Simply', 'Who Might Consider PrEP', 'PrEP isn''t about who you are; it''s about what''s going on in your life. You might talk to a provider about it if any of these sound familiar:

You have a partner living with HIV, especially if their viral load isn''t known to be undetectable.
You have sex with more than one partner, or with partners whose status you don''t know.
You don''t always use condoms, or condoms are hard to negotiate in your relationships.
You''ve had a bacterial STI recently.
You''ve used PEP (emergency HIV medication) before, or more than once.
You share needles or other injection equipment.

PrEP is for people of every gender and sexual orientation. Wanting it doesn''t say anything about your character; it says you''re planning ahead.', 2),
  ('prep-guide', 'PrEP, Explained Simply', 'The Forms PrEP Comes In', 'PrEP is available as pills and, for some people, as a long-acting injection given at a clinic. The right choice depends on your health, your routine and what you can realistically stick with. Your provider will help you choose and will tell you exactly how to take it. Please don''t start, stop or change how you take PrEP without talking to them first, because protection depends on using it as directed.', 3),
  ('prep-guide', 'PrEP, Explained Simply', 'Getting Started', 'Starting PrEP usually looks like this:

A conversation. You can simply say, "I''d like to talk about PrEP." You don''t need to justify it or share more than you''re comfortable with.
An HIV test. PrEP is only for people who are HIV-negative, so you''ll be tested first.
Some baseline labs. Your provider may check your kidney function, hepatitis status and other STIs.
A prescription and a plan. You''ll go over how to take it, what side effects to watch for and when to come back.

You can get PrEP from a primary care provider, a sexual health clinic, many community health centres and telehealth services. Many insurance plans cover it, and assistance programmes exist for people without coverage, so ask about costs up front.', 4),
  ('prep-guide', 'PrEP, Explained Simply', 'Staying on PrEP', 'PrEP comes with regular check-ins. You''ll have an HIV test every 3 months, along with screening for other STIs and any lab work your provider recommends. That rhythm matches the testing schedule many people with multiple partners follow anyway: see testing schedule best practices.

Some people notice mild side effects when they start, such as an upset stomach or headache, which often settle down on their own. Tell your provider about anything that bothers you or doesn''t go away. Set reminders, keep refills on your radar and let your provider know if your life changes, for example if you start a monogamous relationship or want to switch forms.', 5),
  ('prep-guide', 'PrEP, Explained Simply', 'PrEP vs. PEP', 'They sound alike but do different jobs:

PrEP is taken before possible exposure, as an ongoing routine.
PEP (post-exposure prophylaxis) is an emergency course started after a possible exposure, such as a condom break with a partner whose status is unknown, or sexual assault. It must be started within 72 hours, and sooner is better. Go to an emergency department, urgent care or sexual health clinic and say, "I need PEP."

If you find yourself needing PEP more than once, that''s a great moment to ask about PrEP.', 6),
  ('prep-guide', 'PrEP, Explained Simply', 'PrEP and Doxy-PEP', 'Doxy-PEP is a different tool: an antibiotic taken after sex, within a 72-hour window, to lower the chance of some bacterial STIs like syphilis, chlamydia and gonorrhea. It doesn''t protect against HIV. Some people on PrEP also use Doxy-PEP, particularly if they''ve had a bacterial STI before. Ask your provider whether it makes sense for you; they''ll explain how and when to take it.', 7),
  ('prep-guide', 'PrEP, Explained Simply', 'Letting Go of PrEP Stigma', 'Some people still treat PrEP as a sign of recklessness. The truth is the opposite: choosing PrEP means you''re taking your health and your partners'' health seriously. If someone judges you for it, that says more about their misinformation than about you. Our guide on the psychology of stigma has more on handling those moments.', 8),
  ('prep-guide', 'PrEP, Explained Simply', 'Questions to Ask Your Provider', '"Which form of PrEP fits my routine best?"
"How long until I''m protected, and what do I do if I miss a dose?"
"What will my check-ins involve and how often?"
"What does it cost with my insurance, and are there assistance programmes?"
"Would Doxy-PEP or any vaccines make sense for me too?"', 9),
  ('prep-guide', 'PrEP, Explained Simply', 'Big Takeaway', 'PrEP is a safe, highly effective way to prevent HIV for anyone who might be exposed. It works best as part of a bigger routine: regular HIV testing every 3 months, STI screening, condoms for extra coverage and open conversations with partners. If it sounds like it could fit your life, you deserve to ask about it without shame.', 10);

delete from public.guide_passages where slug = 'preparing-for-your-testing-visit';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Introduction', 'Booking an STI test is already a win. A bit of preparation beforehand makes the visit itself smoother: you''ll get the right tests, spend less time trying to remember dates and leave with your questions answered. This guide covers everything to sort out before you go, with scripts you can use word for word if you like.', 0),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Choose Where to Test', 'You''ve got options, and the best one is whichever you''ll actually use:

Sexual health clinics specialise in testing, are usually very non-judgemental and often offer low-cost or free services.
Your primary care provider already knows your health history and can combine testing with other care.
Family planning centres such as Planned Parenthood offer testing alongside contraception and other services.
Telehealth services can order tests for you to take at a local lab.
At-home kits let you test privately. The Candor kit, pending FDA approval with launch expected in Q4 2025, is designed to check 6 conditions from a urine sample and a cartridge in 15 minutes; HIV, syphilis, herpes and hepatitis still need a clinic or lab.

You can search for nearby testing on the CDC''s testing locator.', 1),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Time It Well', 'Mind the window periods. If you''re testing after a specific encounter, a test within 2 weeks is a good start, and some infections need a later follow-up. For example, HIV tests have a window of about 10-33 days and syphilis about 3-6 weeks. See types of tests and window periods.
Possible HIV exposure? Don''t wait for an appointment. Ask about PEP immediately; it must be started within 72 hours.
Urine test? Many clinics prefer that you haven''t peed for a while beforehand. Ask when you book how long to wait.
Periods: you can usually still test during your period. If you''re having a swab or pelvic exam and would rather reschedule, just ask.
Antibiotics: if you''ve recently taken antibiotics, mention it; it can affect some results and timing.', 2),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'What to Bring', 'a photo ID and your insurance card, if you''re using insurance
a list of medications you take, including PrEP, birth control and supplements
your vaccine history for HPV and hepatitis, if you have it
the dates of your last test and any recent STI treatment
a rough timeline of recent partners or encounters (more on that below)
your questions, written down on your phone or a piece of paper
a support person, if that would help you feel comfortable', 3),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Prepare Your Sexual History', 'Providers ask about your sexual history to choose the right tests, not to judge. Jotting down a few notes beforehand saves you from blanking in the moment:

When did you last have sex, and when was your last test?
Roughly how many partners have you had since then, and of what genders?
What kinds of sex have you had: oral, vaginal, anal, shared toys?
How often do you use condoms or other barriers?
Has a partner told you they have an STI?
Have you noticed any symptoms, and when did they start?

You don''t need exact numbers or a perfect memory. "A few partners since my last test, mostly with condoms" is plenty.', 4),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'What to Say', 'If you''re not sure how to start, try one of these:

"I''d like a full STI screening, please."
"I had a condom break with a new partner recently, and I''d like to get tested."
"A partner told me they tested positive for chlamydia. Can I be tested and treated?"
"I have oral and anal sex, so I''d like throat and rectal swabs as well."
"I''ve noticed some burning when I pee, and I want to get it checked."
"I''m interested in PrEP. Can we talk about that too?"', 5),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Questions to Ask', '"Which infections are you testing for, and which aren''t included?"
"How and when will I get my results?"
"If something comes back positive, what happens next?"
"Am I due for any vaccines, like HPV or hepatitis B?"
"Should I test again later because of a window period?"', 6),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Cost and Privacy', 'Ask about cost when you book. Many insurance plans cover STI screening as preventive care, and many clinics offer sliding-scale or free testing.
If you''re on someone else''s insurance, ask whether an explanation of benefits will be mailed to the policyholder, and whether confidential options exist.
Ask how results are shared, so you know whether to expect a call, a text or a portal message.', 7),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Managing Nerves', 'Feeling anxious is normal. A few things help:

Remind yourself that testing is routine care. Providers see people like you all day.
Bring headphones, a friend or something to focus on in the waiting room.
Tell the staff if you''re nervous about needles or exams; they can slow down and explain each step.
Plan something kind for yourself afterwards.

Our what to expect during testing guide walks through the visit step by step, and communication skills can help you speak up.', 8),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Your Pre-Visit Checklist', 'I''ve picked a place to test and booked a time.
I''ve checked window periods for any recent encounter.
I know whether I need to hold off peeing before a urine test.
I have my ID, insurance card and medication list ready.
I''ve noted my recent sexual history and any symptoms.
I''ve written down my questions.
I know how I''ll get my results.', 9),
  ('preparing-for-your-testing-visit', 'Getting Ready for Your Testing Visit', 'Big Takeaway', 'Preparing for a testing visit takes only a few minutes: choose where to go, time it around window periods, bring your ID, medication list and notes, and have a couple of phrases ready to ask for exactly what you need. Lab results usually arrive in 2-7 business days. Then set a reminder for your next routine test, and give yourself credit for looking after your health.', 10);

delete from public.guide_passages where slug = 'prevention-plan-guide';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Introduction', 'There''s no single "right" way to protect your sexual health. What works for someone in a long-term monogamous relationship looks different from what works for someone dating several people or exploring something new. A prevention plan is simply your own combination of tools, chosen on purpose instead of by chance. This guide helps you build one in a few calm steps, without judgement and without scare tactics.', 0),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Start With an Honest Risk Check', 'Risk assessment sounds clinical, but it''s really just asking yourself a few questions and answering them truthfully. Nobody else needs to see your answers.

How many partners have I had recently, and do I expect that to change?
Do I know my partners'' testing status, and do they know mine?
What kinds of sex do I have (oral, vaginal, anal, shared toys)?
How often do I use condoms or other barriers, honestly?
Have I had an STI before, or been treated for one recently?
Am I vaccinated against HPV and hepatitis B?
Are there situations, like alcohol or other substances, where my plans tend to slip?

There are no bad answers here. The point is to see where a little extra protection would help most. Your needs can change with a new relationship, a breakup or a move, so plan to revisit these questions now and then.', 1),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Layer: A Testing Routine', 'Testing is the backbone of any plan, because many infections have no symptoms. Common guidance looks like this:

Lower risk (for example, one long-term partner and both tested): test annually.
Moderate risk (for example, a new partner or occasional condom gaps): test every 6 months.
Higher risk (multiple partners, a partner with an STI, or using PrEP): test every 3 months.

Test outside your schedule too: after a new partner, after a condom breaks, or if you notice symptoms. After unprotected contact, plan a test within 2 weeks, then follow up later for infections with longer window periods. If you''re treated for an STI, retest about 3 months afterwards. Our testing schedule guide goes deeper.', 2),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Layer: Vaccination', 'Vaccines are protection you set up once and carry with you. The main ones for sexual health are HPV, hepatitis B, hepatitis A and, for some people, mpox. Check your records and ask your provider what you''re due for. See the vaccination guide for details.', 3),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Layer: Barrier Methods', 'External condoms, internal condoms and dental dams lower the chance of passing on many infections and, where relevant, prevent pregnancy. They''re most effective when they''re always within reach, so keep some where you have sex and in your bag. The condom guide covers types, fit and lube.', 4),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Layer: Medication', 'Medication can add strong protection against specific infections:

PrEP lowers the chance of getting HIV for people who may be exposed. It comes with an HIV test every 3 months. Learn more in our PrEP guide.
PEP is emergency HIV medication after a possible exposure. It must be started within 72 hours.
Doxy-PEP is an antibiotic taken after sex, within a 72-hour window, to lower the chance of some bacterial STIs. It''s recommended for some people, especially those who''ve had a bacterial STI recently.
Emergency contraception can prevent pregnancy after unprotected vaginal sex, within 72-120 hours depending on the type.

Your provider will decide with you which medications fit and will tell you how to take them.', 5),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Layer: Communication', 'Every tool above works better when you and your partners talk. That means sharing when you last tested, agreeing on condoms or other methods, and letting each other know if something changes. Scripts and tips are in starting sexual health conversations.', 6),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Example Plans', 'These are illustrations, not prescriptions. Mix and match what fits you.

Exclusive and both tested

Alex and their partner have been together for a while, tested together before dropping condoms, and agreed to tell each other if anything changes. Their plan: annual testing, HPV and hepatitis B vaccines up to date, condoms on hand in case things change, and an honest check-in if either of them has a new partner.

Dating again

Sam recently left a long relationship and is meeting new people. Their plan: condoms for every partner, testing every 6 months plus after any new partner, a quick vaccine check with their provider, and a go-to line for bringing up testing before sex.

Multiple partners, on PrEP

Jordan has several partners and uses PrEP. Their plan: HIV and STI testing every 3 months with PrEP check-ins, condoms for extra coverage against other STIs, a conversation with their provider about Doxy-PEP, and the mpox vaccine if it''s recommended.

Trying to avoid pregnancy too

Riley has a partner with whom pregnancy is possible. Their plan: a reliable birth control method plus condoms for STI protection, emergency contraception as a backup, and testing on a schedule that matches their relationship. See birth control methods for options.', 7),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Your Prevention Plan Checklist', 'I''ve answered the risk-check questions honestly.
I know how often I should test, and I''ve put my next test date in my calendar.
I know when to test outside my schedule.
I''ve checked my HPV and hepatitis vaccine status.
I keep condoms, internal condoms or dental dams and compatible lube within easy reach.
I''ve asked a provider whether PrEP or Doxy-PEP makes sense for me.
I know where to go for PEP or emergency contraception if I ever need them.
I''ve talked with my partner or partners about testing and protection.
I have a plan for revisiting all of this when my life changes.', 8),
  ('prevention-plan-guide', 'Build Your Personal Prevention Plan', 'Big Takeaway', 'A prevention plan is about layers, not perfection. An honest risk check, a steady testing routine, up-to-date vaccines, barriers you''ll actually use and medication where it fits add up to strong protection. When life changes, update the plan. And once it launches, our at-home kit is designed to slot right into that routine.', 9);

delete from public.guide_passages where slug = 'psychology-of-stigma';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'Introduction', 'For many people, the hardest part of an STI isn''t the infection. It''s the feeling that comes with it: embarrassment, fear of being judged, the worry that you''re somehow "less than". That feeling has a name, stigma, and it''s powerful enough to keep people from testing, from telling partners and from getting care. The good news is that stigma is learned, which means it can be unlearned. This guide explains how it works and what you can do about it.', 0),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'What Stigma Actually Is', 'Stigma is a set of negative beliefs attached to a characteristic, in this case having or possibly having an STI. Psychologists often describe a few layers:

Public stigma: the attitudes out in the world, like jokes, assumptions that people with STIs are "dirty" or careless, or the idea that an infection says something about your morals.
Self-stigma: when you absorb those attitudes and turn them on yourself, thinking things like "I''m disgusting" or "nobody will want me now".
Anticipated stigma: the fear of how others will react, which can be just as painful as an actual reaction.
Structural stigma: the way systems reflect those attitudes, such as clinics that feel unwelcoming or sex education that skips over STIs entirely.', 1),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'Where It Comes From', 'STI stigma grows from a mix of history, culture and misinformation. Infections connected to sex have long been framed as punishment or as a sign of bad character. Language plays a part too: calling someone who tested negative "clean" quietly implies that anyone with an infection is dirty. Add in myths, like the idea that you''d always know if you had an STI or that only certain people get them, and it''s easy to see why shame takes root. Our guide to debunking misconceptions tackles many of those myths.', 2),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'How Stigma Affects Your Health', 'Stigma isn''t just uncomfortable; it changes behaviour in ways that harm health:

Avoiding testing: people put off testing because they''re scared of what it might say about them.
Staying silent: fear of rejection makes disclosure to partners feel impossible, so partners miss the chance to get tested and treated.
Delaying treatment: shame can lead people to ignore symptoms or skip follow-up care.
Mental health strain: self-stigma is linked to anxiety, low mood, isolation and avoiding intimacy altogether.

In other words, stigma can do more damage than many infections, most of which are treatable or manageable.', 3),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'Recognising Self-Stigma', 'Notice if thoughts like these show up:

"I should have known better. This is my fault."
"I''m damaged goods now."
"If anyone finds out, they''ll think I''m disgusting."
"I don''t deserve a relationship anymore."

These thoughts feel true, but they''re echoes of public stigma, not facts about you. Catching them is the first step to loosening their grip.', 4),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'Ways to Reframe and Cope', 'Name it. Say to yourself, "This is stigma talking." Labelling a thought gives you distance from it.
Check the facts. STIs are common, often silent and usually treatable or manageable. Getting one is a health event, not a character flaw.
Talk to yourself like a friend. What would you say to someone you love in your situation? Say that to yourself.
Change your words. Swap "clean" for "tested negative", and "dirty" for nothing at all. Language shapes how you feel.
Take one practical step. Booking treatment, reading about your diagnosis or telling one trusted person can shift you from panic to action.
Give it time. Early feelings after a diagnosis are often the most intense. Many people find the weight lifts as they learn more and talk it through.', 5),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'Talking to Partners Without Shame', 'Disclosure is easier when you approach it as sharing health information rather than confessing. Choose a calm moment, keep it simple and have facts ready. You might say: "I want to share something about my health because I care about you. I recently tested positive for herpes. It''s very common and manageable, and here''s what I''m doing about it." Their first reaction may not be their last. See our disclosure guidelines for more scripts, and living with STIs for day-to-day tips.', 6),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'When You Need Support Right Now', 'If shame or worry feels overwhelming, or you''re having thoughts of harming yourself, please reach out. You deserve support, and you don''t have to go through this alone.

Call 988: call the 988 Suicide & Crisis Lifeline any time, day or night.
Chat online: chat with the 988 Lifeline if talking out loud feels like too much.
Text: text HOME to 741741 to reach the Crisis Text Line.
Emergencies: if you or someone else is in immediate danger, call 911 or your local emergency number.', 7),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'Finding Ongoing Support', 'Therapists: Psychology Today''s therapist finder lets you filter by location, insurance and specialty, including sexual health and LGBTQ+ affirming care. Open Path Collective connects people with lower-cost therapy.
Sexual health support: ASHA offers stigma-free information on STIs, along with herpes resources and support group listings you can find through its site.
Mental health communities: NAMI offers education, helplines and peer support groups.
LGBTQ+ support: The Trevor Project provides support and community for LGBTQ+ young people.
Couples: if stigma is straining a relationship, our couple counselling resources can help you find a counsellor.', 8),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'Helping to Reduce Stigma', 'You can help change the culture, one conversation at a time: use neutral language, treat testing as normal, respond kindly when someone discloses, and share accurate information. Every time you talk about sexual health without shame, you make it easier for someone else to get tested.', 9),
  ('psychology-of-stigma', 'The Psychology of STI Stigma', 'Big Takeaway', 'STI stigma is learned, and it can be unlearned. It shows up as public judgement, self-blame and fear, and it keeps people from the care they deserve. Name it when you notice it, check the facts, talk to yourself with kindness and lean on support when you need it. If things feel like too much, reach out to 988 by phone or chat, or text 741741. Having an STI is a health matter, never a measure of your worth.', 10);

delete from public.guide_passages where slug = 'science-based-sti-info';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('science-based-sti-info', 'STIs, by the Science', 'Introduction', 'There''s a lot of noise out there about sexually transmitted infections, from half-remembered school lessons to scary posts online. The science is actually much calmer. STIs are ordinary infections caused by ordinary germs. Most are easy to test for, many are curable, and the rest can be managed well with modern care. This guide lays out what researchers and clinicians know, so you can make decisions from facts rather than fear.', 0),
  ('science-based-sti-info', 'STIs, by the Science', 'What an STI Actually Is', 'A sexually transmitted infection is any infection that can pass from one person to another during sexual contact, whether that''s oral, vaginal or anal sex, genital skin-to-skin contact or shared sex toys. You may also hear "STD" (sexually transmitted disease). Many clinicians prefer "infection", because you can carry and pass on an infection without ever developing disease or symptoms.

STIs come from bacteria, viruses or parasites, and the type of germ shapes almost everything about it: how it spreads, how it''s tested for and how it''s treated.', 1),
  ('science-based-sti-info', 'STIs, by the Science', 'Bacterial STIs', 'Bacteria are single-celled organisms. Bacterial STIs are usually curable with antibiotics.

Chlamydia often causes no symptoms at all. When it does, it may bring unusual discharge or burning when peeing. Left untreated, it can lead to pelvic inflammatory disease and fertility problems.
Gonorrhea can infect the genitals, rectum and throat. It, too, is often silent. Some strains have become resistant to certain antibiotics, which is one reason follow-up testing matters.
Syphilis moves through stages, starting with a painless sore that''s easy to miss. It''s curable, and early treatment prevents the serious complications of later stages.
Mycoplasma genitalium is less well known but can cause symptoms similar to chlamydia. It''s treatable, though it sometimes needs a specific approach.

Because reinfection is common, guidance recommends retesting about 3 months after treatment for a bacterial STI.', 2),
  ('science-based-sti-info', 'STIs, by the Science', 'Parasitic STIs', 'Trichomoniasis ("trich") is caused by a tiny parasite. It can cause itching, irritation and changes in discharge, though many people notice nothing. It''s curable with prescription medication, and partners usually need treatment too.', 3),
  ('science-based-sti-info', 'STIs, by the Science', 'Viral STIs', 'Viruses live inside your cells, so they behave differently. Some can be cured; others stay in the body but can be managed very well.

HIV attacks the immune system. There''s no cure yet, but treatment lets people live long, healthy lives, and someone whose viral load is undetectable doesn''t pass HIV on through sex. PrEP and PEP help prevent it.
Herpes (HSV) causes sores or blisters in some people and nothing noticeable in many others. It stays in the body, but antiviral medication can reduce outbreaks and lower the chance of passing it on.
HPV is very common and usually clears on its own. Some types cause warts and some can lead to cancer, which is why vaccination and cervical screening matter.
Hepatitis B can be short-term or long-term and affects the liver. A vaccine prevents it, and treatment helps manage chronic infection.
Hepatitis C spreads mostly through blood, occasionally through sex. Modern treatment cures it in 8-12 weeks for most people.', 4),
  ('science-based-sti-info', 'STIs, by the Science', 'Conditions That Aren''t Strictly STIs', 'Bacterial vaginosis (BV) and yeast infections come from an imbalance of organisms that normally live in the body. They aren''t classic STIs, but sex can influence them, their symptoms overlap with STIs, and both are easily treated. That''s why many sexual health tests, including the Candor kit, check for them alongside STIs.', 5),
  ('science-based-sti-info', 'STIs, by the Science', 'Why Symptoms Aren''t a Reliable Guide', 'One of the most important scientific facts about STIs is that many infections cause no symptoms at all, sometimes for a long time. That means:

You can''t tell whether you or a partner has an STI by looking or feeling.
Someone can pass on an infection without knowing they have it.
Regular testing is the only reliable way to know your status.

When symptoms do appear, they can include unusual discharge, burning when you pee, sores, bumps, itching, pelvic pain or bleeding between periods. Any of these is a good reason to get checked, but their absence isn''t proof of anything. The STI symptom guide has more.', 6),
  ('science-based-sti-info', 'STIs, by the Science', 'How STIs Spread', 'Through fluids: semen, vaginal fluids, rectal fluids and blood can carry HIV, hepatitis B, chlamydia, gonorrhea and trichomoniasis.
Through skin-to-skin contact: herpes, HPV, syphilis and mpox can spread from skin or sores, including areas a condom doesn''t cover.
Not through everyday contact: STIs don''t spread through hugging, sharing cups, toilet seats or swimming pools. Our myth-busting guide tackles more of these.', 7),
  ('science-based-sti-info', 'STIs, by the Science', 'How Testing Works', 'Tests look for the germ itself (its genetic material or proteins) or for your body''s response to it (antibodies). Depending on the infection, that means a urine sample, a swab or a blood draw. Every test has a window period: the time after exposure before it can reliably detect an infection. For example, HIV tests have a window of about 10-33 days depending on the type, and syphilis about 3-6 weeks. The guide to types of tests covers every window in detail.', 8),
  ('science-based-sti-info', 'STIs, by the Science', 'Reading Health Information Critically', 'When you come across a claim about STIs, ask: Who published it? Are they a recognised health organisation? Do they cite evidence? Is it trying to sell you something by making you scared? Trusted sources like the CDC, the WHO and the NIH update their guidance as the science evolves. Our list of educational materials points you to reliable places.', 9),
  ('science-based-sti-info', 'STIs, by the Science', 'Big Takeaway', 'STIs are common, well understood and, in most cases, easy to test for and treat. Bacterial and parasitic infections are usually curable, viral infections can be prevented or managed well, and symptoms alone can''t tell you your status. Let science, not stigma, guide you: test regularly, use the prevention tools that fit your life and talk to a provider when something feels off.', 10);

delete from public.guide_passages where slug = 'sexual-anatomy-101';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('sexual-anatomy-101', 'Sexual Anatomy 101', 'Introduction', 'A lot of us learned about our bodies from a rushed school lesson, a diagram with half the parts missing, and whatever the internet served up. No wonder so many adults feel unsure about what''s "normal" down there. This guide is a calm, no-giggles refresher. Knowing your anatomy makes it easier to notice changes, explain what''s going on to a provider, and pick the tests that actually fit your body.

A quick note before we start: bodies are wonderfully varied. Size, shape, colour, hair and symmetry differ from person to person, and that''s expected. Some people are intersex, and many trans and nonbinary people have anatomy that doesn''t match a textbook diagram, sometimes because of gender-affirming care. Use the sections that apply to you, and use the words that feel right for your own body.', 0),
  ('sexual-anatomy-101', 'Sexual Anatomy 101', 'The Vulva and Vagina', 'The vulva is everything on the outside. People often call it the vagina, but the vagina is actually internal. The vulva includes:

Outer and inner labia: folds of skin that protect the openings. Inner labia can be longer than the outer ones, uneven, or darker in colour, all of which is normal.
Clitoris: the visible tip (the glans) sits at the top where the inner labia meet, but most of the clitoris is internal, extending back along both sides. It exists purely for pleasure.
Urethral opening: a small opening where pee comes out, just below the clitoris.
Vaginal opening: below the urethral opening.

The vagina is a flexible, muscular canal that leads to the cervix, the lower end of the uterus. The ovaries and fallopian tubes sit higher up. The vagina cleans itself with discharge, which can change in amount and texture across a cycle. What matters is noticing a change from your usual, like a new smell, colour or itch.', 1),
  ('sexual-anatomy-101', 'Sexual Anatomy 101', 'The Penis, Scrotum and Prostate', 'Glans: the sensitive head of the penis, with the urethral opening at the tip.
Shaft: the length of the penis, which fills with blood during an erection.
Foreskin: a fold of skin covering the glans in people who aren''t circumcised. It retracts during erections and needs gentle washing underneath.
Scrotum and testicles: the scrotum holds the testicles, which make sperm and hormones. It''s common for one to hang lower than the other.
Prostate: a gland below the bladder that helps make semen. It can be stimulated through the rectum and is a source of pleasure for many people.

Things worth a closer look include a new bump, sore or rash, pain or a heavy feeling in the testicles, discharge from the urethra, or burning when you pee.', 2),
  ('sexual-anatomy-101', 'Sexual Anatomy 101', 'The Parts Everyone Has', 'Some anatomy is universal, and it matters for sexual health too:

Mouth and throat: oral sex can pass on infections like gonorrhea, chlamydia, syphilis and herpes.
Anus and rectum: the lining of the rectum is delicate, so lube and condoms make anal sex more comfortable and safer.
Skin: some infections, like herpes and HPV, spread through skin-to-skin contact, including areas a condom doesn''t cover.', 3),
  ('sexual-anatomy-101', 'Sexual Anatomy 101', 'Why Anatomy Matters for Testing', 'Here''s the practical part. An infection lives where the contact happened. A urine test mostly picks up infections in the urethra and genitals, so it can miss an infection in the throat or rectum. If you have oral or anal sex, ask your provider about throat or rectal swabs too. That''s not an awkward request; it''s a smart one.

Your anatomy also shapes routine screening:

If you have a cervix, you''ll want Pap and/or HPV screening every 3-5 years, depending on your age and history. This includes trans men and nonbinary people who have a cervix.
If you''ve had gender-affirming surgery, tell your provider what surgery you''ve had so they can pick the right sample sites. A good provider will ask respectfully and won''t make assumptions.
If you have a vagina, some common conditions, like bacterial vaginosis (BV) and yeast infections, aren''t STIs at all but can still cause discomfort. They''re worth testing for when something feels off.

Candor''s at-home kit (pending FDA approval, with launch expected in Q4 2025) uses a urine sample and a cartridge to check 6 conditions, including BV and yeast, with results in 15 minutes. You can read more about the kit, and for throat or rectal concerns, a clinic visit is still the way to go.', 4),
  ('sexual-anatomy-101', 'Sexual Anatomy 101', 'Getting to Know Your Own Body', 'You don''t need medical training to notice changes. A few low-effort habits help:

Take a look now and then. A hand mirror and good light are all you need to learn what your vulva or penis usually looks like.
Notice your normal. Know your usual discharge, smell and how things feel, so a change stands out.
Do a gentle testicular check in the shower now and then, feeling for new lumps or swelling.
Pay attention to pain. Pain during sex, when you pee, or in your lower belly is worth mentioning to a provider.

If you spot something new, try not to panic or self-diagnose from photos online. Plenty of harmless things, like ingrown hairs, skin tags or normal glands, can look alarming at first. Our STI symptom guide explains which signs are worth getting checked.', 5),
  ('sexual-anatomy-101', 'Sexual Anatomy 101', 'Talking About Your Body With a Provider', 'Using the right words helps you get the right care, but nobody will mind if you point and say "here." Some useful phrases:

"I''ve noticed a bump on my inner labia that wasn''t there before."
"It burns at the tip of my penis when I pee."
"I have anal sex, so I''d like a rectal swab as well."
"I''m trans, and here''s the anatomy I have now."

If you ever feel dismissed, it''s okay to ask for another provider. You deserve care that respects your body and your identity.', 6),
  ('sexual-anatomy-101', 'Sexual Anatomy 101', 'Big Takeaway', 'There''s no single "normal" body, but there is your normal, and knowing it is a quiet superpower. Learn the real names, pay attention to changes, and remember that infections show up where contact happens, so tell your provider which parts of your body are involved in the sex you have. That''s how you get tests and care that actually fit you.', 7);

delete from public.guide_passages where slug = 'starting-sexual-health-conversations';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'Introduction', 'You like this person. Things are heading somewhere. And there''s that little voice saying, "We should probably talk about testing," followed quickly by a louder voice saying, "But how do I bring that up without making it weird?" Good news: it''s much less weird than it feels in your head, and most people are relieved when someone else goes first. This guide gives you a simple plan and plenty of words to borrow.', 0),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'Why the Conversation Is Worth It', 'Talking about sexual health before sex does a lot of quiet good:

It protects you both. Many STIs have no symptoms, so "I feel fine" isn''t the same as "I''m negative."
It builds trust early. Showing you care about their health, and yours, is genuinely attractive.
It makes sex more relaxed. Less wondering, more enjoying.
It sets the tone. If you can talk about testing, you can talk about what you like, what you don''t, and everything else.', 1),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'Pick Your Moment', 'Timing is half the battle. Aim for:

Before things get physical, not in the middle of a make-out session when nobody is thinking clearly.
A relaxed, private setting, such as a walk, a drive, cooking together, or a quiet evening in.
When you''re both sober, or close to it, so the conversation actually sticks.

Texting is fine too, especially if it helps you feel calmer. Some people find it easier to open the topic by message and then continue in person.', 2),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'A Simple Four-Part Plan', 'Open with care

Start by framing it as something you do because you care, not because you suspect anything. "I really like where this is going, and I want us both to feel good about it."

Go first

Share your own info before asking for theirs. It lowers the pressure and shows it''s a two-way street. "I got tested a little while ago and everything came back negative. I try to test regularly."

Ask, openly

Use open questions rather than yes/no interrogations. "When did you last get tested? What do you usually do for protection?"

Make a plan together

End with something practical. "Want to both get tested before we sleep together? We could even do it the same week." Then agree on protection in the meantime, such as condoms or dental dams.', 3),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'Opening Lines You Can Steal', '"Before things go further, can we talk about testing? I like to be on the same page."
"I just did my regular STI test. When was your last one?"
"Safer sex is important to me. What do you usually use for protection?"
"This might be a little awkward, but I''d rather be awkward than uninformed."
"I''m on PrEP and I test every 3 months. What does your routine look like?"
"Would you be up for testing together? It could be kind of a cute date, honestly."

Pick the one that sounds most like you, and tweak it until it feels natural.', 4),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'What to Talk About', 'You don''t need to cover your entire history, but these topics are worth touching:

When each of you last tested and what you tested for.
Any current STIs or long-term ones, like herpes or HIV, and how they''re managed.
What protection you''ll use: condoms, dental dams, PrEP, vaccines, birth control.
Whether you''re seeing other people, and what that means for testing. It''s fine for the answer to be "yes"; what matters is honesty.', 5),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'Handling Different Reactions', 'If they''re relieved: Great! Lots of people are glad someone brought it up. Keep the conversation going.

If they''re nervous or embarrassed: Reassure them. "No pressure. It''s just something I like to talk about with anyone I''m getting close to."

If they get defensive: Stay calm and avoid blame. "I''m not assuming anything about you. I''d ask this of anyone, and I''m happy to answer the same questions."

If they share a diagnosis: Thank them for trusting you, ask any questions respectfully, and take time to think if you need it. Our disclosure guidelines explain how to respond kindly.

If they refuse to talk about it or pressure you to skip protection: That''s useful information. You''re allowed to say, "Then I''m not comfortable going further right now." Your health is worth protecting.', 6),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'Making Testing a Shared Habit', 'Once you''ve had the first talk, keep it going. Testing can become a normal part of your relationship, like a dentist appointment or an oil change. Common rhythms are annually for lower risk, every 6 months for moderate risk, and every 3 months for higher risk or on PrEP. See testing schedule best practices to find yours.

At-home testing can make "let''s both test" easier. Candor''s kit (awaiting FDA approval, with launch expected in Q4 2025) is designed to check 6 conditions from a urine sample and a cartridge with results in 15 minutes, so you could test on the same evening and talk about results together. Take a look at early-bird pricing if that sounds like your kind of date night.', 7),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'Don''t Forget the Other Conversation', 'Partners aren''t the only people to talk to. Your provider needs to know about the sex you have to recommend the right tests. Our communication skills guide has phrases for that conversation too.', 8),
  ('starting-sexual-health-conversations', 'Starting Sexual Health Conversations', 'Big Takeaway', 'The first sexual health conversation is the hardest, and it gets easier every time. Pick a relaxed moment before things get physical, lead with care, share your own info first, ask open questions and end with a plan, like testing together. Whatever the reaction, you''ve shown that you take your health and theirs seriously, and that''s a great foundation for anything that comes next.', 9);

delete from public.guide_passages where slug = 'sti-symptom-guide';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('sti-symptom-guide', 'STI Symptom Guide', 'Introduction', 'Noticed something new down there and now your search history is a little intense? Take a breath. Plenty of changes have simple, treatable explanations, and some aren''t STIs at all. This guide walks you through common symptoms and what they might point to, so you know when to test and what to tell a provider. It can''t diagnose you (only a test can do that), but it can help you take the next step calmly.', 0),
  ('sti-symptom-guide', 'STI Symptom Guide', 'First, the Big Surprise: Most of the Time There Are No Symptoms', 'Many STIs, including chlamydia, gonorrhea, trichomoniasis, HPV, HIV and hepatitis, often cause no symptoms at all, sometimes for a long time. That''s why regular testing matters more than waiting for signs. Feeling fine is great news for your day, but it isn''t a test result.

So use this guide for two things: recognising when something is worth checking, and remembering that routine testing covers what symptoms can''t.', 1),
  ('sti-symptom-guide', 'STI Symptom Guide', 'Common Symptoms and What They Can Mean', 'Unusual discharge

A change in discharge from the vagina, penis or anus, such as a new colour, smell, amount or texture, is one of the most common signs. It can be linked to:

Chlamydia or gonorrhea: discharge that''s cloudy, yellowish or greenish.
Trichomoniasis: discharge that may look frothy or have a strong smell, sometimes with itching.
Mycoplasma genitalium: often similar to chlamydia, with discharge or irritation.
Bacterial vaginosis (BV): thin, greyish-white discharge with a fishy smell that''s often stronger after sex. BV isn''t considered an STI, but sex can affect it.
Yeast infection: thick, white, cottage-cheese-like discharge, usually with itching. Also not an STI.

Burning or pain when you pee

This can come from chlamydia, gonorrhea, trichomoniasis or Mycoplasma, and also from a urinary tract infection. Same symptom, different causes, which is exactly why testing beats guessing.

Itching, redness or irritation

Yeast, BV, trichomoniasis and herpes can all cause itching or irritation. So can new soaps, lubes, tight clothing or shaving. If it sticks around or keeps coming back, get it checked.

Sores, blisters or bumps

Herpes: small, painful blisters or sores, sometimes with tingling or burning beforehand. A first outbreak can come with flu-like feelings.
Syphilis: often starts as a single, firm, painless sore that''s easy to miss, especially if it''s inside the body.
HPV: some types cause genital warts, which are soft, skin-coloured bumps that are usually painless.

Not every bump is an STI. Ingrown hairs, pimples and skin tags are common too. A provider can tell the difference.

Rashes

A rash on the body, sometimes including the palms of the hands or soles of the feet, can be a sign of syphilis in a later stage. It may not itch and can come and go.

Pain in the lower belly, pelvis or testicles

Untreated chlamydia, gonorrhea or Mycoplasma can spread and cause pelvic pain, pain during sex, or pain and swelling in the testicles. These deserve prompt attention.

Throat or rectal symptoms

Infections in the throat often cause no symptoms, or a sore throat that seems like a cold. Rectal infections can cause discharge, bleeding, itching or pain. If you have oral or anal sex, ask for throat or rectal tests, since a urine test alone may not find these.

Flu-like symptoms

Fever, tiredness, swollen glands and aches can show up early with HIV or with a first herpes outbreak. Hepatitis can cause tiredness, dark urine or yellowing of the skin or eyes. These signs are vague and have lots of other causes, so testing is the only way to know.', 2),
  ('sti-symptom-guide', 'STI Symptom Guide', 'When to Get Care Quickly', 'Most symptoms can wait for a regular appointment or an at-home test, but some shouldn''t wait:

Severe pain in your belly or pelvis, especially with fever or vomiting.
Sudden, severe pain or swelling in a testicle.
Possible HIV exposure in the last few days: PEP must be started within 72 hours, so go to a clinic, urgent care or emergency department right away.

If it feels like an emergency, call 911. If you''re feeling overwhelmed or in crisis, you can call or text 988.', 3),
  ('sti-symptom-guide', 'STI Symptom Guide', 'What to Do If You Notice Something', 'Don''t self-diagnose from photos. Lots of conditions look alike.
Avoid sex, or use condoms, until you know what''s going on, to protect your partners.
Skip douching or home remedies right before a test, since they can make results less reliable.
Get tested. After a specific exposure, aim to test within 2 weeks and keep window periods in mind. Our guide to types of tests and window periods explains the timing.
Write down what you''ve noticed: when it started, what it looks or feels like, and any recent partners or new products.

Candor''s at-home kit (awaiting FDA approval, launch expected Q4 2025) is designed to check 6 conditions that often cause discharge, itching or burning: gonorrhea, chlamydia, Mycoplasma, trichomoniasis, BV and yeast. It uses a urine sample and a cartridge and gives results in 15 minutes. For sores, rashes or blood tests such as HIV and syphilis, you''ll still need a provider. You can learn more about the kit here.', 4),
  ('sti-symptom-guide', 'STI Symptom Guide', 'Talking to a Provider About Symptoms', 'You don''t need perfect words. Try something like:

"I''ve had a change in discharge for a few days, and it smells different than usual."
"It burns when I pee, and I had a new partner recently."
"I noticed a sore that doesn''t hurt. Can you check it and test for syphilis?"

Once you get results, our guide to understanding test results explains what they mean, and treatment options and timeline covers what comes next.', 5),
  ('sti-symptom-guide', 'STI Symptom Guide', 'Big Takeaway', 'Symptoms are useful clues, but they''re unreliable narrators: the same sign can have different causes, and many STIs cause no signs at all. If something changes, get tested instead of guessing, seek care quickly for severe pain or a possible HIV exposure, and keep testing on a regular schedule even when you feel fine. Almost everything on this list is treatable or manageable, and finding out is always the first step.', 6);

delete from public.guide_passages where slug = 'testing-schedule-best-practices';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'Introduction', 'Getting tested for STIs works best as a routine rather than a reaction. When you test on a schedule, you catch silent infections early, you can share your status with partners confidently, and testing stops feeling like a big, anxious event. The right rhythm depends on your life right now, not on your past or on anyone''s judgement. Here''s how to find yours and stick with it.', 0),
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'Why a Schedule Beats Guesswork', 'Many STIs have no symptoms, so waiting until something feels wrong means some infections go unnoticed for a long time. Untreated infections can cause health problems and can pass to partners without anyone knowing. A regular schedule:

finds infections early, when they''re easiest to treat
gives you up-to-date results to share with partners
turns testing into ordinary self-care instead of a crisis
helps you notice when your needs change', 1),
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'Find Your Rhythm', 'These are general guidelines. Your provider can fine-tune them for you.

Annually: lower risk

If you have one long-term partner, you''ve both tested, and neither of you has other partners, a yearly screening is usually enough. Many people tie it to an annual check-up so it''s one less thing to remember.

Every 6 months: moderate risk

Test every 6 months if you''re dating, have had a new partner or a few, use condoms most but not all of the time, or aren''t sure about a partner''s testing history.

Every 3 months: higher risk

Test every 3 months if you have multiple or anonymous partners, have had an STI recently, have a partner with an STI, or use PrEP. People on PrEP have an HIV test every 3 months as part of their care anyway, so STI screening usually happens at the same visit. See the PrEP guide.

A note on age

Guidance applies to adults of every age. Younger adults are often encouraged to screen regularly for chlamydia and gonorrhea, which are frequently silent. Older adults dating again after a long relationship are sometimes surprised to learn that STIs don''t care about age, so a fresh screening is a smart move. If you have a cervix, Pap and/or HPV screening usually happens every 3-5 years, depending on your age and history; that''s separate from STI testing, so ask which one you''re getting.', 2),
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'Moments That Call for an Extra Test', 'Test outside your schedule when:

you have a new partner, or a partner has other partners
a condom broke or slipped, or you had sex without one
you notice symptoms such as unusual discharge, burning when you pee, sores, bumps, itching or pelvic pain
a partner tells you they''ve tested positive for an STI
you''re starting a new relationship and want a fresh, shared starting point

After unprotected contact, plan a test within 2 weeks, and a follow-up later for infections with longer window periods. If there''s a chance of HIV exposure, don''t wait for a test: ask about PEP right away, since it must be started within 72 hours.', 3),
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'Timing Around Window Periods', 'A window period is the time between exposure and when a test can reliably detect an infection. Testing too early can give a negative result even if an infection is present. A few examples:

Gonorrhea and chlamydia: about 1-5 days
Syphilis: about 3-6 weeks
HIV: about 10-33 days, depending on the test
Herpes: about 2-12 weeks (antibody tests about 4-12 weeks)

If your first test falls inside a window, your provider may suggest retesting later. Our guide to types of tests explains each window in more detail.', 4),
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'After Treatment', 'If you''re treated for an STI, retest about 3 months afterwards, even if your symptoms are gone and your partner was treated. Reinfection is common and often silent, and this check makes sure you''re truly in the clear.', 5),
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'Making Testing a Habit', 'Put it in your calendar. Set a recurring reminder for your next test the moment you finish this one.
Anchor it to something. Your birthday, the change of seasons or a regular check-up are easy to remember.
Test together. Some couples and friends make it a shared ritual, which takes the edge off.
Keep your records. Note the date and what you tested for, so you can answer partners and providers quickly.
Know your options. Clinics, primary care, telehealth and at-home kits all count.', 6),
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'Where At-Home Testing Fits', 'At-home tests can make routine screening far easier. The Candor kit, expected to launch in Q4 2025 while FDA approval is pending, is designed to check 6 conditions (gonorrhea, chlamydia, mycoplasma, trichomonas, BV and yeast) from a urine sample and a cartridge, with results in 15 minutes. It doesn''t test for HIV, syphilis, herpes or hepatitis, so you''ll still want periodic blood tests from a clinic or lab for those. If you''d like to be among the first to try it, you can see early-bird pricing.', 7),
  ('testing-schedule-best-practices', 'Your Testing Schedule, Made Simple', 'Big Takeaway', 'Pick the rhythm that matches your life: annually for lower risk, every 6 months for moderate risk, every 3 months for higher risk or PrEP. Add extra tests after new partners, condom mishaps or symptoms, mind the window periods and retest about 3 months after any treatment. Put the next date in your calendar today, and testing becomes just another part of taking care of yourself.', 8);

delete from public.guide_passages where slug = 'treatment-options-timeline';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('treatment-options-timeline', 'Treatment Options and Timeline', 'Introduction', 'So you''ve got a diagnosis, or you''re waiting on one and want to know what''s ahead. Here''s the reassuring part: STIs are among the most treatable health conditions out there. Many are cured with a short course of medication, and the others can be managed so well that they barely shape daily life. This guide explains the main treatment options and walks you through a typical timeline, so nothing comes as a surprise.

A quick note: this guide doesn''t give doses or specific drug regimens. Your provider will choose the right treatment for you and tell you exactly how to take it.', 0),
  ('treatment-options-timeline', 'Treatment Options and Timeline', 'Two Big Groups: Curable and Manageable', 'Curable infections

These are caused by bacteria or parasites, and the right medication clears them:

Chlamydia and gonorrhea: treated with antibiotics. Gonorrhea has become resistant to some antibiotics over time, which is why providers follow current guidelines and why a follow-up test matters.
Syphilis: treated with antibiotics, most effectively when caught early.
Trichomoniasis: treated with antiparasitic medication. Partners usually need treatment too.
Mycoplasma genitalium: treated with antibiotics, though it can be stubborn. Sometimes more than one round is needed, so follow-up is especially important.

Related conditions like bacterial vaginosis (BV) and yeast infections aren''t STIs, but they''re treatable too, with prescription or sometimes over-the-counter options. They can come back, and if they keep recurring, a provider can help you figure out why.

Manageable (and sometimes curable) viral infections

Herpes: there''s no cure, but antiviral medication can shorten outbreaks, make them less frequent, and lower the chance of passing it on. Many people find outbreaks become milder and rarer over time.
HIV: daily treatment keeps the virus under control, protects your immune system and lets people live long, full lives. People who take treatment and keep an undetectable viral load don''t pass HIV to partners through sex.
Hepatitis B: some people clear it on their own; others have a long-term infection that''s monitored and may be treated with antivirals. A vaccine prevents it.
Hepatitis C: now curable with antiviral pills, typically in 8-12 weeks.
HPV: there''s no treatment for the virus itself, and the body often clears it on its own. Warts can be removed, and cell changes found through cervical screening can be treated before they become a problem. The HPV vaccine prevents the types that cause most trouble.', 1),
  ('treatment-options-timeline', 'Treatment Options and Timeline', 'The Typical Treatment Timeline', 'Every situation is a little different, but most treatment journeys follow these steps.

Step one: Getting your result

Rapid tests can give results in minutes. Candor''s at-home kit, for example, is designed to give results in 15 minutes. Lab results often take 2-7 business days. If a screening result is "reactive," you may need a confirmatory test first. See understanding your test results for more.

Step two: Talking to a provider

Reach out as soon as you can, to your regular provider, a sexual health clinic or a telehealth service. Candor plans to offer telehealth consultations with licensed providers 7 days a week, plus prescription delivery with same-day options, once the kit launches (it''s awaiting FDA approval, with launch expected in Q4 2025). Ask questions like:

"What''s the treatment, and how do I take it?"
"Are there side effects I should watch for?"
"How long should I wait before having sex again?"
"Do my partners need treatment, and can you help with that?"

Step three: Starting treatment

Take your medication exactly as prescribed and finish the whole course, even if symptoms disappear quickly. Stopping early can let an infection hang around or become harder to treat. If side effects bother you, call your provider instead of stopping on your own.

Step four: Pausing sex

Your provider will tell you how long to avoid sex, usually until you and your partners have finished treatment and any symptoms are gone. It''s a short pause that prevents passing the infection back and forth, sometimes called the "ping-pong" effect.

Step five: Partner treatment

Recent partners should be told so they can get tested and treated. In some places, providers can give you medication or a prescription to pass on to partners, which is called expedited partner therapy. Health departments can also notify partners anonymously. Our disclosure guidelines walk you through it.

Step six: Retesting

Plan to retest about 3 months after treatment. This isn''t because treatment usually fails. It''s because reinfection is common, often from a partner who wasn''t treated, and it often has no symptoms. Your provider may also suggest an earlier test-of-cure for some infections.

Step seven: Ongoing care (for viral infections)

For herpes, HIV or hepatitis B, treatment becomes part of your routine, with regular check-ins and lab work. If you''re living with HIV, your care team will track your viral load over time. Our guide to living with STIs covers the emotional and practical side.', 2),
  ('treatment-options-timeline', 'Treatment Options and Timeline', 'Looking After Yourself During Treatment', 'Be kind to yourself. A diagnosis says nothing about your worth. It means you''re a person who has sex and took care of their health.
Keep track of your medication with phone reminders.
Avoid self-treating with leftover antibiotics or products from online sellers. The wrong medicine can hide symptoms without curing anything.
Talk to someone if you''re feeling anxious or low. You can call or text 988 if you''re in crisis, and call 911 in an emergency.', 3),
  ('treatment-options-timeline', 'Treatment Options and Timeline', 'When to Call Your Provider Again', 'Symptoms don''t improve, or come back after treatment.
You have a reaction to your medication, such as a rash or trouble breathing (call 911 if breathing is hard).
You had sex before treatment was finished, or a partner wasn''t treated.
You test positive again at your follow-up.', 4),
  ('treatment-options-timeline', 'Treatment Options and Timeline', 'Big Takeaway', 'Many STIs are cured with medication, and viral ones like herpes, HIV and hepatitis B can be managed well, while hepatitis C can be cured in 8-12 weeks. The typical path is simple: get your result, talk to a provider, take all your treatment as prescribed, pause sex, make sure partners are treated, and retest about 3 months later. Each step is manageable, and you don''t have to take any of them alone.', 5);

delete from public.guide_passages where slug = 'understanding-different-types-of-tests';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Introduction', '"Getting tested" can mean many different things. A urine test, a throat swab and a blood draw each look for different infections in different ways, and no single test checks for everything. Knowing the main types helps you ask for the right ones, understand your results and pick the right moment to test. This guide breaks it down without the jargon.', 0),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Two Ways Tests Look for Infection', 'Almost every STI test does one of these:

Looks for the germ itself. These tests detect the genetic material (DNA or RNA) or proteins (antigens) of a bacterium, virus or parasite. They can usually find an infection fairly soon after exposure.
Looks for your body''s response. Antibody tests detect the proteins your immune system makes to fight an infection. Because your body needs time to make antibodies, these tests usually have longer window periods.', 1),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Urine Tests', 'You pee into a cup, and a lab uses a highly sensitive method called a nucleic acid amplification test (NAAT) to look for the germ''s genetic material.

Commonly used for: chlamydia, gonorrhea, trichomoniasis and sometimes mycoplasma.
Good to know: a urine test checks the genitals only. Infections in the throat or rectum need a swab.', 2),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Swab Tests', 'A soft swab collects a sample from the vagina, cervix, urethra, throat, rectum or a sore. Many clinics let you swab yourself.

Commonly used for: chlamydia, gonorrhea, trichomoniasis, mycoplasma, herpes (from a sore), HPV (cervical screening), BV and yeast.
Good to know: if you have oral or anal sex, ask whether throat or rectal swabs make sense for you. A herpes swab works best when a sore is fresh.', 3),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Blood Tests', 'A sample is drawn from your arm or taken by finger-prick.

HIV: modern lab tests look for both antibodies and antigens, and some look for the virus directly. Rapid finger-prick tests are also available.
Syphilis: usually an antibody blood test, sometimes followed by a second confirming test.
Hepatitis B and C: blood tests can show current infection, past infection or, for hepatitis B, immunity from vaccination.
Herpes: antibody blood tests exist but can be hard to interpret, so they''re generally used in specific situations. Ask your provider whether one would help you.', 4),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Rapid Tests vs. Lab Tests', 'Rapid tests give results in minutes, during your visit or at home. They''re convenient and great for quick answers, and a positive rapid result is usually confirmed with a lab test.
Lab tests take 2-7 business days but are often the most sensitive option.', 5),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Physical Exams and Screening', 'A provider may look at sores, warts or rashes, which can help guide testing. Cervical screening (a Pap test, an HPV test or both) looks for changes that could lead to cancer and is usually done every 3-5 years if you have a cervix. It''s not a general STI test, so ask if you''re not sure what''s included.', 6),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'At-Home Options', 'Self-collection kits let you collect urine, swabs or a finger-prick at home and post them to a lab.
At-home rapid tests give a result on the spot. The Candor kit, pending FDA approval with launch expected in Q4 2025, is designed to check 6 conditions (gonorrhea, chlamydia, mycoplasma, trichomonas, BV and yeast) from a urine sample and a cartridge, with results in 15 minutes. Our FAQ lists its claimed accuracy per condition: Trichomonas 100%, Yeast 98.4%, BV 98.46%, Gonorrhea 93%, Mycoplasma 90% and Chlamydia 87%. No test is perfect, so if your result doesn''t match how you feel, or you''ve had a known exposure, follow up with a provider for lab testing. You can see early-bird pricing here.', 7),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Window Periods: When a Test Can See an Infection', 'A window period is the time between exposure and when a test can reliably detect an infection. Test too early and you could get a negative result even though an infection is present. Typical windows:

Gonorrhea and chlamydia: about 1-5 days
Syphilis: about 3-6 weeks
Hepatitis: about 3-6 weeks for many tests
HIV: about 10-33 days, depending on the type of test
Herpes: about 2-12 weeks, with antibody tests about 4-12 weeks

After unprotected contact, a test within 2 weeks is a good start, with a follow-up later for infections with longer windows. If there''s a chance of HIV exposure, ask about PEP straight away; it must be started within 72 hours, well before any test could confirm an infection.', 8),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Matching the Test to Your Situation', 'Routine screening with no symptoms: often a urine test or swabs for chlamydia and gonorrhea, plus blood tests for HIV and syphilis, adjusted to your history.
Oral or anal sex: add throat or rectal swabs.
A sore or blister: a swab of the sore, plus a syphilis blood test.
Using PrEP: an HIV test every 3 months, with other STI tests alongside.
After treatment: retest about 3 months later.', 9),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Questions to Ask Your Provider', '"Which infections are you testing me for today, and which aren''t included?"
"Should I have throat or rectal swabs too?"
"Am I still inside the window period for anything?"
"Is this a rapid test or a lab test, and when will I get results?"', 10),
  ('understanding-different-types-of-tests', 'Types of STI Tests, and What Each One Finds', 'Big Takeaway', 'No single test checks for everything. Urine and swab tests find many bacterial and parasitic infections, blood tests cover HIV, syphilis and hepatitis, and timing matters because of window periods. Tell your provider what kinds of sex you have, ask what''s included, and plan follow-up tests when you''re inside a window. For when to test routinely, see our testing schedule guide.', 11);

delete from public.guide_passages where slug = 'understanding-test-results';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('understanding-test-results', 'Understanding Your Test Results', 'Introduction', 'Waiting for test results can feel like the longest wait in the world, and then the results arrive using words like "non-reactive" or "indeterminate" that nobody explained. This guide translates the jargon and, more importantly, tells you what to do with each kind of result. Whatever your results say, you''re doing the right thing by testing.', 0),
  ('understanding-test-results', 'Understanding Your Test Results', 'How Results Usually Arrive', 'Lab tests from a clinic or a mail-in kit often come back in 2-7 business days, usually through a patient portal, text or call.
Rapid tests give results during the visit or at home in a short time. Candor''s at-home kit, for example, is designed to give results in 15 minutes for its 6 conditions.

Whichever way you get them, read the whole report, not just the headline. It usually lists each infection tested, the result for each one, and sometimes the type of test used.', 1),
  ('understanding-test-results', 'Understanding Your Test Results', 'Negative or "Non-Reactive" Results', 'What it means: the test didn''t find signs of that infection in your sample at the time it was taken. "Non-reactive" is simply the term used for blood tests such as HIV and syphilis, and it means the same thing.

What to keep in mind:

Window periods matter. Every test has a window period, the time after exposure before a test can reliably pick up an infection. Rough windows are: gonorrhea and chlamydia 1-5 days, HIV 10-33 days depending on the test, syphilis 3-6 weeks, hepatitis 3-6 weeks, and herpes 2-12 weeks (antibody tests 4-12 weeks). If your exposure was recent, a negative result may be too early to be final.
A negative covers only what was tested. Check the list. A urine test, for instance, may not find infections in the throat or rectum.
Negative today isn''t negative forever. It reflects the moment the sample was taken.

What to do:

Celebrate a little. Seriously.
If you tested inside a window period, plan a retest after it closes.
Keep up your regular schedule: annually for lower risk, every 6 months for moderate risk, every 3 months for higher risk or if you''re on PrEP.
Think about prevention that fits you, like condoms, vaccines, PrEP or Doxy-PEP. The prevention plan guide can help.', 2),
  ('understanding-test-results', 'Understanding Your Test Results', 'Positive or "Reactive" Results', 'What it means: the test found signs of an infection, or for some blood tests, something that needs a follow-up test to confirm. A "reactive" HIV or syphilis screening result, for example, is usually followed by a confirmatory test before anything is final.

First, breathe. A positive result is information, not a verdict on you as a person. Many STIs are curable, and the others can be managed well with treatment. So many people have been exactly where you are, and they got through it just fine.

What to do:

Contact a provider promptly. They''ll confirm the result if needed and talk through treatment. If you used an at-home test, share the result with a provider so they can prescribe the right care.
Pause sex, or use condoms, until you''ve finished treatment and your provider says it''s okay.
Take treatment exactly as prescribed. Your provider will tell you how to take it and for how long. Don''t stop early because you feel better.
Tell recent partners so they can test and get treated too. Our disclosure guidelines include scripts and anonymous notification options.
Plan a retest about 3 months after treatment, since reinfection is common and easy to miss.

For a step-by-step look at what happens after a positive result, see treatment options and timeline.', 3),
  ('understanding-test-results', 'Understanding Your Test Results', 'Inconclusive or "Indeterminate" Results', 'What it means: the test couldn''t give a clear yes or no. This can happen for several reasons:

The sample was too small, contaminated, or handled incorrectly.
You tested during a window period, when the body''s response is only just starting.
Something in your sample interfered with the test.

What to do:

Don''t panic. An inconclusive result is not a hidden positive. It''s a "try again."
Retest when your provider suggests. For blood tests, this often means waiting a short while so a clearer answer can show up.
Follow the instructions carefully the next time. For urine tests, that often means not peeing for a while before collecting your sample, and following the kit''s directions step by step.
Use protection in the meantime if there''s a chance of infection.', 4),
  ('understanding-test-results', 'Understanding Your Test Results', 'A Word on Accuracy', 'No test is perfect. Occasionally a test can miss an infection (a false negative) or flag one that isn''t there (a false positive). That''s why providers may confirm some results and why timing matters so much.

For transparency, Candor states these accuracy figures for its at-home kit: Trichomonas 100%, Yeast 98.4%, BV 98.46%, Gonorrhea 93%, Mycoplasma 90%, and Chlamydia 87%. The kit is awaiting FDA approval, with launch expected in Q4 2025. If a result doesn''t match how you feel, for example a negative result while you have clear symptoms, talk to a provider and consider retesting. The FAQ has more about accuracy.', 5),
  ('understanding-test-results', 'Understanding Your Test Results', 'Questions to Ask About Your Results', '"Which infections did this test cover, and which did it not?"
"Was I tested within the window period for anything?"
"Do I need a confirmatory test?"
"When should I retest?"
"Do my partners need testing or treatment?"', 6),
  ('understanding-test-results', 'Understanding Your Test Results', 'Keeping Your Results Private and Organised', 'Your results are your health information. Keep copies somewhere safe, like your patient portal or a private note, so you can share dates and results with future providers or partners if you choose to. You decide who sees them.', 7),
  ('understanding-test-results', 'Understanding Your Test Results', 'Big Takeaway', 'A negative result means nothing was found at the time of testing, so check window periods and keep testing regularly. A positive result means it''s time to connect with a provider, get treated, tell partners and retest about 3 months later. An inconclusive result simply means try again. Whatever the result, knowing is always better than guessing, and every next step is one you can handle.', 8);

delete from public.guide_passages where slug = 'vaccination-guide';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'Introduction', 'Vaccines might not be the first thing you think of when it comes to sexual health, but they''re one of the easiest wins in any prevention plan. A handful of shots can protect you from infections that would otherwise be with you for years or lead to serious health problems later. Better still, many adults who missed them earlier can still catch up. Here''s what''s available, who it''s for, and how to get started.', 0),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'Why Vaccines Belong in Your Prevention Plan', 'Condoms and PrEP work in the moment; vaccines work in the background. Once you''re vaccinated, you carry that protection with you whether or not a condom was used or a partner knew their status. Vaccines are especially valuable against infections that spread through skin-to-skin contact or that often show no symptoms, because those are the hardest to prevent with other tools alone.', 1),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'HPV (Human Papillomavirus)', 'HPV is extremely common, and most sexually active people will come across it at some point. Many infections clear on their own, but some types can cause genital warts, and others can lead to cancers of the cervix, anus, penis and throat.

What the vaccine does: it protects against the HPV types most likely to cause warts and cancer. It works best before any exposure, which is why it''s routinely offered to young people.
How many doses: people who start the series before 15 usually need 2 doses; people who start later usually need 3 doses. Your provider will tell you the timing.
Adults: catch-up vaccination is recommended for young adults who missed it, and some older adults can decide with their provider whether it still makes sense for them. It''s worth asking even if you''re already sexually active, since you may not have met every type the vaccine covers.
Screening still matters: the vaccine doesn''t replace cervical screening. If you have a cervix, Pap and/or HPV tests are usually recommended every 3-5 years, depending on your age and history.', 2),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'Hepatitis B', 'Hepatitis B is a virus that affects the liver and spreads through blood, semen and vaginal fluids. Some people clear it, while others develop a long-term infection that can damage the liver over time.

What the vaccine does: it offers long-lasting protection for most people who complete the series.
Who should get it: it''s now recommended for adults in general, and especially for anyone with more than one partner, people with a partner who has hepatitis B, people who inject drugs and people living with HIV.
Not sure if you''re covered? Many adults were vaccinated as babies or teens. Check your records, or ask for a blood test that shows whether you''re immune.', 3),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'Hepatitis A', 'Hepatitis A is a liver infection that spreads through tiny amounts of stool, including during oral-anal contact and sometimes through food or water. It''s usually short-term but can make people quite unwell.

Who should get it: it''s recommended for many adults, including people who have sex with men, people who use drugs, travellers and anyone with liver disease.
Good to know: there''s a combined vaccine that covers hepatitis A and B together, which can mean fewer appointments.', 4),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'Mpox', 'Mpox spreads mainly through close skin-to-skin contact, including during sex. A vaccine is available and recommended for people at higher chance of exposure, such as people with multiple or anonymous partners in networks where mpox has been circulating. Ask your provider or local health department whether it''s recommended for you.', 5),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'What Vaccines Don''t Cover (Yet)', 'There are currently no vaccines for HIV, herpes, chlamydia, gonorrhea, syphilis or hepatitis C. For those, you''ll rely on:

Condoms and other barrier methods
PrEP for HIV prevention
Doxy-PEP for some bacterial STIs, if your provider recommends it
Regular testing, so anything that does happen is found and treated early

Good news on hepatitis C: while there''s no vaccine, modern treatment can cure it in 8-12 weeks for most people.', 6),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'How to Check Your Vaccine Status', 'Look for old vaccination cards or school and college records.
Ask your primary care provider or previous clinics for your immunization history.
Check whether your state has an immunization registry you can request records from.
Ask for a blood test (a titre) for hepatitis B or A if records are missing.

If you can''t find anything, that''s okay. For most of these vaccines, getting an extra dose is considered safe, and your provider can plan a catch-up schedule with you.', 7),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'Where to Get Vaccinated', 'Your primary care provider or an annual check-up
Sexual health and family planning clinics
Many pharmacies
Local health departments, which often offer low-cost or free vaccines

Bring your insurance card if you have one, and ask about cost before the appointment. Many vaccines are covered as preventive care.', 8),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'What to Say at the Appointment', 'You don''t need a long explanation. Try:

"I''d like to check which sexual health vaccines I''m due for."
"I''m not sure if I finished my HPV series. Can we look it up?"
"Am I immune to hepatitis B, or should I get vaccinated?"
"Is the mpox vaccine recommended for me?"

Side effects are usually mild, like a sore arm, tiredness or a low fever that passes quickly. Tell the team if you''ve ever had a reaction to a vaccine.', 9),
  ('vaccination-guide', 'Vaccines That Protect Your Sexual Health', 'Big Takeaway', 'Vaccines are quiet, long-lasting protection that works even when other plans don''t go perfectly. Check your records for HPV, hepatitis B, hepatitis A and, if relevant, mpox, and ask your provider to help you catch up. Pair them with barrier methods, PrEP if it fits and a steady testing routine, and you''ve built a strong foundation for your sexual health.', 10);

delete from public.guide_passages where slug = 'what-to-expect-during-testing';
insert into public.guide_passages (slug, guide_title, heading, content, position) values
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'Introduction', 'If you feel a little nervous about getting tested, you''re in good company. Most of that nervousness comes from not knowing what will happen. The reality is usually quick, routine and far less awkward than people imagine. Providers who do STI testing talk about sex all day and aren''t there to judge you. Here''s a step-by-step picture of a typical visit, plus what at-home testing looks like, so you can walk in knowing exactly what''s ahead.', 0),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'Checking In', 'At a clinic or doctor''s office, you''ll usually give your name, date of birth and insurance details (if you''re using insurance) and fill out a short form. Some sexual health clinics let you test confidentially, and some offer free or low-cost testing. If privacy is on your mind, it''s fine to ask at the front desk: "How are results shared, and will anything be sent to my home or my insurance?"', 1),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'The Health Conversation', 'Next, a nurse, doctor or counsellor will ask some questions in a private room. These can feel personal, but they have a real purpose: your answers decide which tests you need and which body sites to check. You may be asked:

when you last had sex and when you last tested
the genders of your partners and roughly how many you''ve had recently
what kinds of sex you have (oral, vaginal, anal) and whether you use condoms or other barriers
whether you have any symptoms, such as discharge, burning, sores, itching or pain
whether you use PrEP, take other medications or could be pregnant
your vaccine history for HPV and hepatitis

Answer as honestly as you can; nothing you say will shock them. If a question feels uncomfortable, you can say so, or ask why it matters. If you''re unsure whether you''ve had a certain test before, that''s fine too.', 2),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'The Samples', 'Depending on your history and symptoms, you may give one or more of these. Many clinics let you collect swabs yourself in a private bathroom.

Urine sample

You''ll pee into a small cup. This is often used to test for chlamydia, gonorrhea and trichomoniasis. Many clinics prefer a "first catch" sample, meaning the first part of the stream, so read the instructions or ask.

Swabs

A soft swab, a bit like a long cotton bud, is wiped inside the vagina, the throat or the rectum, or gently over a sore. Swabs matter because infections in the throat or rectum can be missed by a urine test. They may feel a little strange but shouldn''t hurt.

Blood sample

A small amount of blood is drawn from your arm, or a finger-prick is used for a rapid test. Blood tests look for HIV, syphilis, hepatitis B and C, and sometimes herpes. If needles make you anxious, tell the staff; they can have you lie down and talk you through it.', 3),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'A Physical Exam, If Needed', 'If you have symptoms such as sores, bumps or unusual discharge, the provider may look at the area or do a pelvic or genital exam. You''re in charge throughout:

You can ask for a chaperone or bring a support person.
You can ask the provider to explain each step before they do it.
You can ask to pause or stop at any time.
You can request a provider of a particular gender if that''s available.', 4),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'How Long Results Take', 'Rapid tests (for example, some HIV finger-prick tests) can give results during your visit.
Lab tests usually take 2-7 business days.
Ask how you''ll get your results, whether by phone, text, patient portal or a follow-up visit, and what happens if they''re positive.', 5),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'Testing at Home', 'At-home options are a comfortable alternative for many people. The Candor kit, pending FDA approval with launch expected in Q4 2025, is designed to test for 6 conditions (gonorrhea, chlamydia, mycoplasma, trichomonas, BV and yeast) from a urine sample and a cartridge, with results in 15 minutes. You''d collect your sample in your own bathroom, follow the step-by-step instructions and read your result privately, with telehealth support available if you need next steps. For HIV, syphilis, herpes and hepatitis, you''d still use a clinic or lab. You can learn about early-bird pricing if you''re curious.', 6),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'Making Sense of Your Results', 'Negative or non-reactive: no infection was detected. Check whether you tested inside a window period for any recent exposure; if so, plan a repeat test. Keep up your regular schedule.
Positive or reactive: an infection, or a sign of one, was found. This is common and usually treatable or manageable. Your provider will explain treatment and may confirm with a second test. Let recent partners know so they can test too.
Inconclusive or indeterminate: the result wasn''t clear, which can happen for technical reasons or early in an infection. It doesn''t mean you''re positive. Your provider will usually arrange a repeat test.

Our guide to understanding test results goes into each of these in more depth.', 7),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'After the Visit', 'Take a breath; you did something good for yourself. Put a reminder in your calendar for your next routine test, note what you were tested for, and write down any questions that come up while you wait. If you''re treated for an infection, plan to retest about 3 months later.', 8),
  ('what-to-expect-during-testing', 'What to Expect When You Get Tested', 'Big Takeaway', 'An STI test is usually a short conversation, a urine sample, a swab or a quick blood draw, and a wait for results. You can ask questions, ask for a chaperone and stop at any time. Knowing what to expect takes most of the fear out of it, and each test you take makes the next one easier. For tips on getting ready, see preparing for your testing visit.', 9);
