<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ne" sourcelanguage="en">
    <context>
        <name />
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
            <translation>तपाईंको ठाउँमा देखिन्छ (20 अक्षरसम्म)।</translation>
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
            <source>The language of the program; it changes when you press OK, also during a match.</source>
            <translation>प्रोग्रामको भाषा; ठीक छ थिच्दा बदलिन्छ, खेलको बीचमा पनि।</translation>
        </message>
        <message>
            <source>As the system, else English</source>
            <translation>प्रणाली अनुसार, नत्र अंग्रेजी</translation>
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
            <translation>ठूला पत्तीले तपाईंका आफ्नै पत्ती ठूला र पढ्न सजिला बनाउँछ।</translation>
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
            <source>Hints</source>
            <translation>सङ्केत</translation>
        </message>
        <message>
            <source>A Hint button (H) on your turn shows what the Hard player would do.</source>
            <translation>तपाईंको पालोमा सङ्केत बटन (H) ले कठिन खेलाडीले के गर्थ्यो देखाउँछ।</translation>
        </message>
        <message>
            <source>On</source>
            <translation>चालु</translation>
        </message>
        <message>
            <source>Play a forced card by itself</source>
            <translation>एउटै चाल्न मिल्ने पत्ती आफैँ चाल्ने</translation>
        </message>
        <message>
            <source>When only one of your cards may be played, it is shown chosen for a moment and then played for you.</source>
            <translation>तपाईंको एउटै पत्ती चाल्न मिल्दा, त्यो एक छिन छानिएको देखाइन्छ र त्यसपछि तपाईंको तर्फबाट चालिन्छ।</translation>
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
            <source>You</source>
            <translation>तपाईं</translation>
        </message>
        <message>
            <source>You play {card}</source>
            <translation>तपाईंले {card} चाल्नुभयो</translation>
        </message>
        <message>
            <source>{who} plays {card}</source>
            <translation>{who}ले {card} चाल्नुभयो</translation>
        </message>
        <message>
            <source>Bid advisor</source>
            <translation>बोली सल्लाहकार</translation>
        </message>
        <message>
            <source>The advisor helps in the auction: it shows the chance of making each bid from your first four cards.</source>
            <translation>बोलीमा सल्लाह: तपाईंका पहिला चार पत्तीबाट हरेक बोली पुग्ने सम्भावना देखाउँछ।</translation>
        </message>
        <message>
            <source>Working out your chances…</source>
            <translation>तपाईंको सम्भावना निकालिँदैछ…</translation>
        </message>
        <message>
            <source>No advice this time: {why}</source>
            <translation>यस पटक सल्लाह छैन: {why}</translation>
        </message>
        <message>
            <source>Chance of making each bid with the best trump, from your four cards:</source>
            <translation>सबैभन्दा राम्रो रङसँग हरेक बोली पुग्ने सम्भावना, तपाईंका चार पत्तीबाट:</translation>
        </message>
        <message>
            <source>Chance of making each bid with the best trump ({n} sampled deals):</source>
            <translation>सबैभन्दा राम्रो रङसँग हरेक बोली पुग्ने सम्भावना ({n} नमुना बाँडाइ):</translation>
        </message>
        <message>
            <source>{bid} in {suit}</source>
            <translation>{suit}मा {bid}</translation>
        </message>
        <message>
            <source>The Hard player would: &lt;b&gt;{what}&lt;/b&gt;</source>
            <translation>कठिन खेलाडीले यो गर्थ्यो: &lt;b&gt;{what}&lt;/b&gt;</translation>
        </message>
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
            <source>Jack of {suit}</source>
            <translation>{suit}को गुलाम</translation>
        </message>
        <message>
            <source>Nine of {suit}</source>
            <translation>{suit}को नहला</translation>
        </message>
        <message>
            <source>Ace of {suit}</source>
            <translation>{suit}को एक्का</translation>
        </message>
        <message>
            <source>Ten of {suit}</source>
            <translation>{suit}को दहला</translation>
        </message>
        <message>
            <source>King of {suit}</source>
            <translation>{suit}को बादशाह</translation>
        </message>
        <message>
            <source>Queen of {suit}</source>
            <translation>{suit}की बेगम</translation>
        </message>
        <message>
            <source>Eight of {suit}</source>
            <translation>{suit}को अट्ठा</translation>
        </message>
        <message>
            <source>Seven of {suit}</source>
            <translation>{suit}को सत्ता</translation>
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
            <source>Your trump: {suit}</source>
            <translation>तपाईंको रङ: {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>रङ: {suit}</translation>
        </message>
        <message>
            <source>&amp;Claim the rest of the tricks</source>
            <translation>बाँकी हातको दाबी गर्नुहोस् (&amp;C)</translation>
        </message>
        <message>
            <source>When every remaining trick is surely yours, whatever the others hold (C)</source>
            <translation>जब बाँकी सबै हात पक्का तपाईंका हुन्छन्, अरूसँग जे भए पनि (C)</translation>
        </message>
        <message>
            <source>Claim accepted: the rest of the tricks are yours.</source>
            <translation>दाबी स्वीकार भयो: बाँकी हात तपाईंका हुन्।</translation>
        </message>
        <message>
            <source>Your only legal card, the {card}, is played for you.</source>
            <translation>तपाईंको एउटै चाल्न मिल्ने पत्ती, {card}, तपाईंको तर्फबाट चालियो।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps) and double.</source>
            <translation>कम्प्युटर खेलाडीले म्यारिज (रङको बादशाह र बेगम) देखाउन र डबल गर्न सक्छन्।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps), but do not double.</source>
            <translation>कम्प्युटर खेलाडीले म्यारिज (रङको बादशाह र बेगम) देखाउन सक्छन्, तर डबल गर्दैनन्।</translation>
        </message>
        <message>
            <source>Computer players may double, but do not declare the pair (King and Queen of trumps).</source>
            <translation>कम्प्युटर खेलाडीले डबल गर्न सक्छन्, तर म्यारिज (रङको बादशाह र बेगम) देखाउँदैनन्।</translation>
        </message>
        <message>
            <source>Computer players do not declare the pair (King and Queen of trumps) or double.</source>
            <translation>कम्प्युटर खेलाडीले न म्यारिज (रङको बादशाह र बेगम) देखाउँछन्, न डबल गर्छन्।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps) and double</source>
            <translation>कम्प्युटर खेलाडीले म्यारिज (रङको बादशाह र बेगम) देखाउन र डबल गर्न पाउँछन्</translation>
        </message>
        <message>
            <source>Your settings could not be saved ({error}). They apply until you close Twenty-Nine.</source>
            <translation>तपाईंका सेटिङ सुरक्षित गर्न सकिएन ({error})। ट्वान्टी-नाइन बन्द नगरेसम्म यी लागू रहन्छन्।</translation>
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
            <source>Type anything to cut the deck, or leave it empty: then the mouse cuts (where you click Next deal, and when). The cards come from the secret fixed by the fingerprint and your cut, so nobody could choose them.</source>
            <translation>तास काट्न जे पनि लेख्नुहोस्, वा खाली छोड्नुहोस्: त्यसपछि माउसले काट्छ ("अर्को बाजी" मा तपाईं कहाँ र कहिले क्लिक गर्नुहुन्छ)। तास फिङ्गरप्रिन्टले बाँधेको गोप्य कोड र तपाईंको काटाइबाट आउँछन्, त्यसैले कसैले पनि तिनलाई छान्न सक्दैनथ्यो।</translation>
        </message>
        <message>
            <source>The fingerprint of the next deal: a hash of a secret the program drew before the deal. After the hand, Check this deal shows the secret and that it gives this fingerprint. The whole fingerprint: {hex}</source>
            <translation>अर्को बाँडाइको फिङ्गरप्रिन्ट: बाँडाइअघि प्रोग्रामले छानेको गोप्य कोडको ह्यास। बाजीपछि "यो बाँडाइ जाँच्नुहोस्" ले गोप्य कोड देखाउँछ, र त्यसबाट यही फिङ्गरप्रिन्ट बन्छ भन्ने पनि। पूरा फिङ्गरप्रिन्ट: {hex}</translation>
        </message>
        <message>
            <source>Next deal's fingerprint:</source>
            <translation>अर्को बाँडाइको फिङ्गरप्रिन्ट:</translation>
        </message>
        <message>
            <source>Cut (optional): type anything, or let the mouse cut</source>
            <translation>काटाइ (चाहे मात्र): जे पनि लेख्नुहोस्, वा माउसलाई काट्न दिनुहोस्</translation>
        </message>
        <message>
            <source>no cut: this hand was dealt as soon as its fingerprint was shown</source>
            <translation>काटिएन: फिङ्गरप्रिन्ट देखाउने बित्तिकै यो बाजी बाँडियो</translation>
        </message>
        <message>
            <source>the mouse of {who} (at {pos}, {ms} ms after the fingerprint appeared)</source>
            <translation>{who}को माउस ({pos}मा, फिङ्गरप्रिन्ट देखिएको {ms} ms पछि)</translation>
        </message>
        <message>
            <source>{who} typed “{text}”</source>
            <translation>{who}ले “{text}” लेख्नुभयो</translation>
        </message>
        <message>
            <source>{n} bytes from the program of {who}</source>
            <translation>{who}को प्रोग्रामबाट {n} बाइट</translation>
        </message>
        <message>
            <source>This hand was set up as a position, not dealt: there is no deal to check.</source>
            <translation>यो बाजी एउटा स्थितिका रूपमा मिलाइएको थियो, बाँडिएको होइन: जाँच्ने कुनै बाँडाइ छैन।</translation>
        </message>
        <message>
            <source>This hand was deal {n}, chosen by its number (or dealt before this version kept the secrets of deals): no secret was drawn for it.</source>
            <translation>यो बाजी बाँडाइ {n} थियो, नम्बरले छानिएको (वा बाँडाइका गोप्य कोड नराख्ने अघिल्लो संस्करणमा बाँडिएको): यसका लागि कुनै गोप्य कोड छानिएन।</translation>
        </message>
        <message>
            <source>Deal {n} gives exactly the cards that were dealt.</source>
            <translation>बाँडाइ {n}ले ठ्याक्कै बाँडिएकै तास दिन्छ।</translation>
        </message>
        <message>
            <source>Deal {n} does NOT give the cards that were dealt.</source>
            <translation>बाँडाइ {n}ले बाँडिएका तास दिँदैन।</translation>
        </message>
        <message>
            <source>Shown before the deal, the fingerprint: {fp}</source>
            <translation>बाँडाइअघि देखाइएको फिङ्गरप्रिन्ट: {fp}</translation>
        </message>
        <message>
            <source>Revealed now, the secret: {secret}</source>
            <translation>अहिले खोलिएको गोप्य कोड: {secret}</translation>
        </message>
        <message>
            <source>The cut: {cut}</source>
            <translation>काटाइ: {cut}</translation>
        </message>
        <message>
            <source>The secret matches the fingerprint shown before the deal.</source>
            <translation>गोप्य कोड बाँडाइअघि देखाइएको फिङ्गरप्रिन्टसँग मिल्छ।</translation>
        </message>
        <message>
            <source>The secret does NOT match the fingerprint shown before the deal.</source>
            <translation>गोप्य कोड बाँडाइअघि देखाइएको फिङ्गरप्रिन्टसँग मिल्दैन।</translation>
        </message>
        <message>
            <source>The secret and the cut give deal number {n}.</source>
            <translation>गोप्य कोड र काटाइबाट बाँडाइ नम्बर {n} बन्छ।</translation>
        </message>
        <message>
            <source>The secret and the cut give deal number {m}, not this hand's number {n}.</source>
            <translation>गोप्य कोड र काटाइबाट बाँडाइ नम्बर {m} बन्छ, यो बाजीको नम्बर {n} होइन।</translation>
        </message>
        <message>
            <source>Shuffled and dealt from {dealer}, deal {n} gives exactly the cards that were dealt.</source>
            <translation>फिटेर {dealer}बाट बाँड्दा बाँडाइ {n}ले ठ्याक्कै बाँडिएकै तास दिन्छ।</translation>
        </message>
        <message>
            <source>This deal does not check. Please save this hand for a report and send it.</source>
            <translation>यो बाँडाइ जाँचमा मिलेन। कृपया यो बाजी रिपोर्टका लागि सुरक्षित गरेर पठाउनुहोस्।</translation>
        </message>
        <message>
            <source>This deal checks: the program fixed its secret when it showed the fingerprint, and the cut came after, so nobody could choose these cards.</source>
            <translation>यो बाँडाइ मिल्यो: फिङ्गरप्रिन्ट देखाउँदा नै प्रोग्रामले आफ्नो गोप्य कोड तय गरिसकेको थियो, र काटाइ त्यसपछि भयो, त्यसैले यी तास कसैले छान्न सक्दैनथ्यो।</translation>
        </message>
        <message>
            <source>This deal checks: the cards are those of the secret fixed when the fingerprint was shown. This hand had no cut, so it shows only that the secret was not changed after that.</source>
            <translation>यो बाँडाइ मिल्यो: तास फिङ्गरप्रिन्ट देखाउँदा तय भएको गोप्य कोडकै हुन्। यो बाजीमा काटाइ भएन, त्यसैले यसले त्यसपछि गोप्य कोड नबदलिएको मात्र देखाउँछ।</translation>
        </message>
        <message>
            <source>The cards dealt:</source>
            <translation>बाँडिएका तास:</translation>
        </message>
        <message>
            <source>How the program deals is written out exactly in docs/DEALING.md, with an example, so that you can check a deal with your own code.</source>
            <translation>प्रोग्रामले कसरी बाँड्छ भन्ने कुरा docs/DEALING.md मा एउटा उदाहरणसहित ठ्याक्कै लेखिएको छ, ताकि तपाईं आफ्नै कोडले कुनै पनि बाँडाइ जाँच्न सक्नुहुन्छ।</translation>
        </message>
        <message>
            <source>Check this deal: hand {n}</source>
            <translation>यो बाँडाइ जाँच्नुहोस्: बाजी {n}</translation>
        </message>
        <message>
            <source>&amp;Check this deal…</source>
            <translation>यो बाँडाइ जाँच्नुहोस् (&amp;C)…</translation>
        </message>
        <message>
            <source>Save this hand for a re&amp;port</source>
            <translation>रिपोर्टका लागि यो बाजी सुरक्षित गर्नुहोस् (&amp;P)</translation>
        </message>
        <message>
            <source>One file with this hand's record, the program's version, the rules and the deal's secret and cut, to send with a question; its folder opens.</source>
            <translation>एउटै फाइलमा यो बाजीको रेकर्ड, प्रोग्रामको संस्करण, नियम, र बाँडाइको गोप्य कोड र काटाइ, कुनै प्रश्नसँग पठाउन; त्यसको फोल्डर खुल्छ।</translation>
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
            <source>deal {n}</source>
            <translation>बाँडाइ {n}</translation>
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
            <source>Reveals the trump</source>
            <translation>रङ खोल्नुभयो</translation>
        </message>
        <message>
            <source>Trump, please?</source>
            <translation>रङ देखाउनुस्?</translation>
        </message>
        <message>
            <source>Hold {bid}</source>
            <translation>{bid}मा टिकें</translation>
        </message>
        <message>
            <source>Wins the bid at {bid}</source>
            <translation>{bid}मा बोली जित्नुभयो</translation>
        </message>
        <message>
            <source>Seventh card!</source>
            <translation>सातौँ पत्ती!</translation>
        </message>
        <message>
            <source>Sets the trump face down</source>
            <translation>रङ घोप्टो राख्नुभयो</translation>
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
            <translation>हात जित्नुभयो (+{points})</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>पास</translation>
        </message>
        <message>
            <source>Single hand!</source>
            <translation>सिंगल ह्यान्ड!</translation>
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
            <source>Asked for the trump (trick {n}): {suit}</source>
            <translation>रङ माग्नुभयो (हात {n}): {suit}</translation>
        </message>
        <message>
            <source>Revealed the trump (trick {n}): {suit}</source>
            <translation>रङ खोल्नुभयो (हात {n}): {suit}</translation>
        </message>
        <message>
            <source>Trump turned up (trick {n}): {suit}</source>
            <translation>रङ आफैँ खुल्यो (हात {n}): {suit}</translation>
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
            <translation>{bid}मा टिक्नुभएको छ</translation>
        </message>
        <message>
            <source>holds {bid}</source>
            <translation>{bid}मा टिकेको छ</translation>
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
            <source>Deal's fingerprint:</source>
            <translation>यो बाँडाइको फिङ्गरप्रिन्ट:</translation>
        </message>
        <message>
            <source>Hand {n}   (match to ±{target})</source>
            <translation>बाजी {n}   (खेल ±{target}सम्म)</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>बाँडाइ {n}</translation>
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
            <translation>बोली: {bid}, {seat}को</translation>
        </message>
        <message>
            <source>Single hand: {who} play alone</source>
            <translation>सिंगल ह्यान्ड: {who} एक्लै खेल्दै हुनुहुन्छ</translation>
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
            <translation>रोक्ने टोली{yours}: {points}</translation>
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
            <translation>{who}ले खेल जित्नुभयो!</translation>
        </message>
        <message>
            <source>{who} win the match.</source>
            <translation>{who}ले खेल जिते।</translation>
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
            <translation>&lt;b&gt;{who}&lt;/b&gt;को बोली &lt;b&gt;{bid}&lt;/b&gt;; लक्ष्य &lt;b&gt;{target}&lt;/b&gt;</translation>
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
            <translation>सिंगल ह्यान्ड {who}को।</translation>
        </message>
        <message>
            <source>made it</source>
            <translation>सफल हुनुभयो</translation>
        </message>
        <message>
            <source>went down</source>
            <translation>असफल हुनुभयो</translation>
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
            <source>including the point for the last trick</source>
            <translation>अन्तिम हातको अंकसहित</translation>
        </message>
        <message>
            <source>Match score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>खेलको अंक: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>The trump was never revealed.</source>
            <translation>रङ एक पटक पनि खुलेन।</translation>
        </message>
        <message>
            <source>The trump was revealed in trick {n}.</source>
            <translation>रङ हात {n}मा खुल्यो।</translation>
        </message>
        <message>
            <source>You revealed the trump in trick {n}.</source>
            <translation>तपाईंले हात {n}मा रङ खोल्नुभयो।</translation>
        </message>
        <message>
            <source>{who} revealed the trump in trick {n}.</source>
            <translation>{who}ले हात {n}मा रङ खोल्नुभयो।</translation>
        </message>
        <message>
            <source>You asked for the trump in trick {n}.</source>
            <translation>तपाईंले हात {n}मा रङ माग्नुभयो।</translation>
        </message>
        <message>
            <source>{who} asked for the trump in trick {n}.</source>
            <translation>{who}ले हात {n}मा रङ माग्नुभयो।</translation>
        </message>
        <message>
            <source> (pair shown by you)</source>
            <translation> (तपाईंले म्यारिज देखाउनुभयो)</translation>
        </message>
        <message>
            <source> (pair shown by {who})</source>
            <translation> ({who}ले म्यारिज देखाउनुभयो)</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Welcome to Twenty-Nine&lt;/h2&gt;&lt;p&gt;You sit at the bottom of the table; your partner sits opposite you, and the computer plays the other three seats. Bid for the right to choose trumps, then win tricks holding Jacks, Nines, Aces and Tens: the side that wins the bidding needs at least as many card points as it bid.&lt;/p&gt;&lt;p&gt;No account, no server, no ads: the game runs on this computer, and family can join it from theirs at home.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;ट्वान्टी-नाइनमा स्वागत छ&lt;/h2&gt;&lt;p&gt;पर्दामा टेबलको तल्लो छेउको ठाउँ तपाईंको हो; तपाईंको साथी तपाईंको ठीक अगाडि बस्छ, र बाँकी तीन ठाउँमा कम्प्युटर खेल्छ। रङ छान्ने अधिकारका लागि बोली लगाउनुहोस्, अनि गुलाम, नहला, एक्का र दहला भएका हात जित्नुहोस्: बोली जित्ने टोलीलाई कम्तीमा बोलीजति पत्तीका अंक चाहिन्छ।&lt;/p&gt;&lt;p&gt;खाता छैन, सर्भर छैन, विज्ञापन छैन: खेल यही कम्प्युटरमा चल्छ, र घरका मानिस आफ्नै कम्प्युटरबाट जोडिन सक्नुहुन्छ।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Welcome to Twenty-Nine</source>
            <translation>ट्वान्टी-नाइनमा स्वागत छ</translation>
        </message>
        <message>
            <source>Play a first match</source>
            <translation>पहिलो खेल खेल्नुहोस्</translation>
        </message>
        <message>
            <source>Start the tutorial</source>
            <translation>पाठ सुरु गर्नुहोस्</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>कसरी खेल्ने</translation>
        </message>
        <message>
            <source>The tutorial could not start ({why}).</source>
            <translation>पाठ सुरु हुन सकेन ({why})।</translation>
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
            <source>Could not write {path}: {error}</source>
            <translation>{path} लेख्न सकिएन: {error}</translation>
        </message>
        <message>
            <source>Report of hand {n} written to {path}</source>
            <translation>बाजी {n}को रिपोर्ट {path}मा लेखियो</translation>
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
            <source>Hand record written to {path}</source>
            <translation>बाजीको रेकर्ड लेखियो: {path}</translation>
        </message>
        <message>
            <source>Trick {n}: {who} asked for the trump: {trump}</source>
            <translation>हात {n}: रङ माग्ने {who}: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump revealed by you, the bidder: {trump}</source>
            <translation>हात {n}: बोली लगाउने तपाईंले रङ खोल्नुभयो: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump revealed by the bidder, {who}: {trump}</source>
            <translation>हात {n}: बोली लगाउने {who}ले रङ खोल्नुभयो: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump turned up for {who}: {trump}</source>
            <translation>हात {n}: {who}को पालोमा रङ आफैँ खुल्यो: {trump}</translation>
        </message>
        <message>
            <source>Bid: {who}, {bid}</source>
            <translation>बोली: {who}, {bid}</translation>
        </message>
        <message>
            <source>Bid: {who}, pass</source>
            <translation>बोली: {who}, पास</translation>
        </message>
        <message>
            <source>Contract: {who}, {bid}</source>
            <translation>सम्झौता: {who}, {bid}</translation>
        </message>
        <message>
            <source>Trump: the seventh card of {who}, face down</source>
            <translation>रङ: {who}को सातौँ पत्ती, घोप्टो राखिएको</translation>
        </message>
        <message>
            <source>Trump set face down by {who}: {trump} (only you know it)</source>
            <translation>रङ घोप्टो राख्ने {who}: {trump} (तपाईंलाई मात्र थाहा छ)</translation>
        </message>
        <message>
            <source>Trump set face down by {who}</source>
            <translation>रङ घोप्टो राख्ने: {who}</translation>
        </message>
        <message>
            <source>Double: {side}</source>
            <translation>डबल: {side}</translation>
        </message>
        <message>
            <source>Redouble: {side}</source>
            <translation>रिडबल: {side}</translation>
        </message>
        <message>
            <source>Set: {side}</source>
            <translation>सेट: {side}</translation>
        </message>
        <message>
            <source>Single hand: {who}</source>
            <translation>सिंगल ह्यान्ड: {who}</translation>
        </message>
        <message>
            <source>Pair (King and Queen of trumps) shown by {who}: target now {target}</source>
            <translation>म्यारिज (रङको बादशाह र बेगम) देखाउने {who}: लक्ष्य अब {target}</translation>
        </message>
        <message>
            <source>Trick {n}: {cards}, won by {who} (+{points})</source>
            <translation>हात {n}: {cards}, जित्ने {who} (+{points})</translation>
        </message>
        <message>
            <source>Hand log</source>
            <translation>बाजीको विवरण</translation>
        </message>
        <message>
            <source>Hand &amp;log</source>
            <translation>बाजीको विवरण (&amp;L)</translation>
        </message>
        <message>
            <source>The bids, the trump, the doubles and each trick of this hand</source>
            <translation>यो बाजीका बोली, रङ, डबल र हरेक हात</translation>
        </message>
        <message>
            <source>The auction begins.</source>
            <translation>बोली सुरु भयो।</translation>
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
            <source>in progress</source>
            <translation>चल्दैछ</translation>
        </message>
        <message>
            <source>made {a}-{b}</source>
            <translation>पुग्यो {a}-{b}</translation>
        </message>
        <message>
            <source>lost {a}-{b}</source>
            <translation>हार्यो {a}-{b}</translation>
        </message>
        <message>
            <source>this match, in progress: {s}</source>
            <translation>यो खेल, चल्दैछ: {s}</translation>
        </message>
        <message>
            <source>abandoned: {s}</source>
            <translation>अधुरो छाडिएको: {s}</translation>
        </message>
        <message>
            <source>won by you and your partner</source>
            <translation>तपाईं र तपाईंको साथीले जित्नुभयो</translation>
        </message>
        <message>
            <source>won by the opponents</source>
            <translation>विपक्षीले जिते</translation>
        </message>
        <message>
            <source>won by {w}</source>
            <translation>{w}ले जित्नुभयो</translation>
        </message>
        <message>
            <source>{n} by {who}</source>
            <translation>{n}, {who}को</translation>
        </message>
        <message>
            <source>single hand by {who}</source>
            <translation>सिंगल ह्यान्ड, {who}</translation>
        </message>
        <message>
            <source>trump {s}</source>
            <translation>रङ {s}</translation>
        </message>
        <message>
            <source>doubled</source>
            <translation>डबल</translation>
        </message>
        <message>
            <source>redoubled</source>
            <translation>रिडबल</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>मिति</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>बाँडाइ</translation>
        </message>
        <message>
            <source>Game points</source>
            <translation>गेम अंक</translation>
        </message>
        <message>
            <source>History</source>
            <translation>इतिहास</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>फेरि हेर्नुहोस् (&amp;R)</translation>
        </message>
        <message>
            <source>Export &amp;hand…</source>
            <translation>बाजी निर्यात (&amp;H)…</translation>
        </message>
        <message>
            <source>Export &amp;match…</source>
            <translation>खेल निर्यात (&amp;M)…</translation>
        </message>
        <message>
            <source>How well did I &amp;play?…</source>
            <translation>मैले कस्तो &amp;खेलें?…</translation>
        </message>
        <message>
            <source>Your hands of this match played again by the Hard computer on the same cards</source>
            <translation>यो खेलका तपाईंका बाजीहरू उही पत्तीमा कठिन कम्प्युटरले फेरि खेल्छ</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बन्द गर्नुहोस्</translation>
        </message>
        <message>
            <source>Double-click to replay this hand</source>
            <translation>यो बाजी फेरि हेर्न डबल-क्लिक गर्नुहोस्</translation>
        </message>
        <message>
            <source>being played</source>
            <translation>खेलिँदैछ</translation>
        </message>
        <message>
            <source>No hand has been played yet.</source>
            <translation>अहिलेसम्म कुनै बाजी खेलिएको छैन।</translation>
        </message>
        <message>
            <source>{n} kept match file(s) could not be read and are left out.</source>
            <translation>राखिएका {n} खेल फाइल पढ्न सकिएन, तिनलाई छोडियो।</translation>
        </message>
        <message>
            <source>Double-click a hand to replay it, all four hands face up.</source>
            <translation>कुनै बाजी फेरि हेर्न डबल-क्लिक गर्नुहोस्, चारै जनाका पत्ती खुला हुन्छन्।</translation>
        </message>
        <message>
            <source>hand {n}</source>
            <translation>बाजी {n}</translation>
        </message>
        <message>
            <source>Export hand</source>
            <translation>बाजी निर्यात गर्नुहोस्</translation>
        </message>
        <message>
            <source>Export match</source>
            <translation>खेल निर्यात गर्नुहोस्</translation>
        </message>
        <message>
            <source>Match records (*.json)</source>
            <translation>खेलको रेकर्ड (*.json)</translation>
        </message>
        <message>
            <source>Could not write {p}: {e}</source>
            <translation>{p} लेख्न सकिएन: {e}</translation>
        </message>
        <message>
            <source>Written to {p}</source>
            <translation>लेखियो: {p}</translation>
        </message>
        <message>
            <source>Choose a card of your hand (only the playable ones on your turn)</source>
            <translation>आफ्ना पत्तीमध्ये एउटा छान्नुहोस् (तपाईंको पालोमा चाल्न मिल्ने मात्र)</translation>
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
            <source>Hint: what the Hard player would do in your place</source>
            <translation>सङ्केत: तपाईंको ठाउँमा कठिन खेलाडीले के गर्थ्यो</translation>
        </message>
        <message>
            <source>Hold the bid (duel auction, when hints are switched off)</source>
            <translation>बोलीमा टिक्नुहोस् (दोहोरो बोली, सङ्केत बन्द हुँदा)</translation>
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
            <source>Claim the rest of the tricks (when they are surely yours)</source>
            <translation>बाँकी हातको दाबी गर्नुहोस् (जब ती पक्का तपाईंका हुन्छन्)</translation>
        </message>
        <message>
            <source>In the hand summary: the next deal</source>
            <translation>बाजीको सारांशमा: अर्को बाजी</translation>
        </message>
        <message>
            <source>Take back your last move (practice match)</source>
            <translation>अघिल्लो चाल फिर्ता लिनुहोस् (अभ्यास खेल)</translation>
        </message>
        <message>
            <source>Play a deal by number</source>
            <translation>नम्बरबाट एउटा बाँडाइ खेल्नुहोस्</translation>
        </message>
        <message>
            <source>Open a hand record</source>
            <translation>बाजीको रेकर्ड खोल्नुहोस्</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>तथ्याङ्क</translation>
        </message>
        <message>
            <source>Settings (language, four-colour deck, large cards, text size)</source>
            <translation>सेटिङ (भाषा, चार रङको तास, ठूला पत्ती, अक्षरको आकार)</translation>
        </message>
        <message>
            <source>Rules in force</source>
            <translation>लागू नियम</translation>
        </message>
        <message>
            <source>Open or fold the hand log</source>
            <translation>बाजीको विवरण खोल्नुहोस् वा बटार्नुहोस्</translation>
        </message>
        <message>
            <source>Full screen</source>
            <translation>पूरा पर्दा</translation>
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
            <source>Quit (the match is kept for the next start)</source>
            <translation>बन्द गर्नुहोस् (खेल अर्को पटकका लागि राखिन्छ)</translation>
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
            <source>Last trick: won by you (+{points})</source>
            <translation>अघिल्लो हात: तपाईंले जित्नुभयो (+{points})</translation>
        </message>
        <message>
            <source>Last trick: won by {who} (+{points})</source>
            <translation>अघिल्लो हात: {who}ले जित्नुभयो (+{points})</translation>
        </message>
        <message>
            <source>less than 1 in 10</source>
            <translation>10 पटकमा 1 पटकभन्दा पनि कम</translation>
        </message>
        <message>
            <source>more than 9 in 10</source>
            <translation>10 पटकमा 9 पटकभन्दा बढी</translation>
        </message>
        <message>
            <source>about {n} in 10</source>
            <translation>10 पटकमा करिब {n} पटक</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>तपाईंको साथी</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>खेलिरहनुहोस्</translation>
        </message>
        <message>
            <source>Bid {n}</source>
            <translation>बोली {n}</translation>
        </message>
        <message>
            <source>Trump {suit}</source>
            <translation>रङ {suit}</translation>
        </message>
        <message>
            <source>Set the {card} face down</source>
            <translation>{card} घोप्टो राख्नुहोस्</translation>
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
            <source>Declare the pair</source>
            <translation>म्यारिज देखाउनुहोस्</translation>
        </message>
        <message>
            <source>Let it go by and play on.</source>
            <translation>छोडेर खेलिरहनुहोस्।</translation>
        </message>
        <message>
            <source>Call the seventh card: no suit of your four is strong enough to name.</source>
            <translation>सातौँ पत्ती भन्नुहोस्: तपाईंका चार पत्तीको कुनै जात छान्न पुग्ने बलियो छैन।</translation>
        </message>
        <message>
            <source>Name {suit} as trump: {chance} to make {bid}.</source>
            <translation>{suit}लाई रङ बनाउनुहोस्: {bid}को बोली {chance} पुग्छ।</translation>
        </message>
        <message>
            <source>Make {suit} trump: {count} of your cards are {suit}, worth {points} points.</source>
            <translation>{suit}लाई रङ बनाउनुहोस्: तपाईंका {count} पत्ती {suit}का हुन्, {points} अंकका।</translation>
        </message>
        <message>
            <source>Double: the bidders look likely to fall short.</source>
            <translation>डबल: बोली लगाउने टोली सम्भवतः पुग्दैन।</translation>
        </message>
        <message>
            <source>Redouble: your side looks likely to make the contract.</source>
            <translation>रिडबल: तपाईंको टोलीले सम्भवतः बोली पुर्याउँछ।</translation>
        </message>
        <message>
            <source>Call set: the bidders look very likely to fail.</source>
            <translation>सेट भन्नुहोस्: बोली लगाउने टोली लगभग पक्का हार्छ।</translation>
        </message>
        <message>
            <source>Pass: raising the stake would risk more than it wins.</source>
            <translation>पास: दाउ बढाउँदा जित्नेभन्दा गुमाउने जोखिम बढी छ।</translation>
        </message>
        <message>
            <source>Declare the pair: your King and Queen of trumps move the target by 4.</source>
            <translation>म्यारिज देखाउनुहोस्: रङको बादशाह र बेगमले लक्ष्य 4 ले सार्छन्।</translation>
        </message>
        <message>
            <source>Play a single hand: your cards look strong enough to take every trick.</source>
            <translation>सिंगल ह्यान्ड खेल्नुहोस्: तपाईंका पत्ती हरेक हात जित्न पुग्ने बलिया देखिन्छन्।</translation>
        </message>
        <message>
            <source>Ask for the trump: {seat} is taking this trick ({points} points).</source>
            <translation>रङ माग्नुहोस्: यो हात {seat}ले लिँदैछ ({points} अंक)।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump.</source>
            <translation>तपाईंसँग त्यो जात छैन: रङ माग्नुहोस्।</translation>
        </message>
        <message>
            <source>Lead your {card}: drawing trumps protects your side's point cards.</source>
            <translation>आफ्नो {card} पहिले चाल्नुहोस्: रङ निकाल्दा तपाईंको टोलीका अंकका पत्ती जोगिन्छन्।</translation>
        </message>
        <message>
            <source>Lead your {card}: it is the highest card left in its suit.</source>
            <translation>आफ्नो {card} पहिले चाल्नुहोस्: यो जातको बाँकी रहेको सबैभन्दा ठूलो पत्ती यही हो।</translation>
        </message>
        <message>
            <source>Lead your {card}: a low card gives nothing away.</source>
            <translation>आफ्नो {card} पहिले चाल्नुहोस्: सानो पत्तीले केही गुमाउँदैन।</translation>
        </message>
        <message>
            <source>Lead your {card}.</source>
            <translation>आफ्नो {card} पहिले चाल्नुहोस्।</translation>
        </message>
        <message>
            <source>Your partner is winning this trick: give them your {card}.</source>
            <translation>तपाईंको साथीले यो हात जित्दैछ: उसलाई आफ्नो {card} दिनुहोस्।</translation>
        </message>
        <message>
            <source>Your partner is winning this trick: keep your good cards, play the {card}.</source>
            <translation>तपाईंको साथीले यो हात जित्दैछ: राम्रा पत्ती राख्नुहोस्, {card} चाल्नुहोस्।</translation>
        </message>
        <message>
            <source>Trump it with your {card}: this trick is worth {points} points.</source>
            <translation>आफ्नो {card}ले रङ मार्नुहोस्: यो हात {points} अंकको छ।</translation>
        </message>
        <message>
            <source>Take the trick over from {seat} with your {card}.</source>
            <translation>आफ्नो {card}ले {seat}बाट हात खोस्नुहोस्।</translation>
        </message>
        <message>
            <source>Win the trick with your {card}: it beats {seat}'s {beaten}.</source>
            <translation>आफ्नो {card}ले हात जित्नुहोस्: यसले {seat}को {beaten}लाई काट्छ।</translation>
        </message>
        <message>
            <source>Play your {card}: it beats {seat}'s {beaten} for now.</source>
            <translation>आफ्नो {card} चाल्नुहोस्: अहिलेलाई यसले {seat}को {beaten}लाई काट्छ।</translation>
        </message>
        <message>
            <source>{seat} is winning and the trick is not worth a trump: throw the {card}.</source>
            <translation>{seat} जित्दैछ र यो हात रङ मार्न लायक छैन: {card} फाल्नुहोस्।</translation>
        </message>
        <message>
            <source>You cannot beat {seat}'s {beaten}: give away as little as possible, the {card}.</source>
            <translation>{seat}को {beaten}लाई काट्न सकिँदैन: सकेसम्म कम दिनुहोस्, {card}।</translation>
        </message>
        <message>
            <source>Bid {bid}: {chance} to make {bid} with {suit} as trump.</source>
            <translation>बोली {bid}: {suit} रङ हुँदा {bid}को बोली {chance} पुग्छ।</translation>
        </message>
        <message>
            <source>Bid {bid}: your cards are strong in {suit}.</source>
            <translation>बोली {bid}: {suit}मा तपाईंका पत्ती बलिया छन्।</translation>
        </message>
        <message>
            <source>Hold {bid}: {chance} to make {bid} with {suit} as trump.</source>
            <translation>{bid}मा टिक्नुहोस्: {suit} रङ हुँदा {bid}को बोली {chance} पुग्छ।</translation>
        </message>
        <message>
            <source>Hold {bid}: your cards are strong in {suit}.</source>
            <translation>{bid}मा टिक्नुहोस्: {suit}मा तपाईंका पत्ती बलिया छन्।</translation>
        </message>
        <message>
            <source>Pass: you have no point card among your four.</source>
            <translation>पास: तपाईंका चार पत्तीमा कुनै अंकको पत्ती छैन।</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid.</source>
            <translation>पास: बोली तपाईंको साथीसँग छ।</translation>
        </message>
        <message>
            <source>Bid {bid}: your cards alone give only {chance} to make {bid} with {suit} as trump, but the Hard player finds the bid worth the risk here.</source>
            <translation>बोली {bid}: तपाईंका पत्तीले मात्र {suit} रङ हुँदा {bid}को बोली {chance} मात्र पुग्छ, तर कठिन खेलाडीलाई यहाँ यो जोखिम लिन लायक लाग्छ।</translation>
        </message>
        <message>
            <source>Pass: only {chance} to make {bid} with {suit} as trump.</source>
            <translation>पास: {suit} रङ हुँदा पनि {bid}को बोली {chance} मात्र पुग्छ।</translation>
        </message>
        <message>
            <source>Pass: your cards are not strong enough for {bid}.</source>
            <translation>पास: {bid}का लागि तपाईंका पत्ती पर्याप्त बलिया छैनन्।</translation>
        </message>
        <message>
            <source>Pass: your cards alone give {chance} to make {bid} with {suit} as trump, but the Hard player finds the bid too risky here.</source>
            <translation>पास: तपाईंका पत्तीले मात्र {suit} रङ हुँदा {bid}को बोली {chance} पुग्छ, तर कठिन खेलाडीलाई यहाँ यो बोली धेरै जोखिमपूर्ण लाग्छ।</translation>
        </message>
        <message>
            <source>This is what the Hard player would do.</source>
            <translation>कठिन खेलाडीले यही गर्थ्यो।</translation>
        </message>
        <message>
            <source>No hint this time: {why}</source>
            <translation>यस पटक सङ्केत छैन: {why}</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>सोच्दैछ…</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>सङ्केत</translation>
        </message>
        <message>
            <source>What the Hard player would do in your place, and why (H)</source>
            <translation>तपाईंको ठाउँमा कठिन खेलाडीले के गर्थ्यो, र किन (H)</translation>
        </message>
        <message>
            <source>&amp;Undo my last move</source>
            <translation>मेरो अघिल्लो चाल फिर्ता लिनुहोस् (&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Review this hand…</source>
            <translation>यो बाजीको समीक्षा (&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Bid advisor</source>
            <translation>बोली सल्लाहकार (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Tutorial: a guided hand</source>
            <translation>पाठ: निर्देशित एक बाजी (&amp;T)</translation>
        </message>
        <message>
            <source>Practice match: Ctrl+Z takes back your last move</source>
            <translation>अभ्यास खेल: Ctrl+Z ले तपाईंको अघिल्लो चाल फिर्ता लिन्छ</translation>
        </message>
        <message>
            <source>Hints are switched off in the settings.</source>
            <translation>सेटिङमा सङ्केत बन्द छ।</translation>
        </message>
        <message>
            <source>{what}. {why}</source>
            <translation>{what}। {why}</translation>
        </message>
        <message>
            <source>Hint: {why}</source>
            <translation>सङ्केत: {why}</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>तपाईंको अघिल्लो चाल फिर्ता लिइयो।</translation>
        </message>
        <message>
            <source>Review this hand…</source>
            <translation>यो बाजीको समीक्षा…</translation>
        </message>
        <message>
            <source>There is no hand to review yet.</source>
            <translation>समीक्षा गर्ने बाजी अझै छैन।</translation>
        </message>
        <message>
            <source>A hand can be reviewed once it is over.</source>
            <translation>बाजी सकिएपछि मात्र समीक्षा गर्न सकिन्छ।</translation>
        </message>
        <message>
            <source>Tutorial: a guided hand. Your match is kept and comes back when it ends.</source>
            <translation>पाठ: निर्देशित एक बाजी। तपाईंको खेल राखिन्छ र पाठ सकिएपछि फर्किन्छ।</translation>
        </message>
        <message>
            <source>Your match goes on where you left it.</source>
            <translation>तपाईंको खेल जहाँ छाड्नुभएको थियो त्यहीँबाट जारी छ।</translation>
        </message>
        <message>
            <source>Practice match: you may take back your cards and bids (Ctrl+Z); kept apart in the statistics</source>
            <translation>अभ्यास खेल: तपाईं आफ्ना पत्ती र बोली फिर्ता लिन सक्नुहुन्छ (Ctrl+Z); तथ्याङ्कमा छुट्टै राखिन्छ</translation>
        </message>
        <message>
            <source>Twenty-Nine</source>
            <translation>ट्वान्टी-नाइन</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>पत्ती बाँडिँदैछ…</translation>
        </message>
        <message>
            <source>Resuming…</source>
            <translation>फेरि सुरु हुँदैछ…</translation>
        </message>
        <message>
            <source>Settings saved. Rule changes apply from the next match.</source>
            <translation>सेटिङ सुरक्षित भयो। नियमका परिवर्तन अर्को खेलदेखि लागू हुन्छन्।</translation>
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
            <source>This hand's secret is revealed when the hand is over.</source>
            <translation>यो बाजीको गोप्य कोड बाजी सकिएपछि खोलिन्छ।</translation>
        </message>
        <message>
            <source>This program joined after the fingerprint of this hand was shown: the secret is checked against the fingerprint the hand was dealt with.</source>
            <translation>यो बाजीको फिङ्गरप्रिन्ट देखाइसकेपछि यो प्रोग्राम जोडियो: गोप्य कोड त्यो फिङ्गरप्रिन्टसँग जाँचिन्छ जसबाट बाजी बाँडिएको थियो।</translation>
        </message>
        <message>
            <source>Shuffled and dealt from {dealer}, deal {n} gives you exactly the cards you were dealt.</source>
            <translation>फिटेर {dealer}बाट बाँड्दा बाँडाइ {n}ले तपाईंलाई ठ्याक्कै तपाईंलाई बाँडिएकै तास दिन्छ।</translation>
        </message>
        <message>
            <source>Deal {n} does NOT give you the cards you were dealt.</source>
            <translation>बाँडाइ {n}ले तपाईंलाई बाँडिएका तास दिँदैन।</translation>
        </message>
        <message>
            <source>Every card played came from the hand this deal gives its player.</source>
            <translation>खेलिएको हरेक तास त्यही हातबाट आयो जुन यो बाँडाइले त्यसको खेलाडीलाई दिन्छ।</translation>
        </message>
        <message>
            <source>A card played does NOT come from the hand this deal gives its player.</source>
            <translation>खेलिएको एउटा तास त्यो हातबाट आएको होइन जुन यो बाँडाइले त्यसको खेलाडीलाई दिन्छ।</translation>
        </message>
        <message>
            <source>You did not cut this deal (or your cut came too late): the secret and the others' cuts fixed the cards.</source>
            <translation>तपाईंले यो बाँडाइ काट्नुभएन (वा तपाईंको काटाइ ढिलो आयो): गोप्य कोड र अरूको काटाइले तास तय गरे।</translation>
        </message>
        <message>
            <source>Your cut was included.</source>
            <translation>तपाईंको काटाइ यसमा समावेश थियो।</translation>
        </message>
        <message>
            <source>Your cut is NOT among the parts of this deal.</source>
            <translation>तपाईंको काटाइ यो बाँडाइका भागहरूमा छैन।</translation>
        </message>
        <message>
            <source>This deal checks: the host's program fixed its secret when it showed you the fingerprint, and the cuts came after, so nobody could choose these cards.</source>
            <translation>यो बाँडाइ मिल्यो: तपाईंलाई फिङ्गरप्रिन्ट देखाउँदा नै होस्टको प्रोग्रामले आफ्नो गोप्य कोड तय गरिसकेको थियो, र सबैको काटाइ त्यसपछि आयो, त्यसैले यी तास कसैले छान्न सक्दैनथ्यो।</translation>
        </message>
        <message>
            <source>This deal does not check: the host's program did not deal what its fingerprint promised.</source>
            <translation>यो बाँडाइ मिलेन: होस्टको प्रोग्रामले आफ्नो फिङ्गरप्रिन्टले वाचा गरेको कुरा बाँडेन।</translation>
        </message>
        <message>
            <source>The cards the secret and the cut give:</source>
            <translation>गोप्य कोड र काटाइले दिने तास:</translation>
        </message>
        <message>
            <source>The host is about to deal hand {n}. You may cut first: type anything, or just click Cut and the mouse cuts.</source>
            <translation>होस्टले अब बाजी {n} बाँड्न लाग्नुभएको छ। त्यसअघि तपाईं काट्न सक्नुहुन्छ: जे पनि लेख्नुहोस्, वा काट्नुहोस् मा मात्र क्लिक गर्नुहोस्, अनि माउसले काट्छ।</translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>काट्नुहोस्</translation>
        </message>
        <message>
            <source>Check the &amp;deals of this table…</source>
            <translation>यो टेबलका बाँडाइहरू जाँच्नुहोस् (&amp;D)…</translation>
        </message>
        <message>
            <source>The deals of this table</source>
            <translation>यो टेबलका बाँडाइहरू</translation>
        </message>
        <message>
            <source>No hand is over yet.</source>
            <translation>अहिलेसम्म कुनै बाजी सकिएको छैन।</translation>
        </message>
        <message>
            <source>{name}   {address}, port {port}   free seats: {free}</source>
            <translation>{name}   {address}, पोर्ट {port}   खाली ठाउँ: {free}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>छैन</translation>
        </message>
        <message>
            <source>(another version of Twenty-Nine)</source>
            <translation>(ट्वान्टी-नाइनको अर्को संस्करण)</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>टेबलमा सामेल हुनुहोस्</translation>
        </message>
        <message>
            <source>Tables found on this network:</source>
            <translation>यो नेटवर्कमा भेटिएका टेबल:</translation>
        </message>
        <message>
            <source>Looking for tables… If yours does not appear, type the address the host reads out.</source>
            <translation>टेबल खोजिँदैछ… तपाईंको टेबल नदेखिए, होस्टले पढेर सुनाएको ठेगाना लेख्नुहोस्।</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>ठेगाना:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>पोर्ट:</translation>
        </message>
        <message>
            <source>Table code:</source>
            <translation>टेबलको कोड:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>तपाईंको नाम:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>ठाउँ:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>सामेल हुनुहोस्</translation>
        </message>
        <message>
            <source>Tables cannot be looked for on this computer now: type the address the host reads out.</source>
            <translation>यो कम्प्युटरमा अहिले टेबल खोज्न सकिँदैन: होस्टले पढेर सुनाएको ठेगाना लेख्नुहोस्।</translation>
        </message>
        <message>
            <source>Any free seat</source>
            <translation>जुनसुकै खाली ठाउँ</translation>
        </message>
        <message>
            <source>Type the table's address and its code.</source>
            <translation>टेबलको ठेगाना र कोड लेख्नुहोस्।</translation>
        </message>
        <message>
            <source>The table cannot be reached: trying again… Check the address.</source>
            <translation>टेबलसम्म पुग्न सकिएन: फेरि प्रयास हुँदैछ… ठेगाना जाँच्नुहोस्।</translation>
        </message>
        <message>
            <source>Hints (the Hint button)</source>
            <translation>सङ्केत (सङ्केतको बटन)</translation>
        </message>
        <message>
            <source>Practice undo (Ctrl+Z takes a move back)</source>
            <translation>अभ्यासमा फिर्ता लिनु (Ctrl+Z ले एउटा चाल फिर्ता लिन्छ)</translation>
        </message>
        <message>
            <source>The bid advisor</source>
            <translation>बोली सल्लाहकार</translation>
        </message>
        <message>
            <source>You, the host</source>
            <translation>तपाईं, होस्ट</translation>
        </message>
        <message>
            <source>{name} (you, the host)</source>
            <translation>{name} (तपाईं, होस्ट)</translation>
        </message>
        <message>
            <source>{name} (a person)</source>
            <translation>{name} (एक व्यक्ति)</translation>
        </message>
        <message>
            <source>{name} (away: a computer plays for now)</source>
            <translation>{name} (टाढा: अहिलेलाई एउटा कम्प्युटर खेल्दैछ)</translation>
        </message>
        <message>
            <source>Free: a computer plays ({level}) unless someone joins</source>
            <translation>खाली: कोही सामेल नभए एउटा कम्प्युटर खेल्छ ({level})</translation>
        </message>
        <message>
            <source>Host a table</source>
            <translation>टेबल खोल्नुहोस्</translation>
        </message>
        <message>
            <source>Read this table code out to the others:</source>
            <translation>यो टेबलको कोड अरूलाई पढेर सुनाउनुहोस्:</translation>
        </message>
        <message>
            <source>Seats (North and South are partners, East and West are partners)</source>
            <translation>ठाउँ (उत्तर र दक्षिण साथी हुन्, पूर्व र पश्चिम साथी हुन्)</translation>
        </message>
        <message>
            <source>This table's choices (everyone at the table sees them)</source>
            <translation>यो टेबलका छनोट (टेबलमा सबैले देख्छन्)</translation>
        </message>
        <message>
            <source>Choose before anyone joins: the choices are fixed once a person has taken a seat.</source>
            <translation>कोही सामेल हुनुअघि छान्नुहोस्: कसैले ठाउँ लिएपछि छनोट बदलिँदैन।</translation>
        </message>
        <message>
            <source>Start the match</source>
            <translation>खेल सुरु गर्नुहोस्</translation>
        </message>
        <message>
            <source>Close the table</source>
            <translation>टेबल बन्द गर्नुहोस्</translation>
        </message>
        <message>
            <source>This computer's address: {addresses}   Port: {port}</source>
            <translation>यो कम्प्युटरको ठेगाना: {addresses}   पोर्ट: {port}</translation>
        </message>
        <message>
            <source>Move to…</source>
            <translation>सार्नुहोस्…</translation>
        </message>
        <message>
            <source>Swap with {seat}</source>
            <translation>{seat}सँग साटफेर</translation>
        </message>
        <message>
            <source>The match could not be saved.</source>
            <translation>खेल सुरक्षित गर्न सकिएन।</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>टेबल खोल्नुहोस्… (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>टेबलमा सामेल हुनुहोस्… (&amp;J)</translation>
        </message>
        <message>
            <source>&amp;Play with others</source>
            <translation>अरूसँग खेल्नुहोस् (&amp;P)</translation>
        </message>
        <message>
            <source>Play with others</source>
            <translation>अरूसँग खेल्नुहोस्</translation>
        </message>
        <message>
            <source>Your match here is kept: you can go on with it when you leave the shared table. Go to the shared table now?</source>
            <translation>यहाँको खेल राखिन्छ: साझा टेबल छोडेपछि तपाईं यसलाई जारी राख्न सक्नुहुन्छ। अहिले साझा टेबलमा जाने?</translation>
        </message>
        <message>
            <source>Don't show this again</source>
            <translation>यो फेरि नदेखाउनुहोस्</translation>
        </message>
        <message>
            <source>The table could not be opened: {why}</source>
            <translation>टेबल खोल्न सकिएन: {why}</translation>
        </message>
        <message>
            <source>The match you hosted last time was not finished. Go on with it? The others join again with the same table code, {code}.</source>
            <translation>पछिल्लो पटक तपाईंले खोलेको टेबलको खेल सकिएको थिएन। जारी राख्ने? अरू उही टेबल कोड, {code}, बाट फेरि सामेल हुन्छन्।</translation>
        </message>
        <message>
            <source>computer, {level}</source>
            <translation>कम्प्युटर, {level}</translation>
        </message>
        <message>
            <source>away: a computer plays</source>
            <translation>टाढा: एउटा कम्प्युटर खेल्दैछ</translation>
        </message>
        <message>
            <source>Twenty-Nine: a table with others — your turn</source>
            <translation>ट्वान्टी-नाइन: अरूसँगको टेबल — तपाईंको पालो</translation>
        </message>
        <message>
            <source>Twenty-Nine: a table with others</source>
            <translation>ट्वान्टी-नाइन: अरूसँगको टेबल</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>{name}को पर्खाइ…</translation>
        </message>
        <message>
            <source>Waiting for the cut of {names} (at most 20 seconds)…</source>
            <translation>{names}को काटाइको पर्खाइ (बढीमा 20 सेकेन्ड)…</translation>
        </message>
        <message>
            <source>Waiting for the host to start the match…</source>
            <translation>होस्टले खेल सुरु गर्ने पर्खाइ…</translation>
        </message>
        <message>
            <source>The match is over. Close this window to go back to your own table.</source>
            <translation>खेल सकियो। आफ्नै टेबलमा फर्कन यो झ्याल बन्द गर्नुहोस्।</translation>
        </message>
        <message>
            <source>Leave this table? A computer will play your seat.</source>
            <translation>यो टेबल छोड्ने? तपाईंको ठाउँमा एउटा कम्प्युटर खेल्छ।</translation>
        </message>
        <message>
            <source>Close this table? The match ends for everyone at it.</source>
            <translation>यो टेबल बन्द गर्ने? टेबलका सबैका लागि खेल सकिन्छ।</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>टेबल छोड्नुहोस्</translation>
        </message>
        <message>
            <source>The two programs are different versions of Twenty-Nine: install the same version on both computers.</source>
            <translation>दुई प्रोग्राम ट्वान्टी-नाइनका फरक संस्करण हुन्: दुवै कम्प्युटरमा उही संस्करण इन्स्टल गर्नुहोस्।</translation>
        </message>
        <message>
            <source>The table code is not right. Ask the host to read it out again.</source>
            <translation>टेबलको कोड मिलेन। होस्टलाई फेरि पढेर सुनाउन भन्नुहोस्।</translation>
        </message>
        <message>
            <source>Your seat could not be taken back: the host may have opened a new table.</source>
            <translation>तपाईंको ठाउँ फिर्ता लिन सकिएन: होस्टले सायद नयाँ टेबल खोल्नुभएको छ।</translation>
        </message>
        <message>
            <source>That seat already has a player: choose another seat.</source>
            <translation>त्यो ठाउँमा पहिल्यै एक खेलाडी हुनुहुन्छ: अर्को ठाउँ छान्नुहोस्।</translation>
        </message>
        <message>
            <source>Every seat at this table already has a person.</source>
            <translation>यो टेबलको हरेक ठाउँमा पहिल्यै एक व्यक्ति हुनुहुन्छ।</translation>
        </message>
        <message>
            <source>Too many wrong codes: wait a minute, then try again.</source>
            <translation>धेरै पटक गलत कोड: एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।</translation>
        </message>
        <message>
            <source>The host has closed the table.</source>
            <translation>होस्टले टेबल बन्द गर्नुभयो।</translation>
        </message>
        <message>
            <source>The host could not read a message from this program.</source>
            <translation>होस्टले यो प्रोग्रामको एउटा सन्देश पढ्न सकेन।</translation>
        </message>
        <message>
            <source>This program sent too many messages too fast.</source>
            <translation>यो प्रोग्रामले धेरै छिटो धेरै सन्देश पठायो।</translation>
        </message>
        <message>
            <source>A message was too large.</source>
            <translation>एउटा सन्देश धेरै ठूलो थियो।</translation>
        </message>
        <message>
            <source>Join the table first.</source>
            <translation>पहिले टेबलमा सामेल हुनुहोस्।</translation>
        </message>
        <message>
            <source>The host refused to seat you.</source>
            <translation>होस्टले तपाईंलाई ठाउँ दिनुभएन।</translation>
        </message>
        <message>
            <source>A program tried to join with a wrong table code.</source>
            <translation>एउटा प्रोग्रामले गलत टेबल कोडबाट सामेल हुन खोज्यो।</translation>
        </message>
        <message>
            <source>A computer sent too many wrong codes: it must wait a minute.</source>
            <translation>एउटा कम्प्युटरले धेरै पटक गलत कोड पठायो: त्यसले एक मिनेट पर्खनुपर्छ।</translation>
        </message>
        <message>
            <source>A program of another version of Twenty-Nine tried to join.</source>
            <translation>ट्वान्टी-नाइनको अर्को संस्करणको एउटा प्रोग्रामले सामेल हुन खोज्यो।</translation>
        </message>
        <message>
            <source>Connecting to the table…</source>
            <translation>टेबलसँग जोडिँदैछ…</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>टेबलमा हुनुहुन्छ</translation>
        </message>
        <message>
            <source>Connection lost: trying again to take back your seat…</source>
            <translation>जडान टुट्यो: तपाईंको ठाउँ फिर्ता लिन फेरि प्रयास हुँदैछ…</translation>
        </message>
        <message>
            <source>Not at the table any more</source>
            <translation>अब टेबलमा हुनुहुन्न</translation>
        </message>
        <message>
            <source>Your cut came too late: the cards were already dealt.</source>
            <translation>तपाईंको काटाइ ढिलो आयो: तास पहिले नै बाँडिसकिएको थियो।</translation>
        </message>
        <message>
            <source>You have already cut this deal: your first cut counts.</source>
            <translation>तपाईंले यो बाँडाइ पहिले नै काटिसक्नुभयो: तपाईंको पहिलो काटाइ नै गनिन्छ।</translation>
        </message>
        <message>
            <source>A cut is made for your own seat only.</source>
            <translation>काटाइ आफ्नै सिटका लागि मात्र गरिन्छ।</translation>
        </message>
        <message>
            <source>Take a seat at the table before you cut.</source>
            <translation>काट्नुअघि टेबलमा एउटा सिट लिनुहोस्।</translation>
        </message>
        <message>
            <source>Your cut is too long: at most 1024 bytes of text.</source>
            <translation>तपाईंको काटाइ धेरै लामो छ: लेखाइ बढीमा 1024 बाइट हुन सक्छ।</translation>
        </message>
        <message>
            <source>Your cut could not be read as text.</source>
            <translation>तपाईंको काटाइ लेखाइको रूपमा पढ्न सकिएन।</translation>
        </message>
        <message>
            <source>Your cut is in: the host deals when everyone has cut.</source>
            <translation>तपाईंको काटाइ पुग्यो: सबैले काटेपछि होस्टले बाँड्नुहुन्छ।</translation>
        </message>
        <message>
            <source>Other computers on your home network will now be able to join this table.

Windows may ask whether Twenty-Nine may use the network: tick “Private networks” and click “Allow access”.

macOS may ask whether Twenty-Nine may find and connect to devices on your local network: click “Allow” (or “OK”).

Nothing is sent outside your home network.</source>
            <translation>अब तपाईंको घरको नेटवर्कका अरू कम्प्युटर यो टेबलमा सामेल हुन सक्छन्।

Windows ले ट्वान्टी-नाइनले नेटवर्क प्रयोग गर्न पाउने कि नपाउने भनेर सोध्न सक्छ: “Private networks” मा चिनो लगाउनुहोस् र “Allow access” थिच्नुहोस्।

macOS ले ट्वान्टी-नाइनले तपाईंको लोकल नेटवर्कका उपकरण खोजेर जोडिन पाउने कि नपाउने भनेर सोध्न सक्छ: “Allow” (वा “OK”) थिच्नुहोस्।

घरको नेटवर्कबाहिर केही पनि पठाइँदैन।</translation>
        </message>
        <message>
            <source>A connection was refused: {why}</source>
            <translation>एउटा जडान अस्वीकार गरियो: {why}</translation>
        </message>
        <message>
            <source>on</source>
            <translation>चालु</translation>
        </message>
        <message>
            <source>off</source>
            <translation>बन्द</translation>
        </message>
        <message>
            <source>Hints: {state}</source>
            <translation>सङ्केत: {state}</translation>
        </message>
        <message>
            <source>Practice undo: {state}</source>
            <translation>अभ्यासमा फिर्ता लिनु: {state}</translation>
        </message>
        <message>
            <source>Bid advisor: {state}</source>
            <translation>बोली सल्लाहकार: {state}</translation>
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
            <source>You cannot follow suit: reveal the trump</source>
            <translation>तपाईंसँग त्यो जात छैन: रङ खोल्नुहोस्।</translation>
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
            <source>Reveal trump</source>
            <translation>रङ खोल्नुहोस्</translation>
        </message>
        <message>
            <source>{s} s left</source>
            <translation>{s} सेकेन्ड बाँकी</translation>
        </message>
        <message>
            <source>Resume match: hand {n}, NS {ns:+d}, EW {ew:+d}</source>
            <translation>खेल जारी राख्नुहोस्: बाजी {n}, उ-द {ns:+d}, पू-प {ew:+d}</translation>
        </message>
        <message>
            <source>Your saved match could not be read ({why}), so it was kept aside as {kept} and a new match begins.</source>
            <translation>तपाईंको सुरक्षित खेल पढ्न सकिएन ({why}), त्यसैले त्यसलाई {kept} नाममा छुट्टै राखियो र नयाँ खेल सुरु हुँदैछ।</translation>
        </message>
        <message>
            <source>Your last match was not finished. Go on from where you left it, or start a new match (the unfinished one is kept in the history as abandoned).</source>
            <translation>तपाईंको अघिल्लो खेल सकिएको थिएन। जहाँ छाड्नुभएको थियो त्यहीँबाट जारी राख्नुहोस्, वा नयाँ खेल सुरु गर्नुहोस् (अधुरो खेल इतिहासमा छाडिएको भनी राखिन्छ)।</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>जारी राख्नुहोस्</translation>
        </message>
        <message>
            <source>Deal number, as History shows it (such as 87696215-N: the number and who dealt). The same number always deals the same cards to the same seats:</source>
            <translation>बाँडाइ नम्बर, इतिहासमा देखिए जस्तै (जस्तै 87696215-N: नम्बर र कसले बाँड्यो)। एउटै नम्बरले सधैँ उही ठाउँमा उही पत्ती बाँड्छ:</translation>
        </message>
        <message>
            <source>A deal number is a whole number, with the dealer's letter after it, such as 1234567-N.</source>
            <translation>बाँडाइ नम्बर पूर्ण सङ्ख्या हो, त्यसपछि बाँड्नेको अक्षर, जस्तै 1234567-N।</translation>
        </message>
        <message>
            <source>Start a new match with deal {n}? The match in progress is kept in the history as abandoned.</source>
            <translation>बाँडाइ {n}बाट नयाँ खेल सुरु गर्ने? चलिरहेको खेल इतिहासमा छाडिएको भनी राखिन्छ।</translation>
        </message>
        <message>
            <source>Hand records (*.json);;All files (*)</source>
            <translation>बाजीका रेकर्ड (*.json);;सबै फाइल (*)</translation>
        </message>
        <message>
            <source>Opening {name}…</source>
            <translation>{name} खोलिँदै छ…</translation>
        </message>
        <message>
            <source>{name} could not be read.</source>
            <translation>{name} पढ्न सकिएन।</translation>
        </message>
        <message>
            <source>No finished hand in this match to export yet.</source>
            <translation>यो खेलमा निर्यात गर्ने सकिएको बाजी अझै छैन।</translation>
        </message>
        <message>
            <source>Export this match</source>
            <translation>यो खेल निर्यात गर्नुहोस्</translation>
        </message>
        <message>
            <source>Match record written to {p}</source>
            <translation>खेलको रेकर्ड लेखियो: {p}</translation>
        </message>
        <message>
            <source>Play a &amp;deal by number…</source>
            <translation>नम्बरबाट बाँडाइ खेल्नुहोस् (&amp;D)…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>इतिहास (&amp;H)…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>तथ्याङ्क (&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Open a hand record…</source>
            <translation>बाजीको रेकर्ड खोल्नुहोस् (&amp;O)…</translation>
        </message>
        <message>
            <source>Export this &amp;match…</source>
            <translation>यो खेल निर्यात (&amp;M)…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>फाइल (&amp;F)</translation>
        </message>
        <message>
            <source>{value} game points per hand</source>
            <translation>हरेक बाजीमा {value} गेम अंक</translation>
        </message>
        <message>
            <source>{value} card points per hand</source>
            <translation>हरेक बाजीमा पत्तीका {value} अंक</translation>
        </message>
        <message>
            <source>{text}, give or take {margin}</source>
            <translation>{text}, {margin} घटीबढी</translation>
        </message>
        <message>
            <source>Too few hands to tell.</source>
            <translation>केही भन्न बाजीहरू धेरै कम छन्।</translation>
        </message>
        <message>
            <source>You did clearly better than Hard on these cards.</source>
            <translation>यी पत्तीमा तपाईंले कठिनभन्दा स्पष्ट रूपमा राम्रो खेल्नुभयो।</translation>
        </message>
        <message>
            <source>Hard did clearly better than you on these cards.</source>
            <translation>यी पत्तीमा कठिनले तपाईंभन्दा स्पष्ट रूपमा राम्रो खेल्यो।</translation>
        </message>
        <message>
            <source>No clear difference from Hard on these cards: the difference is within the give or take.</source>
            <translation>यी पत्तीमा कठिनसँग कुनै स्पष्ट फरक छैन: फरक घटीबढीभित्रै छ।</translation>
        </message>
        <message>
            <source>How well did you play?</source>
            <translation>तपाईंले कस्तो खेल्नुभयो?</translation>
        </message>
        <message>
            <source>&lt;h3&gt;How well did you play?&lt;/h3&gt;Each of your hands was played again from the same deal, with the Hard computer in your seat and the other seats as they were. Your side's points against Hard's on the same cards: the luck of the deal barely moves this figure.</source>
            <translation>&lt;h3&gt;तपाईंले कस्तो खेल्नुभयो?&lt;/h3&gt;तपाईंको हरेक बाजी उही बाँडाइबाट फेरि खेलियो, तपाईंको ठाउँमा कठिन कम्प्युटर र अरू सिट जस्ताको तस्तै। उही पत्तीमा तपाईंको टोलीका अंक बनाम कठिनका: बाँडाइको भाग्यले यो अंकलाई खासै हल्लाउँदैन।</translation>
        </message>
        <message>
            <source>%v of %m hands replayed</source>
            <translation>%m मध्ये %v बाजी फेरि खेलिए</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;रद्द गर्नुहोस्</translation>
        </message>
        <message>
            <source>Compute &amp;again</source>
            <translation>&amp;फेरि हिसाब गर्नुहोस्</translation>
        </message>
        <message>
            <source>This match has no finished hand of yours to rate.</source>
            <translation>यो खेलमा नाप्नलाई तपाईंको कुनै सकिएको बाजी छैन।</translation>
        </message>
        <message>
            <source>Replaying your hands in the background; the table goes on meanwhile.</source>
            <translation>पछाडि तपाईंका बाजीहरू फेरि खेलिँदैछन्; त्यतिन्जेल टेबल चलिरहन्छ।</translation>
        </message>
        <message>
            <source>Replaying your hands with Hard in your seat…</source>
            <translation>तपाईंको ठाउँमा कठिनलाई राखेर बाजीहरू फेरि खेलिँदैछन्…</translation>
        </message>
        <message>
            <source>Cancelled: nothing was kept. Compute again when you like.</source>
            <translation>रद्द: केही राखिएन। चाहेको बेला फेरि हिसाब गर्नुहोस्।</translation>
        </message>
        <message>
            <source>The replay failed: {why}</source>
            <translation>फेरि खेल्न सकिएन: {why}</translation>
        </message>
        <message>
            <source>The rating could not be kept ({why}), so it will be computed again next time.</source>
            <translation>नतिजा राख्न सकिएन ({why}), त्यसैले अर्को पटक फेरि हिसाब हुनेछ।</translation>
        </message>
        <message>
            <source>Kept: this rating is shown at once next time.</source>
            <translation>राखियो: अर्को पटक यो तुरुन्तै देखिन्छ।</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>पत्तीका अंक</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>समीक्षा</translation>
        </message>
        <message>
            <source>How Hard played it</source>
            <translation>कठिनले कसरी खेल्यो</translation>
        </message>
        <message>
            <source>A plus means you did better than Hard would have on the same cards. Give or take: the range that holds the true figure 19 times in 20.</source>
            <translation>प्लसको अर्थ उही पत्तीमा तपाईंले कठिनभन्दा राम्रो खेल्नुभयो। घटीबढी: त्यो दायरा जसभित्र साँचो अंक 20 मध्ये 19 पटक पर्छ।</translation>
        </message>
        <message>
            <source>Where your play cost most</source>
            <translation>कहाँ तपाईंको खेलले सबैभन्दा बढी गुमायो</translation>
        </message>
        <message>
            <source>Hand {n}: {game} game points and {cards} card points against Hard.</source>
            <translation>बाजी {n}: कठिनको तुलनामा {game} गेम अंक र पत्तीका {cards} अंक।</translation>
        </message>
        <message>
            <source>Your contract</source>
            <translation>तपाईंको बोली</translation>
        </message>
        <message>
            <source>Hard's contract</source>
            <translation>कठिनको बोली</translation>
        </message>
        <message>
            <source>Your game points</source>
            <translation>तपाईंका गेम अंक</translation>
        </message>
        <message>
            <source>Hard's game points</source>
            <translation>कठिनका गेम अंक</translation>
        </message>
        <message>
            <source>Your card points</source>
            <translation>तपाईंका पत्तीका अंक</translation>
        </message>
        <message>
            <source>Hard's card points</source>
            <translation>कठिनका पत्तीका अंक</translation>
        </message>
        <message>
            <source>hand {n} played by Hard</source>
            <translation>बाजी {n}, कठिनको खेल</translation>
        </message>
        <message>
            <source>How well did I play?…</source>
            <translation>मैले कस्तो खेलें?…</translation>
        </message>
        <message>
            <source>Your play against Hard on the same deals</source>
            <translation>उही बाँडाइमा कठिनको तुलनामा तपाईंको खेल</translation>
        </message>
        <message>
            <source>Kept ratings that could not be read and were kept aside: {n}</source>
            <translation>राखिएका नतिजा जुन पढ्न सकिएन र छुट्टै राखियो: {n}</translation>
        </message>
        <message>
            <source>no rated match yet (History: How well did I play?)</source>
            <translation>अहिलेसम्म कुनै खेल नापिएको छैन (इतिहास: मैले कस्तो खेलें?)</translation>
        </message>
        <message>
            <source>over {hands} hands; matches rated: {matches}</source>
            <translation>{hands} बाजीमा; नापिएका खेल: {matches}</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>अहिले यो सम्भव छैन।</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>बाजी सकियो।</translation>
        </message>
        <message>
            <source>It is {seat}'s turn to bid, not yours.</source>
            <translation>अहिले {seat}को बोली लगाउने पालो हो, तपाईंको होइन।</translation>
        </message>
        <message>
            <source>A bid needs a number of points.</source>
            <translation>बोलीमा अङ्कको सङ्ख्या हुनुपर्छ।</translation>
        </message>
        <message>
            <source>A bid must be at least {bid}.</source>
            <translation>बोली कम्तीमा {bid} हुनुपर्छ।</translation>
        </message>
        <message>
            <source>A bid must be higher than the current bid.</source>
            <translation>बोली अहिलेको बोलीभन्दा ठूलो हुनुपर्छ।</translation>
        </message>
        <message>
            <source>The highest possible bid is {bid}.</source>
            <translation>सबैभन्दा ठूलो सम्भव बोली {bid} हो।</translation>
        </message>
        <message>
            <source>You hold the bid: hold {bid} or go higher.</source>
            <translation>बोली तपाईंसँग छ: {bid}मा टिक्नुहोस् वा माथि बोल्नुहोस्।</translation>
        </message>
        <message>
            <source>You must bid higher than {bid}.</source>
            <translation>तपाईंले {bid}भन्दा माथि बोली लगाउनुपर्छ।</translation>
        </message>
        <message>
            <source>Nobody else has bid: the dealer may not pass and must bid {bid} (a house rule at this table).</source>
            <translation>अरू कसैले बोली लगाएन: बाँड्नेले पास गर्न पाउँदैन, {bid} बोल्नैपर्छ (यस टेबलको नियम)।</translation>
        </message>
        <message>
            <source>The dealer must bid exactly {bid}.</source>
            <translation>बाँड्नेले ठ्याक्कै {bid} बोल्नुपर्छ।</translation>
        </message>
        <message>
            <source>The auction is on: only a bid or a pass is possible.</source>
            <translation>बोली चलिरहेको छ: अहिले बोली वा पास मात्र सम्भव छ।</translation>
        </message>
        <message>
            <source>That bid is not possible now.</source>
            <translation>अहिले यो बोली सम्भव छैन।</translation>
        </message>
        <message>
            <source>The auction is on: it is {seat}'s turn to speak.</source>
            <translation>बोली चलिरहेको छ: अहिले {seat}को बोल्ने पालो हो।</translation>
        </message>
        <message>
            <source>The bidder, {seat}, must choose the trump now.</source>
            <translation>बोली जित्ने {seat}ले अब रङ छान्नुपर्छ।</translation>
        </message>
        <message>
            <source>Only the bidder, {seat}, chooses the trump.</source>
            <translation>बोली जित्ने {seat}ले मात्र रङ छान्छ।</translation>
        </message>
        <message>
            <source>The seventh card is not played at this table.</source>
            <translation>यस टेबलमा सातौँ पत्तीको रङ खेलिँदैन।</translation>
        </message>
        <message>
            <source>At this table the trump is chosen by suit, not by setting a card face down.</source>
            <translation>यस टेबलमा रङ जातको नाम भनेर छानिन्छ, पत्ती घोप्टो राखेर होइन।</translation>
        </message>
        <message>
            <source>Choose one of your first four cards to set face down as the trump.</source>
            <translation>रङको रूपमा घोप्टो राख्न आफ्ना पहिला चार पत्तीमध्ये एउटा छान्नुहोस्।</translation>
        </message>
        <message>
            <source>The {card} is not one of your first four cards.</source>
            <translation>{card} तपाईंका पहिला चार पत्तीमा पर्दैन।</translation>
        </message>
        <message>
            <source>Set is not played at this table.</source>
            <translation>यस टेबलमा सेट खेलिँदैन।</translation>
        </message>
        <message>
            <source>It is {side}'s turn to decide, not your side's.</source>
            <translation>अहिले निर्णय {side}ले गर्ने हो, तपाईंको पक्षले होइन।</translation>
        </message>
        <message>
            <source>Choose one of the calls offered now, or pass.</source>
            <translation>अहिले देखाइएका बोलीमध्ये एउटा छान्नुहोस्, वा पास गर्नुहोस्।</translation>
        </message>
        <message>
            <source>Doubling is not played at this table.</source>
            <translation>यस टेबलमा डबल खेलिँदैन।</translation>
        </message>
        <message>
            <source>The time to double has passed.</source>
            <translation>डबल गर्ने समय गइसक्यो।</translation>
        </message>
        <message>
            <source>The play of the cards has begun: that is not possible now.</source>
            <translation>पत्तीको खेल सुरु भइसक्यो: अहिले यो सम्भव छैन।</translation>
        </message>
        <message>
            <source>The single hand is not played at this table.</source>
            <translation>यस टेबलमा सिंगल ह्यान्ड खेलिँदैन।</translation>
        </message>
        <message>
            <source>A single hand has already been declared by {seat}.</source>
            <translation>{seat}ले पहिले नै सिंगल ह्यान्ड घोषणा गरिसकेको छ।</translation>
        </message>
        <message>
            <source>A single hand can only be declared before the first lead.</source>
            <translation>सिंगल ह्यान्ड पहिलो चालअघि मात्र घोषणा गर्न सकिन्छ।</translation>
        </message>
        <message>
            <source>Only the bidder may play alone (a house rule at this table).</source>
            <translation>बोली लगाउने मात्र एक्लै खेल्न पाउँछ (यस टेबलको नियम)।</translation>
        </message>
        <message>
            <source>The pair is not played at this table.</source>
            <translation>यस टेबलमा म्यारिज खेलिँदैन।</translation>
        </message>
        <message>
            <source>The pair has already been shown in this hand.</source>
            <translation>यो बाजीमा म्यारिज पहिले नै देखाइसकिएको छ।</translation>
        </message>
        <message>
            <source>The pair can be shown only after the trump has been revealed.</source>
            <translation>म्यारिज रङ खुलेपछि मात्र देखाउन सकिन्छ।</translation>
        </message>
        <message>
            <source>The pair can be shown only straight after your side has won a trick.</source>
            <translation>म्यारिज तपाईंको पक्षले हात जितेपछि तुरुन्तै मात्र देखाउन सकिन्छ।</translation>
        </message>
        <message>
            <source>You do not hold both the King and the Queen of trumps.</source>
            <translation>तपाईंसँग रङको बादशाह र बेगम दुवै छैनन्।</translation>
        </message>
        <message>
            <source>With the Bangladesh pair, the bidding side's pair counts only on a bid above 18.</source>
            <translation>बङ्गलादेश म्यारिजमा बोली लगाउने पक्षको म्यारिज 18 भन्दा माथिको बोलीमा मात्र गनिन्छ।</translation>
        </message>
        <message>
            <source>With the Lucknow pair, it can be shown only after your side wins a trick by trumping a non-trump lead.</source>
            <translation>लखनउ म्यारिजमा, रङ नभएको चालमा रङ मारेर तपाईंको पक्षले हात जितेपछि मात्र म्यारिज देखाउन सकिन्छ।</translation>
        </message>
        <message>
            <source>The pair cannot be shown now.</source>
            <translation>अहिले म्यारिज देखाउन सकिँदैन।</translation>
        </message>
        <message>
            <source>It is {seat}'s turn to play, not yours.</source>
            <translation>अहिले {seat}को चाल्ने पालो हो, तपाईंको होइन।</translation>
        </message>
        <message>
            <source>A single hand is played without trumps: there is nothing to ask for.</source>
            <translation>सिंगल ह्यान्ड रङबिना खेलिन्छ: माग्ने रङ छैन।</translation>
        </message>
        <message>
            <source>There is no trump to ask for.</source>
            <translation>माग्ने कुनै रङ छैन।</translation>
        </message>
        <message>
            <source>The trump has already been revealed.</source>
            <translation>रङ पहिले नै खुलिसकेको छ।</translation>
        </message>
        <message>
            <source>The leader of a trick cannot ask for the trump.</source>
            <translation>हातको पहिलो चाल चाल्नेले रङ माग्न पाउँदैन।</translation>
        </message>
        <message>
            <source>The trump is revealed by itself at this table: there is no need to ask.</source>
            <translation>यस टेबलमा रङ आफैँ खुल्छ: माग्नु पर्दैन।</translation>
        </message>
        <message>
            <source>Your last card is the face-down trump: it is played and revealed.</source>
            <translation>तपाईंको अन्तिम पत्ती घोप्टो राखिएको रङ हो: त्यही चालिन्छ र रङ खुल्छ।</translation>
        </message>
        <message>
            <source>You can follow suit, so you may not ask for the trump.</source>
            <translation>तपाईंसँग त्यो जात छ, त्यसैले रङ माग्न पाइँदैन।</translation>
        </message>
        <message>
            <source>Choose a card to play.</source>
            <translation>चाल्न एउटा पत्ती छान्नुहोस्।</translation>
        </message>
        <message>
            <source>That card is the face-down trump: it joins your hand when the trump is revealed.</source>
            <translation>यो पत्ती घोप्टो राखिएको रङ हो: रङ खुलेपछि मात्र तपाईंका पत्तीमा आउँछ।</translation>
        </message>
        <message>
            <source>You sit out this single hand.</source>
            <translation>यो सिंगल ह्यान्डमा तपाईं बाहिर बस्नुहुन्छ।</translation>
        </message>
        <message>
            <source>You do not hold the {card}.</source>
            <translation>तपाईंसँग {card} छैन।</translation>
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
            <source>You must follow suit: play one of the {suit}.</source>
            <translation>उही जात दिनुपर्छ: {suit}को पत्ती चाल्नुहोस्।</translation>
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
            <source>Please wait: it is not your turn.</source>
            <translation>कृपया पर्खनुहोस्: अहिले तपाईंको पालो होइन।</translation>
        </message>
        <message>
            <source>That is not your decision.</source>
            <translation>यो तपाईंको निर्णय होइन।</translation>
        </message>
        <message>
            <source>There is no hand on the table.</source>
            <translation>टेबलमा कुनै बाजी छैन।</translation>
        </message>
        <message>
            <source>Undo is only for practice matches (Game &gt; New match).</source>
            <translation>फिर्ता लिने सुविधा अभ्यास खेलमा मात्र छ (खेल &gt; नयाँ खेल)।</translation>
        </message>
        <message>
            <source>There is nothing to take back.</source>
            <translation>फिर्ता लिने केही छैन।</translation>
        </message>
        <message>
            <source>The hand is over: its cards can no longer be taken back.</source>
            <translation>बाजी सकियो: यसका पत्ती अब फिर्ता लिन सकिँदैन।</translation>
        </message>
        <message>
            <source>You have not played in this hand yet.</source>
            <translation>यो बाजीमा तपाईंले अझै खेल्नुभएको छैन।</translation>
        </message>
        <message>
            <source>A hint is given on your turn.</source>
            <translation>सङ्केत तपाईंको पालोमा दिइन्छ।</translation>
        </message>
        <message>
            <source>The rest of the tricks can be claimed only during the play.</source>
            <translation>बाँकी हातको दाबी खेलको बेला मात्र गर्न मिल्छ।</translation>
        </message>
        <message>
            <source>You can claim the rest of the tricks when it is your lead.</source>
            <translation>पहिलो चाल तपाईंको पालो हुँदा बाँकी हातको दाबी गर्न सक्नुहुन्छ।</translation>
        </message>
        <message>
            <source>No claim while your trump card is face down.</source>
            <translation>तपाईंको रङको पत्ती घोप्टो हुँदा दाबी मिल्दैन।</translation>
        </message>
        <message>
            <source>No claim before the trump is revealed.</source>
            <translation>रङ खुल्नुअघि दाबी मिल्दैन।</translation>
        </message>
        <message>
            <source>Not certain: another player may still hold a trump ({suit}), and could cut your card.</source>
            <translation>पक्का छैन: अरू कसैसँग अझै रङ ({suit}) हुन सक्छ, जसले तपाईंको पत्ती काट्न सक्छ।</translation>
        </message>
        <message>
            <source>Not certain: a higher card of the {suit} than your {card} is still out. Play on.</source>
            <translation>पक्का छैन: तपाईंको {card}भन्दा ठूलो {suit}को पत्ती अझै बाहिर छ। खेलिरहनुहोस्।</translation>
        </message>
        <message>
            <source>The auction is on: it is your turn to bid.</source>
            <translation>बोली चलिरहेको छ: अहिले तपाईंको बोली लगाउने पालो हो।</translation>
        </message>
        <message>
            <source>You won the bid: choose the trump now.</source>
            <translation>बोली तपाईंले जित्नुभयो: अब रङ छान्नुहोस्।</translation>
        </message>
        <message>
            <source>You have already declared a single hand.</source>
            <translation>तपाईंले पहिले नै सिंगल ह्यान्ड घोषणा गरिसक्नुभएको छ।</translation>
        </message>
        <message>
            <source>{who} bids {n}</source>
            <translation>{who}ले बोली {n}</translation>
        </message>
        <message>
            <source>{who}: no double</source>
            <translation>{who}: डबल होइन</translation>
        </message>
        <message>
            <source>{who} passes</source>
            <translation>{who}ले पास गर्यो</translation>
        </message>
        <message>
            <source>{who} chooses trump {s} (face down)</source>
            <translation>{who}ले रङ छान्यो {s} (घोप्टो राखिएको)</translation>
        </message>
        <message>
            <source>{who} lays {c} face down as trump</source>
            <translation>{who}ले रङका लागि {c} घोप्टो राख्यो</translation>
        </message>
        <message>
            <source>{who} takes the seventh card as trump</source>
            <translation>{who}ले सातौँ पत्तीलाई रङ बनायो</translation>
        </message>
        <message>
            <source>{who} plays {c}</source>
            <translation>{who}ले चाल्यो {c}</translation>
        </message>
        <message>
            <source>{who} asks for the trump: {s} revealed</source>
            <translation>{who}ले रङ माग्यो: {s} खुल्यो</translation>
        </message>
        <message>
            <source>{who} shows the pair</source>
            <translation>{who}ले म्यारिज देखायो</translation>
        </message>
        <message>
            <source>{who} declares a single hand</source>
            <translation>{who}ले सिंगल ह्यान्ड घोषणा गर्यो</translation>
        </message>
        <message>
            <source>{side} double</source>
            <translation>{side}: डबल</translation>
        </message>
        <message>
            <source>{side} redouble</source>
            <translation>{side}: रिडबल</translation>
        </message>
        <message>
            <source>{side} call set: the match is at stake</source>
            <translation>{side}: सेट (पूरै खेल दाउमा)</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>पत्ती बाँडियो</translation>
        </message>
        <message>
            <source>Action {i} ({a}) is not legal: {r}. The hand is shown up to it.</source>
            <translation>चाल {i} ({a}) नियमअनुसार छैन: {r}। बाजी त्यहाँसम्म देखाइएको छ।</translation>
        </message>
        <message>
            <source> (the trump {s} is revealed)</source>
            <translation> (रङ {s} खुल्यो)</translation>
        </message>
        <message>
            <source>Dealer {d}</source>
            <translation>बाँड्ने {d}</translation>
        </message>
        <message>
            <source>bid {n} by {who}</source>
            <translation>बोली {n}, {who}को</translation>
        </message>
        <message>
            <source>trump {s}, revealed in trick {t}</source>
            <translation>रङ {s}, हात {t}मा खुल्यो</translation>
        </message>
        <message>
            <source>trump {s}, still face down</source>
            <translation>रङ {s}, अझै घोप्टो</translation>
        </message>
        <message>
            <source>trump: the seventh card, face down</source>
            <translation>रङ: सातौँ पत्ती, घोप्टो राखिएको</translation>
        </message>
        <message>
            <source>doubled ×{m}</source>
            <translation>डबल ×{m}</translation>
        </message>
        <message>
            <source>trick {n}, led by {who}</source>
            <translation>हात {n}, पहिलो चाल {who}को</translation>
        </message>
        <message>
            <source>trick {n} won by {who} ({p} points)</source>
            <translation>हात {n} {who}ले जित्यो ({p} अंक)</translation>
        </message>
        <message>
            <source>card points NS {a}, EW {b}</source>
            <translation>पत्तीका अंक उ-द {a}, पू-प {b}</translation>
        </message>
        <message>
            <source>{r}; game points NS {a:+d}, EW {b:+d}</source>
            <translation>{r}; गेम अंक उ-द {a:+d}, पू-प {b:+d}</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>बाँड्ने</translation>
        </message>
        <message>
            <source>bidder</source>
            <translation>बोली लगाउने</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>फेरि हेर्ने</translation>
        </message>
        <message>
            <source> – deal {n}</source>
            <translation> – बाँडाइ {n}</translation>
        </message>
        <message>
            <source>⏮ Start</source>
            <translation>⏮ सुरु</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ पछाडि</translation>
        </message>
        <message>
            <source>Forward ▶</source>
            <translation>अगाडि ▶</translation>
        </message>
        <message>
            <source>End ⏭</source>
            <translation>अन्त्य ⏭</translation>
        </message>
        <message>
            <source>One step back (Left arrow)</source>
            <translation>एक कदम पछाडि (देब्रे तीर)</translation>
        </message>
        <message>
            <source>One step forward (Right arrow)</source>
            <translation>एक कदम अगाडि (दाहिने तीर)</translation>
        </message>
        <message>
            <source>The deal (Home)</source>
            <translation>पत्ती बाँडाइ (Home)</translation>
        </message>
        <message>
            <source>The end of the hand (End)</source>
            <translation>बाजीको अन्त्य (End)</translation>
        </message>
        <message>
            <source>Step {k} of {n}</source>
            <translation>कदम {k} / {n}</translation>
        </message>
        <message>
            <source>{name} is too large to be a record ({size} MB): even a very long match is under {limit} MB.</source>
            <translation>{name} रेकर्ड हुन धेरै ठूलो छ ({size} MB): धेरै लामो म्याच पनि {limit} MB भन्दा कम हुन्छ।</translation>
        </message>
        <message>
            <source>{name} is not a file that can be opened (it may be a folder or a device).</source>
            <translation>{name} खोल्न मिल्ने फाइल होइन (यो फोल्डर वा कुनै उपकरण हुन सक्छ)।</translation>
        </message>
        <message>
            <source>{name} could not be opened: {why}.</source>
            <translation>{name} खोल्न सकिएन: {why}।</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>फाइल</translation>
        </message>
        <message>
            <source>{name} is empty: it holds no hand record.</source>
            <translation>{name} खाली छ: यसमा बाजीको कुनै रेकर्ड छैन।</translation>
        </message>
        <message>
            <source>{name} is not a hand record ({why}).</source>
            <translation>{name} बाजीको रेकर्ड होइन ({why})।</translation>
        </message>
        <message>
            <source>{name} is a match record that cannot be read: {why}.</source>
            <translation>{name} खेलको रेकर्ड हो तर पढ्न सकिँदैन: {why}।</translation>
        </message>
        <message>
            <source>{name} is a match record without a finished hand.</source>
            <translation>{name} खेलको रेकर्ड हो, तर यसमा कुनै सकिएको बाजी छैन।</translation>
        </message>
        <message>
            <source> (deal {d})</source>
            <translation> (बाँडाइ {d})</translation>
        </message>
        <message>
            <source>{name} was written by another version of Twenty-Nine (format {f}); this version reads twentynine-hand/1.</source>
            <translation>{name} ट्वान्टी-नाइनको अर्को संस्करणले लेखेको हो (ढाँचा {f}); यो संस्करणले twentynine-hand/1 पढ्छ।</translation>
        </message>
        <message>
            <source>{name} is not a hand record that can be read ({why}).</source>
            <translation>{name} पढ्न सकिने बाजीको रेकर्ड होइन ({why})।</translation>
        </message>
        <message>
            <source>Review of the hand</source>
            <translation>बाजीको समीक्षा</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Review of the hand&lt;/h3&gt;Each of your cards against the best card with every hand known (an exact solve of the rest of the hand).</source>
            <translation>&lt;h3&gt;बाजीको समीक्षा&lt;/h3&gt;तपाईंको हरेक पत्ती, सबैका पत्ती थाहा हुँदाको सबैभन्दा राम्रो पत्तीसँग तुलना (बाँकी बाजीको ठ्याक्कै हल)।</translation>
        </message>
        <message>
            <source>Solving decision %v of %m</source>
            <translation>निर्णय %v / %m हल हुँदैछ</translation>
        </message>
        <message>
            <source>Every card of every seat</source>
            <translation>सबै ठाउँका सबै पत्ती</translation>
        </message>
        <message>
            <source>Working out the best play…</source>
            <translation>सबैभन्दा राम्रो चाल निकालिँदैछ…</translation>
        </message>
        <message>
            <source>The review failed: {why}</source>
            <translation>समीक्षा हुन सकेन: {why}</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}: best play.</source>
            <translation>हात {t}: {who}ले {card} चाल्नुभयो: सबैभन्दा राम्रो चाल।</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}; the {best} was better: 1 card point lost.</source>
            <translation>हात {t}: {who}ले {card} चाल्नुभयो; {best} राम्रो थियो: पत्तीको 1 अंक गुम्यो।</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}; the {best} was better: {cost} card points lost.</source>
            <translation>हात {t}: {who}ले {card} चाल्नुभयो; {best} राम्रो थियो: पत्तीका {cost} अंक गुमे।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}: best play.</source>
            <translation>हात {t}: तपाईंले {card} चाल्नुभयो: सबैभन्दा राम्रो चाल।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}; the {best} was better: 1 card point lost.</source>
            <translation>हात {t}: तपाईंले {card} चाल्नुभयो; {best} राम्रो थियो: पत्तीको 1 अंक गुम्यो।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}; the {best} was better: {cost} card points lost.</source>
            <translation>हात {t}: तपाईंले {card} चाल्नुभयो; {best} राम्रो थियो: पत्तीका {cost} अंक गुमे।</translation>
        </message>
        <message>
            <source>Working out the chances of the bids…</source>
            <translation>बोलीहरूको सम्भावना निकालिँदैछ…</translation>
        </message>
        <message>
            <source>The auction</source>
            <translation>बोली</translation>
        </message>
        <message>
            <source>The chances come from the program's bid table: deals solved around hands like your first four cards, checked against hands really played. They say how often your side would make each bid, not what the others would have bid.</source>
            <translation>सम्भावनाहरू प्रोग्रामको बोली तालिकाबाट आउँछन्: तपाईंका पहिला चार पत्तीजस्ता पत्ती भएका हल गरिएका बाँडाइ, साँच्चै खेलिएका बाजीसँग जाँचिएका। यिनले तपाईंको टोलीले हरेक बोली कति पटक पूरा गर्थ्यो भन्छन्, अरूले के बोल्थे भन्दैनन्।</translation>
        </message>
        <message>
            <source>The chances come from {n} deals sampled to fit your first four cards, each played out by the program with you as the bidder. They say how often your side would make each bid, not what the others would have bid.</source>
            <translation>सम्भावनाहरू तपाईंका पहिला चार पत्तीसँग मिल्ने {n} नमुना बाँडाइबाट आउँछन्, हरेकलाई प्रोग्रामले तपाईंलाई बोली लगाउने मानेर खेल्यो। यिनले तपाईंको टोलीले हरेक बोली कति पटक पूरा गर्थ्यो भन्छन्, अरूले के बोल्थे भन्दैनन्।</translation>
        </message>
        <message>
            <source>You bid {bid}: the program gives {chance} to make it</source>
            <translation>तपाईंको बोली {bid}: प्रोग्रामको हिसाबमा यो {chance} पुग्छ</translation>
        </message>
        <message>
            <source>With these cards no bid has about 5 in 10 or better.</source>
            <translation>यी पत्तीले कुनै बोली 10 पटकमा करिब 5 पटक वा बढी पुग्दैन।</translation>
        </message>
        <message>
            <source>It would have stopped at {best}: {bid} is more than it thinks these cards make.</source>
            <translation>प्रोग्राम {best}मा रोकिन्थ्यो: यसको हिसाबमा यी पत्तीले {bid} पूरा हुँदैन।</translation>
        </message>
        <message>
            <source>The bids up to {best} have about 5 in 10 or better: a higher bid was possible.</source>
            <translation>{best}सम्मका बोली 10 पटकमा करिब 5 पटक वा बढी पुग्छन्: अझ ठूलो बोली सम्भव थियो।</translation>
        </message>
        <message>
            <source>That is the highest bid with about 5 in 10 or better.</source>
            <translation>10 पटकमा करिब 5 पटक वा बढी पुग्ने सबैभन्दा ठूलो बोली यही हो।</translation>
        </message>
        <message>
            <source>You passed (the bid stood at {high}).</source>
            <translation>तपाईंले पास गर्नुभयो (बोली त्यतिबेला {high} थियो)।</translation>
        </message>
        <message>
            <source>You passed (no bid yet).</source>
            <translation>तपाईंले पास गर्नुभयो (त्यतिबेलासम्म कुनै बोली थिएन)।</translation>
        </message>
        <message>
            <source>No bid open to you had about 5 in 10 or better: the program would have passed too.</source>
            <translation>तपाईंका सामु कुनै बोली 10 पटकमा करिब 5 पटक वा बढी पुग्दैनथ्यो: प्रोग्रामले पनि पास गर्थ्यो।</translation>
        </message>
        <message>
            <source>The program gives {chance} to make {bid}</source>
            <translation>प्रोग्रामको हिसाबमा {bid}को बोली {chance} पुग्छ</translation>
        </message>
        <message>
            <source>It gives {chance} to make {best}: the program would have bid.</source>
            <translation>प्रोग्रामको हिसाबमा {best}को बोली {chance} पुग्थ्यो: प्रोग्रामले बोली लगाउँथ्यो।</translation>
        </message>
        <message>
            <source>(best trump: {suit})</source>
            <translation>(सबैभन्दा राम्रो रङ: {suit})</translation>
        </message>
        <message>
            <source>No card of this hand had a choice to review.</source>
            <translation>यो बाजीमा कुनै पत्तीमा छान्ने मौका थिएन।</translation>
        </message>
        <message>
            <source>The costliest decisions</source>
            <translation>सबैभन्दा महँगा निर्णय</translation>
        </message>
        <message>
            <source>Every card was the best play: nothing lost.</source>
            <translation>हरेक पत्ती सबैभन्दा राम्रो चाल थियो: केही गुमेन।</translation>
        </message>
        <message>
            <source>{who}: 1 card point lost in all.</source>
            <translation>{who}: जम्मा पत्तीको 1 अंक गुम्यो।</translation>
        </message>
        <message>
            <source>{who}: {lost} card points lost in all.</source>
            <translation>{who}: जम्मा पत्तीका {lost} अंक गुमे।</translation>
        </message>
        <message>
            <source>Every decision</source>
            <translation>हरेक निर्णय</translation>
        </message>
        <message>
            <source>How to read the last column: each card that could have been played, followed by the card points the player's side ends the hand with if that card is played and everyone then plays their best, every hand known. “J♠ 7”: with the Jack of spades the side ends with 7 points. “Q♠ ≤7”: the Queen of spades was no better than the best card, at most 7 points (the program stops counting a card once it knows it is not the best).</source>
            <translation>अन्तिम स्तम्भ यसरी पढ्नुहोस्: चाल्न मिल्ने हरेक पत्ती, र त्यसपछि खेलाडीको टोलीले बाजी सक्दा पाउने पत्तीका अंक, यदि त्यो पत्ती चालियो र त्यसपछि सबैले, सबै पत्ती थाहा पाएर, सबैभन्दा राम्रो खेले। “J♠ 7”: सुरथको गुलामले टोली 7 अंकमा सकिन्छ। “Q♠ ≤7”: सुरथको बेगम सबैभन्दा राम्रो पत्तीभन्दा राम्रो थिएन, बढीमा 7 अंक (कुनै पत्ती सबैभन्दा राम्रो होइन भन्ने थाहा हुनासाथ प्रोग्रामले त्यसको गन्ती रोक्छ)।</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>हात</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>ठाउँ</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>चालेको पत्ती</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>सबैभन्दा राम्रो</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>नोक्सान</translation>
        </message>
        <message>
            <source>Each choice (your side's card points at the end)</source>
            <translation>हरेक विकल्प (अन्त्यमा तपाईंको टोलीका पत्तीका अंक)</translation>
        </message>
        <message>
            <source>ask</source>
            <translation>रङ माग्ने</translation>
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
            <translation>सबै मानक नियम।</translation>
        </message>
        <message>
            <source>Different from the standard table:</source>
            <translation>मानक नियमभन्दा फरक:</translation>
        </message>
        <message>
            <source>Table settings:</source>
            <translation>टेबलका सेटिङ:</translation>
        </message>
        <message>
            <source>Change for the next match...</source>
            <translation>अर्को खेलका लागि बदल्नुहोस्...</translation>
        </message>
        <message>
            <source>The rules of this match: click to see what differs from the standard table</source>
            <translation>यस खेलका नियम: मानक नियमभन्दा के फरक छ हेर्न क्लिक गर्नुहोस्</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>डिस्क भरिएको छ</translation>
        </message>
        <message>
            <source>the folder cannot be written</source>
            <translation>फोल्डरमा लेख्न सकिँदैन</translation>
        </message>
        <message>
            <source>the statistics are in use by another program</source>
            <translation>तथ्याङ्क अर्को प्रोग्रामले प्रयोग गरिरहेको छ</translation>
        </message>
        <message>
            <source>the file could not be written ({why})</source>
            <translation>फाइल लेख्न सकिएन ({why})</translation>
        </message>
        <message>
            <source>Free some space on the disk.</source>
            <translation>डिस्कमा केही ठाउँ खाली गर्नुहोस्।</translation>
        </message>
        <message>
            <source>Make the folder {folder} writable.</source>
            <translation>फोल्डर {folder}मा लेख्ने अनुमति दिनुहोस्।</translation>
        </message>
        <message>
            <source>Close the other Twenty-Nine window.</source>
            <translation>ट्वान्टी-नाइनको अर्को विन्डो बन्द गर्नुहोस्।</translation>
        </message>
        <message>
            <source>Check the folder {folder}.</source>
            <translation>फोल्डर {folder} जाँच गर्नुहोस्।</translation>
        </message>
        <message>
            <source>Or choose Save elsewhere… to keep the match in another folder.</source>
            <translation>वा खेललाई अर्को फोल्डरमा राख्न अन्यत्र सुरक्षित गर्नुहोस्… छान्नुहोस्।</translation>
        </message>
        <message>
            <source>The game tries again after every move.</source>
            <translation>खेलले हरेक चालपछि फेरि प्रयास गर्छ।</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>सुरक्षित भएन</translation>
        </message>
        <message>
            <source>Statistics not saved</source>
            <translation>तथ्याङ्क सुरक्षित भएन</translation>
        </message>
        <message>
            <source>{head}: {reason}. {todo}</source>
            <translation>{head}: {reason}। {todo}</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>फेरि प्रयास गर्नुहोस्</translation>
        </message>
        <message>
            <source>Save elsewhere…</source>
            <translation>अन्यत्र सुरक्षित गर्नुहोस्…</translation>
        </message>
        <message>
            <source>Save elsewhere</source>
            <translation>अन्यत्र सुरक्षित गर्नुहोस्</translation>
        </message>
        <message>
            <source>The match could not be saved there either ({why}).</source>
            <translation>खेल त्यहाँ पनि सुरक्षित गर्न सकिएन ({why})।</translation>
        </message>
        <message>
            <source>Saved in {where}. To go on with an unfinished match later, copy its file into {saves} under the name match-in-progress.json.</source>
            <translation>{where}मा सुरक्षित भयो। अधुरो खेल पछि जारी राख्न, यसको फाइल match-in-progress.json नाममा {saves}मा प्रतिलिपि गर्नुहोस्।</translation>
        </message>
        <message>
            <source>If you quit now, what was not saved is lost.</source>
            <translation>अहिले बन्द गर्नुभयो भने सुरक्षित नभएको कुरा हराउँछ।</translation>
        </message>
        <message>
            <source>Quit anyway</source>
            <translation>जे भए पनि बन्द गर्नुहोस्</translation>
        </message>
        <message>
            <source>From {low} to {high}; the default is {default}.</source>
            <translation>{low}देखि {high}सम्म; मूल मान {default} हो।</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation> (मूल)</translation>
        </message>
        <message>
            <source>Options: {options}.</source>
            <translation>विकल्प: {options}।</translation>
        </message>
        <message>
            <source>A name has at most {n} characters.</source>
            <translation>नाममा बढीमा {n} अक्षर हुन सक्छन्।</translation>
        </message>
        <message>
            <source>{label}:</source>
            <translation>{label}:</translation>
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
            <source>Presets:</source>
            <translation>प्रिसेट:</translation>
        </message>
        <message>
            <source>Standard rules, except: {changes}.</source>
            <translation>मानक नियम, बाहेक: {changes}।</translation>
        </message>
        <message>
            <source>The standard rules and the default table settings.</source>
            <translation>मानक नियम र टेबलका मूल सेटिङ।</translation>
        </message>
        <message>
            <source>{side}: {score} game points.</source>
            <translation>{side}: {score} गेम अंक।</translation>
        </message>
        <message>
            <source>The red six counts the game points won, the black six the game points lost: the pips showing are the score. At +{target} the match is won, at -{target} it is lost.</source>
            <translation>रातो छक्काले जितेका गेम अंक गन्छ, कालो छक्काले हारेका: छक्कामा जति थोप्ला देखिन्छन्, त्यति नै अंक। +{target}मा खेल जित, -{target}मा हार।</translation>
        </message>
        <message>
            <source>{name}: the name plate says who deals, who holds the bid and the tricks won in this hand; a gold frame shows whose turn it is.</source>
            <translation>{name}: नामको पाटीले बाँड्ने को, बोली कससँग र यो बाजीमा जितेका हात देखाउँछ; सुनौलो घेराले कसको पालो देखाउँछ।</translation>
        </message>
        <message>
            <source>This hand: its number, the dealer, the bid and the target, the trump once you know it, the stake, and the card points each side has taken so far.</source>
            <translation>यो बाजी: यसको नम्बर, बाँड्ने, बोली र लक्ष्य, रङ (थाहा भएपछि), दाउ, र अहिलेसम्म हरेक टोलीले लिएका पत्तीका अंक।</translation>
        </message>
        <message>
            <source>Twenty-Nine is already running with the data folder {folder}. Switch to its window, or close it before starting Twenty-Nine again.</source>
            <translation>ट्वान्टी-नाइन पहिले नै डेटा फोल्डर {folder}सँग चलिरहेको छ। त्यसको विन्डोमा जानुहोस्, वा फेरि सुरु गर्नुअघि त्यसलाई बन्द गर्नुहोस्।</translation>
        </message>
        <message>
            <source>{part} of {whole} ({percent}%)</source>
            <translation>{whole} मध्ये {part} ({percent}%)</translation>
        </message>
        <message>
            <source>Computer ({level})</source>
            <translation>कम्प्युटर ({level})</translation>
        </message>
        <message>
            <source>Contracts made: {who}</source>
            <translation>बोली पुगेको: {who}</translation>
        </message>
        <message>
            <source>{total} ({n} of them in the match in progress)</source>
            <translation>{total} (तीमध्ये {n} चलिरहेको खेलमा)</translation>
        </message>
        <message>
            <source>Matches played</source>
            <translation>खेलिएका खेल</translation>
        </message>
        <message>
            <source>Matches won</source>
            <translation>जितेका खेल</translation>
        </message>
        <message>
            <source>Matches abandoned</source>
            <translation>अधुरो छाडिएका खेल</translation>
        </message>
        <message>
            <source>Hands played</source>
            <translation>खेलिएका बाजी</translation>
        </message>
        <message>
            <source>Average card points as bidders</source>
            <translation>बोली लगाउने टोलीको रूपमा पत्तीका औसत अंक</translation>
        </message>
        <message>
            <source>Average card points as defenders</source>
            <translation>रोक्ने टोलीको रूपमा पत्तीका औसत अंक</translation>
        </message>
        <message>
            <source>Doubled hands won</source>
            <translation>डबल भएका बाजी जितेको</translation>
        </message>
        <message>
            <source>Longest run of matches won</source>
            <translation>लगातार सबैभन्दा धेरै खेल जित</translation>
        </message>
        <message>
            <source>Your game points at the end of the last matches</source>
            <translation>अघिल्ला खेलहरूको अन्त्यमा तपाईंका गेम अंक</translation>
        </message>
        <message>
            <source>No finished match yet</source>
            <translation>अहिलेसम्म कुनै खेल सकिएको छैन</translation>
        </message>
        <message>
            <source>Figures of finished and abandoned matches; an abandoned match is counted as abandoned, not lost.</source>
            <translation>सकिएका र अधुरो छाडिएका खेलहरूको तथ्याङ्क; अधुरो छाडिएको खेल छाडिएकै गनिन्छ, हारेको होइन।</translation>
        </message>
        <message>
            <source>&amp;Reset…</source>
            <translation>रिसेट गर्नुहोस् (&amp;R)…</translation>
        </message>
        <message>
            <source>Your statistics cannot be read now ({why}).</source>
            <translation>तपाईंको तथ्याङ्क अहिले पढ्न सकिँदैन ({why})।</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>तथ्याङ्क रिसेट गर्नुहोस्</translation>
        </message>
        <message>
            <source>Reset all statistics? Every figure starts again from zero; the history of hands is kept.</source>
            <translation>सबै तथ्याङ्क रिसेट गर्ने? हरेक अङ्क फेरि शून्यबाट सुरु हुन्छ; बाजीहरूको इतिहास रहन्छ।</translation>
        </message>
        <message>
            <source>“{text}” had only just appeared: click it again if you meant it.</source>
            <translation>“{text}” भर्खरै देखिएको थियो: साँच्चै चाहनुहुन्छ भने फेरि क्लिक गर्नुहोस्।</translation>
        </message>
        <message>
            <source>You deal first, drawn by lot.</source>
            <translation>चिट्ठाबाट तय भयो: पहिलो बाजी तपाईं बाँड्नुहुन्छ।</translation>
        </message>
        <message>
            <source>{who} deals first, drawn by lot.</source>
            <translation>चिट्ठाबाट तय भयो: पहिलो बाजी {who}ले बाँड्नुहुन्छ।</translation>
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
            <source>Next</source>
            <translation>अर्को</translation>
        </message>
        <message>
            <source>Skip tutorial</source>
            <translation>पाठ छोड्नुहोस्</translation>
        </message>
        <message>
            <source>The point cards</source>
            <translation>अंकका पत्ती</translation>
        </message>
        <message>
            <source>Only eight cards score: each &lt;b&gt;Jack 3&lt;/b&gt;, each &lt;b&gt;Nine 2&lt;/b&gt;, each &lt;b&gt;Ace&lt;/b&gt; and &lt;b&gt;Ten 1&lt;/b&gt;: 28 points in the pack. In each suit the Jack is highest, then the Nine, the Ace, the Ten, the King, the Queen, the Eight and the Seven.</source>
            <translation>आठ वटा पत्तीमा मात्र अंक हुन्छ: हरेक &lt;b&gt;गुलाम 3&lt;/b&gt;, हरेक &lt;b&gt;नहला 2&lt;/b&gt;, हरेक &lt;b&gt;एक्का&lt;/b&gt; र &lt;b&gt;दहला 1&lt;/b&gt;: तासमा जम्मा 28 अंक। हरेक जातमा गुलाम सबैभन्दा ठूलो, त्यसपछि नहला, एक्का, दहला, बादशाह, बेगम, अट्ठा र सत्ता।</translation>
        </message>
        <message>
            <source>The bid</source>
            <translation>बोली</translation>
        </message>
        <message>
            <source>You have seen four of your eight cards. A bid says how many of the 28 points your side (you and North) will take. Your Jack and King of hearts are strong: &lt;b&gt;bid up to 18&lt;/b&gt;, then pass if the others go higher.</source>
            <translation>तपाईंले आफ्ना आठमध्ये चार पत्ती देख्नुभयो। बोलीले 28 मध्ये कति अंक तपाईंको टोली (तपाईं र उत्तर)ले लिन्छ भन्छ। तपाईंको पानको गुलाम र बादशाह बलिया छन्: &lt;b&gt;18 सम्म बोली लगाउनुहोस्&lt;/b&gt;, अरूले बढी भने पास गर्नुहोस्।</translation>
        </message>
        <message>
            <source>The hidden trump</source>
            <translation>लुकेको रङ</translation>
        </message>
        <message>
            <source>You won the bid, so you choose the trump: the suit that beats all others. It is set face down and nobody else knows it until it is revealed. Choose &lt;b&gt;hearts&lt;/b&gt;.</source>
            <translation>तपाईंले बोली जित्नुभयो, त्यसैले रङ तपाईं छान्नुहुन्छ: अरू सबै जातलाई काट्ने जात। त्यो घोप्टो राखिन्छ र नखुलेसम्म अरू कसैलाई थाहा हुँदैन। &lt;b&gt;पान&lt;/b&gt; छान्नुहोस्।</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>तपाईंको पहिलो चाल</translation>
        </message>
        <message>
            <source>All eight cards are dealt. You lead the first trick: the highest card of the suit led wins it, unless a trump is played once the trump is revealed. Play a card.</source>
            <translation>आठै पत्ती बाँडियो। पहिलो हात तपाईं सुरु गर्नुहुन्छ: चालिएको जातको सबैभन्दा ठूलो पत्तीले हात जित्छ, रङ खुलेपछि कसैले रङ नमारेसम्म। एउटा पत्ती चाल्नुहोस्।</translation>
        </message>
        <message>
            <source>Following suit</source>
            <translation>उही जात दिने</translation>
        </message>
        <message>
            <source>You must &lt;b&gt;follow suit&lt;/b&gt;: when you hold a card of the suit led you must play one. Only those cards are lit up.</source>
            <translation>&lt;b&gt;उही जात दिनुपर्छ&lt;/b&gt;: चालिएको जातको पत्ती छ भने त्यही चाल्नुपर्छ। ती पत्ती मात्र उज्यालो छन्।</translation>
        </message>
        <message>
            <source>Asking for the trump</source>
            <translation>रङ माग्ने</translation>
        </message>
        <message>
            <source>You have no card of the suit led. While the trump is hidden a trump wins nothing, so &lt;b&gt;ask for the trump&lt;/b&gt;: it is shown to everyone, and then you must play a trump if you have one.</source>
            <translation>चालिएको जातको कुनै पत्ती तपाईंसँग छैन। रङ लुकेको बेला रङको पत्तीले केही जित्दैन, त्यसैले &lt;b&gt;रङ माग्नुहोस्&lt;/b&gt;: त्यो सबैलाई देखाइन्छ, अनि रङ छ भने तपाईंले रङ चाल्नुपर्छ।</translation>
        </message>
        <message>
            <source>The pair</source>
            <translation>म्यारिज</translation>
        </message>
        <message>
            <source>You hold the &lt;b&gt;King and Queen of trumps&lt;/b&gt; and your side has just won a trick: &lt;b&gt;declare the pair&lt;/b&gt;. Your side's target goes down by 4, though not below the lowest bid (the opponents' pair would raise it by 4).</source>
            <translation>तपाईंसँग &lt;b&gt;रङको बादशाह र बेगम&lt;/b&gt; छन् र तपाईंको टोलीले भर्खर एउटा हात जित्यो: &lt;b&gt;म्यारिज देखाउनुहोस्&lt;/b&gt;। तपाईंको टोलीको लक्ष्य 4 ले घट्छ, तर सबैभन्दा सानो बोलीभन्दा तल होइन (विपक्षीको म्यारिजले 4 बढाउँथ्यो)।</translation>
        </message>
        <message>
            <source>Well done</source>
            <translation>स्याबास</translation>
        </message>
        <message>
            <source>That is a whole hand of Twenty-Nine. The summary shows the points each side took and whether the bid was made. Play the tutorial again from the Help menu whenever you like.</source>
            <translation>यो ट्वान्टी-नाइनको एउटा पूरा बाजी थियो। सारांशमा हरेक टोलीले कति अंक लियो र बोली पुग्यो कि पुगेन देखिन्छ। जहिले मन लाग्छ सहायता मेनुबाट पाठ फेरि खेल्नुहोस्।</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>सकियो</translation>
        </message>
        <message>
            <source>Tutorial: a guided hand</source>
            <translation>पाठ: निर्देशित एक बाजी</translation>
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
            <source>(the platform's settings folder)</source>
            <translation>(प्रणालीको सेटिङ फोल्डर)</translation>
        </message>
        <message>
            <source>Twenty-Nine {version}</source>
            <translation>ट्वान्टी-नाइन {version}</translation>
        </message>
        <message>
            <source>The partnership trick-taking card game of north India, Bangladesh and Nepal, offline: no ads, no accounts, no server.</source>
            <translation>उत्तर भारत, बंगलादेश र नेपालको जोडी बनाएर हात जित्ने तासको खेल, अफलाइन: विज्ञापन छैन, खाता छैन, सर्भर छैन।</translation>
        </message>
        <message>
            <source>Free software under the MIT licence. Card art: Adrian Kennard's public-domain (CC0) deck.</source>
            <translation>MIT इजाजतपत्रअन्तर्गत निःशुल्क सफ्टवेयर। पत्तीका चित्र: Adrian Kennard को पब्लिक-डोमेन (CC0) तास।</translation>
        </message>
        <message>
            <source>Settings are kept in {where}.</source>
            <translation>सेटिङ {where}मा राखिएको छ।</translation>
        </message>
        <message>
            <source>About Twenty-Nine</source>
            <translation>ट्वान्टी-नाइनबारे</translation>
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
            <translation>मानक</translation>
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
            <translation>रोक्ने टोलीले डबल र बोली लगाउने टोलीले रिडबल गर्न सक्छ; 'सेट' भए रोक्ने टोलीले पूरै खेल दाउमा राख्न सक्छ।</translation>
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
            <translation>बोलीमा पहिलो वा दोस्रो पालो भएको खेलाडीसँग अंकको पत्ती नभए, वा सातौँ पत्ती रङ भई त्यही बोली लगाउनेको त्यो जातको एक मात्र अंकको पत्ती भए फेरि बाँड्ने।</translation>
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
