<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
    <context>
        <name />
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
            <source>The language of the program; it changes when you press OK, also during a match.</source>
            <translation>प्रोग्राम की भाषा; ठीक है दबाने पर बदलती है, मैच के बीच में भी।</translation>
        </message>
        <message>
            <source>As the system, else English</source>
            <translation>सिस्टम के अनुसार, वरना अंग्रेज़ी</translation>
        </message>
        <message>
            <source>Suit colours</source>
            <translation>सूट के रंग</translation>
        </message>
        <message>
            <source>Four colours tell the suits apart at a glance: spades black, hearts red, diamonds blue, clubs green.</source>
            <translation>चार रंगों से एक नज़र में सूट पहचाने जाते हैं: हुकुम काला, पान लाल, ईंट नीला, चिड़ी हरा।</translation>
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
            <translation>बड़े पत्ते आपके अपने पत्तों को बड़ा और पढ़ने में आसान बनाते हैं।</translation>
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
            <source>Hints</source>
            <translation>संकेत</translation>
        </message>
        <message>
            <source>A Hint button (H) on your turn shows what the Hard player would do.</source>
            <translation>आपकी बारी पर संकेत बटन (H) दिखाता है कि कठिन खिलाड़ी क्या करता।</translation>
        </message>
        <message>
            <source>On</source>
            <translation>चालू</translation>
        </message>
        <message>
            <source>Play a forced card by itself</source>
            <translation>अकेला चलने लायक़ पत्ता अपने आप चलना</translation>
        </message>
        <message>
            <source>When only one of your cards may be played, it is shown chosen for a moment and then played for you.</source>
            <translation>जब आपका एक ही पत्ता चला जा सकता है, वह एक पल चुना हुआ दिखता है और फिर आपकी ओर से चला जाता है।</translation>
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
            <source>You</source>
            <translation>आप</translation>
        </message>
        <message>
            <source>You play {card}</source>
            <translation>आपने {card} चला</translation>
        </message>
        <message>
            <source>{who} plays {card}</source>
            <translation>{who} ने {card} चला</translation>
        </message>
        <message>
            <source>Bid advisor</source>
            <translation>बोली सलाहकार</translation>
        </message>
        <message>
            <source>The advisor helps in the auction: it shows the chance of making each bid from your first four cards.</source>
            <translation>बोली में सलाह: आपके पहले चार पत्तों से हर बोली पूरी होने की संभावना दिखाता है।</translation>
        </message>
        <message>
            <source>Working out your chances…</source>
            <translation>आपकी संभावना निकाली जा रही है…</translation>
        </message>
        <message>
            <source>No advice this time: {why}</source>
            <translation>इस बार कोई सलाह नहीं: {why}</translation>
        </message>
        <message>
            <source>Chance of making each bid with the best trump, from your four cards:</source>
            <translation>सबसे अच्छे रंग के साथ हर बोली पूरी होने की संभावना, आपके चार पत्तों से:</translation>
        </message>
        <message>
            <source>Chance of making each bid with the best trump ({n} sampled deals):</source>
            <translation>सबसे अच्छे रंग के साथ हर बोली पूरी होने की संभावना ({n} नमूना बँटाई):</translation>
        </message>
        <message>
            <source>{bid} in {suit}</source>
            <translation>{suit} में {bid}</translation>
        </message>
        <message>
            <source>The Hard player would: &lt;b&gt;{what}&lt;/b&gt;</source>
            <translation>कठिन खिलाड़ी यह करता: &lt;b&gt;{what}&lt;/b&gt;</translation>
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
            <source>Jack of {suit}</source>
            <translation>{suit} का गुलाम</translation>
        </message>
        <message>
            <source>Nine of {suit}</source>
            <translation>{suit} का नहला</translation>
        </message>
        <message>
            <source>Ace of {suit}</source>
            <translation>{suit} का इक्का</translation>
        </message>
        <message>
            <source>Ten of {suit}</source>
            <translation>{suit} का दहला</translation>
        </message>
        <message>
            <source>King of {suit}</source>
            <translation>{suit} का बादशाह</translation>
        </message>
        <message>
            <source>Queen of {suit}</source>
            <translation>{suit} की बेगम</translation>
        </message>
        <message>
            <source>Eight of {suit}</source>
            <translation>{suit} का अट्ठा</translation>
        </message>
        <message>
            <source>Seven of {suit}</source>
            <translation>{suit} का सत्ता</translation>
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
            <source>Your trump: {suit}</source>
            <translation>आपका रंग: {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>रंग: {suit}</translation>
        </message>
        <message>
            <source>&amp;Claim the rest of the tricks</source>
            <translation>बाकी हाथों का दावा करें (&amp;C)</translation>
        </message>
        <message>
            <source>When every remaining trick is surely yours, whatever the others hold (C)</source>
            <translation>जब बाकी सब हाथ पक्के आपके हैं, दूसरों के पास कुछ भी हो (C)</translation>
        </message>
        <message>
            <source>Claim accepted: the rest of the tricks are yours.</source>
            <translation>दावा माना गया: बाकी हाथ आपके हैं।</translation>
        </message>
        <message>
            <source>Your only legal card, the {card}, is played for you.</source>
            <translation>आपका अकेला चलने लायक़ पत्ता, {card}, आपकी ओर से चला गया।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps) and double.</source>
            <translation>कंप्यूटर खिलाड़ी पेयर (रंग का बादशाह और बेगम) दिखा सकते हैं और डबल कर सकते हैं।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps), but do not double.</source>
            <translation>कंप्यूटर खिलाड़ी पेयर (रंग का बादशाह और बेगम) दिखा सकते हैं, पर डबल नहीं करते।</translation>
        </message>
        <message>
            <source>Computer players may double, but do not declare the pair (King and Queen of trumps).</source>
            <translation>कंप्यूटर खिलाड़ी डबल कर सकते हैं, पर पेयर (रंग का बादशाह और बेगम) नहीं दिखाते।</translation>
        </message>
        <message>
            <source>Computer players do not declare the pair (King and Queen of trumps) or double.</source>
            <translation>कंप्यूटर खिलाड़ी न पेयर (रंग का बादशाह और बेगम) दिखाते हैं, न डबल करते हैं।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps) and double</source>
            <translation>कंप्यूटर खिलाड़ी पेयर (रंग का बादशाह और बेगम) दिखा सकें और डबल कर सकें</translation>
        </message>
        <message>
            <source>Your settings could not be saved ({error}). They apply until you close Twenty-Nine.</source>
            <translation>आपकी सेटिंग्स सहेजी नहीं जा सकीं ({error})। ट्वेंटी-नाइन बंद करने तक ये लागू रहेंगी।</translation>
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
            <translation>पत्ते काटने के लिए कुछ भी लिखें, या खाली छोड़ दें: तब माउस काटेगा (आप "अगली बाज़ी" पर कहाँ और कब क्लिक करते हैं)। पत्ते फ़िंगरप्रिंट से तय गुप्त कोड और आपके काटने से आते हैं, इसलिए उन्हें कोई नहीं चुन सकता था।</translation>
        </message>
        <message>
            <source>The fingerprint of the next deal: a hash of a secret the program drew before the deal. After the hand, Check this deal shows the secret and that it gives this fingerprint. The whole fingerprint: {hex}</source>
            <translation>अगली बँटाई का फ़िंगरप्रिंट: बँटाई से पहले प्रोग्राम के चुने गुप्त कोड का हैश। बाज़ी के बाद "यह बँटाई जाँचें" गुप्त कोड दिखाता है, और यह कि उससे यही फ़िंगरप्रिंट बनता है। पूरा फ़िंगरप्रिंट: {hex}</translation>
        </message>
        <message>
            <source>Next deal's fingerprint:</source>
            <translation>अगली बँटाई का फ़िंगरप्रिंट:</translation>
        </message>
        <message>
            <source>Cut (optional): type anything, or let the mouse cut</source>
            <translation>काटना (चाहें तो): कुछ भी लिखें, या माउस को काटने दें</translation>
        </message>
        <message>
            <source>no cut: this hand was dealt as soon as its fingerprint was shown</source>
            <translation>काटा नहीं गया: फ़िंगरप्रिंट दिखाते ही यह बाज़ी बाँटी गई</translation>
        </message>
        <message>
            <source>the mouse of {who} (at {pos}, {ms} ms after the fingerprint appeared)</source>
            <translation>{who} का माउस ({pos} पर, फ़िंगरप्रिंट दिखने के {ms} ms बाद)</translation>
        </message>
        <message>
            <source>{who} typed “{text}”</source>
            <translation>{who} ने “{text}” लिखा</translation>
        </message>
        <message>
            <source>{n} bytes from the program of {who}</source>
            <translation>{who} के प्रोग्राम से {n} बाइट</translation>
        </message>
        <message>
            <source>This hand was set up as a position, not dealt: there is no deal to check.</source>
            <translation>यह बाज़ी एक स्थिति के रूप में रखी गई थी, बाँटी नहीं गई: जाँचने को कोई बँटाई नहीं है।</translation>
        </message>
        <message>
            <source>This hand was deal {n}, chosen by its number (or dealt before this version kept the secrets of deals): no secret was drawn for it.</source>
            <translation>यह बाज़ी बँटाई {n} थी, नंबर से चुनी गई (या इस संस्करण से पहले बाँटी गई, जब बँटाई के गुप्त कोड नहीं रखे जाते थे): इसके लिए कोई गुप्त कोड नहीं चुना गया।</translation>
        </message>
        <message>
            <source>Deal {n} gives exactly the cards that were dealt.</source>
            <translation>बँटाई {n} से ठीक वही पत्ते आते हैं जो बाँटे गए थे।</translation>
        </message>
        <message>
            <source>Deal {n} does NOT give the cards that were dealt.</source>
            <translation>बँटाई {n} से वे पत्ते नहीं आते जो बाँटे गए थे।</translation>
        </message>
        <message>
            <source>Shown before the deal, the fingerprint: {fp}</source>
            <translation>बँटाई से पहले दिखाया गया फ़िंगरप्रिंट: {fp}</translation>
        </message>
        <message>
            <source>Revealed now, the secret: {secret}</source>
            <translation>अब खोला गया गुप्त कोड: {secret}</translation>
        </message>
        <message>
            <source>The cut: {cut}</source>
            <translation>काटना: {cut}</translation>
        </message>
        <message>
            <source>The secret matches the fingerprint shown before the deal.</source>
            <translation>गुप्त कोड बँटाई से पहले दिखाए गए फ़िंगरप्रिंट से मेल खाता है।</translation>
        </message>
        <message>
            <source>The secret does NOT match the fingerprint shown before the deal.</source>
            <translation>गुप्त कोड बँटाई से पहले दिखाए गए फ़िंगरप्रिंट से मेल नहीं खाता।</translation>
        </message>
        <message>
            <source>The secret and the cut give deal number {n}.</source>
            <translation>गुप्त कोड और काटने से बँटाई नंबर {n} बनता है।</translation>
        </message>
        <message>
            <source>The secret and the cut give deal number {m}, not this hand's number {n}.</source>
            <translation>गुप्त कोड और काटने से बँटाई नंबर {m} बनता है, इस बाज़ी का नंबर {n} नहीं।</translation>
        </message>
        <message>
            <source>Shuffled and dealt from {dealer}, deal {n} gives exactly the cards that were dealt.</source>
            <translation>फेंटकर {dealer} से बाँटने पर बँटाई {n} से ठीक वही पत्ते आते हैं जो बाँटे गए थे।</translation>
        </message>
        <message>
            <source>This deal does not check. Please save this hand for a report and send it.</source>
            <translation>यह बँटाई जाँच में सही नहीं निकली। कृपया यह बाज़ी रिपोर्ट के लिए सहेजें और भेजें।</translation>
        </message>
        <message>
            <source>This deal checks: the program fixed its secret when it showed the fingerprint, and the cut came after, so nobody could choose these cards.</source>
            <translation>यह बँटाई सही है: प्रोग्राम ने फ़िंगरप्रिंट दिखाते समय अपना गुप्त कोड तय कर दिया था, और काटना उसके बाद हुआ, इसलिए ये पत्ते कोई नहीं चुन सकता था।</translation>
        </message>
        <message>
            <source>This deal checks: the cards are those of the secret fixed when the fingerprint was shown. This hand had no cut, so it shows only that the secret was not changed after that.</source>
            <translation>यह बँटाई सही है: पत्ते उसी गुप्त कोड के हैं जो फ़िंगरप्रिंट दिखाते समय तय था। इस बाज़ी में काटना नहीं हुआ, इसलिए इससे केवल यह पता चलता है कि उसके बाद गुप्त कोड बदला नहीं गया।</translation>
        </message>
        <message>
            <source>The cards dealt:</source>
            <translation>बाँटे गए पत्ते:</translation>
        </message>
        <message>
            <source>How the program deals is written out exactly in docs/DEALING.md, with an example, so that you can check a deal with your own code.</source>
            <translation>प्रोग्राम कैसे बाँटता है, यह docs/DEALING.md में एक उदाहरण के साथ ठीक-ठीक लिखा है, ताकि आप अपने कोड से कोई भी बँटाई जाँच सकें।</translation>
        </message>
        <message>
            <source>Check this deal: hand {n}</source>
            <translation>यह बँटाई जाँचें: बाज़ी {n}</translation>
        </message>
        <message>
            <source>&amp;Check this deal…</source>
            <translation>यह बँटाई जाँचें (&amp;C)…</translation>
        </message>
        <message>
            <source>Save this hand for a re&amp;port</source>
            <translation>रिपोर्ट के लिए यह बाज़ी सहेजें (&amp;P)</translation>
        </message>
        <message>
            <source>One file with this hand's record, the program's version, the rules and the deal's secret and cut, to send with a question; its folder opens.</source>
            <translation>एक फ़ाइल: इस बाज़ी का रिकॉर्ड, प्रोग्राम का संस्करण, नियम, और बँटाई का गुप्त कोड व काटना, किसी सवाल के साथ भेजने के लिए; उसका फ़ोल्डर खुल जाता है।</translation>
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
            <source>deal {n}</source>
            <translation>बँटाई {n}</translation>
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
            <source>Reveals the trump</source>
            <translation>रंग खोला</translation>
        </message>
        <message>
            <source>Trump, please?</source>
            <translation>रंग दिखाइए?</translation>
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
            <source>Single hand!</source>
            <translation>सिंगल हैंड!</translation>
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
            <source>Asked for the trump (trick {n}): {suit}</source>
            <translation>रंग पूछा (हाथ {n}): {suit}</translation>
        </message>
        <message>
            <source>Revealed the trump (trick {n}): {suit}</source>
            <translation>रंग खोला (हाथ {n}): {suit}</translation>
        </message>
        <message>
            <source>Trump turned up (trick {n}): {suit}</source>
            <translation>रंग अपने आप खुला (हाथ {n}): {suit}</translation>
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
            <source>Deal's fingerprint:</source>
            <translation>इस बँटाई का फ़िंगरप्रिंट:</translation>
        </message>
        <message>
            <source>Hand {n}   (match to ±{target})</source>
            <translation>बाज़ी {n}   (मैच ±{target} तक)</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>बँटाई {n}</translation>
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
            <translation>रोकने वाली टीम{yours}: {points}</translation>
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
            <source>including the point for the last trick</source>
            <translation>आख़िरी हाथ के अंक समेत</translation>
        </message>
        <message>
            <source>Match score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>मैच स्कोर: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>The trump was never revealed.</source>
            <translation>रंग एक बार भी नहीं खुला।</translation>
        </message>
        <message>
            <source>The trump was revealed in trick {n}.</source>
            <translation>रंग हाथ {n} में खुला।</translation>
        </message>
        <message>
            <source>You revealed the trump in trick {n}.</source>
            <translation>आपने हाथ {n} में रंग खोला।</translation>
        </message>
        <message>
            <source>{who} revealed the trump in trick {n}.</source>
            <translation>{who} ने हाथ {n} में रंग खोला।</translation>
        </message>
        <message>
            <source>You asked for the trump in trick {n}.</source>
            <translation>आपने हाथ {n} में रंग पूछा।</translation>
        </message>
        <message>
            <source>{who} asked for the trump in trick {n}.</source>
            <translation>{who} ने हाथ {n} में रंग पूछा।</translation>
        </message>
        <message>
            <source> (pair shown by you)</source>
            <translation> (आपने पेयर दिखाया)</translation>
        </message>
        <message>
            <source> (pair shown by {who})</source>
            <translation> (पेयर दिखाया {who} ने)</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Welcome to Twenty-Nine&lt;/h2&gt;&lt;p&gt;You sit at the bottom of the table; your partner sits opposite you, and the computer plays the other three seats. Bid for the right to choose trumps, then win tricks holding Jacks, Nines, Aces and Tens: the side that wins the bidding needs at least as many card points as it bid.&lt;/p&gt;&lt;p&gt;No account, no server, no ads: the game runs on this computer, and family can join it from theirs at home.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;ट्वेंटी-नाइन में स्वागत है&lt;/h2&gt;&lt;p&gt;स्क्रीन पर मेज़ के निचले किनारे वाली जगह आपकी है; आपका साथी आपके सामने बैठा है, और बाकी तीन जगहों पर कंप्यूटर खेलता है। रंग चुनने के अधिकार के लिए बोली लगाएँ, फिर गुलाम, नहला, इक्का और दहला वाले हाथ जीतें: बोली जीतने वाली टीम को कम से कम अपनी बोली जितने पत्तों के अंक चाहिए।&lt;/p&gt;&lt;p&gt;न खाता, न सर्वर, न विज्ञापन: खेल इसी कंप्यूटर पर चलता है, और घर के लोग अपने कंप्यूटर से जुड़ सकते हैं।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Welcome to Twenty-Nine</source>
            <translation>ट्वेंटी-नाइन में स्वागत है</translation>
        </message>
        <message>
            <source>Play a first match</source>
            <translation>पहला मैच खेलें</translation>
        </message>
        <message>
            <source>Start the tutorial</source>
            <translation>पाठ शुरू करें</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>कैसे खेलें</translation>
        </message>
        <message>
            <source>The tutorial could not start ({why}).</source>
            <translation>पाठ शुरू नहीं हो सका ({why})।</translation>
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
            <source>Could not write {path}: {error}</source>
            <translation>{path} नहीं लिखा जा सका: {error}</translation>
        </message>
        <message>
            <source>Report of hand {n} written to {path}</source>
            <translation>बाज़ी {n} की रिपोर्ट {path} में लिखी गई</translation>
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
            <source>Hand record written to {path}</source>
            <translation>बाज़ी का रिकॉर्ड लिखा गया: {path}</translation>
        </message>
        <message>
            <source>Trick {n}: {who} asked for the trump: {trump}</source>
            <translation>हाथ {n}: रंग पूछने वाले {who}: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump revealed by you, the bidder: {trump}</source>
            <translation>हाथ {n}: बोली वाले आपने रंग खोला: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump revealed by the bidder, {who}: {trump}</source>
            <translation>हाथ {n}: बोली वाले {who} ने रंग खोला: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump turned up for {who}: {trump}</source>
            <translation>हाथ {n}: {who} की बारी पर रंग अपने आप खुला: {trump}</translation>
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
            <translation>अनुबंध: {who}, {bid}</translation>
        </message>
        <message>
            <source>Trump: the seventh card of {who}, face down</source>
            <translation>रंग: {who} का सातवाँ पत्ता, उल्टा रखा</translation>
        </message>
        <message>
            <source>Trump set face down by {who}: {trump} (only you know it)</source>
            <translation>रंग उल्टा रखने वाले {who}: {trump} (सिर्फ़ आप जानते हैं)</translation>
        </message>
        <message>
            <source>Trump set face down by {who}</source>
            <translation>रंग उल्टा रखने वाले: {who}</translation>
        </message>
        <message>
            <source>Double: {side}</source>
            <translation>डबल: {side}</translation>
        </message>
        <message>
            <source>Redouble: {side}</source>
            <translation>रीडबल: {side}</translation>
        </message>
        <message>
            <source>Set: {side}</source>
            <translation>सेट: {side}</translation>
        </message>
        <message>
            <source>Single hand: {who}</source>
            <translation>सिंगल हैंड: {who}</translation>
        </message>
        <message>
            <source>Pair (King and Queen of trumps) shown by {who}: target now {target}</source>
            <translation>पेयर (रंग का बादशाह और बेगम) दिखाने वाले {who}: लक्ष्य अब {target}</translation>
        </message>
        <message>
            <source>Trick {n}: {cards}, won by {who} (+{points})</source>
            <translation>हाथ {n}: {cards}, जीतने वाले {who} (+{points})</translation>
        </message>
        <message>
            <source>Hand log</source>
            <translation>बाज़ी का ब्योरा</translation>
        </message>
        <message>
            <source>Hand &amp;log</source>
            <translation>बाज़ी का ब्योरा (&amp;L)</translation>
        </message>
        <message>
            <source>The bids, the trump, the doubles and each trick of this hand</source>
            <translation>इस बाज़ी की बोलियाँ, रंग, डबल और हर हाथ</translation>
        </message>
        <message>
            <source>The auction begins.</source>
            <translation>बोली शुरू हुई।</translation>
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
            <translation>जारी है</translation>
        </message>
        <message>
            <source>made {a}-{b}</source>
            <translation>बनी {a}-{b}</translation>
        </message>
        <message>
            <source>lost {a}-{b}</source>
            <translation>हारी {a}-{b}</translation>
        </message>
        <message>
            <source>this match, in progress: {s}</source>
            <translation>यह मैच, जारी है: {s}</translation>
        </message>
        <message>
            <source>abandoned: {s}</source>
            <translation>अधूरा छोड़ा: {s}</translation>
        </message>
        <message>
            <source>won by you and your partner</source>
            <translation>आप और आपके साथी जीते</translation>
        </message>
        <message>
            <source>won by the opponents</source>
            <translation>विरोधी जीते</translation>
        </message>
        <message>
            <source>won by {w}</source>
            <translation>{w} जीते</translation>
        </message>
        <message>
            <source>{n} by {who}</source>
            <translation>{n}, {who} की</translation>
        </message>
        <message>
            <source>single hand by {who}</source>
            <translation>सिंगल हैंड, {who}</translation>
        </message>
        <message>
            <source>trump {s}</source>
            <translation>रंग {s}</translation>
        </message>
        <message>
            <source>doubled</source>
            <translation>डबल</translation>
        </message>
        <message>
            <source>redoubled</source>
            <translation>रीडबल</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>तारीख़</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>बँटाई</translation>
        </message>
        <message>
            <source>Game points</source>
            <translation>गेम पॉइंट</translation>
        </message>
        <message>
            <source>History</source>
            <translation>इतिहास</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>दोबारा देखें (&amp;R)</translation>
        </message>
        <message>
            <source>Export &amp;hand…</source>
            <translation>बाज़ी निर्यात (&amp;H)…</translation>
        </message>
        <message>
            <source>Export &amp;match…</source>
            <translation>मैच निर्यात (&amp;M)…</translation>
        </message>
        <message>
            <source>How well did I &amp;play?…</source>
            <translation>मैंने कैसा &amp;खेला?…</translation>
        </message>
        <message>
            <source>Your hands of this match played again by the Hard computer on the same cards</source>
            <translation>इस मैच की आपकी बाज़ियाँ उन्हीं पत्तों से कठिन कंप्यूटर दोबारा खेलता है</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>बंद करें</translation>
        </message>
        <message>
            <source>Double-click to replay this hand</source>
            <translation>यह बाज़ी दोबारा देखने के लिए डबल-क्लिक करें</translation>
        </message>
        <message>
            <source>being played</source>
            <translation>खेली जा रही है</translation>
        </message>
        <message>
            <source>No hand has been played yet.</source>
            <translation>अभी तक कोई बाज़ी नहीं खेली गई।</translation>
        </message>
        <message>
            <source>{n} kept match file(s) could not be read and are left out.</source>
            <translation>रखी गई {n} मैच फ़ाइलें पढ़ी नहीं जा सकीं, उन्हें छोड़ दिया गया।</translation>
        </message>
        <message>
            <source>Double-click a hand to replay it, all four hands face up.</source>
            <translation>किसी बाज़ी को दोबारा देखने के लिए डबल-क्लिक करें, चारों के पत्ते खुले रहेंगे।</translation>
        </message>
        <message>
            <source>hand {n}</source>
            <translation>बाज़ी {n}</translation>
        </message>
        <message>
            <source>Export hand</source>
            <translation>बाज़ी निर्यात करें</translation>
        </message>
        <message>
            <source>Export match</source>
            <translation>मैच निर्यात करें</translation>
        </message>
        <message>
            <source>Match records (*.json)</source>
            <translation>मैच के रिकॉर्ड (*.json)</translation>
        </message>
        <message>
            <source>Could not write {p}: {e}</source>
            <translation>{p} नहीं लिखा जा सका: {e}</translation>
        </message>
        <message>
            <source>Written to {p}</source>
            <translation>लिखा गया: {p}</translation>
        </message>
        <message>
            <source>Choose a card of your hand (only the playable ones on your turn)</source>
            <translation>अपने पत्तों में से एक चुनें (आपकी बारी पर सिर्फ़ चलने लायक़)</translation>
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
            <source>Hint: what the Hard player would do in your place</source>
            <translation>संकेत: आपकी जगह कठिन खिलाड़ी क्या करता</translation>
        </message>
        <message>
            <source>Hold the bid (duel auction, when hints are switched off)</source>
            <translation>बोली पर टिकें (आमने-सामने बोली, जब संकेत बंद हों)</translation>
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
            <source>Claim the rest of the tricks (when they are surely yours)</source>
            <translation>बाकी हाथों का दावा करें (जब वे पक्के आपके हों)</translation>
        </message>
        <message>
            <source>In the hand summary: the next deal</source>
            <translation>बाज़ी के सार में: अगली बाज़ी</translation>
        </message>
        <message>
            <source>Take back your last move (practice match)</source>
            <translation>अपनी पिछली चाल वापस लें (अभ्यास मैच)</translation>
        </message>
        <message>
            <source>Play a deal by number</source>
            <translation>नंबर से एक बँटाई खेलें</translation>
        </message>
        <message>
            <source>Open a hand record</source>
            <translation>बाज़ी का रिकॉर्ड खोलें</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>आँकड़े</translation>
        </message>
        <message>
            <source>Settings (language, four-colour deck, large cards, text size)</source>
            <translation>सेटिंग्स (भाषा, चार रंग की गड्डी, बड़े पत्ते, अक्षरों का आकार)</translation>
        </message>
        <message>
            <source>Rules in force</source>
            <translation>लागू नियम</translation>
        </message>
        <message>
            <source>Open or fold the hand log</source>
            <translation>बाज़ी का ब्योरा खोलें या समेटें</translation>
        </message>
        <message>
            <source>Full screen</source>
            <translation>पूरी स्क्रीन</translation>
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
            <source>Quit (the match is kept for the next start)</source>
            <translation>बंद करें (मैच अगली बार के लिए रखा रहता है)</translation>
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
            <source>Last trick: won by you (+{points})</source>
            <translation>पिछला हाथ: आपने जीता (+{points})</translation>
        </message>
        <message>
            <source>Last trick: won by {who} (+{points})</source>
            <translation>पिछला हाथ: {who} ने जीता (+{points})</translation>
        </message>
        <message>
            <source>less than 1 in 10</source>
            <translation>10 में से 1 बार से भी कम</translation>
        </message>
        <message>
            <source>more than 9 in 10</source>
            <translation>10 में से 9 बार से भी ज़्यादा</translation>
        </message>
        <message>
            <source>about {n} in 10</source>
            <translation>10 में से लगभग {n} बार</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>आपका साथी</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>खेलते रहें</translation>
        </message>
        <message>
            <source>Bid {n}</source>
            <translation>बोली {n}</translation>
        </message>
        <message>
            <source>Trump {suit}</source>
            <translation>रंग {suit}</translation>
        </message>
        <message>
            <source>Set the {card} face down</source>
            <translation>{card} उल्टा रखें</translation>
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
            <source>Declare the pair</source>
            <translation>पेयर दिखाएँ</translation>
        </message>
        <message>
            <source>Let it go by and play on.</source>
            <translation>छोड़ दें और खेलते रहें।</translation>
        </message>
        <message>
            <source>Call the seventh card: no suit of your four is strong enough to name.</source>
            <translation>सातवाँ पत्ता बोलें: आपके चार पत्तों का कोई सूट इतना मज़बूत नहीं कि उसे रंग बनाया जाए।</translation>
        </message>
        <message>
            <source>Name {suit} as trump: {chance} to make {bid}.</source>
            <translation>{suit} को रंग बनाएँ: {bid} की बोली {chance} पूरी होती है।</translation>
        </message>
        <message>
            <source>Make {suit} trump: {count} of your cards are {suit}, worth {points} points.</source>
            <translation>{suit} को रंग बनाएँ: आपके {count} पत्ते {suit} के हैं, {points} अंक के।</translation>
        </message>
        <message>
            <source>Double: the bidders look likely to fall short.</source>
            <translation>डबल: बोली वाली टीम शायद पीछे रह जाएगी।</translation>
        </message>
        <message>
            <source>Redouble: your side looks likely to make the contract.</source>
            <translation>रीडबल: आपकी टीम शायद बोली पूरी करेगी।</translation>
        </message>
        <message>
            <source>Call set: the bidders look very likely to fail.</source>
            <translation>सेट बोलें: बोली वाली टीम का हारना लगभग तय है।</translation>
        </message>
        <message>
            <source>Pass: raising the stake would risk more than it wins.</source>
            <translation>पास: दाँव बढ़ाने में जीत से ज़्यादा जोखिम है।</translation>
        </message>
        <message>
            <source>Declare the pair: your King and Queen of trumps move the target by 4.</source>
            <translation>पेयर दिखाएँ: रंग का बादशाह और बेगम लक्ष्य को 4 से बदल देते हैं।</translation>
        </message>
        <message>
            <source>Play a single hand: your cards look strong enough to take every trick.</source>
            <translation>सिंगल हैंड खेलें: आपके पत्ते हर हाथ जीतने लायक मज़बूत लगते हैं।</translation>
        </message>
        <message>
            <source>Ask for the trump: {seat} is taking this trick ({points} points).</source>
            <translation>रंग पूछें: यह हाथ {seat} ले रहा है ({points} अंक)।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump.</source>
            <translation>आपके पास वह सूट नहीं: रंग पूछें।</translation>
        </message>
        <message>
            <source>Lead your {card}: drawing trumps protects your side's point cards.</source>
            <translation>अपना {card} पहले चलें: रंग निकलवाने से आपकी टीम के अंक वाले पत्ते बचते हैं।</translation>
        </message>
        <message>
            <source>Lead your {card}: it is the highest card left in its suit.</source>
            <translation>अपना {card} पहले चलें: इस सूट का यही सबसे बड़ा बचा पत्ता है।</translation>
        </message>
        <message>
            <source>Lead your {card}: a low card gives nothing away.</source>
            <translation>अपना {card} पहले चलें: छोटा पत्ता कुछ नहीं गँवाता।</translation>
        </message>
        <message>
            <source>Lead your {card}.</source>
            <translation>अपना {card} पहले चलें।</translation>
        </message>
        <message>
            <source>Your partner is winning this trick: give them your {card}.</source>
            <translation>आपका साथी यह हाथ जीत रहा है: उसे अपना {card} दें।</translation>
        </message>
        <message>
            <source>Your partner is winning this trick: keep your good cards, play the {card}.</source>
            <translation>आपका साथी यह हाथ जीत रहा है: अच्छे पत्ते बचाएँ, {card} चलें।</translation>
        </message>
        <message>
            <source>Trump it with your {card}: this trick is worth {points} points.</source>
            <translation>अपने {card} से रंग मारें: यह हाथ {points} अंक का है।</translation>
        </message>
        <message>
            <source>Take the trick over from {seat} with your {card}.</source>
            <translation>अपने {card} से {seat} से हाथ छीन लें।</translation>
        </message>
        <message>
            <source>Win the trick with your {card}: it beats {seat}'s {beaten}.</source>
            <translation>अपने {card} से हाथ जीतें: यह {seat} के {beaten} को काटता है।</translation>
        </message>
        <message>
            <source>Play your {card}: it beats {seat}'s {beaten} for now.</source>
            <translation>अपना {card} चलें: अभी यह {seat} के {beaten} को काटता है।</translation>
        </message>
        <message>
            <source>{seat} is winning and the trick is not worth a trump: throw the {card}.</source>
            <translation>{seat} जीत रहा है और यह हाथ रंग मारने लायक नहीं: {card} फेंक दें।</translation>
        </message>
        <message>
            <source>You cannot beat {seat}'s {beaten}: give away as little as possible, the {card}.</source>
            <translation>{seat} के {beaten} को नहीं काट सकते: जितना कम हो सके दें, {card}।</translation>
        </message>
        <message>
            <source>Bid {bid}: {chance} to make {bid} with {suit} as trump.</source>
            <translation>बोली {bid}: {suit} रंग होने पर {bid} की बोली {chance} पूरी होती है।</translation>
        </message>
        <message>
            <source>Bid {bid}: your cards are strong in {suit}.</source>
            <translation>बोली {bid}: {suit} में आपके पत्ते मज़बूत हैं।</translation>
        </message>
        <message>
            <source>Hold {bid}: {chance} to make {bid} with {suit} as trump.</source>
            <translation>{bid} पर टिकें: {suit} रंग होने पर {bid} की बोली {chance} पूरी होती है।</translation>
        </message>
        <message>
            <source>Hold {bid}: your cards are strong in {suit}.</source>
            <translation>{bid} पर टिकें: {suit} में आपके पत्ते मज़बूत हैं।</translation>
        </message>
        <message>
            <source>Pass: you have no point card among your four.</source>
            <translation>पास: आपके चार पत्तों में कोई अंक वाला पत्ता नहीं।</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid.</source>
            <translation>पास: बोली आपके साथी के पास है।</translation>
        </message>
        <message>
            <source>Bid {bid}: your cards alone give only {chance} to make {bid} with {suit} as trump, but the Hard player finds the bid worth the risk here.</source>
            <translation>बोली {bid}: सिर्फ़ आपके पत्तों से {suit} रंग होने पर {bid} की बोली {chance} ही पूरी होती है, पर कठिन खिलाड़ी को यहाँ यह जोखिम लेने लायक लगता है।</translation>
        </message>
        <message>
            <source>Pass: only {chance} to make {bid} with {suit} as trump.</source>
            <translation>पास: {suit} रंग होने पर भी {bid} की बोली {chance} ही पूरी होती है।</translation>
        </message>
        <message>
            <source>Pass: your cards are not strong enough for {bid}.</source>
            <translation>पास: {bid} के लिए आपके पत्ते काफ़ी मज़बूत नहीं।</translation>
        </message>
        <message>
            <source>Pass: your cards alone give {chance} to make {bid} with {suit} as trump, but the Hard player finds the bid too risky here.</source>
            <translation>पास: सिर्फ़ आपके पत्तों से {suit} रंग होने पर {bid} की बोली {chance} पूरी होती है, पर कठिन खिलाड़ी को यहाँ यह बोली बहुत जोखिम भरी लगती है।</translation>
        </message>
        <message>
            <source>This is what the Hard player would do.</source>
            <translation>कठिन खिलाड़ी यही करता।</translation>
        </message>
        <message>
            <source>No hint this time: {why}</source>
            <translation>इस बार कोई संकेत नहीं: {why}</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>सोच रहा है…</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>संकेत</translation>
        </message>
        <message>
            <source>What the Hard player would do in your place, and why (H)</source>
            <translation>आपकी जगह कठिन खिलाड़ी क्या करता, और क्यों (H)</translation>
        </message>
        <message>
            <source>&amp;Undo my last move</source>
            <translation>मेरी पिछली चाल वापस लें (&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Review this hand…</source>
            <translation>इस बाज़ी की समीक्षा (&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Bid advisor</source>
            <translation>बोली सलाहकार (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Tutorial: a guided hand</source>
            <translation>पाठ: मार्गदर्शन के साथ एक बाज़ी (&amp;T)</translation>
        </message>
        <message>
            <source>Practice match: Ctrl+Z takes back your last move</source>
            <translation>अभ्यास मैच: Ctrl+Z आपकी पिछली चाल वापस लेता है</translation>
        </message>
        <message>
            <source>Hints are switched off in the settings.</source>
            <translation>सेटिंग्स में संकेत बंद हैं।</translation>
        </message>
        <message>
            <source>{what}. {why}</source>
            <translation>{what}। {why}</translation>
        </message>
        <message>
            <source>Hint: {why}</source>
            <translation>संकेत: {why}</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>आपकी पिछली चाल वापस ले ली गई।</translation>
        </message>
        <message>
            <source>Review this hand…</source>
            <translation>इस बाज़ी की समीक्षा…</translation>
        </message>
        <message>
            <source>There is no hand to review yet.</source>
            <translation>समीक्षा के लिए अभी कोई बाज़ी नहीं।</translation>
        </message>
        <message>
            <source>A hand can be reviewed once it is over.</source>
            <translation>बाज़ी ख़त्म होने पर ही समीक्षा हो सकती है।</translation>
        </message>
        <message>
            <source>Tutorial: a guided hand. Your match is kept and comes back when it ends.</source>
            <translation>पाठ: मार्गदर्शन के साथ एक बाज़ी। आपका मैच रखा रहेगा और पाठ खत्म होने पर लौट आएगा।</translation>
        </message>
        <message>
            <source>Your match goes on where you left it.</source>
            <translation>आपका मैच वहीं से जारी है जहाँ आपने छोड़ा था।</translation>
        </message>
        <message>
            <source>Practice match: you may take back your cards and bids (Ctrl+Z); kept apart in the statistics</source>
            <translation>अभ्यास मैच: आप अपने पत्ते और बोलियाँ वापस ले सकते हैं (Ctrl+Z); आँकड़ों में अलग रखा जाता है</translation>
        </message>
        <message>
            <source>Twenty-Nine</source>
            <translation>ट्वेंटी-नाइन</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>पत्ते बँट रहे हैं…</translation>
        </message>
        <message>
            <source>Resuming…</source>
            <translation>फिर से शुरू हो रहा है…</translation>
        </message>
        <message>
            <source>Settings saved. Rule changes apply from the next match.</source>
            <translation>सेटिंग्स सहेजी गईं। नियमों के बदलाव अगले मैच से लागू होंगे।</translation>
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
            <source>This hand's secret is revealed when the hand is over.</source>
            <translation>इस बाज़ी का गुप्त कोड बाज़ी खत्म होने पर खोला जाता है।</translation>
        </message>
        <message>
            <source>This program joined after the fingerprint of this hand was shown: the secret is checked against the fingerprint the hand was dealt with.</source>
            <translation>यह प्रोग्राम इस बाज़ी का फ़िंगरप्रिंट दिखाए जाने के बाद जुड़ा: गुप्त कोड उस फ़िंगरप्रिंट से जाँचा जा रहा है जिसके साथ बाज़ी बाँटी गई थी।</translation>
        </message>
        <message>
            <source>Shuffled and dealt from {dealer}, deal {n} gives you exactly the cards you were dealt.</source>
            <translation>फेंटकर {dealer} से बाँटने पर बँटाई {n} से आपको ठीक वही पत्ते मिलते हैं जो आपको बाँटे गए थे।</translation>
        </message>
        <message>
            <source>Deal {n} does NOT give you the cards you were dealt.</source>
            <translation>बँटाई {n} से आपको वे पत्ते नहीं मिलते जो आपको बाँटे गए थे।</translation>
        </message>
        <message>
            <source>Every card played came from the hand this deal gives its player.</source>
            <translation>चला गया हर पत्ता उसी हाथ से आया जो यह बँटाई उसके खिलाड़ी को देती है।</translation>
        </message>
        <message>
            <source>A card played does NOT come from the hand this deal gives its player.</source>
            <translation>चला गया एक पत्ता उस हाथ से नहीं आया जो यह बँटाई उसके खिलाड़ी को देती है।</translation>
        </message>
        <message>
            <source>You did not cut this deal (or your cut came too late): the secret and the others' cuts fixed the cards.</source>
            <translation>आपने यह बँटाई नहीं काटी (या आपका काटना देर से पहुँचा): गुप्त कोड और दूसरों के काटने ने पत्ते तय किए।</translation>
        </message>
        <message>
            <source>Your cut was included.</source>
            <translation>आपका काटना इसमें शामिल था।</translation>
        </message>
        <message>
            <source>Your cut is NOT among the parts of this deal.</source>
            <translation>आपका काटना इस बँटाई के हिस्सों में नहीं है।</translation>
        </message>
        <message>
            <source>This deal checks: the host's program fixed its secret when it showed you the fingerprint, and the cuts came after, so nobody could choose these cards.</source>
            <translation>यह बँटाई सही है: मेज़बान के प्रोग्राम ने आपको फ़िंगरप्रिंट दिखाते समय अपना गुप्त कोड तय कर दिया था, और सबका काटना उसके बाद हुआ, इसलिए ये पत्ते कोई नहीं चुन सकता था।</translation>
        </message>
        <message>
            <source>This deal does not check: the host's program did not deal what its fingerprint promised.</source>
            <translation>यह बँटाई सही नहीं निकली: मेज़बान के प्रोग्राम ने वह नहीं बाँटा जिसका वादा उसके फ़िंगरप्रिंट ने किया था।</translation>
        </message>
        <message>
            <source>The cards the secret and the cut give:</source>
            <translation>गुप्त कोड और काटने से आने वाले पत्ते:</translation>
        </message>
        <message>
            <source>The host is about to deal hand {n}. You may cut first: type anything, or just click Cut and the mouse cuts.</source>
            <translation>मेज़बान अब बाज़ी {n} बाँटने वाले हैं। उससे पहले आप काट सकते हैं: कुछ भी लिखें, या बस काटें पर क्लिक करें, तब माउस काटेगा।</translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>काटें</translation>
        </message>
        <message>
            <source>Check the &amp;deals of this table…</source>
            <translation>इस मेज़ की बँटाइयाँ जाँचें (&amp;D)…</translation>
        </message>
        <message>
            <source>The deals of this table</source>
            <translation>इस मेज़ की बँटाइयाँ</translation>
        </message>
        <message>
            <source>No hand is over yet.</source>
            <translation>अभी तक कोई बाज़ी खत्म नहीं हुई।</translation>
        </message>
        <message>
            <source>{name}   {address}, port {port}   free seats: {free}</source>
            <translation>{name}   {address}, पोर्ट {port}   खाली जगहें: {free}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>कोई नहीं</translation>
        </message>
        <message>
            <source>(another version of Twenty-Nine)</source>
            <translation>(ट्वेंटी-नाइन का दूसरा संस्करण)</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>मेज़ पर शामिल हों</translation>
        </message>
        <message>
            <source>Tables found on this network:</source>
            <translation>इस नेटवर्क पर मिली मेज़ें:</translation>
        </message>
        <message>
            <source>Looking for tables… If yours does not appear, type the address the host reads out.</source>
            <translation>मेज़ें खोजी जा रही हैं… आपकी मेज़ न दिखे तो मेज़बान जो पता पढ़कर सुनाए, वह लिखें।</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>पता:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>पोर्ट:</translation>
        </message>
        <message>
            <source>Table code:</source>
            <translation>मेज़ का कोड:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>आपका नाम:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>जगह:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>शामिल हों</translation>
        </message>
        <message>
            <source>Tables cannot be looked for on this computer now: type the address the host reads out.</source>
            <translation>इस कंप्यूटर पर अभी मेज़ें नहीं खोजी जा सकतीं: मेज़बान जो पता पढ़कर सुनाए, वह लिखें।</translation>
        </message>
        <message>
            <source>Any free seat</source>
            <translation>कोई भी खाली जगह</translation>
        </message>
        <message>
            <source>Type the table's address and its code.</source>
            <translation>मेज़ का पता और उसका कोड लिखें।</translation>
        </message>
        <message>
            <source>The table cannot be reached: trying again… Check the address.</source>
            <translation>मेज़ तक नहीं पहुँच पा रहे: फिर कोशिश हो रही है… पता जाँच लें।</translation>
        </message>
        <message>
            <source>Hints (the Hint button)</source>
            <translation>संकेत (संकेत का बटन)</translation>
        </message>
        <message>
            <source>Practice undo (Ctrl+Z takes a move back)</source>
            <translation>अभ्यास में वापस लेना (Ctrl+Z एक चाल वापस लेता है)</translation>
        </message>
        <message>
            <source>The bid advisor</source>
            <translation>बोली सलाहकार</translation>
        </message>
        <message>
            <source>You, the host</source>
            <translation>आप, मेज़बान</translation>
        </message>
        <message>
            <source>{name} (you, the host)</source>
            <translation>{name} (आप, मेज़बान)</translation>
        </message>
        <message>
            <source>{name} (a person)</source>
            <translation>{name} (एक व्यक्ति)</translation>
        </message>
        <message>
            <source>{name} (away: a computer plays for now)</source>
            <translation>{name} (दूर: अभी एक कंप्यूटर खेल रहा है)</translation>
        </message>
        <message>
            <source>Free: a computer plays ({level}) unless someone joins</source>
            <translation>खाली: कोई शामिल न हो तो एक कंप्यूटर खेलेगा ({level})</translation>
        </message>
        <message>
            <source>Host a table</source>
            <translation>मेज़ लगाएँ</translation>
        </message>
        <message>
            <source>Read this table code out to the others:</source>
            <translation>यह मेज़ का कोड दूसरों को पढ़कर सुनाएँ:</translation>
        </message>
        <message>
            <source>Seats (North and South are partners, East and West are partners)</source>
            <translation>जगहें (उत्तर और दक्षिण साथी हैं, पूर्व और पश्चिम साथी हैं)</translation>
        </message>
        <message>
            <source>This table's choices (everyone at the table sees them)</source>
            <translation>इस मेज़ के विकल्प (मेज़ पर सब इन्हें देखते हैं)</translation>
        </message>
        <message>
            <source>Choose before anyone joins: the choices are fixed once a person has taken a seat.</source>
            <translation>किसी के शामिल होने से पहले चुनें: किसी के जगह लेने के बाद विकल्प नहीं बदलते।</translation>
        </message>
        <message>
            <source>Start the match</source>
            <translation>मैच शुरू करें</translation>
        </message>
        <message>
            <source>Close the table</source>
            <translation>मेज़ बंद करें</translation>
        </message>
        <message>
            <source>This computer's address: {addresses}   Port: {port}</source>
            <translation>इस कंप्यूटर का पता: {addresses}   पोर्ट: {port}</translation>
        </message>
        <message>
            <source>Move to…</source>
            <translation>यहाँ ले जाएँ…</translation>
        </message>
        <message>
            <source>Swap with {seat}</source>
            <translation>{seat} से अदला-बदली</translation>
        </message>
        <message>
            <source>The match could not be saved.</source>
            <translation>मैच सहेजा नहीं जा सका।</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>मेज़ लगाएँ… (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>मेज़ पर शामिल हों… (&amp;J)</translation>
        </message>
        <message>
            <source>&amp;Play with others</source>
            <translation>दूसरों के साथ खेलें (&amp;P)</translation>
        </message>
        <message>
            <source>Play with others</source>
            <translation>दूसरों के साथ खेलें</translation>
        </message>
        <message>
            <source>Your match here is kept: you can go on with it when you leave the shared table. Go to the shared table now?</source>
            <translation>यहाँ का मैच रखा रहेगा: साझा मेज़ छोड़ने पर आप उसे जारी रख सकते हैं। अभी साझा मेज़ पर जाएँ?</translation>
        </message>
        <message>
            <source>Don't show this again</source>
            <translation>यह फिर न दिखाएँ</translation>
        </message>
        <message>
            <source>The table could not be opened: {why}</source>
            <translation>मेज़ नहीं लग सकी: {why}</translation>
        </message>
        <message>
            <source>The match you hosted last time was not finished. Go on with it? The others join again with the same table code, {code}.</source>
            <translation>पिछली बार आपकी लगाई मेज़ का मैच पूरा नहीं हुआ। उसे जारी रखें? दूसरे उसी मेज़ कोड, {code}, से फिर शामिल होंगे।</translation>
        </message>
        <message>
            <source>computer, {level}</source>
            <translation>कंप्यूटर, {level}</translation>
        </message>
        <message>
            <source>away: a computer plays</source>
            <translation>दूर: एक कंप्यूटर खेल रहा है</translation>
        </message>
        <message>
            <source>Twenty-Nine: a table with others — your turn</source>
            <translation>ट्वेंटी-नाइन: दूसरों के साथ मेज़ — आपकी बारी</translation>
        </message>
        <message>
            <source>Twenty-Nine: a table with others</source>
            <translation>ट्वेंटी-नाइन: दूसरों के साथ मेज़</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>{name} की प्रतीक्षा…</translation>
        </message>
        <message>
            <source>Waiting for the cut of {names} (at most 20 seconds)…</source>
            <translation>{names} के काटने की प्रतीक्षा (ज़्यादा से ज़्यादा 20 सेकंड)…</translation>
        </message>
        <message>
            <source>Waiting for the host to start the match…</source>
            <translation>मेज़बान के मैच शुरू करने की प्रतीक्षा…</translation>
        </message>
        <message>
            <source>The match is over. Close this window to go back to your own table.</source>
            <translation>मैच पूरा हुआ। अपनी मेज़ पर लौटने के लिए यह खिड़की बंद करें।</translation>
        </message>
        <message>
            <source>Leave this table? A computer will play your seat.</source>
            <translation>यह मेज़ छोड़ें? आपकी जगह एक कंप्यूटर खेलेगा।</translation>
        </message>
        <message>
            <source>Close this table? The match ends for everyone at it.</source>
            <translation>यह मेज़ बंद करें? मेज़ पर सबके लिए मैच खत्म हो जाएगा।</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>मेज़ छोड़ें</translation>
        </message>
        <message>
            <source>The two programs are different versions of Twenty-Nine: install the same version on both computers.</source>
            <translation>दोनों प्रोग्राम ट्वेंटी-नाइन के अलग संस्करण हैं: दोनों कंप्यूटरों पर एक ही संस्करण इंस्टॉल करें।</translation>
        </message>
        <message>
            <source>The table code is not right. Ask the host to read it out again.</source>
            <translation>मेज़ का कोड सही नहीं है। मेज़बान से इसे फिर पढ़कर सुनाने को कहें।</translation>
        </message>
        <message>
            <source>Your seat could not be taken back: the host may have opened a new table.</source>
            <translation>आपकी जगह वापस नहीं मिल सकी: शायद मेज़बान ने नई मेज़ लगाई है।</translation>
        </message>
        <message>
            <source>That seat already has a player: choose another seat.</source>
            <translation>उस जगह पर पहले से एक खिलाड़ी है: दूसरी जगह चुनें।</translation>
        </message>
        <message>
            <source>Every seat at this table already has a person.</source>
            <translation>इस मेज़ की हर जगह पर पहले से एक व्यक्ति है।</translation>
        </message>
        <message>
            <source>Too many wrong codes: wait a minute, then try again.</source>
            <translation>बहुत बार गलत कोड: एक मिनट रुककर फिर कोशिश करें।</translation>
        </message>
        <message>
            <source>The host has closed the table.</source>
            <translation>मेज़बान ने मेज़ बंद कर दी है।</translation>
        </message>
        <message>
            <source>The host could not read a message from this program.</source>
            <translation>मेज़बान इस प्रोग्राम का एक संदेश नहीं पढ़ सका।</translation>
        </message>
        <message>
            <source>This program sent too many messages too fast.</source>
            <translation>इस प्रोग्राम ने बहुत जल्दी बहुत सारे संदेश भेजे।</translation>
        </message>
        <message>
            <source>A message was too large.</source>
            <translation>एक संदेश बहुत बड़ा था।</translation>
        </message>
        <message>
            <source>Join the table first.</source>
            <translation>पहले मेज़ पर शामिल हों।</translation>
        </message>
        <message>
            <source>The host refused to seat you.</source>
            <translation>मेज़बान ने आपको जगह नहीं दी।</translation>
        </message>
        <message>
            <source>A program tried to join with a wrong table code.</source>
            <translation>एक प्रोग्राम ने गलत मेज़ कोड से शामिल होने की कोशिश की।</translation>
        </message>
        <message>
            <source>A computer sent too many wrong codes: it must wait a minute.</source>
            <translation>एक कंप्यूटर ने बहुत बार गलत कोड भेजे: उसे एक मिनट रुकना होगा।</translation>
        </message>
        <message>
            <source>A program of another version of Twenty-Nine tried to join.</source>
            <translation>ट्वेंटी-नाइन के दूसरे संस्करण के एक प्रोग्राम ने शामिल होने की कोशिश की।</translation>
        </message>
        <message>
            <source>Connecting to the table…</source>
            <translation>मेज़ से जुड़ रहे हैं…</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>मेज़ पर हैं</translation>
        </message>
        <message>
            <source>Connection lost: trying again to take back your seat…</source>
            <translation>कनेक्शन टूट गया: आपकी जगह वापस लेने की फिर कोशिश हो रही है…</translation>
        </message>
        <message>
            <source>Not at the table any more</source>
            <translation>अब मेज़ पर नहीं</translation>
        </message>
        <message>
            <source>Your cut came too late: the cards were already dealt.</source>
            <translation>आपका काटना देर से पहुँचा: पत्ते पहले ही बँट चुके थे।</translation>
        </message>
        <message>
            <source>You have already cut this deal: your first cut counts.</source>
            <translation>आप यह बँटाई पहले ही काट चुके हैं: आपका पहला काटना ही गिना जाएगा।</translation>
        </message>
        <message>
            <source>A cut is made for your own seat only.</source>
            <translation>काटना केवल अपनी ही सीट के लिए किया जाता है।</translation>
        </message>
        <message>
            <source>Take a seat at the table before you cut.</source>
            <translation>काटने से पहले मेज़ पर एक सीट लें।</translation>
        </message>
        <message>
            <source>Your cut is too long: at most 1024 bytes of text.</source>
            <translation>आपका काटना बहुत लंबा है: लिखा हुआ ज़्यादा से ज़्यादा 1024 बाइट हो सकता है।</translation>
        </message>
        <message>
            <source>Your cut could not be read as text.</source>
            <translation>आपका काटना लिखे हुए शब्दों के रूप में पढ़ा नहीं जा सका।</translation>
        </message>
        <message>
            <source>Your cut is in: the host deals when everyone has cut.</source>
            <translation>आपका काटना पहुँच गया: सबके काटने पर मेज़बान बाँटेंगे।</translation>
        </message>
        <message>
            <source>Other computers on your home network will now be able to join this table.

Windows may ask whether Twenty-Nine may use the network: tick “Private networks” and click “Allow access”.

macOS may ask whether Twenty-Nine may find and connect to devices on your local network: click “Allow” (or “OK”).

Nothing is sent outside your home network.</source>
            <translation>अब आपके घर के नेटवर्क के दूसरे कंप्यूटर इस मेज़ पर शामिल हो सकेंगे।

Windows पूछ सकता है कि ट्वेंटी-नाइन नेटवर्क इस्तेमाल कर सकता है या नहीं: “Private networks” पर सही का निशान लगाएँ और “Allow access” दबाएँ।

macOS पूछ सकता है कि ट्वेंटी-नाइन आपके लोकल नेटवर्क के डिवाइस खोजकर उनसे जुड़ सकता है या नहीं: “Allow” (या “OK”) दबाएँ।

घर के नेटवर्क के बाहर कुछ नहीं भेजा जाता।</translation>
        </message>
        <message>
            <source>A connection was refused: {why}</source>
            <translation>एक कनेक्शन लौटा दिया गया: {why}</translation>
        </message>
        <message>
            <source>on</source>
            <translation>चालू</translation>
        </message>
        <message>
            <source>off</source>
            <translation>बंद</translation>
        </message>
        <message>
            <source>Hints: {state}</source>
            <translation>संकेत: {state}</translation>
        </message>
        <message>
            <source>Practice undo: {state}</source>
            <translation>अभ्यास में वापस लेना: {state}</translation>
        </message>
        <message>
            <source>Bid advisor: {state}</source>
            <translation>बोली सलाहकार: {state}</translation>
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
            <source>You cannot follow suit: reveal the trump</source>
            <translation>आपके पास वह सूट नहीं: रंग खोलें।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump</source>
            <translation>आपके पास वह सूट नहीं: रंग पूछें</translation>
        </message>
        <message>
            <source>Your turn: play a card (drag, double-click, or arrows + Enter)</source>
            <translation>आपकी बारी: एक पत्ता चलें (खींचें, डबल-क्लिक, या तीर + Enter)</translation>
        </message>
        <message>
            <source>Reveal trump</source>
            <translation>रंग खोलें</translation>
        </message>
        <message>
            <source>{s} s left</source>
            <translation>{s} सेकंड बाक़ी</translation>
        </message>
        <message>
            <source>Resume match: hand {n}, NS {ns:+d}, EW {ew:+d}</source>
            <translation>मैच जारी रखें: बाज़ी {n}, उ-द {ns:+d}, पू-प {ew:+d}</translation>
        </message>
        <message>
            <source>Your saved match could not be read ({why}), so it was kept aside as {kept} and a new match begins.</source>
            <translation>आपका सहेजा मैच पढ़ा नहीं जा सका ({why}), इसलिए उसे {kept} के नाम से अलग रखा गया और नया मैच शुरू हो रहा है।</translation>
        </message>
        <message>
            <source>Your last match was not finished. Go on from where you left it, or start a new match (the unfinished one is kept in the history as abandoned).</source>
            <translation>आपका पिछला मैच पूरा नहीं हुआ था। जहाँ छोड़ा था वहीं से जारी रखें, या नया मैच शुरू करें (अधूरा मैच इतिहास में छोड़ा हुआ दर्ज रहेगा)।</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>जारी रखें</translation>
        </message>
        <message>
            <source>Deal number, as History shows it (such as 87696215-N: the number and who dealt). The same number always deals the same cards to the same seats:</source>
            <translation>बँटाई नंबर, जैसा इतिहास में दिखता है (जैसे 87696215-N: नंबर और किसने बाँटा)। एक ही नंबर पर हमेशा उन्हीं जगहों पर वही पत्ते आते हैं:</translation>
        </message>
        <message>
            <source>A deal number is a whole number, with the dealer's letter after it, such as 1234567-N.</source>
            <translation>बँटाई नंबर एक पूर्ण संख्या है, उसके बाद बाँटने वाले का अक्षर, जैसे 1234567-N।</translation>
        </message>
        <message>
            <source>Start a new match with deal {n}? The match in progress is kept in the history as abandoned.</source>
            <translation>बँटाई {n} से नया मैच शुरू करें? चल रहा मैच इतिहास में छोड़ा हुआ दर्ज रहेगा।</translation>
        </message>
        <message>
            <source>Hand records (*.json);;All files (*)</source>
            <translation>बाज़ी के रिकॉर्ड (*.json);;सभी फ़ाइलें (*)</translation>
        </message>
        <message>
            <source>Opening {name}…</source>
            <translation>{name} खोली जा रही है…</translation>
        </message>
        <message>
            <source>{name} could not be read.</source>
            <translation>{name} पढ़ी नहीं जा सकी।</translation>
        </message>
        <message>
            <source>No finished hand in this match to export yet.</source>
            <translation>इस मैच में निर्यात के लिए अभी कोई पूरी बाज़ी नहीं।</translation>
        </message>
        <message>
            <source>Export this match</source>
            <translation>यह मैच निर्यात करें</translation>
        </message>
        <message>
            <source>Match record written to {p}</source>
            <translation>मैच का रिकॉर्ड लिखा गया: {p}</translation>
        </message>
        <message>
            <source>Play a &amp;deal by number…</source>
            <translation>नंबर से बँटाई खेलें (&amp;D)…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>इतिहास (&amp;H)…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>आँकड़े (&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Open a hand record…</source>
            <translation>बाज़ी का रिकॉर्ड खोलें (&amp;O)…</translation>
        </message>
        <message>
            <source>Export this &amp;match…</source>
            <translation>यह मैच निर्यात करें (&amp;M)…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>फ़ाइल (&amp;F)</translation>
        </message>
        <message>
            <source>{value} game points per hand</source>
            <translation>हर बाज़ी में {value} गेम पॉइंट</translation>
        </message>
        <message>
            <source>{value} card points per hand</source>
            <translation>हर बाज़ी में पत्तों के {value} अंक</translation>
        </message>
        <message>
            <source>{text}, give or take {margin}</source>
            <translation>{text}, {margin} कम या ज़्यादा</translation>
        </message>
        <message>
            <source>Too few hands to tell.</source>
            <translation>कुछ कहने के लिए बाज़ियाँ बहुत कम हैं।</translation>
        </message>
        <message>
            <source>You did clearly better than Hard on these cards.</source>
            <translation>इन पत्तों पर आपने कठिन से साफ़ तौर पर अच्छा खेला।</translation>
        </message>
        <message>
            <source>Hard did clearly better than you on these cards.</source>
            <translation>इन पत्तों पर कठिन ने आपसे साफ़ तौर पर अच्छा खेला।</translation>
        </message>
        <message>
            <source>No clear difference from Hard on these cards: the difference is within the give or take.</source>
            <translation>इन पत्तों पर कठिन से कोई साफ़ अंतर नहीं: अंतर कम-ज़्यादा की सीमा के अंदर है।</translation>
        </message>
        <message>
            <source>How well did you play?</source>
            <translation>आपने कैसा खेला?</translation>
        </message>
        <message>
            <source>&lt;h3&gt;How well did you play?&lt;/h3&gt;Each of your hands was played again from the same deal, with the Hard computer in your seat and the other seats as they were. Your side's points against Hard's on the same cards: the luck of the deal barely moves this figure.</source>
            <translation>&lt;h3&gt;आपने कैसा खेला?&lt;/h3&gt;आपकी हर बाज़ी उसी बँटाई से दोबारा खेली गई, आपकी जगह कठिन कंप्यूटर और बाकी सीटें जैसी थीं वैसी। उन्हीं पत्तों पर आपकी टीम के अंक बनाम कठिन के: बँटाई की किस्मत इस आँकड़े को मुश्किल से हिलाती है।</translation>
        </message>
        <message>
            <source>%v of %m hands replayed</source>
            <translation>%m में से %v बाज़ियाँ दोबारा खेली गईं</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;रद्द करें</translation>
        </message>
        <message>
            <source>Compute &amp;again</source>
            <translation>&amp;फिर से गिनें</translation>
        </message>
        <message>
            <source>This match has no finished hand of yours to rate.</source>
            <translation>इस मैच में आपकी कोई पूरी बाज़ी नहीं जिसे आँका जाए।</translation>
        </message>
        <message>
            <source>Replaying your hands in the background; the table goes on meanwhile.</source>
            <translation>पीछे आपकी बाज़ियाँ दोबारा खेली जा रही हैं; तब तक मेज़ चलती रहती है।</translation>
        </message>
        <message>
            <source>Replaying your hands with Hard in your seat…</source>
            <translation>आपकी जगह कठिन को बिठाकर बाज़ियाँ दोबारा खेली जा रही हैं…</translation>
        </message>
        <message>
            <source>Cancelled: nothing was kept. Compute again when you like.</source>
            <translation>रद्द: कुछ नहीं रखा गया। जब चाहें फिर से गिनें।</translation>
        </message>
        <message>
            <source>The replay failed: {why}</source>
            <translation>दोबारा खेलना नहीं हो सका: {why}</translation>
        </message>
        <message>
            <source>The rating could not be kept ({why}), so it will be computed again next time.</source>
            <translation>नतीजा रखा नहीं जा सका ({why}), इसलिए अगली बार फिर से गिना जाएगा।</translation>
        </message>
        <message>
            <source>Kept: this rating is shown at once next time.</source>
            <translation>रखा गया: अगली बार यह तुरंत दिखेगा।</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>पत्तों के अंक</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>समीक्षा</translation>
        </message>
        <message>
            <source>How Hard played it</source>
            <translation>कठिन ने कैसे खेला</translation>
        </message>
        <message>
            <source>A plus means you did better than Hard would have on the same cards. Give or take: the range that holds the true figure 19 times in 20.</source>
            <translation>प्लस का मतलब है कि उन्हीं पत्तों पर आपने कठिन से अच्छा खेला। कम या ज़्यादा: वह सीमा जिसमें असली आँकड़ा 20 में से 19 बार रहता है।</translation>
        </message>
        <message>
            <source>Where your play cost most</source>
            <translation>कहाँ आपके खेल से सबसे ज़्यादा गया</translation>
        </message>
        <message>
            <source>Hand {n}: {game} game points and {cards} card points against Hard.</source>
            <translation>बाज़ी {n}: कठिन के मुक़ाबले {game} गेम पॉइंट और पत्तों के {cards} अंक।</translation>
        </message>
        <message>
            <source>Your contract</source>
            <translation>आपकी बोली</translation>
        </message>
        <message>
            <source>Hard's contract</source>
            <translation>कठिन की बोली</translation>
        </message>
        <message>
            <source>Your game points</source>
            <translation>आपके गेम पॉइंट</translation>
        </message>
        <message>
            <source>Hard's game points</source>
            <translation>कठिन के गेम पॉइंट</translation>
        </message>
        <message>
            <source>Your card points</source>
            <translation>आपके पत्तों के अंक</translation>
        </message>
        <message>
            <source>Hard's card points</source>
            <translation>कठिन के पत्तों के अंक</translation>
        </message>
        <message>
            <source>hand {n} played by Hard</source>
            <translation>बाज़ी {n}, कठिन का खेल</translation>
        </message>
        <message>
            <source>How well did I play?…</source>
            <translation>मैंने कैसा खेला?…</translation>
        </message>
        <message>
            <source>Your play against Hard on the same deals</source>
            <translation>उन्हीं बँटाइयों पर कठिन के मुक़ाबले आपका खेल</translation>
        </message>
        <message>
            <source>Kept ratings that could not be read and were kept aside: {n}</source>
            <translation>रखे गए नतीजे जो पढ़े नहीं जा सके और अलग रख दिए गए: {n}</translation>
        </message>
        <message>
            <source>no rated match yet (History: How well did I play?)</source>
            <translation>अभी कोई मैच आँका नहीं गया (इतिहास: मैंने कैसा खेला?)</translation>
        </message>
        <message>
            <source>over {hands} hands; matches rated: {matches}</source>
            <translation>{hands} बाज़ियों में; आँके गए मैच: {matches}</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>अभी यह नहीं हो सकता।</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>बाज़ी ख़त्म हो गई है।</translation>
        </message>
        <message>
            <source>It is {seat}'s turn to bid, not yours.</source>
            <translation>अभी {seat} की बोली की बारी है, आपकी नहीं।</translation>
        </message>
        <message>
            <source>A bid needs a number of points.</source>
            <translation>बोली में अंकों की संख्या होनी चाहिए।</translation>
        </message>
        <message>
            <source>A bid must be at least {bid}.</source>
            <translation>बोली कम से कम {bid} होनी चाहिए।</translation>
        </message>
        <message>
            <source>A bid must be higher than the current bid.</source>
            <translation>बोली मौजूदा बोली से ऊँची होनी चाहिए।</translation>
        </message>
        <message>
            <source>The highest possible bid is {bid}.</source>
            <translation>सबसे ऊँची संभव बोली {bid} है।</translation>
        </message>
        <message>
            <source>You hold the bid: hold {bid} or go higher.</source>
            <translation>बोली आपके पास है: {bid} पर टिकें या ऊँची बोली लगाएँ।</translation>
        </message>
        <message>
            <source>You must bid higher than {bid}.</source>
            <translation>आपको {bid} से ऊँची बोली लगानी होगी।</translation>
        </message>
        <message>
            <source>Nobody else has bid: the dealer may not pass and must bid {bid} (a house rule at this table).</source>
            <translation>किसी और ने बोली नहीं लगाई: बाँटने वाला पास नहीं कर सकता, उसे {bid} की बोली लगानी होगी (इस मेज़ का नियम)।</translation>
        </message>
        <message>
            <source>The dealer must bid exactly {bid}.</source>
            <translation>बाँटने वाले को ठीक {bid} की बोली लगानी होगी।</translation>
        </message>
        <message>
            <source>The auction is on: only a bid or a pass is possible.</source>
            <translation>बोली चल रही है: अभी सिर्फ़ बोली या पास हो सकता है।</translation>
        </message>
        <message>
            <source>That bid is not possible now.</source>
            <translation>अभी यह बोली नहीं लग सकती।</translation>
        </message>
        <message>
            <source>The auction is on: it is {seat}'s turn to speak.</source>
            <translation>बोली चल रही है: अभी {seat} के बोलने की बारी है।</translation>
        </message>
        <message>
            <source>The bidder, {seat}, must choose the trump now.</source>
            <translation>बोली जीतने वाले {seat} को अब रंग चुनना है।</translation>
        </message>
        <message>
            <source>Only the bidder, {seat}, chooses the trump.</source>
            <translation>सिर्फ़ बोली जीतने वाला {seat} रंग चुनता है।</translation>
        </message>
        <message>
            <source>The seventh card is not played at this table.</source>
            <translation>इस मेज़ पर सातवें पत्ते का रंग नहीं खेला जाता।</translation>
        </message>
        <message>
            <source>At this table the trump is chosen by suit, not by setting a card face down.</source>
            <translation>इस मेज़ पर रंग सूट का नाम लेकर चुना जाता है, कोई पत्ता उल्टा रखकर नहीं।</translation>
        </message>
        <message>
            <source>Choose one of your first four cards to set face down as the trump.</source>
            <translation>रंग के रूप में उल्टा रखने के लिए अपने पहले चार पत्तों में से एक चुनें।</translation>
        </message>
        <message>
            <source>The {card} is not one of your first four cards.</source>
            <translation>{card} आपके पहले चार पत्तों में नहीं है।</translation>
        </message>
        <message>
            <source>Set is not played at this table.</source>
            <translation>इस मेज़ पर सेट नहीं खेला जाता।</translation>
        </message>
        <message>
            <source>It is {side}'s turn to decide, not your side's.</source>
            <translation>अभी फ़ैसला {side} को करना है, आपकी टीम को नहीं।</translation>
        </message>
        <message>
            <source>Choose one of the calls offered now, or pass.</source>
            <translation>अभी दिखाई गई बोलियों में से एक चुनें, या पास करें।</translation>
        </message>
        <message>
            <source>Doubling is not played at this table.</source>
            <translation>इस मेज़ पर डबल नहीं खेला जाता।</translation>
        </message>
        <message>
            <source>The time to double has passed.</source>
            <translation>डबल करने का समय निकल गया है।</translation>
        </message>
        <message>
            <source>The play of the cards has begun: that is not possible now.</source>
            <translation>पत्तों का खेल शुरू हो चुका है: अभी यह नहीं हो सकता।</translation>
        </message>
        <message>
            <source>The single hand is not played at this table.</source>
            <translation>इस मेज़ पर सिंगल हैंड नहीं खेला जाता।</translation>
        </message>
        <message>
            <source>A single hand has already been declared by {seat}.</source>
            <translation>{seat} पहले ही सिंगल हैंड घोषित कर चुके हैं।</translation>
        </message>
        <message>
            <source>A single hand can only be declared before the first lead.</source>
            <translation>सिंगल हैंड सिर्फ़ पहली चाल से पहले घोषित किया जा सकता है।</translation>
        </message>
        <message>
            <source>Only the bidder may play alone (a house rule at this table).</source>
            <translation>सिर्फ़ बोली वाला अकेले खेल सकता है (इस मेज़ का नियम)।</translation>
        </message>
        <message>
            <source>The pair is not played at this table.</source>
            <translation>इस मेज़ पर पेयर नहीं खेला जाता।</translation>
        </message>
        <message>
            <source>The pair has already been shown in this hand.</source>
            <translation>इस बाज़ी में पेयर पहले ही दिखाया जा चुका है।</translation>
        </message>
        <message>
            <source>The pair can be shown only after the trump has been revealed.</source>
            <translation>पेयर रंग खुलने के बाद ही दिखाया जा सकता है।</translation>
        </message>
        <message>
            <source>The pair can be shown only straight after your side has won a trick.</source>
            <translation>पेयर आपकी टीम के हाथ जीतने के ठीक बाद ही दिखाया जा सकता है।</translation>
        </message>
        <message>
            <source>You do not hold both the King and the Queen of trumps.</source>
            <translation>आपके पास रंग का बादशाह और बेगम दोनों नहीं हैं।</translation>
        </message>
        <message>
            <source>With the Bangladesh pair, the bidding side's pair counts only on a bid above 18.</source>
            <translation>बांग्लादेश पेयर में बोली वाली टीम का पेयर सिर्फ़ 18 से ऊँची बोली पर गिना जाता है।</translation>
        </message>
        <message>
            <source>With the Lucknow pair, it can be shown only after your side wins a trick by trumping a non-trump lead.</source>
            <translation>लखनऊ पेयर में, पेयर तभी दिखाया जा सकता है जब आपकी टीम बिना रंग वाली चाल पर रंग मारकर हाथ जीते।</translation>
        </message>
        <message>
            <source>The pair cannot be shown now.</source>
            <translation>अभी पेयर नहीं दिखाया जा सकता।</translation>
        </message>
        <message>
            <source>It is {seat}'s turn to play, not yours.</source>
            <translation>अभी {seat} की चाल की बारी है, आपकी नहीं।</translation>
        </message>
        <message>
            <source>A single hand is played without trumps: there is nothing to ask for.</source>
            <translation>सिंगल हैंड बिना रंग के खेला जाता है: पूछने को कोई रंग नहीं है।</translation>
        </message>
        <message>
            <source>There is no trump to ask for.</source>
            <translation>पूछने के लिए कोई रंग नहीं है।</translation>
        </message>
        <message>
            <source>The trump has already been revealed.</source>
            <translation>रंग पहले ही खुल चुका है।</translation>
        </message>
        <message>
            <source>The leader of a trick cannot ask for the trump.</source>
            <translation>हाथ की पहली चाल चलने वाला रंग नहीं पूछ सकता।</translation>
        </message>
        <message>
            <source>The trump is revealed by itself at this table: there is no need to ask.</source>
            <translation>इस मेज़ पर रंग अपने आप खुलता है: पूछना नहीं पड़ता।</translation>
        </message>
        <message>
            <source>Your last card is the face-down trump: it is played and revealed.</source>
            <translation>आपका आख़िरी पत्ता उल्टा रखा रंग है: वही चला जाएगा और रंग खुलेगा।</translation>
        </message>
        <message>
            <source>You can follow suit, so you may not ask for the trump.</source>
            <translation>आपके पास वह सूट है, इसलिए रंग नहीं पूछ सकते।</translation>
        </message>
        <message>
            <source>Choose a card to play.</source>
            <translation>चलने के लिए एक पत्ता चुनें।</translation>
        </message>
        <message>
            <source>That card is the face-down trump: it joins your hand when the trump is revealed.</source>
            <translation>यह पत्ता उल्टा रखा रंग है: रंग खुलने पर ही आपके पत्तों में आएगा।</translation>
        </message>
        <message>
            <source>You sit out this single hand.</source>
            <translation>इस सिंगल हैंड में आप बाहर बैठे हैं।</translation>
        </message>
        <message>
            <source>You do not hold the {card}.</source>
            <translation>आपके पास {card} नहीं है।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump first.</source>
            <translation>आपके पास वह सूट नहीं: पहले रंग पूछें।</translation>
        </message>
        <message>
            <source>The bidder may not lead a trump before it is revealed (a house rule at this table).</source>
            <translation>रंग खुलने से पहले बोली वाला रंग से चाल नहीं शुरू कर सकता (इस मेज़ का नियम)।</translation>
        </message>
        <message>
            <source>You must follow suit: play one of the {suit}.</source>
            <translation>वही सूट देना होगा: {suit} का पत्ता चलें।</translation>
        </message>
        <message>
            <source>You asked for the trump and hold one: play a trump.</source>
            <translation>आपने रंग पूछा और आपके पास रंग है: रंग चलें।</translation>
        </message>
        <message>
            <source>You cannot follow suit and hold a trump: play a trump.</source>
            <translation>आपके पास वह सूट नहीं पर रंग है: रंग चलें।</translation>
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
            <source>There is no hand on the table.</source>
            <translation>मेज़ पर कोई बाज़ी नहीं है।</translation>
        </message>
        <message>
            <source>Undo is only for practice matches (Game &gt; New match).</source>
            <translation>वापस लेना केवल अभ्यास मैच में होता है (खेल &gt; नया मैच)।</translation>
        </message>
        <message>
            <source>There is nothing to take back.</source>
            <translation>वापस लेने को कुछ नहीं है।</translation>
        </message>
        <message>
            <source>The hand is over: its cards can no longer be taken back.</source>
            <translation>बाज़ी ख़त्म: इसके पत्ते अब वापस नहीं लिए जा सकते।</translation>
        </message>
        <message>
            <source>You have not played in this hand yet.</source>
            <translation>इस बाज़ी में आपने अभी तक नहीं खेला।</translation>
        </message>
        <message>
            <source>A hint is given on your turn.</source>
            <translation>संकेत आपकी बारी पर मिलता है।</translation>
        </message>
        <message>
            <source>The rest of the tricks can be claimed only during the play.</source>
            <translation>बाकी हाथों का दावा सिर्फ़ खेल के दौरान हो सकता है।</translation>
        </message>
        <message>
            <source>You can claim the rest of the tricks when it is your lead.</source>
            <translation>जब पहली चाल आपकी हो, तब आप बाकी हाथों का दावा कर सकते हैं।</translation>
        </message>
        <message>
            <source>No claim while your trump card is face down.</source>
            <translation>आपका रंग का पत्ता उल्टा रहते दावा नहीं हो सकता।</translation>
        </message>
        <message>
            <source>No claim before the trump is revealed.</source>
            <translation>रंग खुलने से पहले दावा नहीं हो सकता।</translation>
        </message>
        <message>
            <source>Not certain: another player may still hold a trump ({suit}), and could cut your card.</source>
            <translation>पक्का नहीं: किसी और के पास अभी रंग ({suit}) हो सकता है, जो आपका पत्ता काट सकता है।</translation>
        </message>
        <message>
            <source>Not certain: a higher card of the {suit} than your {card} is still out. Play on.</source>
            <translation>पक्का नहीं: आपके {card} से बड़ा {suit} का पत्ता अभी बाहर है। खेलते रहें।</translation>
        </message>
        <message>
            <source>The auction is on: it is your turn to bid.</source>
            <translation>बोली चल रही है: अभी आपकी बोली की बारी है।</translation>
        </message>
        <message>
            <source>You won the bid: choose the trump now.</source>
            <translation>बोली आपने जीती है: अब रंग चुनें।</translation>
        </message>
        <message>
            <source>You have already declared a single hand.</source>
            <translation>आप पहले ही सिंगल हैंड घोषित कर चुके हैं।</translation>
        </message>
        <message>
            <source>{who} bids {n}</source>
            <translation>{who} ने बोली {n}</translation>
        </message>
        <message>
            <source>{who}: no double</source>
            <translation>{who}: डबल नहीं</translation>
        </message>
        <message>
            <source>{who} passes</source>
            <translation>{who} ने पास किया</translation>
        </message>
        <message>
            <source>{who} chooses trump {s} (face down)</source>
            <translation>{who} ने रंग चुना {s} (उल्टा रखा)</translation>
        </message>
        <message>
            <source>{who} lays {c} face down as trump</source>
            <translation>{who} ने रंग के लिए {c} उल्टा रखा</translation>
        </message>
        <message>
            <source>{who} takes the seventh card as trump</source>
            <translation>{who} ने सातवें पत्ते को रंग बनाया</translation>
        </message>
        <message>
            <source>{who} plays {c}</source>
            <translation>{who} ने चला {c}</translation>
        </message>
        <message>
            <source>{who} asks for the trump: {s} revealed</source>
            <translation>{who} ने रंग पूछा: {s} खुला</translation>
        </message>
        <message>
            <source>{who} shows the pair</source>
            <translation>{who} ने पेयर दिखाया</translation>
        </message>
        <message>
            <source>{who} declares a single hand</source>
            <translation>{who} ने सिंगल हैंड घोषित किया</translation>
        </message>
        <message>
            <source>{side} double</source>
            <translation>{side}: डबल</translation>
        </message>
        <message>
            <source>{side} redouble</source>
            <translation>{side}: रीडबल</translation>
        </message>
        <message>
            <source>{side} call set: the match is at stake</source>
            <translation>{side}: सेट (पूरा मैच दाँव पर)</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>पत्ते बँट गए</translation>
        </message>
        <message>
            <source>Action {i} ({a}) is not legal: {r}. The hand is shown up to it.</source>
            <translation>चाल {i} ({a}) नियम के अनुसार नहीं: {r}। बाज़ी वहीं तक दिखाई गई है।</translation>
        </message>
        <message>
            <source> (the trump {s} is revealed)</source>
            <translation> (रंग {s} खुल गया)</translation>
        </message>
        <message>
            <source>Dealer {d}</source>
            <translation>बाँटने वाला {d}</translation>
        </message>
        <message>
            <source>bid {n} by {who}</source>
            <translation>बोली {n}, {who} की</translation>
        </message>
        <message>
            <source>trump {s}, revealed in trick {t}</source>
            <translation>रंग {s}, हाथ {t} में खुला</translation>
        </message>
        <message>
            <source>trump {s}, still face down</source>
            <translation>रंग {s}, अभी भी उल्टा</translation>
        </message>
        <message>
            <source>trump: the seventh card, face down</source>
            <translation>रंग: सातवाँ पत्ता, उल्टा रखा</translation>
        </message>
        <message>
            <source>doubled ×{m}</source>
            <translation>डबल ×{m}</translation>
        </message>
        <message>
            <source>trick {n}, led by {who}</source>
            <translation>हाथ {n}, पहली चाल {who} की</translation>
        </message>
        <message>
            <source>trick {n} won by {who} ({p} points)</source>
            <translation>हाथ {n} {who} ने जीता ({p} अंक)</translation>
        </message>
        <message>
            <source>card points NS {a}, EW {b}</source>
            <translation>पत्तों के अंक उ-द {a}, पू-प {b}</translation>
        </message>
        <message>
            <source>{r}; game points NS {a:+d}, EW {b:+d}</source>
            <translation>{r}; गेम पॉइंट उ-द {a:+d}, पू-प {b:+d}</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>बाँटने वाला</translation>
        </message>
        <message>
            <source>bidder</source>
            <translation>बोली वाला</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>दोबारा देखें</translation>
        </message>
        <message>
            <source> – deal {n}</source>
            <translation> – बँटाई {n}</translation>
        </message>
        <message>
            <source>⏮ Start</source>
            <translation>⏮ शुरू</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ पीछे</translation>
        </message>
        <message>
            <source>Forward ▶</source>
            <translation>आगे ▶</translation>
        </message>
        <message>
            <source>End ⏭</source>
            <translation>अंत ⏭</translation>
        </message>
        <message>
            <source>One step back (Left arrow)</source>
            <translation>एक क़दम पीछे (बायाँ तीर)</translation>
        </message>
        <message>
            <source>One step forward (Right arrow)</source>
            <translation>एक क़दम आगे (दायाँ तीर)</translation>
        </message>
        <message>
            <source>The deal (Home)</source>
            <translation>पत्तों का बँटना (Home)</translation>
        </message>
        <message>
            <source>The end of the hand (End)</source>
            <translation>बाज़ी का अंत (End)</translation>
        </message>
        <message>
            <source>Step {k} of {n}</source>
            <translation>क़दम {k} / {n}</translation>
        </message>
        <message>
            <source>{name} is too large to be a record ({size} MB): even a very long match is under {limit} MB.</source>
            <translation>{name} रिकॉर्ड होने के लिए बहुत बड़ी है ({size} MB): बहुत लंबा मैच भी {limit} MB से कम होता है।</translation>
        </message>
        <message>
            <source>{name} is not a file that can be opened (it may be a folder or a device).</source>
            <translation>{name} खोली जा सकने वाली फ़ाइल नहीं है (यह शायद कोई फ़ोल्डर या डिवाइस है)।</translation>
        </message>
        <message>
            <source>{name} could not be opened: {why}.</source>
            <translation>{name} खोली नहीं जा सकी: {why}।</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>फ़ाइल</translation>
        </message>
        <message>
            <source>{name} is empty: it holds no hand record.</source>
            <translation>{name} ख़ाली है: इसमें बाज़ी का कोई रिकॉर्ड नहीं।</translation>
        </message>
        <message>
            <source>{name} is not a hand record ({why}).</source>
            <translation>{name} बाज़ी का रिकॉर्ड नहीं है ({why})।</translation>
        </message>
        <message>
            <source>{name} is a match record that cannot be read: {why}.</source>
            <translation>{name} मैच का रिकॉर्ड है जो पढ़ा नहीं जा सकता: {why}।</translation>
        </message>
        <message>
            <source>{name} is a match record without a finished hand.</source>
            <translation>{name} मैच का रिकॉर्ड है, पर इसमें कोई पूरी बाज़ी नहीं।</translation>
        </message>
        <message>
            <source> (deal {d})</source>
            <translation> (बँटाई {d})</translation>
        </message>
        <message>
            <source>{name} was written by another version of Twenty-Nine (format {f}); this version reads twentynine-hand/1.</source>
            <translation>{name} ट्वेंटी-नाइन के दूसरे संस्करण में लिखी गई (फ़ॉर्मैट {f}); यह संस्करण twentynine-hand/1 पढ़ता है।</translation>
        </message>
        <message>
            <source>{name} is not a hand record that can be read ({why}).</source>
            <translation>{name} पढ़ने लायक बाज़ी का रिकॉर्ड नहीं ({why})।</translation>
        </message>
        <message>
            <source>Review of the hand</source>
            <translation>बाज़ी की समीक्षा</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Review of the hand&lt;/h3&gt;Each of your cards against the best card with every hand known (an exact solve of the rest of the hand).</source>
            <translation>&lt;h3&gt;बाज़ी की समीक्षा&lt;/h3&gt;आपका हर पत्ता, सबके पत्ते जानकर सबसे अच्छे पत्ते से तुलना (बाकी बाज़ी का सटीक हल)।</translation>
        </message>
        <message>
            <source>Solving decision %v of %m</source>
            <translation>निर्णय %v / %m हल हो रहा है</translation>
        </message>
        <message>
            <source>Every card of every seat</source>
            <translation>सभी जगहों के सभी पत्ते</translation>
        </message>
        <message>
            <source>Working out the best play…</source>
            <translation>सबसे अच्छी चाल निकाली जा रही है…</translation>
        </message>
        <message>
            <source>The review failed: {why}</source>
            <translation>समीक्षा नहीं हो सकी: {why}</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}: best play.</source>
            <translation>हाथ {t}: {who} ने {card} चला: सबसे अच्छी चाल।</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}; the {best} was better: 1 card point lost.</source>
            <translation>हाथ {t}: {who} ने {card} चला; {best} बेहतर था: पत्तों का 1 अंक गया।</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}; the {best} was better: {cost} card points lost.</source>
            <translation>हाथ {t}: {who} ने {card} चला; {best} बेहतर था: पत्तों के {cost} अंक गए।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}: best play.</source>
            <translation>हाथ {t}: आपने {card} चला: सबसे अच्छी चाल।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}; the {best} was better: 1 card point lost.</source>
            <translation>हाथ {t}: आपने {card} चला; {best} बेहतर था: पत्तों का 1 अंक गया।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}; the {best} was better: {cost} card points lost.</source>
            <translation>हाथ {t}: आपने {card} चला; {best} बेहतर था: पत्तों के {cost} अंक गए।</translation>
        </message>
        <message>
            <source>Working out the chances of the bids…</source>
            <translation>बोलियों की संभावना निकाली जा रही है…</translation>
        </message>
        <message>
            <source>The auction</source>
            <translation>बोली</translation>
        </message>
        <message>
            <source>The chances come from the program's bid table: deals solved around hands like your first four cards, checked against hands really played. They say how often your side would make each bid, not what the others would have bid.</source>
            <translation>संभावनाएँ प्रोग्राम की बोली तालिका से आती हैं: आपके पहले चार पत्तों जैसे पत्तों वाली हल की गई बँटाइयाँ, जिन्हें सचमुच खेली गई बाज़ियों से जाँचा गया। ये बताती हैं कि आपकी टीम हर बोली कितनी बार पूरी करती, यह नहीं कि दूसरे क्या बोलते।</translation>
        </message>
        <message>
            <source>The chances come from {n} deals sampled to fit your first four cards, each played out by the program with you as the bidder. They say how often your side would make each bid, not what the others would have bid.</source>
            <translation>संभावनाएँ आपके पहले चार पत्तों से मेल खाती {n} नमूना बँटाइयों से आती हैं, हर एक को प्रोग्राम ने आपको बोली वाला मानकर खेला। ये बताती हैं कि आपकी टीम हर बोली कितनी बार पूरी करती, यह नहीं कि दूसरे क्या बोलते।</translation>
        </message>
        <message>
            <source>You bid {bid}: the program gives {chance} to make it</source>
            <translation>आपकी बोली {bid}: प्रोग्राम के हिसाब से यह {chance} पूरी होती है</translation>
        </message>
        <message>
            <source>With these cards no bid has about 5 in 10 or better.</source>
            <translation>इन पत्तों से कोई बोली 10 में से लगभग 5 बार या उससे ज़्यादा पूरी नहीं होती।</translation>
        </message>
        <message>
            <source>It would have stopped at {best}: {bid} is more than it thinks these cards make.</source>
            <translation>प्रोग्राम {best} पर रुकता: उसके हिसाब से इन पत्तों से {bid} पूरी नहीं होती।</translation>
        </message>
        <message>
            <source>The bids up to {best} have about 5 in 10 or better: a higher bid was possible.</source>
            <translation>{best} तक की बोलियाँ 10 में से लगभग 5 बार या उससे ज़्यादा पूरी होती हैं: और ऊँची बोली हो सकती थी।</translation>
        </message>
        <message>
            <source>That is the highest bid with about 5 in 10 or better.</source>
            <translation>10 में से लगभग 5 बार या उससे ज़्यादा पूरी होने वाली सबसे ऊँची बोली यही है।</translation>
        </message>
        <message>
            <source>You passed (the bid stood at {high}).</source>
            <translation>आपने पास किया (बोली तब {high} थी)।</translation>
        </message>
        <message>
            <source>You passed (no bid yet).</source>
            <translation>आपने पास किया (तब तक कोई बोली नहीं थी)।</translation>
        </message>
        <message>
            <source>No bid open to you had about 5 in 10 or better: the program would have passed too.</source>
            <translation>आपके सामने कोई बोली 10 में से लगभग 5 बार या उससे ज़्यादा पूरी नहीं होती थी: प्रोग्राम भी पास करता।</translation>
        </message>
        <message>
            <source>The program gives {chance} to make {bid}</source>
            <translation>प्रोग्राम के हिसाब से {bid} की बोली {chance} पूरी होती है</translation>
        </message>
        <message>
            <source>It gives {chance} to make {best}: the program would have bid.</source>
            <translation>प्रोग्राम के हिसाब से {best} की बोली {chance} पूरी होती: प्रोग्राम बोली लगाता।</translation>
        </message>
        <message>
            <source>(best trump: {suit})</source>
            <translation>(सबसे अच्छा रंग: {suit})</translation>
        </message>
        <message>
            <source>No card of this hand had a choice to review.</source>
            <translation>इस बाज़ी में किसी पत्ते पर चुनने का मौक़ा नहीं था।</translation>
        </message>
        <message>
            <source>The costliest decisions</source>
            <translation>सबसे महँगे निर्णय</translation>
        </message>
        <message>
            <source>Every card was the best play: nothing lost.</source>
            <translation>हर पत्ता सबसे अच्छी चाल था: कुछ नहीं गया।</translation>
        </message>
        <message>
            <source>{who}: 1 card point lost in all.</source>
            <translation>{who}: कुल पत्तों का 1 अंक गया।</translation>
        </message>
        <message>
            <source>{who}: {lost} card points lost in all.</source>
            <translation>{who}: कुल पत्तों के {lost} अंक गए।</translation>
        </message>
        <message>
            <source>Every decision</source>
            <translation>हर निर्णय</translation>
        </message>
        <message>
            <source>How to read the last column: each card that could have been played, followed by the card points the player's side ends the hand with if that card is played and everyone then plays their best, every hand known. “J♠ 7”: with the Jack of spades the side ends with 7 points. “Q♠ ≤7”: the Queen of spades was no better than the best card, at most 7 points (the program stops counting a card once it knows it is not the best).</source>
            <translation>आख़िरी कॉलम ऐसे पढ़ें: हर वह पत्ता जो चला जा सकता था, और उसके बाद वे अंक जिनके साथ खिलाड़ी की टीम बाज़ी ख़त्म करती, अगर वह पत्ता चला जाए और फिर सब, सारे पत्ते जानते हुए, सबसे अच्छा खेलें। “J♠ 7”: हुकुम के गुलाम से टीम 7 अंकों पर ख़त्म करती है। “Q♠ ≤7”: हुकुम की बेगम सबसे अच्छे पत्ते से बेहतर नहीं थी, ज़्यादा से ज़्यादा 7 अंक (जैसे ही प्रोग्राम जान लेता है कि कोई पत्ता सबसे अच्छा नहीं है, वह उसकी गिनती रोक देता है)।</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>हाथ</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>जगह</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>चला पत्ता</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>सबसे अच्छा</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>नुकसान</translation>
        </message>
        <message>
            <source>Each choice (your side's card points at the end)</source>
            <translation>हर विकल्प (अंत में आपकी टीम के पत्तों के अंक)</translation>
        </message>
        <message>
            <source>ask</source>
            <translation>रंग पूछना</translation>
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
            <translation>सभी मानक नियम।</translation>
        </message>
        <message>
            <source>Different from the standard table:</source>
            <translation>मानक नियमों से अलग:</translation>
        </message>
        <message>
            <source>Table settings:</source>
            <translation>मेज़ की सेटिंग्स:</translation>
        </message>
        <message>
            <source>Change for the next match...</source>
            <translation>अगले मैच के लिए बदलें...</translation>
        </message>
        <message>
            <source>The rules of this match: click to see what differs from the standard table</source>
            <translation>इस मैच के नियम: मानक नियमों से क्या अलग है, देखने के लिए क्लिक करें</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>डिस्क भर गई है</translation>
        </message>
        <message>
            <source>the folder cannot be written</source>
            <translation>फ़ोल्डर में लिखा नहीं जा सकता</translation>
        </message>
        <message>
            <source>the statistics are in use by another program</source>
            <translation>आँकड़े किसी दूसरे प्रोग्राम के उपयोग में हैं</translation>
        </message>
        <message>
            <source>the file could not be written ({why})</source>
            <translation>फ़ाइल लिखी नहीं जा सकी ({why})</translation>
        </message>
        <message>
            <source>Free some space on the disk.</source>
            <translation>डिस्क पर कुछ जगह खाली करें।</translation>
        </message>
        <message>
            <source>Make the folder {folder} writable.</source>
            <translation>फ़ोल्डर {folder} में लिखने की अनुमति दें।</translation>
        </message>
        <message>
            <source>Close the other Twenty-Nine window.</source>
            <translation>ट्वेंटी-नाइन की दूसरी विंडो बंद करें।</translation>
        </message>
        <message>
            <source>Check the folder {folder}.</source>
            <translation>फ़ोल्डर {folder} जाँचें।</translation>
        </message>
        <message>
            <source>Or choose Save elsewhere… to keep the match in another folder.</source>
            <translation>या मैच को दूसरे फ़ोल्डर में रखने के लिए कहीं और सहेजें… चुनें।</translation>
        </message>
        <message>
            <source>The game tries again after every move.</source>
            <translation>खेल हर चाल के बाद फिर से कोशिश करता है।</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>सहेजा नहीं गया</translation>
        </message>
        <message>
            <source>Statistics not saved</source>
            <translation>आँकड़े सहेजे नहीं गए</translation>
        </message>
        <message>
            <source>{head}: {reason}. {todo}</source>
            <translation>{head}: {reason}। {todo}</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>फिर से कोशिश करें</translation>
        </message>
        <message>
            <source>Save elsewhere…</source>
            <translation>कहीं और सहेजें…</translation>
        </message>
        <message>
            <source>Save elsewhere</source>
            <translation>कहीं और सहेजें</translation>
        </message>
        <message>
            <source>The match could not be saved there either ({why}).</source>
            <translation>मैच वहाँ भी सहेजा नहीं जा सका ({why})।</translation>
        </message>
        <message>
            <source>Saved in {where}. To go on with an unfinished match later, copy its file into {saves} under the name match-in-progress.json.</source>
            <translation>{where} में सहेजा गया। अधूरा मैच बाद में जारी रखने के लिए उसकी फ़ाइल को match-in-progress.json नाम से {saves} में कॉपी करें।</translation>
        </message>
        <message>
            <source>If you quit now, what was not saved is lost.</source>
            <translation>अभी बंद करने पर जो सहेजा नहीं गया वह खो जाएगा।</translation>
        </message>
        <message>
            <source>Quit anyway</source>
            <translation>फिर भी बंद करें</translation>
        </message>
        <message>
            <source>From {low} to {high}; the default is {default}.</source>
            <translation>{low} से {high} तक; मूल मान {default} है।</translation>
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
            <translation>नाम में अधिक से अधिक {n} अक्षर हो सकते हैं।</translation>
        </message>
        <message>
            <source>{label}:</source>
            <translation>{label}:</translation>
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
            <source>Presets:</source>
            <translation>प्रीसेट:</translation>
        </message>
        <message>
            <source>Standard rules, except: {changes}.</source>
            <translation>मानक नियम, सिवाय: {changes}।</translation>
        </message>
        <message>
            <source>The standard rules and the default table settings.</source>
            <translation>मानक नियम और मेज़ की मूल सेटिंग्स।</translation>
        </message>
        <message>
            <source>{side}: {score} game points.</source>
            <translation>{side}: {score} गेम पॉइंट।</translation>
        </message>
        <message>
            <source>The red six counts the game points won, the black six the game points lost: the pips showing are the score. At +{target} the match is won, at -{target} it is lost.</source>
            <translation>लाल छक्का जीते हुए गेम पॉइंट गिनता है, काला छक्का हारे हुए: छक्के पर जितनी बूटियाँ दिखें, उतना स्कोर। +{target} पर मैच की जीत, -{target} पर हार।</translation>
        </message>
        <message>
            <source>{name}: the name plate says who deals, who holds the bid and the tricks won in this hand; a gold frame shows whose turn it is.</source>
            <translation>{name}: नाम की तख़्ती बताती है कि कौन बाँट रहा है, बोली किसके पास है और इस बाज़ी में जीते हाथ; सुनहरा घेरा बताता है कि बारी किसकी है।</translation>
        </message>
        <message>
            <source>This hand: its number, the dealer, the bid and the target, the trump once you know it, the stake, and the card points each side has taken so far.</source>
            <translation>यह बाज़ी: उसका नंबर, बाँटने वाला, बोली और लक्ष्य, रंग (पता चलने पर), दाँव, और अब तक हर टीम के पत्तों के अंक।</translation>
        </message>
        <message>
            <source>Twenty-Nine is already running with the data folder {folder}. Switch to its window, or close it before starting Twenty-Nine again.</source>
            <translation>ट्वेंटी-नाइन पहले से डेटा फ़ोल्डर {folder} के साथ चल रहा है। उसकी विंडो पर जाएँ, या फिर से शुरू करने से पहले उसे बंद करें।</translation>
        </message>
        <message>
            <source>{part} of {whole} ({percent}%)</source>
            <translation>{whole} में से {part} ({percent}%)</translation>
        </message>
        <message>
            <source>Computer ({level})</source>
            <translation>कंप्यूटर ({level})</translation>
        </message>
        <message>
            <source>Contracts made: {who}</source>
            <translation>बोली पूरी: {who}</translation>
        </message>
        <message>
            <source>{total} ({n} of them in the match in progress)</source>
            <translation>{total} (इनमें से {n} चल रहे मैच में)</translation>
        </message>
        <message>
            <source>Matches played</source>
            <translation>खेले गए मैच</translation>
        </message>
        <message>
            <source>Matches won</source>
            <translation>जीते मैच</translation>
        </message>
        <message>
            <source>Matches abandoned</source>
            <translation>अधूरे छोड़े मैच</translation>
        </message>
        <message>
            <source>Hands played</source>
            <translation>खेली गई बाज़ियाँ</translation>
        </message>
        <message>
            <source>Average card points as bidders</source>
            <translation>बोली वाली टीम के रूप में पत्तों के औसत अंक</translation>
        </message>
        <message>
            <source>Average card points as defenders</source>
            <translation>रोकने वाली टीम के रूप में पत्तों के औसत अंक</translation>
        </message>
        <message>
            <source>Doubled hands won</source>
            <translation>डबल हुई बाज़ियाँ जीतीं</translation>
        </message>
        <message>
            <source>Longest run of matches won</source>
            <translation>लगातार सबसे ज़्यादा मैच जीत</translation>
        </message>
        <message>
            <source>Your game points at the end of the last matches</source>
            <translation>पिछले मैचों के अंत में आपके गेम पॉइंट</translation>
        </message>
        <message>
            <source>No finished match yet</source>
            <translation>अभी तक कोई मैच पूरा नहीं</translation>
        </message>
        <message>
            <source>Figures of finished and abandoned matches; an abandoned match is counted as abandoned, not lost.</source>
            <translation>पूरे और अधूरे छोड़े मैचों के आँकड़े; अधूरा छोड़ा मैच छोड़ा हुआ गिना जाता है, हारा हुआ नहीं।</translation>
        </message>
        <message>
            <source>&amp;Reset…</source>
            <translation>रीसेट करें (&amp;R)…</translation>
        </message>
        <message>
            <source>Your statistics cannot be read now ({why}).</source>
            <translation>आपके आँकड़े अभी पढ़े नहीं जा सकते ({why})।</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>आँकड़े रीसेट करें</translation>
        </message>
        <message>
            <source>Reset all statistics? Every figure starts again from zero; the history of hands is kept.</source>
            <translation>सारे आँकड़े रीसेट करें? हर आँकड़ा फिर शून्य से शुरू होगा; बाज़ियों का इतिहास बना रहेगा।</translation>
        </message>
        <message>
            <source>“{text}” had only just appeared: click it again if you meant it.</source>
            <translation>“{text}” अभी-अभी आया था: सच में चाहते हैं तो फिर से क्लिक करें।</translation>
        </message>
        <message>
            <source>You deal first, drawn by lot.</source>
            <translation>पर्ची से तय हुआ: पहली बाज़ी आप बाँटेंगे।</translation>
        </message>
        <message>
            <source>{who} deals first, drawn by lot.</source>
            <translation>पर्ची से तय हुआ: पहली बाज़ी {who} बाँटेंगे।</translation>
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
            <source>Next</source>
            <translation>आगे</translation>
        </message>
        <message>
            <source>Skip tutorial</source>
            <translation>पाठ छोड़ें</translation>
        </message>
        <message>
            <source>The point cards</source>
            <translation>अंक वाले पत्ते</translation>
        </message>
        <message>
            <source>Only eight cards score: each &lt;b&gt;Jack 3&lt;/b&gt;, each &lt;b&gt;Nine 2&lt;/b&gt;, each &lt;b&gt;Ace&lt;/b&gt; and &lt;b&gt;Ten 1&lt;/b&gt;: 28 points in the pack. In each suit the Jack is highest, then the Nine, the Ace, the Ten, the King, the Queen, the Eight and the Seven.</source>
            <translation>सिर्फ़ आठ पत्तों के अंक हैं: हर &lt;b&gt;गुलाम 3&lt;/b&gt;, हर &lt;b&gt;नहला 2&lt;/b&gt;, हर &lt;b&gt;इक्का&lt;/b&gt; और &lt;b&gt;दहला 1&lt;/b&gt;: गड्डी में 28 अंक। हर सूट में गुलाम सबसे बड़ा, फिर नहला, इक्का, दहला, बादशाह, बेगम, अट्ठा और सत्ता।</translation>
        </message>
        <message>
            <source>The bid</source>
            <translation>बोली</translation>
        </message>
        <message>
            <source>You have seen four of your eight cards. A bid says how many of the 28 points your side (you and North) will take. Your Jack and King of hearts are strong: &lt;b&gt;bid up to 18&lt;/b&gt;, then pass if the others go higher.</source>
            <translation>आपने अपने आठ में से चार पत्ते देखे हैं। बोली बताती है कि 28 में से कितने अंक आपकी टीम (आप और उत्तर) लेगी। आपके पान का गुलाम और बादशाह मज़बूत हैं: &lt;b&gt;18 तक बोली लगाएँ&lt;/b&gt;, फिर दूसरे ऊपर जाएँ तो पास करें।</translation>
        </message>
        <message>
            <source>The hidden trump</source>
            <translation>छिपा हुआ रंग</translation>
        </message>
        <message>
            <source>You won the bid, so you choose the trump: the suit that beats all others. It is set face down and nobody else knows it until it is revealed. Choose &lt;b&gt;hearts&lt;/b&gt;.</source>
            <translation>आपने बोली जीती, इसलिए रंग आप चुनेंगे: रंग वह सूट है जो बाकी सब सूटों को काटता है। वह उल्टा रखा जाता है और खुलने तक कोई और नहीं जानता। &lt;b&gt;पान&lt;/b&gt; चुनें।</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>आपकी पहली चाल</translation>
        </message>
        <message>
            <source>All eight cards are dealt. You lead the first trick: the highest card of the suit led wins it, unless a trump is played once the trump is revealed. Play a card.</source>
            <translation>आठों पत्ते बँट गए। पहला हाथ आप शुरू करेंगे: चले गए सूट का सबसे बड़ा पत्ता हाथ जीतता है, जब तक रंग खुलने के बाद कोई रंग न मारे। एक पत्ता चलें।</translation>
        </message>
        <message>
            <source>Following suit</source>
            <translation>वही सूट देना</translation>
        </message>
        <message>
            <source>You must &lt;b&gt;follow suit&lt;/b&gt;: when you hold a card of the suit led you must play one. Only those cards are lit up.</source>
            <translation>&lt;b&gt;वही सूट देना होगा&lt;/b&gt;: चले गए सूट का पत्ता हो तो वही चलना होगा। सिर्फ़ वही पत्ते चमक रहे हैं।</translation>
        </message>
        <message>
            <source>Asking for the trump</source>
            <translation>रंग पूछना</translation>
        </message>
        <message>
            <source>You have no card of the suit led. While the trump is hidden a trump wins nothing, so &lt;b&gt;ask for the trump&lt;/b&gt;: it is shown to everyone, and then you must play a trump if you have one.</source>
            <translation>चले गए सूट का कोई पत्ता आपके पास नहीं। रंग छिपा हो तो रंग का पत्ता कुछ नहीं जीतता, इसलिए &lt;b&gt;रंग पूछें&lt;/b&gt;: वह सबको दिखाया जाएगा, फिर रंग हो तो आपको रंग चलना होगा।</translation>
        </message>
        <message>
            <source>The pair</source>
            <translation>पेयर</translation>
        </message>
        <message>
            <source>You hold the &lt;b&gt;King and Queen of trumps&lt;/b&gt; and your side has just won a trick: &lt;b&gt;declare the pair&lt;/b&gt;. Your side's target goes down by 4, though not below the lowest bid (the opponents' pair would raise it by 4).</source>
            <translation>आपके पास &lt;b&gt;रंग का बादशाह और बेगम&lt;/b&gt; हैं और आपकी टीम ने अभी एक हाथ जीता है: &lt;b&gt;पेयर दिखाएँ&lt;/b&gt;। आपकी टीम का लक्ष्य 4 घटता है, पर सबसे छोटी बोली से नीचे नहीं (विरोधियों का पेयर उसे 4 बढ़ा देता)।</translation>
        </message>
        <message>
            <source>Well done</source>
            <translation>शाबाश</translation>
        </message>
        <message>
            <source>That is a whole hand of Twenty-Nine. The summary shows the points each side took and whether the bid was made. Play the tutorial again from the Help menu whenever you like.</source>
            <translation>यह ट्वेंटी-नाइन की एक पूरी बाज़ी थी। सार में दिखता है कि हर टीम ने कितने अंक लिए और बोली पूरी हुई या नहीं। जब चाहें सहायता मेनू से पाठ फिर खेलें।</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>समाप्त</translation>
        </message>
        <message>
            <source>Tutorial: a guided hand</source>
            <translation>पाठ: मार्गदर्शन के साथ एक बाज़ी</translation>
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
            <source>(the platform's settings folder)</source>
            <translation>(सिस्टम का सेटिंग्स फ़ोल्डर)</translation>
        </message>
        <message>
            <source>Twenty-Nine {version}</source>
            <translation>ट्वेंटी-नाइन {version}</translation>
        </message>
        <message>
            <source>The partnership trick-taking card game of north India, Bangladesh and Nepal, offline: no ads, no accounts, no server.</source>
            <translation>उत्तर भारत, बांग्लादेश और नेपाल का जोड़ी में हाथ जीतने वाला ताश का खेल, ऑफ़लाइन: न विज्ञापन, न खाता, न सर्वर।</translation>
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
            <translation>जिसके पास वह सूट न हो वह पूछ सकता है; ऐसे पहले खिलाड़ी को पूछना ही होगा; या रंग अपने-आप खुलता है।</translation>
        </message>
        <message>
            <source>On request</source>
            <translation>पूछने पर</translation>
        </message>
        <message>
            <source>First void player must ask</source>
            <translation>सूट न होने पर पहला खिलाड़ी पूछे</translation>
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
            <translation>सूट न हो तो रंग चलना होगा</translation>
        </message>
        <message>
            <source>After the reveal, every player who cannot follow suit must play a trump if able.</source>
            <translation>रंग खुलने के बाद, जिसके पास वह सूट नहीं उसे हो सके तो रंग चलना होगा।</translation>
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
            <translation>मानक</translation>
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
            <translation>रोकने वाली टीम डबल और बोली वाली टीम रीडबल कर सकती है; 'सेट' के साथ रोकने वाली टीम पूरा मैच दाँव पर लगा सकती है।</translation>
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
            <translation>जब बोली में पहली या दूसरी बारी वाले खिलाड़ी के पास कोई अंक वाला पत्ता न हो, या सातवाँ पत्ता रंग हो और वही बोली वाले का उस सूट का अकेला अंक वाला पत्ता हो, तो फिर बँटाई।</translation>
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
