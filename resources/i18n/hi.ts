<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
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
            <translation>इक्का</translation>
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
            <translation>{suit} का {rank}</translation>
        </message>
        <message>
            <source>Face-down card</source>
            <translation>उल्टा पत्ता</translation>
        </message>
        <message>
            <source>{card}, playable</source>
            <translation>{card}, चल सकते हैं</translation>
        </message>
        <message>
            <source>{card}, not playable now</source>
            <translation>{card}, अभी नहीं चल सकते</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>मैच ख़त्म</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>बाज़ी {n}</translation>
        </message>
        <message>
            <source>Match over: {result}</source>
            <translation>मैच ख़त्म: {result}</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>नया मैच</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>अगली बाज़ी</translation>
        </message>
        <message>
            <source>Rules of Twenty-Nine</source>
            <translation>ट्वेंटी-नाइन के नियम</translation>
        </message>
        <message>
            <source># Rules

The rules help file (resources/help/rules.md) is not installed.</source>
            <translation># नियम

नियमों की सहायता-फ़ाइल (resources/help/rules.md) इंस्टॉल नहीं है।</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Start a new match?&lt;/h3&gt;The match in progress, if any, ends.</source>
            <translation>&lt;h3&gt;नया मैच शुरू करें?&lt;/h3&gt;चल रहा मैच, अगर कोई है, ख़त्म हो जाएगा।</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>शुरू करें</translation>
        </message>
        <message>
            <source>Settings…</source>
            <translation>सेटिंग्स…</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>हुकुम</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>पान</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ईंट</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>चिड़ी</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>आसान</translation>
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
            <translation>बेतरतीब</translation>
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
            <translation>{bid} पर टिके</translation>
        </message>
        <message>
            <source>Wins the bid at {bid}</source>
            <translation>{bid} पर बोली जीती</translation>
        </message>
        <message>
            <source>Seventh card!</source>
            <translation>सातवाँ पत्ता!</translation>
        </message>
        <message>
            <source>Sets the trump face down</source>
            <translation>रंग उल्टा रखा</translation>
        </message>
        <message>
            <source>Pair! Target now {target}</source>
            <translation>पेयर! लक्ष्य अब {target}</translation>
        </message>
        <message>
            <source>Trump is {symbol} {suit}</source>
            <translation>रंग है {symbol} {suit}</translation>
        </message>
        <message>
            <source>Wins the trick (+{points})</source>
            <translation>हाथ जीता (+{points})</translation>
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
            <translation>रीडबल!</translation>
        </message>
        <message>
            <source>Set!</source>
            <translation>सेट!</translation>
        </message>
        <message>
            <source>No double</source>
            <translation>डबल नहीं</translation>
        </message>
        <message>
            <source>No redouble</source>
            <translation>रीडबल नहीं</translation>
        </message>
        <message>
            <source>No set</source>
            <translation>सेट नहीं</translation>
        </message>
        <message>
            <source>Trump, please?</source>
            <translation>रंग दिखाइए?</translation>
        </message>
        <message>
            <source>Single hand!</source>
            <translation>सिंगल हैंड!</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>बाँटने वाला</translation>
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
            <translation>{bid} पर टिके हैं</translation>
        </message>
        <message>
            <source>holds {bid}</source>
            <translation>{bid} पर टिका है</translation>
        </message>
        <message>
            <source>single hand</source>
            <translation>सिंगल हैंड</translation>
        </message>
        <message>
            <source>sits out</source>
            <translation>बाहर बैठा</translation>
        </message>
        <message>
            <source>{n} tricks</source>
            <translation>{n} हाथ</translation>
        </message>
        <message>
            <source>{n} trick</source>
            <translation>{n} हाथ</translation>
        </message>
        <message>
            <source>Hand {n}   (match to ±{target})</source>
            <translation>बाज़ी {n}   (मैच ±{target} तक)</translation>
        </message>
        <message>
            <source>Dealer: {seat}</source>
            <translation>बाँटने वाला: {seat}</translation>
        </message>
        <message>
            <source>High bid: {bid}</source>
            <translation>सबसे ऊँची बोली: {bid}</translation>
        </message>
        <message>
            <source>Bid: {bid} by {seat}</source>
            <translation>बोली: {bid}, {seat} की</translation>
        </message>
        <message>
            <source>Single hand: {who} play alone</source>
            <translation>सिंगल हैंड: {who} अकेले खेल रहे हैं</translation>
        </message>
        <message>
            <source>You</source>
            <translation>आप</translation>
        </message>
        <message>
            <source>Single hand: {who} plays alone</source>
            <translation>सिंगल हैंड: {who} अकेला खेल रहा है</translation>
        </message>
        <message>
            <source>Target: all eight tricks</source>
            <translation>लक्ष्य: आठों हाथ</translation>
        </message>
        <message>
            <source>No trumps (single hand)</source>
            <translation>बिना रंग (सिंगल हैंड)</translation>
        </message>
        <message>
            <source>Target: {target}</source>
            <translation>लक्ष्य: {target}</translation>
        </message>
        <message>
            <source>  (after pair)</source>
            <translation>  (पेयर के बाद)</translation>
        </message>
        <message>
            <source>Trump: {symbol} {suit}</source>
            <translation>रंग: {symbol} {suit}</translation>
        </message>
        <message>
            <source>  (hidden)</source>
            <translation>  (छिपा)</translation>
        </message>
        <message>
            <source>Trump: face down</source>
            <translation>रंग: उल्टा रखा</translation>
        </message>
        <message>
            <source>not doubled</source>
            <translation>डबल नहीं</translation>
        </message>
        <message>
            <source>doubled (×2)</source>
            <translation>डबल (×2)</translation>
        </message>
        <message>
            <source>redoubled (×4)</source>
            <translation>रीडबल (×4)</translation>
        </message>
        <message>
            <source>set: the match is at stake</source>
            <translation>सेट: पूरा मैच दाँव पर</translation>
        </message>
        <message>
            <source>{n} game points</source>
            <translation>{n} गेम पॉइंट</translation>
        </message>
        <message>
            <source>{n} game point</source>
            <translation>{n} गेम पॉइंट</translation>
        </message>
        <message>
            <source>Stake: {stake}</source>
            <translation>दाँव: {stake}</translation>
        </message>
        <message>
            <source>Trick {n} of 8</source>
            <translation>हाथ {n} / 8</translation>
        </message>
        <message>
            <source> (your side)</source>
            <translation> (आपकी टीम)</translation>
        </message>
        <message>
            <source>Single hand: {won} of 8 tricks</source>
            <translation>सिंगल हैंड: 8 में से {won} हाथ</translation>
        </message>
        <message>
            <source>Bidders{yours}: {points} of {target}</source>
            <translation>बोली वाली टीम{yours}: {target} में से {points}</translation>
        </message>
        <message>
            <source>Defenders{yours}: {points}</source>
            <translation>विरोधी टीम{yours}: {points}</translation>
        </message>
        <message>
            <source>you and your partner</source>
            <translation>आप और आपके साथी</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a} और {b}</translation>
        </message>
        <message>
            <source>{who} win the match!</source>
            <translation>{who} मैच जीत गए!</translation>
        </message>
        <message>
            <source>{who} win the match.</source>
            <translation>{who} मैच जीते।</translation>
        </message>
        <message>
            <source>annulled</source>
            <translation>रद्द</translation>
        </message>
        <message>
            <source>single hand, {who}</source>
            <translation>सिंगल हैंड, {who}</translation>
        </message>
        <message>
            <source>set</source>
            <translation>सेट</translation>
        </message>
        <message>
            <source>made</source>
            <translation>बनी</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>हारी</translation>
        </message>
        <message>
            <source>Final score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>अंतिम स्कोर: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>बाज़ी</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>बोली</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>नतीजा</translation>
        </message>
        <message>
            <source>The last hand (hand {n})</source>
            <translation>आख़िरी बाज़ी (बाज़ी {n})</translation>
        </message>
        <message>
            <source>The hand was annulled:</source>
            <translation>बाज़ी रद्द हुई:</translation>
        </message>
        <message>
            <source>&lt;b&gt;{who}&lt;/b&gt; bid &lt;b&gt;{bid}&lt;/b&gt;; target &lt;b&gt;{target}&lt;/b&gt;</source>
            <translation>&lt;b&gt;{who}&lt;/b&gt; की बोली &lt;b&gt;{bid}&lt;/b&gt;; लक्ष्य &lt;b&gt;{target}&lt;/b&gt;</translation>
        </message>
        <message>
            <source> (pair shown by {who})</source>
            <translation> (पेयर दिखाया {who} ने)</translation>
        </message>
        <message>
            <source>; trump {symbol} {suit}</source>
            <translation>; रंग {symbol} {suit}</translation>
        </message>
        <message>
            <source>Card points: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>पत्तों के अंक: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>Single hand by {who}.</source>
            <translation>सिंगल हैंड {who} का।</translation>
        </message>
        <message>
            <source>made it</source>
            <translation>कामयाब</translation>
        </message>
        <message>
            <source>went down</source>
            <translation>हार गए</translation>
        </message>
        <message>
            <source>&lt;b&gt;{side} {verdict}&lt;/b&gt;: {who} {points}.</source>
            <translation>&lt;b&gt;{side} {verdict}&lt;/b&gt;: {who} {points}।</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>पहली चाल</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>पत्ते</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>जीता</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>अंक</translation>
        </message>
        <message>
            <source>Match score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>मैच स्कोर: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>Choose a card of your hand (only the playable ones on your turn)</source>
            <translation>अपने हाथ का पत्ता चुनें (आपकी बारी पर सिर्फ़ चलने लायक़)</translation>
        </message>
        <message>
            <source>Play the chosen card; on a button: press it</source>
            <translation>चुना पत्ता चलें; बटन पर हों तो: बटन दबाएँ</translation>
        </message>
        <message>
            <source>Go to the buttons of the action bar: bids, Pass, the trump, Double...</source>
            <translation>नीचे की बटन-पट्टी पर जाएँ: बोली, पास, रंग, डबल...</translation>
        </message>
        <message>
            <source>On the action bar: the next or the previous button</source>
            <translation>बटन-पट्टी पर: अगला या पिछला बटन</translation>
        </message>
        <message>
            <source>From the action bar back to the cards</source>
            <translation>बटन-पट्टी से वापस पत्तों पर</translation>
        </message>
        <message>
            <source>Hold the bid (duel auction)</source>
            <translation>बोली पर टिकें (आमने-सामने बोली)</translation>
        </message>
        <message>
            <source>Seventh card as trump</source>
            <translation>सातवाँ पत्ता रंग</translation>
        </message>
        <message>
            <source>Double, redouble or set</source>
            <translation>डबल, रीडबल या सेट</translation>
        </message>
        <message>
            <source>Ask for the trump</source>
            <translation>रंग पूछें</translation>
        </message>
        <message>
            <source>Declare the pair (King and Queen of trumps)</source>
            <translation>पेयर दिखाएँ (रंग का बादशाह और बेगम)</translation>
        </message>
        <message>
            <source>Single hand</source>
            <translation>सिंगल हैंड</translation>
        </message>
        <message>
            <source>Play on (let the pair or single hand go by)</source>
            <translation>खेलते रहें (पेयर या सिंगल हैंड छोड़ दें)</translation>
        </message>
        <message>
            <source>Show or hide the last trick</source>
            <translation>पिछला हाथ दिखाएँ या छिपाएँ</translation>
        </message>
        <message>
            <source>In the hand summary: the next deal</source>
            <translation>बाज़ी के सार में: अगली बाज़ी</translation>
        </message>
        <message>
            <source>Settings (language, four-colour deck, large cards, text size)</source>
            <translation>सेटिंग्स (भाषा, चार रंग की गड्डी, बड़े पत्ते, अक्षरों का आकार)</translation>
        </message>
        <message>
            <source>Rules help</source>
            <translation>नियमों की सहायता</translation>
        </message>
        <message>
            <source>This list of keys</source>
            <translation>कुंजियों की यह सूची</translation>
        </message>
        <message>
            <source>Playing with the keyboard</source>
            <translation>कीबोर्ड से खेलना</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>कीबोर्ड</translation>
        </message>
        <message>
            <source>You can export a hand once it is over: until then the record would show the other players' cards.</source>
            <translation>बाज़ी ख़त्म होने पर ही निर्यात हो सकता है: तब तक रिकॉर्ड में दूसरों के पत्ते दिख जाते।</translation>
        </message>
        <message>
            <source>Save the record of the hand just played</source>
            <translation>अभी खेली बाज़ी का रिकॉर्ड सहेजें</translation>
        </message>
        <message>
            <source>Twenty-Nine</source>
            <translation>ट्वेंटी-नाइन</translation>
        </message>
        <message>
            <source>Welcome to Twenty-Nine</source>
            <translation>ट्वेंटी-नाइन में स्वागत है</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>खेल (&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New match</source>
            <translation>नया मैच (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Export this hand…</source>
            <translation>यह बाज़ी निर्यात करें (&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>सेटिंग्स (&amp;S)…</translation>
        </message>
        <message>
            <source>Rules in &amp;force…</source>
            <translation>लागू नियम (&amp;F)…</translation>
        </message>
        <message>
            <source>&amp;Rules help</source>
            <translation>नियमों की सहायता (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>बंद करें (&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>दृश्य (&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>पिछला हाथ (&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>पूरी स्क्रीन (&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>सहायता (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About Twenty-Nine</source>
            <translation>ट्वेंटी-नाइन के बारे में (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>कीबोर्ड (&amp;K)</translation>
        </message>
        <message>
            <source>“{text}” had only just appeared: click it again if you meant it.</source>
            <translation>“{text}” अभी-अभी आया था: सच में चाहते हैं तो फिर से क्लिक करें।</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>पत्ते बँट रहे हैं…</translation>
        </message>
        <message>
            <source>Settings saved. Rule changes apply from the next match.</source>
            <translation>सेटिंग्स सहेजी गईं। नियमों के बदलाव अगले मैच से लागू होंगे।</translation>
        </message>
        <message>
            <source>(the platform's settings folder)</source>
            <translation>(सिस्टम का सेटिंग्स फ़ोल्डर)</translation>
        </message>
        <message>
            <source>Twenty-Nine {version}</source>
            <translation>ट्वेंटी-नाइन {version}</translation>
        </message>
        <message>
            <source>The partnership trick-taking card game of north India, Bangladesh and Nepal, offline: no ads, no accounts, no network.</source>
            <translation>उत्तर भारत, बांग्लादेश और नेपाल का जोड़ी में हाथ जीतने वाला ताश का खेल, ऑफ़लाइन: न विज्ञापन, न खाता, न नेटवर्क।</translation>
        </message>
        <message>
            <source>Free software under the MIT licence. Card art: Adrian Kennard's public-domain (CC0) deck.</source>
            <translation>MIT लाइसेंस के तहत मुफ़्त सॉफ़्टवेयर। पत्तों के चित्र: Adrian Kennard की पब्लिक-डोमेन (CC0) गड्डी।</translation>
        </message>
        <message>
            <source>Settings are kept in {where}.</source>
            <translation>सेटिंग्स {where} में रखी हैं।</translation>
        </message>
        <message>
            <source>About Twenty-Nine</source>
            <translation>ट्वेंटी-नाइन के बारे में</translation>
        </message>
        <message>
            <source>No hand to export yet</source>
            <translation>निर्यात के लिए अभी कोई बाज़ी नहीं</translation>
        </message>
        <message>
            <source>Export this hand</source>
            <translation>यह बाज़ी निर्यात करें</translation>
        </message>
        <message>
            <source>Hand records (*.json)</source>
            <translation>बाज़ी के रिकॉर्ड (*.json)</translation>
        </message>
        <message>
            <source>Could not write {path}: {error}</source>
            <translation>{path} नहीं लिखा जा सका: {error}</translation>
        </message>
        <message>
            <source>Hand record written to {path}</source>
            <translation>बाज़ी का रिकॉर्ड लिखा गया: {path}</translation>
        </message>
        <message>
            <source>Hand annulled: {why}</source>
            <translation>बाज़ी रद्द: {why}</translation>
        </message>
        <message>
            <source>Declare a single hand?

{kind}: {n} game points are won or lost on it. A single hand cannot be taken back.</source>
            <translation>सिंगल हैंड घोषित करें?

{kind}: इस पर {n} गेम पॉइंट जीते या हारे जाते हैं। सिंगल हैंड वापस नहीं लिया जा सकता।</translation>
        </message>
        <message>
            <source>No single hand declared.</source>
            <translation>सिंगल हैंड घोषित नहीं किया।</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>बाज़ी ख़त्म</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>ताश की मेज़</translation>
        </message>
        <message>
            <source>Left and Right choose a card, Enter plays it; Tab or Up goes to the action bar; ? lists the keys.</source>
            <translation>बाएँ और दाएँ तीर से पत्ता चुनें, Enter से चलें; Tab या ऊपर का तीर बटन-पट्टी पर ले जाता है; ? सारी कुंजियाँ दिखाता है।</translation>
        </message>
        <message>
            <source>Action bar</source>
            <translation>बटन-पट्टी</translation>
        </message>
        <message>
            <source>{who} plays {card}</source>
            <translation>{who} ने चला {card}</translation>
        </message>
        <message>
            <source>Last trick (L)</source>
            <translation>पिछला हाथ (L)</translation>
        </message>
        <message>
            <source>A match is in progress (hand {n}; you and your partner {ours}, the opponents {theirs}).

Quit now? The match will be lost.</source>
            <translation>मैच चल रहा है (बाज़ी {n}; आप और आपके साथी {ours}, विरोधी {theirs})।

अभी बंद करें? मैच हार जाएँगे।</translation>
        </message>
        <message>
            <source>Quit Twenty-Nine</source>
            <translation>ट्वेंटी-नाइन बंद करें</translation>
        </message>
        <message>
            <source>Seventh card</source>
            <translation>सातवाँ पत्ता</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>डबल</translation>
        </message>
        <message>
            <source>Redouble</source>
            <translation>रीडबल</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>सेट</translation>
        </message>
        <message>
            <source>Ask for trump</source>
            <translation>रंग पूछें</translation>
        </message>
        <message>
            <source>Declare pair</source>
            <translation>पेयर दिखाएँ</translation>
        </message>
        <message>
            <source>Your bid:</source>
            <translation>आपकी बोली:</translation>
        </message>
        <message>
            <source>Choose the trump:</source>
            <translation>रंग चुनें:</translation>
        </message>
        <message>
            <source>Set a card face down as trump:</source>
            <translation>रंग के लिए एक पत्ता उल्टा रखें:</translation>
        </message>
        <message>
            <source>Double the stake?</source>
            <translation>दाँव डबल करें?</translation>
        </message>
        <message>
            <source>Redouble?</source>
            <translation>रीडबल करें?</translation>
        </message>
        <message>
            <source>Call set?</source>
            <translation>सेट बोलें?</translation>
        </message>
        <message>
            <source>You may:</source>
            <translation>आप कर सकते हैं:</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump</source>
            <translation>आपके पास वह रंग नहीं: रंग पूछें</translation>
        </message>
        <message>
            <source>Your turn: play a card (drag, double-click, or arrows + Enter)</source>
            <translation>आपकी बारी: एक पत्ता चलें (खींचें, डबल-क्लिक, या तीर + Enter)</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>खेलते रहें</translation>
        </message>
        <message>
            <source>{s} s left</source>
            <translation>{s} सेकंड बाक़ी</translation>
        </message>
        <message>
            <source>You must follow suit: play one of the {suit}.</source>
            <translation>वही रंग देना होगा: {suit} का पत्ता चलें।</translation>
        </message>
        <message>
            <source>You asked for the trump and hold one: play a trump.</source>
            <translation>आपने रंग पूछा और आपके पास रंग है: रंग चलें।</translation>
        </message>
        <message>
            <source>You cannot follow suit and hold a trump: play a trump.</source>
            <translation>आपके पास वह रंग नहीं पर रंग (ट्रम्प) है: रंग चलें।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump first.</source>
            <translation>आपके पास वह रंग नहीं: पहले रंग पूछें।</translation>
        </message>
        <message>
            <source>The bidder may not lead a trump before it is revealed (a house rule at this table).</source>
            <translation>रंग खुलने से पहले बोली वाला रंग से चाल नहीं शुरू कर सकता (इस मेज़ का नियम)।</translation>
        </message>
        <message>
            <source>That card is the face-down trump: it joins your hand when the trump is revealed.</source>
            <translation>यह पत्ता उल्टा रखा रंग है: रंग खुलने पर ही हाथ में आएगा।</translation>
        </message>
        <message>
            <source>You can follow suit, so you may not ask for the trump.</source>
            <translation>आपके पास वह रंग है, इसलिए रंग नहीं पूछ सकते।</translation>
        </message>
        <message>
            <source>The leader of a trick cannot ask for the trump.</source>
            <translation>हाथ की पहली चाल चलने वाला रंग नहीं पूछ सकता।</translation>
        </message>
        <message>
            <source>The trump has already been revealed.</source>
            <translation>रंग पहले ही खुल चुका है।</translation>
        </message>
        <message>
            <source>You do not hold both the King and the Queen of trumps.</source>
            <translation>आपके पास रंग का बादशाह और बेगम दोनों नहीं हैं।</translation>
        </message>
        <message>
            <source>The pair cannot be shown now.</source>
            <translation>अभी पेयर नहीं दिखाया जा सकता।</translation>
        </message>
        <message>
            <source>You sit out this single hand.</source>
            <translation>इस सिंगल हैंड में आप बाहर बैठे हैं।</translation>
        </message>
        <message>
            <source>Please wait: it is not your turn.</source>
            <translation>ज़रा रुकिए: अभी आपकी बारी नहीं है।</translation>
        </message>
        <message>
            <source>That is not your decision.</source>
            <translation>यह आपका फ़ैसला नहीं है।</translation>
        </message>
        <message>
            <source>A bid must be higher than the current bid.</source>
            <translation>बोली मौजूदा बोली से ऊँची होनी चाहिए।</translation>
        </message>
        <message>
            <source>The dealer must bid now.</source>
            <translation>बाँटने वाले को अब बोली लगानी होगी।</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>अभी यह नहीं हो सकता।</translation>
        </message>
        <message>
            <source>Preset: {name}</source>
            <translation>प्रीसेट: {name}</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>अपने नियम</translation>
        </message>
        <message>
            <source>Rules: {name}</source>
            <translation>नियम: {name}</translation>
        </message>
        <message>
            <source>Rules: custom, {n} changes</source>
            <translation>नियम: अपने, {n} बदलाव</translation>
        </message>
        <message>
            <source>Rules: custom, {n} change</source>
            <translation>नियम: अपने, {n} बदलाव</translation>
        </message>
        <message>
            <source>All the standard rules.</source>
            <translation>सभी सामान्य नियम।</translation>
        </message>
        <message>
            <source>Different from the standard table:</source>
            <translation>सामान्य नियमों से अलग:</translation>
        </message>
        <message>
            <source>Rules in force</source>
            <translation>लागू नियम</translation>
        </message>
        <message>
            <source>Change for the next match...</source>
            <translation>अगले मैच के लिए बदलें...</translation>
        </message>
        <message>
            <source>The rules of this match: click to see what differs from the standard table</source>
            <translation>इस मैच के नियम: सामान्य नियमों से क्या अलग है, देखने के लिए क्लिक करें</translation>
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
            <translation>आपका रंग: {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>रंग: {suit}</translation>
        </message>
        <message>
            <source>Last trick: won by {who} (+{points})</source>
            <translation>पिछला हाथ: {who} ने जीता (+{points})</translation>
        </message>
        <message>
            <source>Changes to the rules apply from the next match.</source>
            <translation>नियमों के बदलाव अगले मैच से लागू होंगे।</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>कंप्यूटर खिलाड़ी</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>मेज़</translation>
        </message>
        <message>
            <source>Display</source>
            <translation>दिखावट</translation>
        </message>
        <message>
            <source>From {low} to {high}; the default is {default}.</source>
            <translation>{low} से {high} तक; सामान्य {default} है।</translation>
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
            <translation>अपने</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>सेटिंग्स</translation>
        </message>
        <message>
            <source>Some of your settings could not be used:</source>
            <translation>आपकी कुछ सेटिंग्स इस्तेमाल नहीं हो सकीं:</translation>
        </message>
        <message>
            <source>{label}:</source>
            <translation>{label}:</translation>
        </message>
        <message>
            <source>Presets:</source>
            <translation>प्रीसेट:</translation>
        </message>
        <message>
            <source>Standard rules, except: {changes}.</source>
            <translation>सामान्य नियम, सिवाय: {changes}।</translation>
        </message>
        <message>
            <source>The standard rules and the default table settings.</source>
            <translation>सामान्य नियम और मेज़ की मूल सेटिंग्स।</translation>
        </message>
        <message>
            <source>Your settings could not be saved ({error}). They apply until you close Twenty-Nine.</source>
            <translation>आपकी सेटिंग्स सहेजी नहीं जा सकीं ({error})। ट्वेंटी-नाइन बंद करने तक ये लागू रहेंगी।</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>आसान</translation>
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
            <translation>उत्तर (आपका साथी)</translation>
        </message>
        <message>
            <source>How well the computer partner plays.</source>
            <translation>कंप्यूटर साथी कितना अच्छा खेलता है।</translation>
        </message>
        <message>
            <source>East (opponent)</source>
            <translation>पूर्व (विरोधी)</translation>
        </message>
        <message>
            <source>How well the opponent on your right plays.</source>
            <translation>आपके दाएँ बैठा विरोधी कितना अच्छा खेलता है।</translation>
        </message>
        <message>
            <source>West (opponent)</source>
            <translation>पश्चिम (विरोधी)</translation>
        </message>
        <message>
            <source>How well the opponent on your left plays.</source>
            <translation>आपके बाएँ बैठा विरोधी कितना अच्छा खेलता है।</translation>
        </message>
        <message>
            <source>Card animations</source>
            <translation>पत्तों की चाल</translation>
        </message>
        <message>
            <source>How fast cards move on the table.</source>
            <translation>मेज़ पर पत्ते कितनी तेज़ी से चलते हैं।</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>बंद</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>तेज़</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>धीमा</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>आपका नाम</translation>
        </message>
        <message>
            <source>Shown at your seat (up to 20 characters).</source>
            <translation>आपकी जगह पर दिखता है (20 अक्षर तक)।</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>पत्तों की पीठ</translation>
        </message>
        <message>
            <source>The colour of the backs of the cards.</source>
            <translation>पत्तों की पीठ का रंग।</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>नीला</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>लाल</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>भाषा</translation>
        </message>
        <message>
            <source>The language of the program; it changes at once.</source>
            <translation>प्रोग्राम की भाषा; तुरंत बदलती है।</translation>
        </message>
        <message>
            <source>As the system (English if not one of these)</source>
            <translation>सिस्टम के अनुसार (इनमें से न हो तो अंग्रेज़ी)</translation>
        </message>
        <message>
            <source>Suit colours</source>
            <translation>पत्तों के रंग</translation>
        </message>
        <message>
            <source>Four colours tell the suits apart at a glance: spades black, hearts red, diamonds blue, clubs green.</source>
            <translation>चार रंगों से एक नज़र में पहचान: हुकुम काला, पान लाल, ईंट नीला, चिड़ी हरा।</translation>
        </message>
        <message>
            <source>Two colours (red and black)</source>
            <translation>दो रंग (लाल और काला)</translation>
        </message>
        <message>
            <source>Four colours</source>
            <translation>चार रंग</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>पत्तों का आकार</translation>
        </message>
        <message>
            <source>Large cards make your own hand bigger and easier to read.</source>
            <translation>बड़े पत्ते आपके हाथ को बड़ा और पढ़ने में आसान बनाते हैं।</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>बड़ा</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>अक्षरों का आकार</translation>
        </message>
        <message>
            <source>The size of the text of the action bar, the menus and the dialogs.</source>
            <translation>नीचे बटनों की पट्टी, मेनू और संवादों के अक्षरों का आकार।</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>खेल की दिशा</translation>
        </message>
        <message>
            <source>Order of deal, auction and play.</source>
            <translation>बँटाई, बोली और खेल का क्रम।</translation>
        </message>
        <message>
            <source>Clockwise (N, E, S, W)</source>
            <translation>घड़ी की दिशा में (उ, पू, द, प)</translation>
        </message>
        <message>
            <source>Counter-clockwise (N, W, S, E)</source>
            <translation>घड़ी की उलटी दिशा में (उ, प, द, पू)</translation>
        </message>
        <message>
            <source>Point for the last trick</source>
            <translation>आख़िरी हाथ का अंक</translation>
        </message>
        <message>
            <source>The eighth trick is worth 1 more point: 29 in the pack, bids and the pair cap go to 29.</source>
            <translation>आठवें हाथ का 1 अंक ज़्यादा: गड्डी में 29, बोली और पेयर की सीमा 29 तक।</translation>
        </message>
        <message>
            <source>On</source>
            <translation>चालू</translation>
        </message>
        <message>
            <source>Lowest bid</source>
            <translation>सबसे कम बोली</translation>
        </message>
        <message>
            <source>Lowest bid, the dealer's forced bid and the floor of a pair.</source>
            <translation>सबसे कम बोली, बाँटने वाले की मजबूरी की बोली और पेयर की निचली सीमा।</translation>
        </message>
        <message>
            <source>Auction</source>
            <translation>बोली</translation>
        </message>
        <message>
            <source>Open ascending auction, or the Bangladesh and Nepal duel where the holder may hold.</source>
            <translation>खुली बढ़ती बोली, या बांग्लादेश और नेपाल की आमने-सामने बोली जिसमें बोली वाला टिक सकता है।</translation>
        </message>
        <message>
            <source>Open (each bid higher)</source>
            <translation>खुली (हर बोली ऊँची)</translation>
        </message>
        <message>
            <source>Duel (holder may hold)</source>
            <translation>आमने-सामने (टिक सकते हैं)</translation>
        </message>
        <message>
            <source>When the first three pass</source>
            <translation>जब पहले तीन पास कहें</translation>
        </message>
        <message>
            <source>The dealer must bid the minimum, or the dealer may pass too and the cards are redealt.</source>
            <translation>बाँटने वाले को सबसे कम बोली लगानी होगी, या वह भी पास कह सकता है और पत्ते फिर बँटते हैं।</translation>
        </message>
        <message>
            <source>Dealer must bid</source>
            <translation>बाँटने वाला बोली लगाए</translation>
        </message>
        <message>
            <source>Redeal if all pass</source>
            <translation>सब पास तो फिर बँटाई</translation>
        </message>
        <message>
            <source>Face-down trump</source>
            <translation>उल्टा रखा रंग</translation>
        </message>
        <message>
            <source>A spare indicator card, or one of the bidder's own four cards, set face down.</source>
            <translation>एक अलग संकेत-पत्ता, या बोली वाले के अपने चार पत्तों में से एक, उल्टा रखा।</translation>
        </message>
        <message>
            <source>Spare indicator card</source>
            <translation>अलग संकेत-पत्ता</translation>
        </message>
        <message>
            <source>One of the bidder's own cards</source>
            <translation>बोली वाले का अपना पत्ता</translation>
        </message>
        <message>
            <source>Seventh-card trump</source>
            <translation>सातवें पत्ते से रंग</translation>
        </message>
        <message>
            <source>The bidder may call 'seventh card': the seventh card dealt to them sets the trump, unseen.</source>
            <translation>बोली वाला 'सातवाँ पत्ता' कह सकता है: उसे मिला सातवाँ पत्ता बिना देखे रंग तय करता है।</translation>
        </message>
        <message>
            <source>Revealing the trump</source>
            <translation>रंग खोलना</translation>
        </message>
        <message>
            <source>A void player may ask; the first void player must ask; or the trump shows by itself.</source>
            <translation>जिसके पास वह रंग न हो वह पूछ सकता है; पहले ऐसे खिलाड़ी को पूछना ही होगा; या रंग अपने-आप खुलता है।</translation>
        </message>
        <message>
            <source>On request</source>
            <translation>पूछने पर</translation>
        </message>
        <message>
            <source>First void player must ask</source>
            <translation>पहला ख़ाली खिलाड़ी पूछे</translation>
        </message>
        <message>
            <source>Automatically</source>
            <translation>अपने-आप</translation>
        </message>
        <message>
            <source>Asker must trump</source>
            <translation>पूछने वाला रंग चले</translation>
        </message>
        <message>
            <source>After asking for the trump, the asker must play a trump to that trick if able.</source>
            <translation>रंग पूछने के बाद, हो सके तो पूछने वाले को उस हाथ में रंग चलना होगा।</translation>
        </message>
        <message>
            <source>Void player must trump</source>
            <translation>ख़ाली खिलाड़ी रंग चले</translation>
        </message>
        <message>
            <source>After the reveal, every player who cannot follow suit must play a trump if able.</source>
            <translation>रंग खुलने के बाद, जिसके पास वह रंग नहीं उसे हो सके तो रंग चलना होगा।</translation>
        </message>
        <message>
            <source>Trumps in the reveal trick</source>
            <translation>रंग खुलने वाले हाथ में रंग</translation>
        </message>
        <message>
            <source>In the trick of the reveal, trumps played before it count too, or only those after it.</source>
            <translation>जिस हाथ में रंग खुले, उसमें पहले चले रंग भी गिने जाते हैं, या सिर्फ़ बाद वाले।</translation>
        </message>
        <message>
            <source>Whole trick</source>
            <translation>पूरा हाथ</translation>
        </message>
        <message>
            <source>From the reveal on</source>
            <translation>खुलने के बाद से</translation>
        </message>
        <message>
            <source>Bidder leading trumps</source>
            <translation>बोली वाले की रंग से शुरुआत</translation>
        </message>
        <message>
            <source>The bidder may lead a trump before the reveal, or not unless holding only trumps.</source>
            <translation>बोली वाला रंग खुलने से पहले रंग से शुरू कर सकता है, या तभी जब सिर्फ़ रंग बचे हों।</translation>
        </message>
        <message>
            <source>Allowed</source>
            <translation>चलेगा</translation>
        </message>
        <message>
            <source>Not before the reveal</source>
            <translation>खुलने से पहले नहीं</translation>
        </message>
        <message>
            <source>Trump never revealed</source>
            <translation>रंग कभी नहीं खुला</translation>
        </message>
        <message>
            <source>A hand in which the trump is never revealed is scored, or annulled.</source>
            <translation>जिस बाज़ी में रंग कभी न खुले, वह गिनी जाती है या रद्द होती है।</translation>
        </message>
        <message>
            <source>Scored</source>
            <translation>गिनी जाती है</translation>
        </message>
        <message>
            <source>Annulled</source>
            <translation>रद्द</translation>
        </message>
        <message>
            <source>Pair (marriage)</source>
            <translation>पेयर (बादशाह-बेगम)</translation>
        </message>
        <message>
            <source>King and Queen of trumps move the target by 4; off, or Bangladesh or Lucknow form.</source>
            <translation>रंग का बादशाह और बेगम लक्ष्य 4 से बदलते हैं; बंद, या बांग्लादेश या लखनऊ रूप।</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>सामान्य</translation>
        </message>
        <message>
            <source>Bangladesh (bid above 18)</source>
            <translation>बांग्लादेश (18 से ऊपर की बोली पर)</translation>
        </message>
        <message>
            <source>Lucknow (after trumping)</source>
            <translation>लखनऊ (रंग से काटने के बाद)</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>डबल</translation>
        </message>
        <message>
            <source>Defenders may double and bidders redouble; with 'set' the defenders may stake the match.</source>
            <translation>विरोधी डबल और बोली वाले रीडबल कर सकते हैं; 'सेट' के साथ विरोधी पूरा मैच दाँव पर लगा सकते हैं।</translation>
        </message>
        <message>
            <source>Double and redouble</source>
            <translation>डबल और रीडबल</translation>
        </message>
        <message>
            <source>Double, redouble and set</source>
            <translation>डबल, रीडबल और सेट</translation>
        </message>
        <message>
            <source>When to double</source>
            <translation>कब डबल करें</translation>
        </message>
        <message>
            <source>The doubling windows open after the trump is set, or after all eight cards are dealt.</source>
            <translation>डबल का मौक़ा रंग तय होने के बाद, या आठों पत्ते बँटने के बाद आता है।</translation>
        </message>
        <message>
            <source>Before the second deal</source>
            <translation>दूसरी बँटाई से पहले</translation>
        </message>
        <message>
            <source>After the deal</source>
            <translation>बँटाई के बाद</translation>
        </message>
        <message>
            <source>Seconds to double</source>
            <translation>डबल के सेकंड</translation>
        </message>
        <message>
            <source>Table timer for a human's doubling decision.</source>
            <translation>इंसानी खिलाड़ी के डबल के फ़ैसले का समय।</translation>
        </message>
        <message>
            <source>Gorakhpur auto-double</source>
            <translation>गोरखपुर अपने-आप डबल</translation>
        </message>
        <message>
            <source>A bid of 21 or more is worth 2 game points; a double takes it to 4, the most.</source>
            <translation>21 या ज़्यादा की बोली के 2 गेम पॉइंट; डबल से 4, सबसे ज़्यादा।</translation>
        </message>
        <message>
            <source>A player may play alone for all eight tricks, or the bidder alone for the bid.</source>
            <translation>कोई खिलाड़ी आठों हाथों के लिए अकेला खेल सकता है, या बोली वाला अपनी बोली के लिए अकेला।</translation>
        </message>
        <message>
            <source>All eight tricks, no trumps</source>
            <translation>आठों हाथ, बिना रंग</translation>
        </message>
        <message>
            <source>Bidder plays alone</source>
            <translation>बोली वाला अकेला खेले</translation>
        </message>
        <message>
            <source>Single hand value</source>
            <translation>सिंगल हैंड का मूल्य</translation>
        </message>
        <message>
            <source>Game points won or lost by a single hand.</source>
            <translation>सिंगल हैंड में जीते या हारे गेम पॉइंट।</translation>
        </message>
        <message>
            <source>Bangladesh redeals</source>
            <translation>बांग्लादेशी फिर बँटाई</translation>
        </message>
        <message>
            <source>Redeal when a first or second speaker has no point card, or a seventh-card trump is the bidder's only point card of its suit.</source>
            <translation>जब पहले या दूसरे बोलने वाले के पास कोई अंक वाला पत्ता न हो, या सातवें पत्ते का रंग बोली वाले का उस रंग का अकेला अंक वाला पत्ता हो, तो फिर बँटाई।</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>मैच कितने तक</translation>
        </message>
        <message>
            <source>Game points that win (and, negative, lose) the match.</source>
            <translation>कितने गेम पॉइंट पर मैच जीता (और ऋण में हारा) जाता है।</translation>
        </message>
        <message>
            <source>Computer players show the pair</source>
            <translation>कंप्यूटर पेयर दिखाए</translation>
        </message>
        <message>
            <source>Computer players may show the pair.</source>
            <translation>कंप्यूटर खिलाड़ी पेयर दिखा सकते हैं।</translation>
        </message>
        <message>
            <source>Computer players double</source>
            <translation>कंप्यूटर डबल करे</translation>
        </message>
        <message>
            <source>Computer players may double and redouble.</source>
            <translation>कंप्यूटर खिलाड़ी डबल और रीडबल कर सकते हैं।</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>रंग</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>खेल</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>पेयर</translation>
        </message>
        <message>
            <source>Scoring and match</source>
            <translation>गिनती और मैच</translation>
        </message>
        <message>
            <source>Pagat</source>
            <translation>Pagat</translation>
        </message>
        <message>
            <source>Bangladesh</source>
            <translation>बांग्लादेश</translation>
        </message>
        <message>
            <source>Twenty-nine with the last trick</source>
            <translation>आख़िरी हाथ वाला ट्वेंटी-नाइन</translation>
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
            <translation>ठीक है</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>रद्द करें</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>मूल पर लौटाएँ</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>हाँ (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>नहीं (&amp;N)</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>लागू करें</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>फिर से</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>सहायता</translation>
        </message>
    </context>
</TS>
