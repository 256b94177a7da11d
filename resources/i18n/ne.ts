<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ne" sourcelanguage="en">
    <context>
        <name />
        <message>
            <source>Jack</source>
            <translation>गुलाम</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>नहला</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>एक्का</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>दहला</translation>
        </message>
        <message>
            <source>King</source>
            <translation>बादशाह</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>बेगम</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>अट्ठा</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>सत्ता</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{suit} को {rank}</translation>
        </message>
        <message>
            <source>Face-down card</source>
            <translation>घोप्टो पत्ती</translation>
        </message>
        <message>
            <source>{card}, playable</source>
            <translation>{card}, चाल्न मिल्छ</translation>
        </message>
        <message>
            <source>{card}, not playable now</source>
            <translation>{card}, अहिले चाल्न मिल्दैन</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>खेल सकियो</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>बाजी {n}</translation>
        </message>
        <message>
            <source>Match over: {result}</source>
            <translation>खेल सकियो: {result}</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>नयाँ खेल</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>अर्को बाजी</translation>
        </message>
        <message>
            <source>Rules of Twenty-Nine</source>
            <translation>ट्वान्टी-नाइनका नियम</translation>
        </message>
        <message>
            <source># Rules

The rules help file (resources/help/rules.md) is not installed.</source>
            <translation># नियम

नियमको सहायता फाइल (resources/help/rules.md) इन्स्टल गरिएको छैन।</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Start a new match?&lt;/h3&gt;The match in progress, if any, ends.</source>
            <translation>&lt;h3&gt;नयाँ खेल सुरु गर्ने?&lt;/h3&gt;चलिरहेको खेल, यदि छ भने, सकिन्छ।</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>सुरु गर्नुहोस्</translation>
        </message>
        <message>
            <source>Settings…</source>
            <translation>सेटिङ…</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>सुरथ</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>पान</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>इँट</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>चिडी</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>सजिलो</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>सामान्य</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>कठिन</translation>
        </message>
        <message>
            <source>random</source>
            <translation>जथाभावी</translation>
        </message>
        <message>
            <source>North</source>
            <translation>उत्तर</translation>
        </message>
        <message>
            <source>East</source>
            <translation>पूर्व</translation>
        </message>
        <message>
            <source>South</source>
            <translation>दक्षिण</translation>
        </message>
        <message>
            <source>West</source>
            <translation>पश्चिम</translation>
        </message>
        <message>
            <source>Hold {bid}</source>
            <translation>{bid} मा टिकें</translation>
        </message>
        <message>
            <source>Wins the bid at {bid}</source>
            <translation>{bid} मा बोली जित्यो</translation>
        </message>
        <message>
            <source>Seventh card!</source>
            <translation>सातौँ पत्ती!</translation>
        </message>
        <message>
            <source>Sets the trump face down</source>
            <translation>रङ घोप्टो राख्यो</translation>
        </message>
        <message>
            <source>Pair! Target now {target}</source>
            <translation>म्यारिज! लक्ष्य अब {target}</translation>
        </message>
        <message>
            <source>Trump is {symbol} {suit}</source>
            <translation>रङ {symbol} {suit} हो</translation>
        </message>
        <message>
            <source>Wins the trick (+{points})</source>
            <translation>हात जित्यो (+{points})</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>पास</translation>
        </message>
        <message>
            <source>Double!</source>
            <translation>डबल!</translation>
        </message>
        <message>
            <source>Redouble!</source>
            <translation>रिडबल!</translation>
        </message>
        <message>
            <source>Set!</source>
            <translation>सेट!</translation>
        </message>
        <message>
            <source>No double</source>
            <translation>डबल छैन</translation>
        </message>
        <message>
            <source>No redouble</source>
            <translation>रिडबल छैन</translation>
        </message>
        <message>
            <source>No set</source>
            <translation>सेट छैन</translation>
        </message>
        <message>
            <source>Trump, please?</source>
            <translation>रङ देखाउनुस्?</translation>
        </message>
        <message>
            <source>Single hand!</source>
            <translation>सिंगल ह्यान्ड!</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>बाँड्ने</translation>
        </message>
        <message>
            <source>Bid {bid}</source>
            <translation>बोली {bid}</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>पास</translation>
        </message>
        <message>
            <source>hold {bid}</source>
            <translation>{bid} मा टिक्नुभएको छ</translation>
        </message>
        <message>
            <source>holds {bid}</source>
            <translation>{bid} मा टिकेको छ</translation>
        </message>
        <message>
            <source>single hand</source>
            <translation>सिंगल ह्यान्ड</translation>
        </message>
        <message>
            <source>sits out</source>
            <translation>बाहिर बस्छ</translation>
        </message>
        <message>
            <source>{n} tricks</source>
            <translation>{n} हात</translation>
        </message>
        <message>
            <source>{n} trick</source>
            <translation>{n} हात</translation>
        </message>
        <message>
            <source>Hand {n}   (match to ±{target})</source>
            <translation>बाजी {n}   (खेल ±{target} सम्म)</translation>
        </message>
        <message>
            <source>Dealer: {seat}</source>
            <translation>बाँड्ने: {seat}</translation>
        </message>
        <message>
            <source>High bid: {bid}</source>
            <translation>सबैभन्दा ठूलो बोली: {bid}</translation>
        </message>
        <message>
            <source>Bid: {bid} by {seat}</source>
            <translation>बोली: {bid}, {seat} को</translation>
        </message>
        <message>
            <source>Single hand: {who} play alone</source>
            <translation>सिंगल ह्यान्ड: {who} एक्लै खेल्दै हुनुहुन्छ</translation>
        </message>
        <message>
            <source>You</source>
            <translation>तपाईं</translation>
        </message>
        <message>
            <source>Single hand: {who} plays alone</source>
            <translation>सिंगल ह्यान्ड: {who} एक्लै खेल्दैछ</translation>
        </message>
        <message>
            <source>Target: all eight tricks</source>
            <translation>लक्ष्य: आठै हात</translation>
        </message>
        <message>
            <source>No trumps (single hand)</source>
            <translation>रङ बिना (सिंगल ह्यान्ड)</translation>
        </message>
        <message>
            <source>Target: {target}</source>
            <translation>लक्ष्य: {target}</translation>
        </message>
        <message>
            <source>  (after pair)</source>
            <translation>  (म्यारिजपछि)</translation>
        </message>
        <message>
            <source>Trump: {symbol} {suit}</source>
            <translation>रङ: {symbol} {suit}</translation>
        </message>
        <message>
            <source>  (hidden)</source>
            <translation>  (लुकेको)</translation>
        </message>
        <message>
            <source>Trump: face down</source>
            <translation>रङ: घोप्टो राखिएको</translation>
        </message>
        <message>
            <source>not doubled</source>
            <translation>डबल छैन</translation>
        </message>
        <message>
            <source>doubled (×2)</source>
            <translation>डबल (×2)</translation>
        </message>
        <message>
            <source>redoubled (×4)</source>
            <translation>रिडबल (×4)</translation>
        </message>
        <message>
            <source>set: the match is at stake</source>
            <translation>सेट: पूरै खेल दाउमा</translation>
        </message>
        <message>
            <source>{n} game points</source>
            <translation>{n} गेम अंक</translation>
        </message>
        <message>
            <source>{n} game point</source>
            <translation>{n} गेम अंक</translation>
        </message>
        <message>
            <source>Stake: {stake}</source>
            <translation>दाउ: {stake}</translation>
        </message>
        <message>
            <source>Trick {n} of 8</source>
            <translation>हात {n} / 8</translation>
        </message>
        <message>
            <source> (your side)</source>
            <translation> (तपाईंको टोली)</translation>
        </message>
        <message>
            <source>Single hand: {won} of 8 tricks</source>
            <translation>सिंगल ह्यान्ड: 8 मध्ये {won} हात</translation>
        </message>
        <message>
            <source>Bidders{yours}: {points} of {target}</source>
            <translation>बोली लगाउने टोली{yours}: {target} मध्ये {points}</translation>
        </message>
        <message>
            <source>Defenders{yours}: {points}</source>
            <translation>विपक्षी टोली{yours}: {points}</translation>
        </message>
        <message>
            <source>you and your partner</source>
            <translation>तपाईं र तपाईंको साथी</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a} र {b}</translation>
        </message>
        <message>
            <source>{who} win the match!</source>
            <translation>{who} ले खेल जित्नुभयो!</translation>
        </message>
        <message>
            <source>{who} win the match.</source>
            <translation>{who} ले खेल जिते।</translation>
        </message>
        <message>
            <source>annulled</source>
            <translation>रद्द</translation>
        </message>
        <message>
            <source>single hand, {who}</source>
            <translation>सिंगल ह्यान्ड, {who}</translation>
        </message>
        <message>
            <source>set</source>
            <translation>सेट</translation>
        </message>
        <message>
            <source>made</source>
            <translation>पुग्यो</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>हार्यो</translation>
        </message>
        <message>
            <source>Final score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>अन्तिम अंक: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>बाजी</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>बोली</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>नतिजा</translation>
        </message>
        <message>
            <source>The last hand (hand {n})</source>
            <translation>अन्तिम बाजी (बाजी {n})</translation>
        </message>
        <message>
            <source>The hand was annulled:</source>
            <translation>बाजी रद्द भयो:</translation>
        </message>
        <message>
            <source>&lt;b&gt;{who}&lt;/b&gt; bid &lt;b&gt;{bid}&lt;/b&gt;; target &lt;b&gt;{target}&lt;/b&gt;</source>
            <translation>&lt;b&gt;{who}&lt;/b&gt; को बोली &lt;b&gt;{bid}&lt;/b&gt;; लक्ष्य &lt;b&gt;{target}&lt;/b&gt;</translation>
        </message>
        <message>
            <source> (pair shown by {who})</source>
            <translation> (म्यारिज देखाउने {who})</translation>
        </message>
        <message>
            <source>; trump {symbol} {suit}</source>
            <translation>; रङ {symbol} {suit}</translation>
        </message>
        <message>
            <source>Card points: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>पत्तीका अंक: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>Single hand by {who}.</source>
            <translation>सिंगल ह्यान्ड {who} को।</translation>
        </message>
        <message>
            <source>made it</source>
            <translation>पुर्याए</translation>
        </message>
        <message>
            <source>went down</source>
            <translation>हारे</translation>
        </message>
        <message>
            <source>&lt;b&gt;{side} {verdict}&lt;/b&gt;: {who} {points}.</source>
            <translation>&lt;b&gt;{side} {verdict}&lt;/b&gt;: {who} {points}।</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>पहिलो चाल</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>पत्ती</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>जित्ने</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>अंक</translation>
        </message>
        <message>
            <source>Match score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>खेलको अंक: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>Choose a card of your hand (only the playable ones on your turn)</source>
            <translation>हातको पत्ती छान्नुहोस् (तपाईंको पालोमा चाल्न मिल्ने मात्र)</translation>
        </message>
        <message>
            <source>Play the chosen card; on a button: press it</source>
            <translation>छानेको पत्ती चाल्नुहोस्; बटनमा भए: बटन थिच्नुहोस्</translation>
        </message>
        <message>
            <source>Go to the buttons of the action bar: bids, Pass, the trump, Double...</source>
            <translation>तलको बटन-पट्टीमा जानुहोस्: बोली, पास, रङ, डबल...</translation>
        </message>
        <message>
            <source>On the action bar: the next or the previous button</source>
            <translation>बटन-पट्टीमा: अर्को वा अघिल्लो बटन</translation>
        </message>
        <message>
            <source>From the action bar back to the cards</source>
            <translation>बटन-पट्टीबाट फेरि पत्तीमा</translation>
        </message>
        <message>
            <source>Hold the bid (duel auction)</source>
            <translation>बोलीमा टिक्नुहोस् (दोहोरो बोली)</translation>
        </message>
        <message>
            <source>Seventh card as trump</source>
            <translation>सातौँ पत्ती रङ</translation>
        </message>
        <message>
            <source>Double, redouble or set</source>
            <translation>डबल, रिडबल वा सेट</translation>
        </message>
        <message>
            <source>Ask for the trump</source>
            <translation>रङ माग्नुहोस्</translation>
        </message>
        <message>
            <source>Declare the pair (King and Queen of trumps)</source>
            <translation>म्यारिज देखाउनुहोस् (रङको बादशाह र बेगम)</translation>
        </message>
        <message>
            <source>Single hand</source>
            <translation>सिंगल ह्यान्ड</translation>
        </message>
        <message>
            <source>Play on (let the pair or single hand go by)</source>
            <translation>खेलिरहनुहोस् (म्यारिज वा सिंगल ह्यान्ड छोड्नुहोस्)</translation>
        </message>
        <message>
            <source>Show or hide the last trick</source>
            <translation>अघिल्लो हात देखाउनुहोस् वा लुकाउनुहोस्</translation>
        </message>
        <message>
            <source>In the hand summary: the next deal</source>
            <translation>बाजीको सारांशमा: अर्को बाजी</translation>
        </message>
        <message>
            <source>Settings (language, four-colour deck, large cards, text size)</source>
            <translation>सेटिङ (भाषा, चार रङको तास, ठूला पत्ती, अक्षरको आकार)</translation>
        </message>
        <message>
            <source>Rules help</source>
            <translation>नियमको सहायता</translation>
        </message>
        <message>
            <source>This list of keys</source>
            <translation>कुञ्जीहरूको यो सूची</translation>
        </message>
        <message>
            <source>Playing with the keyboard</source>
            <translation>किबोर्डले खेल्ने</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>किबोर्ड</translation>
        </message>
        <message>
            <source>You can export a hand once it is over: until then the record would show the other players' cards.</source>
            <translation>बाजी सकिएपछि मात्र निर्यात गर्न सकिन्छ: त्यसअघि रेकर्डले अरूका पत्ती देखाउँथ्यो।</translation>
        </message>
        <message>
            <source>Save the record of the hand just played</source>
            <translation>भर्खर खेलेको बाजीको रेकर्ड सुरक्षित गर्नुहोस्</translation>
        </message>
        <message>
            <source>Twenty-Nine</source>
            <translation>ट्वान्टी-नाइन</translation>
        </message>
        <message>
            <source>Welcome to Twenty-Nine</source>
            <translation>ट्वान्टी-नाइनमा स्वागत छ</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>खेल (&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New match</source>
            <translation>नयाँ खेल (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Export this hand…</source>
            <translation>यो बाजी निर्यात (&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>सेटिङ (&amp;S)…</translation>
        </message>
        <message>
            <source>Rules in &amp;force…</source>
            <translation>लागू नियम (&amp;F)…</translation>
        </message>
        <message>
            <source>&amp;Rules help</source>
            <translation>नियमको सहायता (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>बन्द गर्नुहोस् (&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>हेर्नुहोस् (&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>अघिल्लो हात (&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>पूरा पर्दा (&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>सहायता (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About Twenty-Nine</source>
            <translation>ट्वान्टी-नाइनबारे (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>किबोर्ड (&amp;K)</translation>
        </message>
        <message>
            <source>“{text}” had only just appeared: click it again if you meant it.</source>
            <translation>“{text}” भर्खरै देखिएको थियो: साँच्चै चाहनुहुन्छ भने फेरि क्लिक गर्नुहोस्।</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>पत्ती बाँडिँदैछ…</translation>
        </message>
        <message>
            <source>Settings saved. Rule changes apply from the next match.</source>
            <translation>सेटिङ सुरक्षित भयो। नियमका परिवर्तन अर्को खेलदेखि लागू हुन्छन्।</translation>
        </message>
        <message>
            <source>(the platform's settings folder)</source>
            <translation>(प्रणालीको सेटिङ फोल्डर)</translation>
        </message>
        <message>
            <source>Twenty-Nine {version}</source>
            <translation>ट्वान्टी-नाइन {version}</translation>
        </message>
        <message>
            <source>The partnership trick-taking card game of north India, Bangladesh and Nepal, offline: no ads, no accounts, no network.</source>
            <translation>उत्तर भारत, बंगलादेश र नेपालको जोडी बनाएर हात जित्ने तासको खेल, अफलाइन: विज्ञापन छैन, खाता छैन, नेटवर्क छैन।</translation>
        </message>
        <message>
            <source>Free software under the MIT licence. Card art: Adrian Kennard's public-domain (CC0) deck.</source>
            <translation>MIT इजाजतपत्रअन्तर्गत निःशुल्क सफ्टवेयर। पत्तीका चित्र: Adrian Kennard को पब्लिक-डोमेन (CC0) तास।</translation>
        </message>
        <message>
            <source>Settings are kept in {where}.</source>
            <translation>सेटिङ {where} मा राखिएको छ।</translation>
        </message>
        <message>
            <source>About Twenty-Nine</source>
            <translation>ट्वान्टी-नाइनबारे</translation>
        </message>
        <message>
            <source>No hand to export yet</source>
            <translation>निर्यात गर्ने बाजी अझै छैन</translation>
        </message>
        <message>
            <source>Export this hand</source>
            <translation>यो बाजी निर्यात गर्नुहोस्</translation>
        </message>
        <message>
            <source>Hand records (*.json)</source>
            <translation>बाजीका रेकर्ड (*.json)</translation>
        </message>
        <message>
            <source>Could not write {path}: {error}</source>
            <translation>{path} लेख्न सकिएन: {error}</translation>
        </message>
        <message>
            <source>Hand record written to {path}</source>
            <translation>बाजीको रेकर्ड लेखियो: {path}</translation>
        </message>
        <message>
            <source>Hand annulled: {why}</source>
            <translation>बाजी रद्द: {why}</translation>
        </message>
        <message>
            <source>Declare a single hand?

{kind}: {n} game points are won or lost on it. A single hand cannot be taken back.</source>
            <translation>सिंगल ह्यान्ड घोषणा गर्ने?

{kind}: यसमा {n} गेम अंक जितिन्छ वा हारिन्छ। सिंगल ह्यान्ड फिर्ता लिन सकिँदैन।</translation>
        </message>
        <message>
            <source>No single hand declared.</source>
            <translation>सिंगल ह्यान्ड घोषणा गरिएन।</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>बाजी सकियो</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>तासको टेबल</translation>
        </message>
        <message>
            <source>Left and Right choose a card, Enter plays it; Tab or Up goes to the action bar; ? lists the keys.</source>
            <translation>बायाँ र दायाँ तीरले पत्ती छान्नुहोस्, Enter ले चाल्नुहोस्; Tab वा माथिको तीरले बटन-पट्टीमा लैजान्छ; ? ले सबै कुञ्जी देखाउँछ।</translation>
        </message>
        <message>
            <source>Action bar</source>
            <translation>बटन-पट्टी</translation>
        </message>
        <message>
            <source>{who} plays {card}</source>
            <translation>{who} ले चाल्यो {card}</translation>
        </message>
        <message>
            <source>Last trick (L)</source>
            <translation>अघिल्लो हात (L)</translation>
        </message>
        <message>
            <source>A match is in progress (hand {n}; you and your partner {ours}, the opponents {theirs}).

Quit now? The match will be lost.</source>
            <translation>खेल चलिरहेको छ (बाजी {n}; तपाईं र तपाईंको साथी {ours}, विपक्षी {theirs})।

अहिले बन्द गर्ने? खेल हारिनेछ।</translation>
        </message>
        <message>
            <source>Quit Twenty-Nine</source>
            <translation>ट्वान्टी-नाइन बन्द गर्नुहोस्</translation>
        </message>
        <message>
            <source>Seventh card</source>
            <translation>सातौँ पत्ती</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>डबल</translation>
        </message>
        <message>
            <source>Redouble</source>
            <translation>रिडबल</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>सेट</translation>
        </message>
        <message>
            <source>Ask for trump</source>
            <translation>रङ माग्नुहोस्</translation>
        </message>
        <message>
            <source>Declare pair</source>
            <translation>म्यारिज देखाउनुहोस्</translation>
        </message>
        <message>
            <source>Your bid:</source>
            <translation>तपाईंको बोली:</translation>
        </message>
        <message>
            <source>Choose the trump:</source>
            <translation>रङ छान्नुहोस्:</translation>
        </message>
        <message>
            <source>Set a card face down as trump:</source>
            <translation>रङका लागि एउटा पत्ती घोप्टो राख्नुहोस्:</translation>
        </message>
        <message>
            <source>Double the stake?</source>
            <translation>दाउ डबल गर्ने?</translation>
        </message>
        <message>
            <source>Redouble?</source>
            <translation>रिडबल गर्ने?</translation>
        </message>
        <message>
            <source>Call set?</source>
            <translation>सेट भन्ने?</translation>
        </message>
        <message>
            <source>You may:</source>
            <translation>तपाईं गर्न सक्नुहुन्छ:</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump</source>
            <translation>तपाईंसँग त्यो जात छैन: रङ माग्नुहोस्</translation>
        </message>
        <message>
            <source>Your turn: play a card (drag, double-click, or arrows + Enter)</source>
            <translation>तपाईंको पालो: एउटा पत्ती चाल्नुहोस् (तान्नुहोस्, डबल-क्लिक, वा तीर + Enter)</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>खेलिरहनुहोस्</translation>
        </message>
        <message>
            <source>{s} s left</source>
            <translation>{s} सेकेन्ड बाँकी</translation>
        </message>
        <message>
            <source>You must follow suit: play one of the {suit}.</source>
            <translation>उही जात दिनुपर्छ: {suit} को पत्ती चाल्नुहोस्।</translation>
        </message>
        <message>
            <source>You asked for the trump and hold one: play a trump.</source>
            <translation>तपाईंले रङ माग्नुभयो र तपाईंसँग रङ छ: रङ चाल्नुहोस्।</translation>
        </message>
        <message>
            <source>You cannot follow suit and hold a trump: play a trump.</source>
            <translation>तपाईंसँग त्यो जात छैन तर रङ छ: रङ चाल्नुहोस्।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump first.</source>
            <translation>तपाईंसँग त्यो जात छैन: पहिले रङ माग्नुहोस्।</translation>
        </message>
        <message>
            <source>The bidder may not lead a trump before it is revealed (a house rule at this table).</source>
            <translation>रङ खुल्नुअघि बोली लगाउनेले रङबाट सुरु गर्न पाउँदैन (यस टेबलको नियम)।</translation>
        </message>
        <message>
            <source>That card is the face-down trump: it joins your hand when the trump is revealed.</source>
            <translation>यो पत्ती घोप्टो राखिएको रङ हो: रङ खुलेपछि मात्र हातमा आउँछ।</translation>
        </message>
        <message>
            <source>You can follow suit, so you may not ask for the trump.</source>
            <translation>तपाईंसँग त्यो जात छ, त्यसैले रङ माग्न पाइँदैन।</translation>
        </message>
        <message>
            <source>The leader of a trick cannot ask for the trump.</source>
            <translation>हातको पहिलो चाल चाल्नेले रङ माग्न पाउँदैन।</translation>
        </message>
        <message>
            <source>The trump has already been revealed.</source>
            <translation>रङ पहिले नै खुलिसकेको छ।</translation>
        </message>
        <message>
            <source>You do not hold both the King and the Queen of trumps.</source>
            <translation>तपाईंसँग रङको बादशाह र बेगम दुवै छैनन्।</translation>
        </message>
        <message>
            <source>The pair cannot be shown now.</source>
            <translation>अहिले म्यारिज देखाउन सकिँदैन।</translation>
        </message>
        <message>
            <source>You sit out this single hand.</source>
            <translation>यो सिंगल ह्यान्डमा तपाईं बाहिर बस्नुहुन्छ।</translation>
        </message>
        <message>
            <source>Please wait: it is not your turn.</source>
            <translation>कृपया पर्खनुहोस्: अहिले तपाईंको पालो होइन।</translation>
        </message>
        <message>
            <source>That is not your decision.</source>
            <translation>यो तपाईंको निर्णय होइन।</translation>
        </message>
        <message>
            <source>A bid must be higher than the current bid.</source>
            <translation>बोली अहिलेको बोलीभन्दा ठूलो हुनुपर्छ।</translation>
        </message>
        <message>
            <source>The dealer must bid now.</source>
            <translation>बाँड्नेले अब बोली लगाउनैपर्छ।</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>अहिले यो सम्भव छैन।</translation>
        </message>
        <message>
            <source>Preset: {name}</source>
            <translation>प्रिसेट: {name}</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>आफ्नै नियम</translation>
        </message>
        <message>
            <source>Rules: {name}</source>
            <translation>नियम: {name}</translation>
        </message>
        <message>
            <source>Rules: custom, {n} changes</source>
            <translation>नियम: आफ्नै, {n} परिवर्तन</translation>
        </message>
        <message>
            <source>Rules: custom, {n} change</source>
            <translation>नियम: आफ्नै, {n} परिवर्तन</translation>
        </message>
        <message>
            <source>All the standard rules.</source>
            <translation>सबै सामान्य नियम।</translation>
        </message>
        <message>
            <source>Different from the standard table:</source>
            <translation>सामान्य नियमभन्दा फरक:</translation>
        </message>
        <message>
            <source>Rules in force</source>
            <translation>लागू नियम</translation>
        </message>
        <message>
            <source>Change for the next match...</source>
            <translation>अर्को खेलका लागि बदल्नुहोस्...</translation>
        </message>
        <message>
            <source>The rules of this match: click to see what differs from the standard table</source>
            <translation>यस खेलका नियम: सामान्य नियमभन्दा के फरक छ हेर्न क्लिक गर्नुहोस्</translation>
        </message>
        <message>
            <source>NS</source>
            <translation>उ-द</translation>
        </message>
        <message>
            <source>EW</source>
            <translation>पू-प</translation>
        </message>
        <message>
            <source>Your trump: {suit}</source>
            <translation>तपाईंको रङ: {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>रङ: {suit}</translation>
        </message>
        <message>
            <source>Last trick: won by {who} (+{points})</source>
            <translation>अघिल्लो हात: {who} ले जित्यो (+{points})</translation>
        </message>
        <message>
            <source>Changes to the rules apply from the next match.</source>
            <translation>नियमका परिवर्तन अर्को खेलदेखि लागू हुन्छन्।</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>कम्प्युटर खेलाडी</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>टेबल</translation>
        </message>
        <message>
            <source>Display</source>
            <translation>देखावट</translation>
        </message>
        <message>
            <source>From {low} to {high}; the default is {default}.</source>
            <translation>{low} देखि {high} सम्म; सामान्य {default} हो।</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation> (सामान्य)</translation>
        </message>
        <message>
            <source>Options: {options}.</source>
            <translation>विकल्प: {options}।</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>आफ्नै</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>सेटिङ</translation>
        </message>
        <message>
            <source>Some of your settings could not be used:</source>
            <translation>तपाईंका केही सेटिङ प्रयोग गर्न सकिएन:</translation>
        </message>
        <message>
            <source>{label}:</source>
            <translation>{label}:</translation>
        </message>
        <message>
            <source>Presets:</source>
            <translation>प्रिसेट:</translation>
        </message>
        <message>
            <source>Standard rules, except: {changes}.</source>
            <translation>सामान्य नियम, बाहेक: {changes}।</translation>
        </message>
        <message>
            <source>The standard rules and the default table settings.</source>
            <translation>सामान्य नियम र टेबलका मूल सेटिङ।</translation>
        </message>
        <message>
            <source>Your settings could not be saved ({error}). They apply until you close Twenty-Nine.</source>
            <translation>तपाईंका सेटिङ सुरक्षित गर्न सकिएन ({error})। ट्वान्टी-नाइन बन्द नगरेसम्म यी लागू रहन्छन्।</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>सजिलो</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>सामान्य</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>कठिन</translation>
        </message>
        <message>
            <source>North (your partner)</source>
            <translation>उत्तर (तपाईंको साथी)</translation>
        </message>
        <message>
            <source>How well the computer partner plays.</source>
            <translation>कम्प्युटर साथी कति राम्रो खेल्छ।</translation>
        </message>
        <message>
            <source>East (opponent)</source>
            <translation>पूर्व (विपक्षी)</translation>
        </message>
        <message>
            <source>How well the opponent on your right plays.</source>
            <translation>तपाईंको दायाँको विपक्षी कति राम्रो खेल्छ।</translation>
        </message>
        <message>
            <source>West (opponent)</source>
            <translation>पश्चिम (विपक्षी)</translation>
        </message>
        <message>
            <source>How well the opponent on your left plays.</source>
            <translation>तपाईंको बायाँको विपक्षी कति राम्रो खेल्छ।</translation>
        </message>
        <message>
            <source>Card animations</source>
            <translation>पत्तीको चाल</translation>
        </message>
        <message>
            <source>How fast cards move on the table.</source>
            <translation>टेबलमा पत्ती कति छिटो सर्छन्।</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>बन्द</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>छिटो</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>ढिलो</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>तपाईंको नाम</translation>
        </message>
        <message>
            <source>Shown at your seat (up to 20 characters).</source>
            <translation>तपाईंको ठाउँमा देखिन्छ (२० अक्षरसम्म)।</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>पत्तीको पछाडि</translation>
        </message>
        <message>
            <source>The colour of the backs of the cards.</source>
            <translation>पत्तीको पछाडिको रङ।</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>निलो</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>रातो</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>भाषा</translation>
        </message>
        <message>
            <source>The language of the program; it changes at once.</source>
            <translation>प्रोग्रामको भाषा; तुरुन्तै बदलिन्छ।</translation>
        </message>
        <message>
            <source>As the system (English if not one of these)</source>
            <translation>प्रणाली अनुसार (यीमध्ये नभए अंग्रेजी)</translation>
        </message>
        <message>
            <source>Suit colours</source>
            <translation>जातका रङ</translation>
        </message>
        <message>
            <source>Four colours tell the suits apart at a glance: spades black, hearts red, diamonds blue, clubs green.</source>
            <translation>चार रङले एकै नजरमा जात चिनाउँछ: सुरथ कालो, पान रातो, इँट निलो, चिडी हरियो।</translation>
        </message>
        <message>
            <source>Two colours (red and black)</source>
            <translation>दुई रङ (रातो र कालो)</translation>
        </message>
        <message>
            <source>Four colours</source>
            <translation>चार रङ</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>पत्तीको आकार</translation>
        </message>
        <message>
            <source>Large cards make your own hand bigger and easier to read.</source>
            <translation>ठूला पत्तीले तपाईंको हात ठूलो र पढ्न सजिलो बनाउँछ।</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>ठूलो</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>अक्षरको आकार</translation>
        </message>
        <message>
            <source>The size of the text of the action bar, the menus and the dialogs.</source>
            <translation>तलको बटन-पट्टी, मेनु र संवादका अक्षरको आकार।</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>खेलको दिशा</translation>
        </message>
        <message>
            <source>Order of deal, auction and play.</source>
            <translation>बाँड्ने, बोली र खेलको क्रम।</translation>
        </message>
        <message>
            <source>Clockwise (N, E, S, W)</source>
            <translation>घडीको दिशामा (उ, पू, द, प)</translation>
        </message>
        <message>
            <source>Counter-clockwise (N, W, S, E)</source>
            <translation>घडीको उल्टो दिशामा (उ, प, द, पू)</translation>
        </message>
        <message>
            <source>Point for the last trick</source>
            <translation>अन्तिम हातको अंक</translation>
        </message>
        <message>
            <source>The eighth trick is worth 1 more point: 29 in the pack, bids and the pair cap go to 29.</source>
            <translation>आठौँ हातको 1 अंक बढी: तासमा 29, बोली र म्यारिजको सीमा 29 सम्म।</translation>
        </message>
        <message>
            <source>On</source>
            <translation>चालु</translation>
        </message>
        <message>
            <source>Lowest bid</source>
            <translation>सबैभन्दा सानो बोली</translation>
        </message>
        <message>
            <source>Lowest bid, the dealer's forced bid and the floor of a pair.</source>
            <translation>सबैभन्दा सानो बोली, बाँड्नेको बाध्य बोली र म्यारिजको तल्लो सीमा।</translation>
        </message>
        <message>
            <source>Auction</source>
            <translation>बोली</translation>
        </message>
        <message>
            <source>Open ascending auction, or the Bangladesh and Nepal duel where the holder may hold.</source>
            <translation>खुला बढ्दो बोली, वा बंगलादेश र नेपालको दोहोरो बोली जहाँ बोली लिनेले टिक्न पाउँछ।</translation>
        </message>
        <message>
            <source>Open (each bid higher)</source>
            <translation>खुला (हरेक बोली ठूलो)</translation>
        </message>
        <message>
            <source>Duel (holder may hold)</source>
            <translation>दोहोरो (टिक्न पाइन्छ)</translation>
        </message>
        <message>
            <source>When the first three pass</source>
            <translation>पहिला तीनले पास भने</translation>
        </message>
        <message>
            <source>The dealer must bid the minimum, or the dealer may pass too and the cards are redealt.</source>
            <translation>बाँड्नेले सबैभन्दा सानो बोली लगाउनुपर्छ, वा ऊ पनि पास भन्न सक्छ र पत्ती फेरि बाँडिन्छ।</translation>
        </message>
        <message>
            <source>Dealer must bid</source>
            <translation>बाँड्नेले बोल्नुपर्छ</translation>
        </message>
        <message>
            <source>Redeal if all pass</source>
            <translation>सबै पास भए फेरि बाँड्ने</translation>
        </message>
        <message>
            <source>Face-down trump</source>
            <translation>घोप्टो रङ</translation>
        </message>
        <message>
            <source>A spare indicator card, or one of the bidder's own four cards, set face down.</source>
            <translation>छुट्टै सङ्केत पत्ती, वा बोली लगाउनेकै चार पत्तीमध्ये एउटा, घोप्टो राखिन्छ।</translation>
        </message>
        <message>
            <source>Spare indicator card</source>
            <translation>छुट्टै सङ्केत पत्ती</translation>
        </message>
        <message>
            <source>One of the bidder's own cards</source>
            <translation>बोली लगाउनेकै पत्ती</translation>
        </message>
        <message>
            <source>Seventh-card trump</source>
            <translation>सातौँ पत्तीको रङ</translation>
        </message>
        <message>
            <source>The bidder may call 'seventh card': the seventh card dealt to them sets the trump, unseen.</source>
            <translation>बोली लगाउनेले 'सातौँ पत्ती' भन्न सक्छ: उसलाई बाँडिएको सातौँ पत्तीले नहेरी रङ तय गर्छ।</translation>
        </message>
        <message>
            <source>Revealing the trump</source>
            <translation>रङ खोल्ने</translation>
        </message>
        <message>
            <source>A void player may ask; the first void player must ask; or the trump shows by itself.</source>
            <translation>जात नभएको खेलाडीले माग्न सक्छ; पहिलो जात नभएकोले माग्नैपर्छ; वा रङ आफैँ खुल्छ।</translation>
        </message>
        <message>
            <source>On request</source>
            <translation>मागेपछि</translation>
        </message>
        <message>
            <source>First void player must ask</source>
            <translation>पहिलो जात नभएकोले माग्नुपर्छ</translation>
        </message>
        <message>
            <source>Automatically</source>
            <translation>आफैँ</translation>
        </message>
        <message>
            <source>Asker must trump</source>
            <translation>माग्नेले रङ चाल्नुपर्छ</translation>
        </message>
        <message>
            <source>After asking for the trump, the asker must play a trump to that trick if able.</source>
            <translation>रङ मागेपछि, सक्छ भने माग्नेले त्यो हातमा रङ चाल्नुपर्छ।</translation>
        </message>
        <message>
            <source>Void player must trump</source>
            <translation>जात नभएकोले रङ चाल्नुपर्छ</translation>
        </message>
        <message>
            <source>After the reveal, every player who cannot follow suit must play a trump if able.</source>
            <translation>रङ खुलेपछि, जातको पत्ती नभएका सबैले सक्छन् भने रङ चाल्नुपर्छ।</translation>
        </message>
        <message>
            <source>Trumps in the reveal trick</source>
            <translation>रङ खुलेको हातमा रङ</translation>
        </message>
        <message>
            <source>In the trick of the reveal, trumps played before it count too, or only those after it.</source>
            <translation>रङ खुलेको हातमा त्यसअघि चालिएका रङ पनि गनिन्छन्, वा त्यसपछिका मात्र।</translation>
        </message>
        <message>
            <source>Whole trick</source>
            <translation>पूरै हात</translation>
        </message>
        <message>
            <source>From the reveal on</source>
            <translation>खुलेपछिदेखि</translation>
        </message>
        <message>
            <source>Bidder leading trumps</source>
            <translation>बोली लगाउनेको रङबाट सुरु</translation>
        </message>
        <message>
            <source>The bidder may lead a trump before the reveal, or not unless holding only trumps.</source>
            <translation>बोली लगाउनेले रङ खुल्नुअघि रङबाट सुरु गर्न सक्छ, वा रङ मात्र बाँकी भए मात्र।</translation>
        </message>
        <message>
            <source>Allowed</source>
            <translation>पाइन्छ</translation>
        </message>
        <message>
            <source>Not before the reveal</source>
            <translation>खुल्नुअघि होइन</translation>
        </message>
        <message>
            <source>Trump never revealed</source>
            <translation>रङ कहिल्यै नखुलेको</translation>
        </message>
        <message>
            <source>A hand in which the trump is never revealed is scored, or annulled.</source>
            <translation>रङ कहिल्यै नखुलेको बाजी गनिन्छ, वा रद्द हुन्छ।</translation>
        </message>
        <message>
            <source>Scored</source>
            <translation>गनिन्छ</translation>
        </message>
        <message>
            <source>Annulled</source>
            <translation>रद्द</translation>
        </message>
        <message>
            <source>Pair (marriage)</source>
            <translation>म्यारिज (बादशाह-बेगम)</translation>
        </message>
        <message>
            <source>King and Queen of trumps move the target by 4; off, or Bangladesh or Lucknow form.</source>
            <translation>रङको बादशाह र बेगमले लक्ष्य 4 ले सार्छन्; बन्द, वा बंगलादेश वा लखनउ तरिका।</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>सामान्य</translation>
        </message>
        <message>
            <source>Bangladesh (bid above 18)</source>
            <translation>बंगलादेश (18 भन्दा माथिको बोलीमा)</translation>
        </message>
        <message>
            <source>Lucknow (after trumping)</source>
            <translation>लखनउ (रङले काटेपछि)</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>डबल</translation>
        </message>
        <message>
            <source>Defenders may double and bidders redouble; with 'set' the defenders may stake the match.</source>
            <translation>विपक्षीले डबल र बोली लगाउनेले रिडबल गर्न सक्छन्; 'सेट' भए विपक्षीले पूरै खेल दाउमा राख्न सक्छन्।</translation>
        </message>
        <message>
            <source>Double and redouble</source>
            <translation>डबल र रिडबल</translation>
        </message>
        <message>
            <source>Double, redouble and set</source>
            <translation>डबल, रिडबल र सेट</translation>
        </message>
        <message>
            <source>When to double</source>
            <translation>कहिले डबल</translation>
        </message>
        <message>
            <source>The doubling windows open after the trump is set, or after all eight cards are dealt.</source>
            <translation>डबलको मौका रङ तय भएपछि, वा आठै पत्ती बाँडिएपछि आउँछ।</translation>
        </message>
        <message>
            <source>Before the second deal</source>
            <translation>दोस्रो बाँडाइअघि</translation>
        </message>
        <message>
            <source>After the deal</source>
            <translation>बाँडाइपछि</translation>
        </message>
        <message>
            <source>Seconds to double</source>
            <translation>डबलका सेकेन्ड</translation>
        </message>
        <message>
            <source>Table timer for a human's doubling decision.</source>
            <translation>मानिस खेलाडीको डबल निर्णयको समय।</translation>
        </message>
        <message>
            <source>Gorakhpur auto-double</source>
            <translation>गोरखपुर आफैँ डबल</translation>
        </message>
        <message>
            <source>A bid of 21 or more is worth 2 game points; a double takes it to 4, the most.</source>
            <translation>21 वा बढीको बोलीको 2 गेम अंक; डबलले 4 पुर्याउँछ, सबैभन्दा बढी।</translation>
        </message>
        <message>
            <source>A player may play alone for all eight tricks, or the bidder alone for the bid.</source>
            <translation>एक खेलाडी आठै हातका लागि एक्लै खेल्न सक्छ, वा बोली लगाउने आफ्नो बोलीका लागि एक्लै।</translation>
        </message>
        <message>
            <source>All eight tricks, no trumps</source>
            <translation>आठै हात, रङ बिना</translation>
        </message>
        <message>
            <source>Bidder plays alone</source>
            <translation>बोली लगाउने एक्लै खेल्छ</translation>
        </message>
        <message>
            <source>Single hand value</source>
            <translation>सिंगल ह्यान्डको मूल्य</translation>
        </message>
        <message>
            <source>Game points won or lost by a single hand.</source>
            <translation>सिंगल ह्यान्डमा जितिने वा हारिने गेम अंक।</translation>
        </message>
        <message>
            <source>Bangladesh redeals</source>
            <translation>बंगलादेशी फेरि बाँडाइ</translation>
        </message>
        <message>
            <source>Redeal when a first or second speaker has no point card, or a seventh-card trump is the bidder's only point card of its suit.</source>
            <translation>पहिलो वा दोस्रो बोल्नेसँग अंकको पत्ती नभए, वा सातौँ पत्तीको रङ बोली लगाउनेको त्यो जातको एक मात्र अंकको पत्ती भए फेरि बाँड्ने।</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>खेल कतिसम्म</translation>
        </message>
        <message>
            <source>Game points that win (and, negative, lose) the match.</source>
            <translation>कति गेम अंकमा खेल जितिन्छ (र ऋणमा हारिन्छ)।</translation>
        </message>
        <message>
            <source>Computer players show the pair</source>
            <translation>कम्प्युटरले म्यारिज देखाउँछ</translation>
        </message>
        <message>
            <source>Computer players may show the pair.</source>
            <translation>कम्प्युटर खेलाडीले म्यारिज देखाउन सक्छन्।</translation>
        </message>
        <message>
            <source>Computer players double</source>
            <translation>कम्प्युटरले डबल गर्छ</translation>
        </message>
        <message>
            <source>Computer players may double and redouble.</source>
            <translation>कम्प्युटर खेलाडीले डबल र रिडबल गर्न सक्छन्।</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>रङ</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>खेल</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>म्यारिज</translation>
        </message>
        <message>
            <source>Scoring and match</source>
            <translation>अंक र खेल</translation>
        </message>
        <message>
            <source>Pagat</source>
            <translation>Pagat</translation>
        </message>
        <message>
            <source>Bangladesh</source>
            <translation>बंगलादेश</translation>
        </message>
        <message>
            <source>Twenty-nine with the last trick</source>
            <translation>अन्तिम हातसहितको ट्वान्टी-नाइन</translation>
        </message>
        <message>
            <source>Gorakhpur</source>
            <translation>गोरखपुर</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>ठीक छ</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द गर्नुहोस्</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बन्द गर्नुहोस्</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>मूल अवस्थामा फर्काउनुहोस्</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>हो (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>होइन (&amp;N)</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>लागू गर्नुहोस्</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>फेरि सुरु</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>सहायता</translation>
        </message>
    </context>
</TS>
