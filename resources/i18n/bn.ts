<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn" sourcelanguage="en">
    <context>
        <name />
        <message>
            <source>Easy</source>
            <translation>সহজ</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>সাধারণ</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>কঠিন</translation>
        </message>
        <message>
            <source>North (your partner)</source>
            <translation>উত্তর (আপনার সঙ্গী)</translation>
        </message>
        <message>
            <source>How well the computer partner plays.</source>
            <translation>কম্পিউটার সঙ্গী কতটা ভালো খেলে।</translation>
        </message>
        <message>
            <source>East (opponent)</source>
            <translation>পূর্ব (বিপক্ষ)</translation>
        </message>
        <message>
            <source>How well the opponent on your right plays.</source>
            <translation>আপনার ডানদিকের বিপক্ষ কতটা ভালো খেলে।</translation>
        </message>
        <message>
            <source>West (opponent)</source>
            <translation>পশ্চিম (বিপক্ষ)</translation>
        </message>
        <message>
            <source>How well the opponent on your left plays.</source>
            <translation>আপনার বাঁদিকের বিপক্ষ কতটা ভালো খেলে।</translation>
        </message>
        <message>
            <source>Card animations</source>
            <translation>তাসের নড়াচড়া</translation>
        </message>
        <message>
            <source>How fast cards move on the table.</source>
            <translation>টেবিলে তাস কত তাড়াতাড়ি সরে।</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>বন্ধ</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>দ্রুত</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>ধীরে</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>আপনার নাম</translation>
        </message>
        <message>
            <source>Shown at your seat (up to 20 characters).</source>
            <translation>আপনার আসনে দেখানো হয় (20 অক্ষর পর্যন্ত)।</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>তাসের পেছন</translation>
        </message>
        <message>
            <source>The colour of the backs of the cards.</source>
            <translation>তাসের পেছনের রঙ।</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>নীল</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>লাল</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>ভাষা</translation>
        </message>
        <message>
            <source>The language of the program; it changes when you press OK, also during a match.</source>
            <translation>প্রোগ্রামের ভাষা; ঠিক আছে টিপলে বদলায়, ম্যাচের মাঝেও।</translation>
        </message>
        <message>
            <source>As the system, else English</source>
            <translation>সিস্টেমের মতো, নয়তো ইংরেজি</translation>
        </message>
        <message>
            <source>Suit colours</source>
            <translation>স্যুটের রঙ</translation>
        </message>
        <message>
            <source>Four colours tell the suits apart at a glance: spades black, hearts red, diamonds blue, clubs green.</source>
            <translation>চার রঙে এক নজরে স্যুট চেনা যায়: ইস্কাবন কালো, হরতন লাল, রুইতন নীল, চিড়িতন সবুজ।</translation>
        </message>
        <message>
            <source>Two colours (red and black)</source>
            <translation>দুই রং (লাল ও কালো)</translation>
        </message>
        <message>
            <source>Four colours</source>
            <translation>চার রং</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>তাসের মাপ</translation>
        </message>
        <message>
            <source>Large cards make your own hand bigger and easier to read.</source>
            <translation>বড় তাসে আপনার হাতের তাস বড় আর পড়তে সহজ হয়।</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>বড়</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>লেখার মাপ</translation>
        </message>
        <message>
            <source>The size of the text of the action bar, the menus and the dialogs.</source>
            <translation>নিচের বোতাম-সারি, মেনু আর ডায়ালগের লেখার মাপ।</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>ইঙ্গিত</translation>
        </message>
        <message>
            <source>A Hint button (H) on your turn shows what the Hard player would do.</source>
            <translation>আপনার পালায় একটি ইঙ্গিত বোতাম (H) দেখায় কঠিন খেলোয়াড় কী করত।</translation>
        </message>
        <message>
            <source>On</source>
            <translation>চালু</translation>
        </message>
        <message>
            <source>Play a forced card by itself</source>
            <translation>একমাত্র খেলার মতো তাস নিজে থেকে খেলা</translation>
        </message>
        <message>
            <source>When only one of your cards may be played, it is shown chosen for a moment and then played for you.</source>
            <translation>যখন আপনার একটিই তাস খেলা যায়, সেটি এক মুহূর্ত বাছাই করা দেখানো হয়, তারপর আপনার হয়ে খেলা হয়।</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>তাসের টেবিল</translation>
        </message>
        <message>
            <source>Left and Right choose a card, Enter plays it; Tab or Up goes to the action bar; ? lists the keys.</source>
            <translation>বাঁ আর ডান তীরে তাস বাছুন, Enter-এ খেলুন; Tab বা উপরের তীরে বোতাম-সারিতে যান; ? চাপলে সব চাবি দেখা যায়।</translation>
        </message>
        <message>
            <source>Action bar</source>
            <translation>বোতাম-সারি</translation>
        </message>
        <message>
            <source>You</source>
            <translation>আপনি</translation>
        </message>
        <message>
            <source>You play {card}</source>
            <translation>আপনি {card} খেললেন</translation>
        </message>
        <message>
            <source>{who} plays {card}</source>
            <translation>{who} {card} খেললেন</translation>
        </message>
        <message>
            <source>Bid advisor</source>
            <translation>ডাকের পরামর্শ</translation>
        </message>
        <message>
            <source>The advisor helps in the auction: it shows the chance of making each bid from your first four cards.</source>
            <translation>ডাকের সময় পরামর্শ: আপনার প্রথম চারটি তাস দেখে প্রতিটি ডাক পূরণের সম্ভাবনা দেখায়।</translation>
        </message>
        <message>
            <source>Working out your chances…</source>
            <translation>আপনার সম্ভাবনা হিসাব করা হচ্ছে…</translation>
        </message>
        <message>
            <source>No advice this time: {why}</source>
            <translation>এবার কোনো পরামর্শ নেই: {why}</translation>
        </message>
        <message>
            <source>Chance of making each bid with the best trump, from your four cards:</source>
            <translation>সেরা রং নিয়ে প্রতিটি ডাক পূরণের সম্ভাবনা, আপনার চারটি তাস থেকে:</translation>
        </message>
        <message>
            <source>Chance of making each bid with the best trump ({n} sampled deals):</source>
            <translation>সেরা রং নিয়ে প্রতিটি ডাক পূরণের সম্ভাবনা ({n}টি নমুনা বাঁটা):</translation>
        </message>
        <message>
            <source>{bid} in {suit}</source>
            <translation>{suit}-এ {bid}</translation>
        </message>
        <message>
            <source>The Hard player would: &lt;b&gt;{what}&lt;/b&gt;</source>
            <translation>কঠিন খেলোয়াড় যা করত: &lt;b&gt;{what}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>গোলাম</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>নহলা</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>টেক্কা</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>দহলা</translation>
        </message>
        <message>
            <source>King</source>
            <translation>সাহেব</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>বিবি</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>আট্টা</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>সাত্তা</translation>
        </message>
        <message>
            <source>Jack of {suit}</source>
            <translation>{suit}ের গোলাম</translation>
        </message>
        <message>
            <source>Nine of {suit}</source>
            <translation>{suit}ের নহলা</translation>
        </message>
        <message>
            <source>Ace of {suit}</source>
            <translation>{suit}ের টেক্কা</translation>
        </message>
        <message>
            <source>Ten of {suit}</source>
            <translation>{suit}ের দহলা</translation>
        </message>
        <message>
            <source>King of {suit}</source>
            <translation>{suit}ের সাহেব</translation>
        </message>
        <message>
            <source>Queen of {suit}</source>
            <translation>{suit}ের বিবি</translation>
        </message>
        <message>
            <source>Eight of {suit}</source>
            <translation>{suit}ের আট্টা</translation>
        </message>
        <message>
            <source>Seven of {suit}</source>
            <translation>{suit}ের সাত্তা</translation>
        </message>
        <message>
            <source>Face-down card</source>
            <translation>উল্টানো তাস</translation>
        </message>
        <message>
            <source>{card}, playable</source>
            <translation>{card}, খেলা যায়</translation>
        </message>
        <message>
            <source>{card}, not playable now</source>
            <translation>{card}, এখন খেলা যায় না</translation>
        </message>
        <message>
            <source>Your trump: {suit}</source>
            <translation>আপনার রং: {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>রং: {suit}</translation>
        </message>
        <message>
            <source>&amp;Claim the rest of the tricks</source>
            <translation>বাকি পিঠ দাবি করুন (&amp;C)</translation>
        </message>
        <message>
            <source>When every remaining trick is surely yours, whatever the others hold (C)</source>
            <translation>যখন বাকি সব পিঠ নিশ্চিত আপনার, অন্যদের হাতে যা-ই থাকুক (C)</translation>
        </message>
        <message>
            <source>Claim accepted: the rest of the tricks are yours.</source>
            <translation>দাবি মেনে নেওয়া হল: বাকি পিঠ আপনার।</translation>
        </message>
        <message>
            <source>Your only legal card, the {card}, is played for you.</source>
            <translation>আপনার একমাত্র খেলার মতো তাস, {card}, আপনার হয়ে খেলা হল।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps) and double.</source>
            <translation>কম্পিউটার খেলোয়াড়েরা পেয়ার (রঙের সাহেব আর বিবি) দেখাতে ও ডাবল করতে পারে।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps), but do not double.</source>
            <translation>কম্পিউটার খেলোয়াড়েরা পেয়ার (রঙের সাহেব আর বিবি) দেখাতে পারে, কিন্তু ডাবল করে না।</translation>
        </message>
        <message>
            <source>Computer players may double, but do not declare the pair (King and Queen of trumps).</source>
            <translation>কম্পিউটার খেলোয়াড়েরা ডাবল করতে পারে, কিন্তু পেয়ার (রঙের সাহেব আর বিবি) দেখায় না।</translation>
        </message>
        <message>
            <source>Computer players do not declare the pair (King and Queen of trumps) or double.</source>
            <translation>কম্পিউটার খেলোয়াড়েরা পেয়ার (রঙের সাহেব আর বিবি) দেখায় না, ডাবলও করে না।</translation>
        </message>
        <message>
            <source>Computer players may declare the pair (King and Queen of trumps) and double</source>
            <translation>কম্পিউটার খেলোয়াড়েরা পেয়ার (রঙের সাহেব আর বিবি) দেখাতে ও ডাবল করতে পারবে</translation>
        </message>
        <message>
            <source>Your settings could not be saved ({error}). They apply until you close Twenty-Nine.</source>
            <translation>আপনার সেটিংস সংরক্ষণ করা গেল না ({error})। টোয়েন্টি-নাইন বন্ধ না করা পর্যন্ত এগুলো চালু থাকবে।</translation>
        </message>
        <message>
            <source>North</source>
            <translation>উত্তর</translation>
        </message>
        <message>
            <source>East</source>
            <translation>পূর্ব</translation>
        </message>
        <message>
            <source>South</source>
            <translation>দক্ষিণ</translation>
        </message>
        <message>
            <source>West</source>
            <translation>পশ্চিম</translation>
        </message>
        <message>
            <source>Type anything to cut the deck, or leave it empty: then the mouse cuts (where you click Next deal, and when). The cards come from the secret fixed by the fingerprint and your cut, so nobody could choose them.</source>
            <translation>তাস কাটতে যা খুশি লিখুন, বা খালি রাখুন: তখন মাউস কাটবে ("পরের দান"-এ আপনি কোথায় আর কখন ক্লিক করেন)। তাস আসে ফিঙ্গারপ্রিন্টে বাঁধা গোপন কোড আর আপনার কাটা থেকে, তাই কেউ সেগুলো বেছে নিতে পারত না।</translation>
        </message>
        <message>
            <source>The fingerprint of the next deal: a hash of a secret the program drew before the deal. After the hand, Check this deal shows the secret and that it gives this fingerprint. The whole fingerprint: {hex}</source>
            <translation>পরের বাঁটার ফিঙ্গারপ্রিন্ট: বাঁটার আগে প্রোগ্রামের বেছে নেওয়া একটি গোপন কোডের হ্যাশ। দানের পরে "এই বাঁটা যাচাই করুন" গোপন কোডটি দেখায়, আর দেখায় যে তা থেকে এই ফিঙ্গারপ্রিন্টই হয়। পুরো ফিঙ্গারপ্রিন্ট: {hex}</translation>
        </message>
        <message>
            <source>Next deal's fingerprint:</source>
            <translation>পরের বাঁটার ফিঙ্গারপ্রিন্ট:</translation>
        </message>
        <message>
            <source>Cut (optional): type anything, or let the mouse cut</source>
            <translation>কাটা (ইচ্ছে হলে): যা খুশি লিখুন, বা মাউসকে কাটতে দিন</translation>
        </message>
        <message>
            <source>no cut: this hand was dealt as soon as its fingerprint was shown</source>
            <translation>কাটা হয়নি: ফিঙ্গারপ্রিন্ট দেখানোর সঙ্গে সঙ্গেই এই দান বাঁটা হয়েছে</translation>
        </message>
        <message>
            <source>the mouse of {who} (at {pos}, {ms} ms after the fingerprint appeared)</source>
            <translation>{who}-এর মাউস ({pos}-এ, ফিঙ্গারপ্রিন্ট দেখা দেওয়ার {ms} ms পরে)</translation>
        </message>
        <message>
            <source>{who} typed “{text}”</source>
            <translation>{who} লিখেছেন “{text}”</translation>
        </message>
        <message>
            <source>{n} bytes from the program of {who}</source>
            <translation>{who}-এর প্রোগ্রাম থেকে {n} বাইট</translation>
        </message>
        <message>
            <source>This hand was set up as a position, not dealt: there is no deal to check.</source>
            <translation>এই দান একটি অবস্থান হিসেবে সাজানো, বাঁটা হয়নি: যাচাই করার মতো কোনো বাঁটা নেই।</translation>
        </message>
        <message>
            <source>This hand was deal {n}, chosen by its number (or dealt before this version kept the secrets of deals): no secret was drawn for it.</source>
            <translation>এই দান ছিল বাঁটা নং {n}, নম্বর দিয়ে বেছে নেওয়া (বা এই সংস্করণের আগে বাঁটা, যখন বাঁটার গোপন কোড রাখা হত না): এর জন্য কোনো গোপন কোড নেওয়া হয়নি।</translation>
        </message>
        <message>
            <source>Deal {n} gives exactly the cards that were dealt.</source>
            <translation>বাঁটা নং {n} থেকে ঠিক সেই তাসই আসে যা বাঁটা হয়েছিল।</translation>
        </message>
        <message>
            <source>Deal {n} does NOT give the cards that were dealt.</source>
            <translation>বাঁটা নং {n} থেকে যা বাঁটা হয়েছিল সেই তাস আসে না।</translation>
        </message>
        <message>
            <source>Shown before the deal, the fingerprint: {fp}</source>
            <translation>বাঁটার আগে দেখানো ফিঙ্গারপ্রিন্ট: {fp}</translation>
        </message>
        <message>
            <source>Revealed now, the secret: {secret}</source>
            <translation>এখন খোলা গোপন কোড: {secret}</translation>
        </message>
        <message>
            <source>The cut: {cut}</source>
            <translation>কাটা: {cut}</translation>
        </message>
        <message>
            <source>The secret matches the fingerprint shown before the deal.</source>
            <translation>গোপন কোড বাঁটার আগে দেখানো ফিঙ্গারপ্রিন্টের সঙ্গে মেলে।</translation>
        </message>
        <message>
            <source>The secret does NOT match the fingerprint shown before the deal.</source>
            <translation>গোপন কোড বাঁটার আগে দেখানো ফিঙ্গারপ্রিন্টের সঙ্গে মেলে না।</translation>
        </message>
        <message>
            <source>The secret and the cut give deal number {n}.</source>
            <translation>গোপন কোড আর কাটা থেকে বাঁটা নং {n} হয়।</translation>
        </message>
        <message>
            <source>The secret and the cut give deal number {m}, not this hand's number {n}.</source>
            <translation>গোপন কোড আর কাটা থেকে বাঁটা নং {m} হয়, এই দানের নম্বর {n} নয়।</translation>
        </message>
        <message>
            <source>Shuffled and dealt from {dealer}, deal {n} gives exactly the cards that were dealt.</source>
            <translation>ফেঁটে {dealer} থেকে বাঁটলে বাঁটা নং {n} থেকে ঠিক সেই তাসই আসে যা বাঁটা হয়েছিল।</translation>
        </message>
        <message>
            <source>This deal does not check. Please save this hand for a report and send it.</source>
            <translation>এই বাঁটা যাচাইয়ে মেলেনি। দয়া করে এই দান রিপোর্টের জন্য রাখুন আর পাঠান।</translation>
        </message>
        <message>
            <source>This deal checks: the program fixed its secret when it showed the fingerprint, and the cut came after, so nobody could choose these cards.</source>
            <translation>এই বাঁটা মিলেছে: ফিঙ্গারপ্রিন্ট দেখানোর সময়েই প্রোগ্রাম তার গোপন কোড ঠিক করে ফেলেছিল, আর কাটা হয়েছে তার পরে, তাই এই তাস কেউ বেছে নিতে পারত না।</translation>
        </message>
        <message>
            <source>This deal checks: the cards are those of the secret fixed when the fingerprint was shown. This hand had no cut, so it shows only that the secret was not changed after that.</source>
            <translation>এই বাঁটা মিলেছে: তাস সেই গোপন কোডেরই, যা ফিঙ্গারপ্রিন্ট দেখানোর সময় ঠিক ছিল। এই দানে কাটা হয়নি, তাই এটি শুধু দেখায় যে তার পরে গোপন কোড বদলানো হয়নি।</translation>
        </message>
        <message>
            <source>The cards dealt:</source>
            <translation>বাঁটা তাস:</translation>
        </message>
        <message>
            <source>How the program deals is written out exactly in docs/DEALING.md, with an example, so that you can check a deal with your own code.</source>
            <translation>প্রোগ্রাম কীভাবে বাঁটে তা docs/DEALING.md-এ একটি উদাহরণসহ হুবহু লেখা আছে, যাতে আপনি নিজের কোড দিয়ে যেকোনো বাঁটা যাচাই করতে পারেন।</translation>
        </message>
        <message>
            <source>Check this deal: hand {n}</source>
            <translation>এই বাঁটা যাচাই করুন: দান {n}</translation>
        </message>
        <message>
            <source>&amp;Check this deal…</source>
            <translation>এই বাঁটা যাচাই করুন (&amp;C)…</translation>
        </message>
        <message>
            <source>Save this hand for a re&amp;port</source>
            <translation>রিপোর্টের জন্য এই দান রাখুন (&amp;P)</translation>
        </message>
        <message>
            <source>One file with this hand's record, the program's version, the rules and the deal's secret and cut, to send with a question; its folder opens.</source>
            <translation>একটি ফাইলে এই দানের রেকর্ড, প্রোগ্রামের সংস্করণ, নিয়ম, আর বাঁটার গোপন কোড ও কাটা, কোনো প্রশ্নের সঙ্গে পাঠানোর জন্য; তার ফোল্ডার খুলে যায়।</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>ম্যাচ শেষ</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>দান {n}</translation>
        </message>
        <message>
            <source>Match over: {result}</source>
            <translation>ম্যাচ শেষ: {result}</translation>
        </message>
        <message>
            <source>deal {n}</source>
            <translation>বাঁটা নং {n}</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>নতুন ম্যাচ</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>পরের দান</translation>
        </message>
        <message>
            <source>Rules of Twenty-Nine</source>
            <translation>টোয়েন্টি-নাইনের নিয়ম</translation>
        </message>
        <message>
            <source># Rules

The rules help file (resources/help/rules.md) is not installed.</source>
            <translation># নিয়ম

নিয়মের সাহায্য-ফাইল (resources/help/rules.md) ইনস্টল করা নেই।</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Start a new match?&lt;/h3&gt;The match in progress, if any, ends.</source>
            <translation>&lt;h3&gt;নতুন ম্যাচ শুরু করবেন?&lt;/h3&gt;চলতি ম্যাচ থাকলে তা শেষ হয়ে যাবে।</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>শুরু</translation>
        </message>
        <message>
            <source>Settings…</source>
            <translation>সেটিংস…</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>ইস্কাবন</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>হরতন</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>রুইতন</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>চিড়িতন</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>সহজ</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>সাধারণ</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>কঠিন</translation>
        </message>
        <message>
            <source>random</source>
            <translation>এলোমেলো</translation>
        </message>
        <message>
            <source>Reveals the trump</source>
            <translation>রং খুললেন</translation>
        </message>
        <message>
            <source>Trump, please?</source>
            <translation>রং দেখাও?</translation>
        </message>
        <message>
            <source>Hold {bid}</source>
            <translation>{bid} ধরে রাখলাম</translation>
        </message>
        <message>
            <source>Wins the bid at {bid}</source>
            <translation>{bid}-এ ডাক জিতলেন</translation>
        </message>
        <message>
            <source>Seventh card!</source>
            <translation>সাত নম্বর তাস!</translation>
        </message>
        <message>
            <source>Sets the trump face down</source>
            <translation>রং উল্টে রাখলেন</translation>
        </message>
        <message>
            <source>Pair! Target now {target}</source>
            <translation>পেয়ার! লক্ষ্য এখন {target}</translation>
        </message>
        <message>
            <source>Trump is {symbol} {suit}</source>
            <translation>রং {symbol} {suit}</translation>
        </message>
        <message>
            <source>Wins the trick (+{points})</source>
            <translation>পিঠ জিতলেন (+{points})</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>পাস</translation>
        </message>
        <message>
            <source>Single hand!</source>
            <translation>সিঙ্গল হ্যান্ড!</translation>
        </message>
        <message>
            <source>Double!</source>
            <translation>ডাবল!</translation>
        </message>
        <message>
            <source>Redouble!</source>
            <translation>রিডাবল!</translation>
        </message>
        <message>
            <source>Set!</source>
            <translation>সেট!</translation>
        </message>
        <message>
            <source>No double</source>
            <translation>ডাবল নয়</translation>
        </message>
        <message>
            <source>No redouble</source>
            <translation>রিডাবল নয়</translation>
        </message>
        <message>
            <source>No set</source>
            <translation>সেট নয়</translation>
        </message>
        <message>
            <source>Asked for the trump (trick {n}): {suit}</source>
            <translation>রং চেয়েছেন (পিঠ {n}): {suit}</translation>
        </message>
        <message>
            <source>Revealed the trump (trick {n}): {suit}</source>
            <translation>রং খুলেছেন (পিঠ {n}): {suit}</translation>
        </message>
        <message>
            <source>Trump turned up (trick {n}): {suit}</source>
            <translation>রং নিজে থেকে খুলল (পিঠ {n}): {suit}</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>বাঁটিয়ে</translation>
        </message>
        <message>
            <source>Bid {bid}</source>
            <translation>ডাক {bid}</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>পাস</translation>
        </message>
        <message>
            <source>hold {bid}</source>
            <translation>{bid} ধরে আছেন</translation>
        </message>
        <message>
            <source>holds {bid}</source>
            <translation>{bid} ধরে আছে</translation>
        </message>
        <message>
            <source>single hand</source>
            <translation>সিঙ্গল হ্যান্ড</translation>
        </message>
        <message>
            <source>sits out</source>
            <translation>বসে আছে</translation>
        </message>
        <message>
            <source>{n} tricks</source>
            <translation>{n} পিঠ</translation>
        </message>
        <message>
            <source>{n} trick</source>
            <translation>{n} পিঠ</translation>
        </message>
        <message>
            <source>Deal's fingerprint:</source>
            <translation>এই বাঁটার ফিঙ্গারপ্রিন্ট:</translation>
        </message>
        <message>
            <source>Hand {n}   (match to ±{target})</source>
            <translation>দান {n}   (ম্যাচ ±{target} পর্যন্ত)</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>বাঁটা নং {n}</translation>
        </message>
        <message>
            <source>Dealer: {seat}</source>
            <translation>বাঁটিয়ে: {seat}</translation>
        </message>
        <message>
            <source>High bid: {bid}</source>
            <translation>সর্বোচ্চ ডাক: {bid}</translation>
        </message>
        <message>
            <source>Bid: {bid} by {seat}</source>
            <translation>ডাক: {bid}, {seat}</translation>
        </message>
        <message>
            <source>Single hand: {who} play alone</source>
            <translation>সিঙ্গল হ্যান্ড: {who} একা খেলছেন</translation>
        </message>
        <message>
            <source>Single hand: {who} plays alone</source>
            <translation>সিঙ্গল হ্যান্ড: {who} একা খেলছে</translation>
        </message>
        <message>
            <source>Target: all eight tricks</source>
            <translation>লক্ষ্য: আটটি পিঠই</translation>
        </message>
        <message>
            <source>No trumps (single hand)</source>
            <translation>রং নেই (সিঙ্গল হ্যান্ড)</translation>
        </message>
        <message>
            <source>Target: {target}</source>
            <translation>লক্ষ্য: {target}</translation>
        </message>
        <message>
            <source>  (after pair)</source>
            <translation>  (পেয়ারের পরে)</translation>
        </message>
        <message>
            <source>Trump: {symbol} {suit}</source>
            <translation>রং: {symbol} {suit}</translation>
        </message>
        <message>
            <source>  (hidden)</source>
            <translation>  (লুকোনো)</translation>
        </message>
        <message>
            <source>Trump: face down</source>
            <translation>রং: উল্টে রাখা</translation>
        </message>
        <message>
            <source>not doubled</source>
            <translation>ডাবল হয়নি</translation>
        </message>
        <message>
            <source>doubled (×2)</source>
            <translation>ডাবল (×2)</translation>
        </message>
        <message>
            <source>redoubled (×4)</source>
            <translation>রিডাবল (×4)</translation>
        </message>
        <message>
            <source>set: the match is at stake</source>
            <translation>সেট: পুরো ম্যাচ বাজি</translation>
        </message>
        <message>
            <source>{n} game points</source>
            <translation>{n} গেম পয়েন্ট</translation>
        </message>
        <message>
            <source>{n} game point</source>
            <translation>{n} গেম পয়েন্ট</translation>
        </message>
        <message>
            <source>Stake: {stake}</source>
            <translation>বাজি: {stake}</translation>
        </message>
        <message>
            <source>Trick {n} of 8</source>
            <translation>পিঠ {n} / 8</translation>
        </message>
        <message>
            <source> (your side)</source>
            <translation> (আপনার দল)</translation>
        </message>
        <message>
            <source>Single hand: {won} of 8 tricks</source>
            <translation>সিঙ্গল হ্যান্ড: 8-এর মধ্যে {won} পিঠ</translation>
        </message>
        <message>
            <source>Bidders{yours}: {points} of {target}</source>
            <translation>ডাকদারের দল{yours}: {target}-এর মধ্যে {points}</translation>
        </message>
        <message>
            <source>Defenders{yours}: {points}</source>
            <translation>আটকানোর দল{yours}: {points}</translation>
        </message>
        <message>
            <source>you and your partner</source>
            <translation>আপনি ও আপনার সঙ্গী</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a} ও {b}</translation>
        </message>
        <message>
            <source>{who} win the match!</source>
            <translation>{who} ম্যাচ জিতলেন!</translation>
        </message>
        <message>
            <source>{who} win the match.</source>
            <translation>{who} ম্যাচ জিতল।</translation>
        </message>
        <message>
            <source>annulled</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>single hand, {who}</source>
            <translation>সিঙ্গল হ্যান্ড, {who}</translation>
        </message>
        <message>
            <source>set</source>
            <translation>সেট</translation>
        </message>
        <message>
            <source>made</source>
            <translation>হয়েছে</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>হয়নি</translation>
        </message>
        <message>
            <source>Final score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>শেষ স্কোর: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>দান</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>ডাক</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>ফল</translation>
        </message>
        <message>
            <source>The last hand (hand {n})</source>
            <translation>শেষ দান (দান {n})</translation>
        </message>
        <message>
            <source>The hand was annulled:</source>
            <translation>দানটি বাতিল হয়েছে:</translation>
        </message>
        <message>
            <source>&lt;b&gt;{who}&lt;/b&gt; bid &lt;b&gt;{bid}&lt;/b&gt;; target &lt;b&gt;{target}&lt;/b&gt;</source>
            <translation>&lt;b&gt;{who}&lt;/b&gt; &lt;b&gt;{bid}&lt;/b&gt; ডেকেছেন; লক্ষ্য &lt;b&gt;{target}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>; trump {symbol} {suit}</source>
            <translation>; রং {symbol} {suit}</translation>
        </message>
        <message>
            <source>Card points: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>তাসের পয়েন্ট: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>Single hand by {who}.</source>
            <translation>{who} সিঙ্গল হ্যান্ড খেলেছেন।</translation>
        </message>
        <message>
            <source>made it</source>
            <translation>পেরেছেন</translation>
        </message>
        <message>
            <source>went down</source>
            <translation>পারেননি</translation>
        </message>
        <message>
            <source>&lt;b&gt;{side} {verdict}&lt;/b&gt;: {who} {points}.</source>
            <translation>&lt;b&gt;{side} {verdict}&lt;/b&gt;: {who} {points}।</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>প্রথম চাল</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>তাস</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>বিজয়ী</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>পয়েন্ট</translation>
        </message>
        <message>
            <source>including the point for the last trick</source>
            <translation>শেষ পিঠের পয়েন্ট সহ</translation>
        </message>
        <message>
            <source>Match score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>ম্যাচের স্কোর: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
        </message>
        <message>
            <source>The trump was never revealed.</source>
            <translation>রং একবারও খোলা হয়নি।</translation>
        </message>
        <message>
            <source>The trump was revealed in trick {n}.</source>
            <translation>রং খুলল {n} নম্বর পিঠে।</translation>
        </message>
        <message>
            <source>You revealed the trump in trick {n}.</source>
            <translation>আপনি {n} নম্বর পিঠে রং খুললেন।</translation>
        </message>
        <message>
            <source>{who} revealed the trump in trick {n}.</source>
            <translation>{who} {n} নম্বর পিঠে রং খুললেন।</translation>
        </message>
        <message>
            <source>You asked for the trump in trick {n}.</source>
            <translation>আপনি {n} নম্বর পিঠে রং চাইলেন।</translation>
        </message>
        <message>
            <source>{who} asked for the trump in trick {n}.</source>
            <translation>{who} {n} নম্বর পিঠে রং চাইলেন।</translation>
        </message>
        <message>
            <source> (pair shown by you)</source>
            <translation> (আপনি পেয়ার দেখিয়েছেন)</translation>
        </message>
        <message>
            <source> (pair shown by {who})</source>
            <translation> ({who} পেয়ার দেখিয়েছেন)</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Welcome to Twenty-Nine&lt;/h2&gt;&lt;p&gt;You sit at the bottom of the table; your partner sits opposite you, and the computer plays the other three seats. Bid for the right to choose trumps, then win tricks holding Jacks, Nines, Aces and Tens: the side that wins the bidding needs at least as many card points as it bid.&lt;/p&gt;&lt;p&gt;No account, no server, no ads: the game runs on this computer, and family can join it from theirs at home.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;টোয়েন্টি-নাইনে স্বাগতম&lt;/h2&gt;&lt;p&gt;পর্দায় টেবিলের নিচের ধারের আসনটি আপনার; আপনার সঙ্গী বসেন আপনার মুখোমুখি, আর বাকি তিন আসনে কম্পিউটার খেলে। রং বাছার অধিকারের জন্য ডাকুন, তারপর গোলাম, নহলা, টেক্কা আর দহলা আছে এমন পিঠ জিতুন: যে দল ডাক জেতে, তাকে অন্তত ডাকের সমান তাসের পয়েন্ট পেতে হয়।&lt;/p&gt;&lt;p&gt;কোনো অ্যাকাউন্ট নেই, সার্ভার নেই, বিজ্ঞাপন নেই: খেলাটি এই কম্পিউটারেই চলে, আর বাড়ির লোকেরা নিজেদের কম্পিউটার থেকে যোগ দিতে পারেন।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Welcome to Twenty-Nine</source>
            <translation>টোয়েন্টি-নাইনে স্বাগতম</translation>
        </message>
        <message>
            <source>Play a first match</source>
            <translation>প্রথম ম্যাচ খেলুন</translation>
        </message>
        <message>
            <source>Start the tutorial</source>
            <translation>পাঠ শুরু করুন</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>কীভাবে খেলবেন</translation>
        </message>
        <message>
            <source>The tutorial could not start ({why}).</source>
            <translation>পাঠ শুরু করা গেল না ({why})।</translation>
        </message>
        <message>
            <source>You can export a hand once it is over: until then the record would show the other players' cards.</source>
            <translation>দান শেষ হলে তবেই রপ্তানি করা যায়: তার আগে রেকর্ডে অন্যদের তাস দেখা যেত।</translation>
        </message>
        <message>
            <source>Save the record of the hand just played</source>
            <translation>এইমাত্র খেলা দানের রেকর্ড সংরক্ষণ করুন</translation>
        </message>
        <message>
            <source>Could not write {path}: {error}</source>
            <translation>{path} লেখা গেল না: {error}</translation>
        </message>
        <message>
            <source>Report of hand {n} written to {path}</source>
            <translation>দান {n}-এর রিপোর্ট {path}-এ লেখা হয়েছে</translation>
        </message>
        <message>
            <source>No hand to export yet</source>
            <translation>রপ্তানি করার মতো দান এখনও নেই</translation>
        </message>
        <message>
            <source>Export this hand</source>
            <translation>এই দান রপ্তানি</translation>
        </message>
        <message>
            <source>Hand records (*.json)</source>
            <translation>দানের রেকর্ড (*.json)</translation>
        </message>
        <message>
            <source>Hand record written to {path}</source>
            <translation>দানের রেকর্ড লেখা হয়েছে: {path}</translation>
        </message>
        <message>
            <source>Trick {n}: {who} asked for the trump: {trump}</source>
            <translation>পিঠ {n}: রং চাইলেন {who}: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump revealed by you, the bidder: {trump}</source>
            <translation>পিঠ {n}: ডাকদার আপনি রং খুললেন: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump revealed by the bidder, {who}: {trump}</source>
            <translation>পিঠ {n}: ডাকিয়ে {who} রং খুললেন: {trump}</translation>
        </message>
        <message>
            <source>Trick {n}: the trump turned up for {who}: {trump}</source>
            <translation>পিঠ {n}: {who}-এর পালায় রং নিজে থেকে খুলল: {trump}</translation>
        </message>
        <message>
            <source>Bid: {who}, {bid}</source>
            <translation>ডাক: {who}, {bid}</translation>
        </message>
        <message>
            <source>Bid: {who}, pass</source>
            <translation>ডাক: {who}, পাস</translation>
        </message>
        <message>
            <source>Contract: {who}, {bid}</source>
            <translation>চুক্তি: {who}, {bid}</translation>
        </message>
        <message>
            <source>Trump: the seventh card of {who}, face down</source>
            <translation>রং: {who}-এর সাত নম্বর তাস, উল্টে রাখা</translation>
        </message>
        <message>
            <source>Trump set face down by {who}: {trump} (only you know it)</source>
            <translation>রং উল্টে রাখলেন {who}: {trump} (শুধু আপনি জানেন)</translation>
        </message>
        <message>
            <source>Trump set face down by {who}</source>
            <translation>রং উল্টে রাখলেন {who}</translation>
        </message>
        <message>
            <source>Double: {side}</source>
            <translation>ডাবল: {side}</translation>
        </message>
        <message>
            <source>Redouble: {side}</source>
            <translation>রিডাবল: {side}</translation>
        </message>
        <message>
            <source>Set: {side}</source>
            <translation>সেট: {side}</translation>
        </message>
        <message>
            <source>Single hand: {who}</source>
            <translation>সিঙ্গল হ্যান্ড: {who}</translation>
        </message>
        <message>
            <source>Pair (King and Queen of trumps) shown by {who}: target now {target}</source>
            <translation>পেয়ার (রঙের সাহেব আর বিবি) দেখালেন {who}: লক্ষ্য এখন {target}</translation>
        </message>
        <message>
            <source>Trick {n}: {cards}, won by {who} (+{points})</source>
            <translation>পিঠ {n}: {cards}, জিতলেন {who} (+{points})</translation>
        </message>
        <message>
            <source>Hand log</source>
            <translation>দানের খাতা</translation>
        </message>
        <message>
            <source>Hand &amp;log</source>
            <translation>দানের খাতা (&amp;L)</translation>
        </message>
        <message>
            <source>The bids, the trump, the doubles and each trick of this hand</source>
            <translation>এই দানের ডাক, রং, ডাবল আর প্রতিটি পিঠ</translation>
        </message>
        <message>
            <source>The auction begins.</source>
            <translation>ডাক শুরু হল।</translation>
        </message>
        <message>
            <source>NS</source>
            <translation>উ-দ</translation>
        </message>
        <message>
            <source>EW</source>
            <translation>পূ-প</translation>
        </message>
        <message>
            <source>in progress</source>
            <translation>চলছে</translation>
        </message>
        <message>
            <source>made {a}-{b}</source>
            <translation>হয়েছে {a}-{b}</translation>
        </message>
        <message>
            <source>lost {a}-{b}</source>
            <translation>হয়নি {a}-{b}</translation>
        </message>
        <message>
            <source>this match, in progress: {s}</source>
            <translation>এই ম্যাচ, চলছে: {s}</translation>
        </message>
        <message>
            <source>abandoned: {s}</source>
            <translation>অসমাপ্ত রেখে ছাড়া: {s}</translation>
        </message>
        <message>
            <source>won by you and your partner</source>
            <translation>জিতেছেন আপনি ও আপনার সঙ্গী</translation>
        </message>
        <message>
            <source>won by the opponents</source>
            <translation>জিতেছে বিপক্ষ</translation>
        </message>
        <message>
            <source>won by {w}</source>
            <translation>জিতেছেন {w}</translation>
        </message>
        <message>
            <source>{n} by {who}</source>
            <translation>{n}, {who}</translation>
        </message>
        <message>
            <source>single hand by {who}</source>
            <translation>সিঙ্গল হ্যান্ড, {who}</translation>
        </message>
        <message>
            <source>trump {s}</source>
            <translation>রং {s}</translation>
        </message>
        <message>
            <source>doubled</source>
            <translation>ডাবল</translation>
        </message>
        <message>
            <source>redoubled</source>
            <translation>রিডাবল</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>তারিখ</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>বাঁটা নং</translation>
        </message>
        <message>
            <source>Game points</source>
            <translation>গেম পয়েন্ট</translation>
        </message>
        <message>
            <source>History</source>
            <translation>ইতিহাস</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>আবার দেখুন (&amp;R)</translation>
        </message>
        <message>
            <source>Export &amp;hand…</source>
            <translation>দান রপ্তানি (&amp;H)…</translation>
        </message>
        <message>
            <source>Export &amp;match…</source>
            <translation>ম্যাচ রপ্তানি (&amp;M)…</translation>
        </message>
        <message>
            <source>How well did I &amp;play?…</source>
            <translation>আমি কেমন &amp;খেললাম?…</translation>
        </message>
        <message>
            <source>Your hands of this match played again by the Hard computer on the same cards</source>
            <translation>এই ম্যাচে আপনার দানগুলো একই তাসে কঠিন কম্পিউটার আবার খেলে</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>বন্ধ করুন</translation>
        </message>
        <message>
            <source>Double-click to replay this hand</source>
            <translation>এই দানটি আবার দেখতে ডাবল-ক্লিক করুন</translation>
        </message>
        <message>
            <source>being played</source>
            <translation>খেলা চলছে</translation>
        </message>
        <message>
            <source>No hand has been played yet.</source>
            <translation>এখনও কোনো দান খেলা হয়নি।</translation>
        </message>
        <message>
            <source>{n} kept match file(s) could not be read and are left out.</source>
            <translation>রাখা {n}টি ম্যাচের ফাইল পড়া গেল না, সেগুলো বাদ রাখা হল।</translation>
        </message>
        <message>
            <source>Double-click a hand to replay it, all four hands face up.</source>
            <translation>কোনো দান আবার দেখতে ডাবল-ক্লিক করুন, চার হাতের তাসই খোলা থাকবে।</translation>
        </message>
        <message>
            <source>hand {n}</source>
            <translation>দান {n}</translation>
        </message>
        <message>
            <source>Export hand</source>
            <translation>দান রপ্তানি</translation>
        </message>
        <message>
            <source>Export match</source>
            <translation>ম্যাচ রপ্তানি</translation>
        </message>
        <message>
            <source>Match records (*.json)</source>
            <translation>ম্যাচের রেকর্ড (*.json)</translation>
        </message>
        <message>
            <source>Could not write {p}: {e}</source>
            <translation>{p} লেখা গেল না: {e}</translation>
        </message>
        <message>
            <source>Written to {p}</source>
            <translation>লেখা হয়েছে: {p}</translation>
        </message>
        <message>
            <source>Choose a card of your hand (only the playable ones on your turn)</source>
            <translation>হাতের একটি তাস বাছুন (আপনার পালায় শুধু খেলার মতো তাস)</translation>
        </message>
        <message>
            <source>Play the chosen card; on a button: press it</source>
            <translation>বাছা তাসটি খেলুন; বোতামে থাকলে: বোতাম টিপুন</translation>
        </message>
        <message>
            <source>Go to the buttons of the action bar: bids, Pass, the trump, Double...</source>
            <translation>নিচের বোতাম-সারিতে যান: ডাক, পাস, রং, ডাবল...</translation>
        </message>
        <message>
            <source>On the action bar: the next or the previous button</source>
            <translation>বোতাম-সারিতে: পরের বা আগের বোতাম</translation>
        </message>
        <message>
            <source>From the action bar back to the cards</source>
            <translation>বোতাম-সারি থেকে তাসে ফিরুন</translation>
        </message>
        <message>
            <source>Hint: what the Hard player would do in your place</source>
            <translation>ইঙ্গিত: আপনার জায়গায় কঠিন খেলোয়াড় কী করত</translation>
        </message>
        <message>
            <source>Hold the bid (duel auction, when hints are switched off)</source>
            <translation>ডাক ধরে রাখুন (দ্বৈত ডাক, ইঙ্গিত বন্ধ থাকলে)</translation>
        </message>
        <message>
            <source>Seventh card as trump</source>
            <translation>সাত নম্বর তাস রং</translation>
        </message>
        <message>
            <source>Double, redouble or set</source>
            <translation>ডাবল, রিডাবল বা সেট</translation>
        </message>
        <message>
            <source>Ask for the trump</source>
            <translation>রং চান</translation>
        </message>
        <message>
            <source>Declare the pair (King and Queen of trumps)</source>
            <translation>পেয়ার দেখান (রঙের সাহেব আর বিবি)</translation>
        </message>
        <message>
            <source>Single hand</source>
            <translation>সিঙ্গল হ্যান্ড</translation>
        </message>
        <message>
            <source>Play on (let the pair or single hand go by)</source>
            <translation>খেলে যান (পেয়ার বা সিঙ্গল হ্যান্ড ছেড়ে দিন)</translation>
        </message>
        <message>
            <source>Show or hide the last trick</source>
            <translation>শেষ পিঠ দেখান বা লুকোন</translation>
        </message>
        <message>
            <source>Claim the rest of the tricks (when they are surely yours)</source>
            <translation>বাকি পিঠ দাবি করুন (যখন সেগুলি নিশ্চিত আপনার)</translation>
        </message>
        <message>
            <source>In the hand summary: the next deal</source>
            <translation>দানের সারাংশে: পরের দান</translation>
        </message>
        <message>
            <source>Take back your last move (practice match)</source>
            <translation>শেষ চাল ফিরিয়ে নিন (অনুশীলন ম্যাচ)</translation>
        </message>
        <message>
            <source>Play a deal by number</source>
            <translation>নম্বর দিয়ে একটি বাঁটা খেলুন</translation>
        </message>
        <message>
            <source>Open a hand record</source>
            <translation>দানের রেকর্ড খুলুন</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>পরিসংখ্যান</translation>
        </message>
        <message>
            <source>Settings (language, four-colour deck, large cards, text size)</source>
            <translation>সেটিংস (ভাষা, চার রঙের তাস, বড় তাস, লেখার মাপ)</translation>
        </message>
        <message>
            <source>Rules in force</source>
            <translation>চালু নিয়ম</translation>
        </message>
        <message>
            <source>Open or fold the hand log</source>
            <translation>দানের খাতা খুলুন বা গুটিয়ে রাখুন</translation>
        </message>
        <message>
            <source>Full screen</source>
            <translation>পূর্ণ পর্দা</translation>
        </message>
        <message>
            <source>Rules help</source>
            <translation>নিয়মের সাহায্য</translation>
        </message>
        <message>
            <source>This list of keys</source>
            <translation>এই চাবির তালিকা</translation>
        </message>
        <message>
            <source>Quit (the match is kept for the next start)</source>
            <translation>বন্ধ করুন (ম্যাচটি পরের বার চালুর জন্য রাখা থাকে)</translation>
        </message>
        <message>
            <source>Playing with the keyboard</source>
            <translation>কিবোর্ডে খেলা</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>কিবোর্ড</translation>
        </message>
        <message>
            <source>Last trick: won by you (+{points})</source>
            <translation>শেষ পিঠ: জিতেছেন আপনি (+{points})</translation>
        </message>
        <message>
            <source>Last trick: won by {who} (+{points})</source>
            <translation>শেষ পিঠ: জিতেছেন {who} (+{points})</translation>
        </message>
        <message>
            <source>less than 1 in 10</source>
            <translation>10 বারে 1 বারেরও কম</translation>
        </message>
        <message>
            <source>more than 9 in 10</source>
            <translation>10 বারে 9 বারেরও বেশি</translation>
        </message>
        <message>
            <source>about {n} in 10</source>
            <translation>10 বারে প্রায় {n} বার</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>আপনার সঙ্গী</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>খেলে যান</translation>
        </message>
        <message>
            <source>Bid {n}</source>
            <translation>ডাক {n}</translation>
        </message>
        <message>
            <source>Trump {suit}</source>
            <translation>রং {suit}</translation>
        </message>
        <message>
            <source>Set the {card} face down</source>
            <translation>{card} উল্টে রাখুন</translation>
        </message>
        <message>
            <source>Seventh card</source>
            <translation>সাত নম্বর তাস</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>ডাবল</translation>
        </message>
        <message>
            <source>Redouble</source>
            <translation>রিডাবল</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>সেট</translation>
        </message>
        <message>
            <source>Declare the pair</source>
            <translation>পেয়ার দেখান</translation>
        </message>
        <message>
            <source>Let it go by and play on.</source>
            <translation>ছেড়ে দিয়ে খেলে যান।</translation>
        </message>
        <message>
            <source>Call the seventh card: no suit of your four is strong enough to name.</source>
            <translation>সাত নম্বর তাস ডাকুন: আপনার চারটি তাসের কোনো স্যুটই রং করার মতো জোরালো নয়।</translation>
        </message>
        <message>
            <source>Name {suit} as trump: {chance} to make {bid}.</source>
            <translation>{suit} রং করুন: {bid} ডাক পূরণ হয় {chance}।</translation>
        </message>
        <message>
            <source>Make {suit} trump: {count} of your cards are {suit}, worth {points} points.</source>
            <translation>{suit} রং করুন: আপনার {count}টি তাস {suit}, মূল্য {points} পয়েন্ট।</translation>
        </message>
        <message>
            <source>Double: the bidders look likely to fall short.</source>
            <translation>ডাবল: ডাকদারের দল সম্ভবত কম পাবে।</translation>
        </message>
        <message>
            <source>Redouble: your side looks likely to make the contract.</source>
            <translation>রিডাবল: আপনার দল সম্ভবত ডাক পূরণ করবে।</translation>
        </message>
        <message>
            <source>Call set: the bidders look very likely to fail.</source>
            <translation>সেট ডাকুন: ডাকদারের দল প্রায় নিশ্চিত হারবে।</translation>
        </message>
        <message>
            <source>Pass: raising the stake would risk more than it wins.</source>
            <translation>পাস: বাজি বাড়ালে যা জেতার, তার চেয়ে বেশি হারানোর ঝুঁকি।</translation>
        </message>
        <message>
            <source>Declare the pair: your King and Queen of trumps move the target by 4.</source>
            <translation>পেয়ার দেখান: রঙের সাহেব আর বিবি লক্ষ্য 4 সরিয়ে দেয়।</translation>
        </message>
        <message>
            <source>Play a single hand: your cards look strong enough to take every trick.</source>
            <translation>সিঙ্গল হ্যান্ড খেলুন: আপনার তাস সব পিঠ জেতার মতো জোরালো মনে হচ্ছে।</translation>
        </message>
        <message>
            <source>Ask for the trump: {seat} is taking this trick ({points} points).</source>
            <translation>রং চান: এই পিঠ নিচ্ছে {seat} ({points} পয়েন্ট)।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump.</source>
            <translation>আপনার কাছে ওই স্যুটের তাস নেই: রং চান।</translation>
        </message>
        <message>
            <source>Lead your {card}: drawing trumps protects your side's point cards.</source>
            <translation>আপনার {card} দিয়ে শুরু করুন: রং টেনে বের করলে আপনার দলের পয়েন্টের তাস বাঁচে।</translation>
        </message>
        <message>
            <source>Lead your {card}: it is the highest card left in its suit.</source>
            <translation>আপনার {card} দিয়ে শুরু করুন: এই স্যুটে এটিই বাকি থাকা সবচেয়ে বড় তাস।</translation>
        </message>
        <message>
            <source>Lead your {card}: a low card gives nothing away.</source>
            <translation>আপনার {card} দিয়ে শুরু করুন: ছোট তাসে কিছু হারানোর নেই।</translation>
        </message>
        <message>
            <source>Lead your {card}.</source>
            <translation>আপনার {card} দিয়ে শুরু করুন।</translation>
        </message>
        <message>
            <source>Your partner is winning this trick: give them your {card}.</source>
            <translation>আপনার সঙ্গী এই পিঠ জিতছে: তাকে আপনার {card} দিন।</translation>
        </message>
        <message>
            <source>Your partner is winning this trick: keep your good cards, play the {card}.</source>
            <translation>আপনার সঙ্গী এই পিঠ জিতছে: ভালো তাস রেখে দিন, {card} খেলুন।</translation>
        </message>
        <message>
            <source>Trump it with your {card}: this trick is worth {points} points.</source>
            <translation>আপনার {card} দিয়ে রং মারুন: এই পিঠের মূল্য {points} পয়েন্ট।</translation>
        </message>
        <message>
            <source>Take the trick over from {seat} with your {card}.</source>
            <translation>আপনার {card} দিয়ে {seat}-এর কাছ থেকে পিঠ কেড়ে নিন।</translation>
        </message>
        <message>
            <source>Win the trick with your {card}: it beats {seat}'s {beaten}.</source>
            <translation>আপনার {card} দিয়ে পিঠ জিতুন: এটি {seat}-এর {beaten}-কে হারায়।</translation>
        </message>
        <message>
            <source>Play your {card}: it beats {seat}'s {beaten} for now.</source>
            <translation>আপনার {card} খেলুন: আপাতত এটি {seat}-এর {beaten}-কে হারায়।</translation>
        </message>
        <message>
            <source>{seat} is winning and the trick is not worth a trump: throw the {card}.</source>
            <translation>{seat} জিতছে আর পিঠটি রং মারার মতো নয়: {card} ফেলে দিন।</translation>
        </message>
        <message>
            <source>You cannot beat {seat}'s {beaten}: give away as little as possible, the {card}.</source>
            <translation>{seat}-এর {beaten}-কে হারানো যাবে না: যত কম সম্ভব দিন, {card}।</translation>
        </message>
        <message>
            <source>Bid {bid}: {chance} to make {bid} with {suit} as trump.</source>
            <translation>ডাক {bid}: {suit} রং হলে {bid} ডাক পূরণ হয় {chance}।</translation>
        </message>
        <message>
            <source>Bid {bid}: your cards are strong in {suit}.</source>
            <translation>ডাক {bid}: {suit}-এ আপনার তাস জোরালো।</translation>
        </message>
        <message>
            <source>Hold {bid}: {chance} to make {bid} with {suit} as trump.</source>
            <translation>{bid} ধরে রাখুন: {suit} রং হলে {bid} ডাক পূরণ হয় {chance}।</translation>
        </message>
        <message>
            <source>Hold {bid}: your cards are strong in {suit}.</source>
            <translation>{bid} ধরে রাখুন: {suit}-এ আপনার তাস জোরালো।</translation>
        </message>
        <message>
            <source>Pass: you have no point card among your four.</source>
            <translation>পাস: আপনার চারটির মধ্যে কোনো পয়েন্টের তাস নেই।</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid.</source>
            <translation>পাস: ডাক আপনার সঙ্গীর হাতে।</translation>
        </message>
        <message>
            <source>Bid {bid}: your cards alone give only {chance} to make {bid} with {suit} as trump, but the Hard player finds the bid worth the risk here.</source>
            <translation>ডাক {bid}: শুধু আপনার তাসে {suit} রং হলে {bid} ডাক পূরণ হয় মাত্র {chance}, তবু কঠিন খেলোয়াড়ের মতে এখানে এই ঝুঁকি নেওয়া চলে।</translation>
        </message>
        <message>
            <source>Pass: only {chance} to make {bid} with {suit} as trump.</source>
            <translation>পাস: {suit} রং হলেও {bid} ডাক পূরণ হয় মাত্র {chance}।</translation>
        </message>
        <message>
            <source>Pass: your cards are not strong enough for {bid}.</source>
            <translation>পাস: {bid}-এর জন্য আপনার তাস যথেষ্ট জোরালো নয়।</translation>
        </message>
        <message>
            <source>Pass: your cards alone give {chance} to make {bid} with {suit} as trump, but the Hard player finds the bid too risky here.</source>
            <translation>পাস: শুধু আপনার তাসে {suit} রং হলে {bid} ডাক পূরণ হয় {chance}, তবে কঠিন খেলোয়াড়ের মতে এখানে এই ডাক বেশি ঝুঁকির।</translation>
        </message>
        <message>
            <source>This is what the Hard player would do.</source>
            <translation>কঠিন খেলোয়াড় এটাই করত।</translation>
        </message>
        <message>
            <source>No hint this time: {why}</source>
            <translation>এবার কোনো ইঙ্গিত নেই: {why}</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>ভাবছে…</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>ইঙ্গিত</translation>
        </message>
        <message>
            <source>What the Hard player would do in your place, and why (H)</source>
            <translation>আপনার জায়গায় কঠিন খেলোয়াড় কী করত, আর কেন (H)</translation>
        </message>
        <message>
            <source>&amp;Undo my last move</source>
            <translation>আমার শেষ চাল ফিরিয়ে নিন (&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Review this hand…</source>
            <translation>এই দানের পর্যালোচনা (&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Bid advisor</source>
            <translation>ডাকের পরামর্শ (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Tutorial: a guided hand</source>
            <translation>পাঠ: দেখিয়ে দেওয়া একটি দান (&amp;T)</translation>
        </message>
        <message>
            <source>Practice match: Ctrl+Z takes back your last move</source>
            <translation>অনুশীলন ম্যাচ: Ctrl+Z আপনার শেষ চাল ফিরিয়ে নেয়</translation>
        </message>
        <message>
            <source>Hints are switched off in the settings.</source>
            <translation>সেটিংসে ইঙ্গিত বন্ধ করা আছে।</translation>
        </message>
        <message>
            <source>{what}. {why}</source>
            <translation>{what}। {why}</translation>
        </message>
        <message>
            <source>Hint: {why}</source>
            <translation>ইঙ্গিত: {why}</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>আপনার শেষ চাল ফিরিয়ে নেওয়া হল।</translation>
        </message>
        <message>
            <source>Review this hand…</source>
            <translation>এই দানের পর্যালোচনা…</translation>
        </message>
        <message>
            <source>There is no hand to review yet.</source>
            <translation>পর্যালোচনার মতো কোনো দান এখনও নেই।</translation>
        </message>
        <message>
            <source>A hand can be reviewed once it is over.</source>
            <translation>দান শেষ হলে তবেই পর্যালোচনা করা যায়।</translation>
        </message>
        <message>
            <source>Tutorial: a guided hand. Your match is kept and comes back when it ends.</source>
            <translation>পাঠ: দেখিয়ে দেওয়া একটি দান। আপনার ম্যাচ রাখা থাকবে, পাঠ শেষ হলে ফিরে আসবে।</translation>
        </message>
        <message>
            <source>Your match goes on where you left it.</source>
            <translation>আপনার ম্যাচ যেখানে ছেড়েছিলেন সেখান থেকে চলছে।</translation>
        </message>
        <message>
            <source>Practice match: you may take back your cards and bids (Ctrl+Z); kept apart in the statistics</source>
            <translation>অনুশীলন ম্যাচ: আপনার তাস আর ডাক ফিরিয়ে নিতে পারেন (Ctrl+Z); পরিসংখ্যানে আলাদা রাখা হয়</translation>
        </message>
        <message>
            <source>Twenty-Nine</source>
            <translation>টোয়েন্টি-নাইন</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>তাস বাঁটা হচ্ছে…</translation>
        </message>
        <message>
            <source>Resuming…</source>
            <translation>আবার শুরু হচ্ছে…</translation>
        </message>
        <message>
            <source>Settings saved. Rule changes apply from the next match.</source>
            <translation>সেটিংস সংরক্ষিত। নিয়মের বদল পরের ম্যাচ থেকে চালু হবে।</translation>
        </message>
        <message>
            <source>Last trick (L)</source>
            <translation>শেষ পিঠ (L)</translation>
        </message>
        <message>
            <source>A match is in progress (hand {n}; you and your partner {ours}, the opponents {theirs}).

Quit now? The match will be lost.</source>
            <translation>একটি ম্যাচ চলছে (দান {n}; আপনি ও আপনার সঙ্গী {ours}, বিপক্ষ {theirs})।

এখনই বন্ধ করবেন? ম্যাচটি হারাবেন।</translation>
        </message>
        <message>
            <source>Quit Twenty-Nine</source>
            <translation>টোয়েন্টি-নাইন বন্ধ করুন</translation>
        </message>
        <message>
            <source>This hand's secret is revealed when the hand is over.</source>
            <translation>এই দানের গোপন কোড দান শেষ হলে খোলা হয়।</translation>
        </message>
        <message>
            <source>This program joined after the fingerprint of this hand was shown: the secret is checked against the fingerprint the hand was dealt with.</source>
            <translation>এই দানের ফিঙ্গারপ্রিন্ট দেখানোর পরে এই প্রোগ্রাম যোগ দিয়েছে: গোপন কোড মেলানো হচ্ছে সেই ফিঙ্গারপ্রিন্টের সঙ্গে, যা দিয়ে দানটি বাঁটা হয়েছিল।</translation>
        </message>
        <message>
            <source>Shuffled and dealt from {dealer}, deal {n} gives you exactly the cards you were dealt.</source>
            <translation>ফেঁটে {dealer} থেকে বাঁটলে বাঁটা নং {n} থেকে আপনি ঠিক সেই তাসই পান যা আপনাকে বাঁটা হয়েছিল।</translation>
        </message>
        <message>
            <source>Deal {n} does NOT give you the cards you were dealt.</source>
            <translation>বাঁটা নং {n} থেকে আপনাকে যা বাঁটা হয়েছিল সেই তাস আসে না।</translation>
        </message>
        <message>
            <source>Every card played came from the hand this deal gives its player.</source>
            <translation>খেলা প্রতিটি তাস এসেছে সেই হাত থেকে, যা এই বাঁটা তার খেলোয়াড়কে দেয়।</translation>
        </message>
        <message>
            <source>A card played does NOT come from the hand this deal gives its player.</source>
            <translation>একটি খেলা তাস সেই হাত থেকে আসেনি, যা এই বাঁটা তার খেলোয়াড়কে দেয়।</translation>
        </message>
        <message>
            <source>You did not cut this deal (or your cut came too late): the secret and the others' cuts fixed the cards.</source>
            <translation>আপনি এই বাঁটা কাটেননি (বা আপনার কাটা দেরিতে এসেছিল): গোপন কোড আর অন্যদের কাটা মিলে তাস ঠিক করেছে।</translation>
        </message>
        <message>
            <source>Your cut was included.</source>
            <translation>আপনার কাটা এতে ধরা হয়েছে।</translation>
        </message>
        <message>
            <source>Your cut is NOT among the parts of this deal.</source>
            <translation>আপনার কাটা এই বাঁটার অংশগুলোর মধ্যে নেই।</translation>
        </message>
        <message>
            <source>This deal checks: the host's program fixed its secret when it showed you the fingerprint, and the cuts came after, so nobody could choose these cards.</source>
            <translation>এই বাঁটা মিলেছে: আপনাকে ফিঙ্গারপ্রিন্ট দেখানোর সময়েই হোস্টের প্রোগ্রাম তার গোপন কোড ঠিক করে ফেলেছিল, আর কাটাগুলো এসেছে তার পরে, তাই এই তাস কেউ বেছে নিতে পারত না।</translation>
        </message>
        <message>
            <source>This deal does not check: the host's program did not deal what its fingerprint promised.</source>
            <translation>এই বাঁটা মেলেনি: হোস্টের প্রোগ্রাম তার ফিঙ্গারপ্রিন্টে যা কথা দিয়েছিল তা বাঁটেনি।</translation>
        </message>
        <message>
            <source>The cards the secret and the cut give:</source>
            <translation>গোপন কোড আর কাটা থেকে যে তাস আসে:</translation>
        </message>
        <message>
            <source>The host is about to deal hand {n}. You may cut first: type anything, or just click Cut and the mouse cuts.</source>
            <translation>হোস্ট এখন দান {n} বাঁটবেন। তার আগে আপনি কাটতে পারেন: যা খুশি লিখুন, বা শুধু কাটুন-এ ক্লিক করুন, তাহলে মাউস কাটবে।</translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>কাটুন</translation>
        </message>
        <message>
            <source>Check the &amp;deals of this table…</source>
            <translation>এই টেবিলের বাঁটাগুলো যাচাই করুন (&amp;D)…</translation>
        </message>
        <message>
            <source>The deals of this table</source>
            <translation>এই টেবিলের বাঁটাগুলো</translation>
        </message>
        <message>
            <source>No hand is over yet.</source>
            <translation>এখনও কোনো দান শেষ হয়নি।</translation>
        </message>
        <message>
            <source>{name}   {address}, port {port}   free seats: {free}</source>
            <translation>{name}   {address}, পোর্ট {port}   খালি আসন: {free}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>নেই</translation>
        </message>
        <message>
            <source>(another version of Twenty-Nine)</source>
            <translation>(টোয়েন্টি-নাইনের অন্য সংস্করণ)</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>টেবিলে যোগ দিন</translation>
        </message>
        <message>
            <source>Tables found on this network:</source>
            <translation>এই নেটওয়ার্কে পাওয়া টেবিল:</translation>
        </message>
        <message>
            <source>Looking for tables… If yours does not appear, type the address the host reads out.</source>
            <translation>টেবিল খোঁজা হচ্ছে… আপনারটা না দেখালে, হোস্ট যে ঠিকানা পড়ে শোনান সেটা লিখুন।</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>ঠিকানা:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>পোর্ট:</translation>
        </message>
        <message>
            <source>Table code:</source>
            <translation>টেবিলের কোড:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>আপনার নাম:</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>আসন:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>যোগ দিন</translation>
        </message>
        <message>
            <source>Tables cannot be looked for on this computer now: type the address the host reads out.</source>
            <translation>এই কম্পিউটারে এখন টেবিল খোঁজা যাচ্ছে না: হোস্ট যে ঠিকানা পড়ে শোনান সেটা লিখুন।</translation>
        </message>
        <message>
            <source>Any free seat</source>
            <translation>যেকোনো খালি আসন</translation>
        </message>
        <message>
            <source>Type the table's address and its code.</source>
            <translation>টেবিলের ঠিকানা আর কোড লিখুন।</translation>
        </message>
        <message>
            <source>The table cannot be reached: trying again… Check the address.</source>
            <translation>টেবিলে পৌঁছানো যাচ্ছে না: আবার চেষ্টা হচ্ছে… ঠিকানাটা দেখে নিন।</translation>
        </message>
        <message>
            <source>Hints (the Hint button)</source>
            <translation>ইঙ্গিত (ইঙ্গিতের বোতাম)</translation>
        </message>
        <message>
            <source>Practice undo (Ctrl+Z takes a move back)</source>
            <translation>অনুশীলনের ফিরিয়ে নেওয়া (Ctrl+Z একটা চাল ফিরিয়ে নেয়)</translation>
        </message>
        <message>
            <source>The bid advisor</source>
            <translation>ডাকের পরামর্শ</translation>
        </message>
        <message>
            <source>You, the host</source>
            <translation>আপনি, হোস্ট</translation>
        </message>
        <message>
            <source>{name} (you, the host)</source>
            <translation>{name} (আপনি, হোস্ট)</translation>
        </message>
        <message>
            <source>{name} (a person)</source>
            <translation>{name} (একজন মানুষ)</translation>
        </message>
        <message>
            <source>{name} (away: a computer plays for now)</source>
            <translation>{name} (নেই: আপাতত একটি কম্পিউটার খেলছে)</translation>
        </message>
        <message>
            <source>Free: a computer plays ({level}) unless someone joins</source>
            <translation>খালি: কেউ যোগ না দিলে একটি কম্পিউটার খেলবে ({level})</translation>
        </message>
        <message>
            <source>Host a table</source>
            <translation>টেবিল খুলুন</translation>
        </message>
        <message>
            <source>Read this table code out to the others:</source>
            <translation>এই টেবিলের কোড অন্যদের পড়ে শোনান:</translation>
        </message>
        <message>
            <source>Seats (North and South are partners, East and West are partners)</source>
            <translation>আসন (উত্তর ও দক্ষিণ সঙ্গী, পূর্ব ও পশ্চিম সঙ্গী)</translation>
        </message>
        <message>
            <source>This table's choices (everyone at the table sees them)</source>
            <translation>এই টেবিলের পছন্দ (টেবিলের সবাই দেখতে পান)</translation>
        </message>
        <message>
            <source>Choose before anyone joins: the choices are fixed once a person has taken a seat.</source>
            <translation>কেউ যোগ দেওয়ার আগে বেছে নিন: কেউ আসন নিলে পছন্দগুলো আর বদলায় না।</translation>
        </message>
        <message>
            <source>Start the match</source>
            <translation>ম্যাচ শুরু করুন</translation>
        </message>
        <message>
            <source>Close the table</source>
            <translation>টেবিল বন্ধ করুন</translation>
        </message>
        <message>
            <source>This computer's address: {addresses}   Port: {port}</source>
            <translation>এই কম্পিউটারের ঠিকানা: {addresses}   পোর্ট: {port}</translation>
        </message>
        <message>
            <source>Move to…</source>
            <translation>সরান…</translation>
        </message>
        <message>
            <source>Swap with {seat}</source>
            <translation>{seat}-এর সঙ্গে অদলবদল</translation>
        </message>
        <message>
            <source>The match could not be saved.</source>
            <translation>ম্যাচটা সংরক্ষণ করা গেল না।</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>টেবিল খুলুন… (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>টেবিলে যোগ দিন… (&amp;J)</translation>
        </message>
        <message>
            <source>&amp;Play with others</source>
            <translation>অন্যদের সঙ্গে খেলুন (&amp;P)</translation>
        </message>
        <message>
            <source>Play with others</source>
            <translation>অন্যদের সঙ্গে খেলুন</translation>
        </message>
        <message>
            <source>Your match here is kept: you can go on with it when you leave the shared table. Go to the shared table now?</source>
            <translation>এখানকার ম্যাচটা রাখা থাকবে: সবার টেবিল ছেড়ে এলে আবার চালিয়ে যেতে পারবেন। এখন সবার টেবিলে যাবেন?</translation>
        </message>
        <message>
            <source>Don't show this again</source>
            <translation>এটা আর দেখাবেন না</translation>
        </message>
        <message>
            <source>The table could not be opened: {why}</source>
            <translation>টেবিল খোলা গেল না: {why}</translation>
        </message>
        <message>
            <source>The match you hosted last time was not finished. Go on with it? The others join again with the same table code, {code}.</source>
            <translation>গতবার আপনার খোলা টেবিলের ম্যাচ শেষ হয়নি। চালিয়ে যাবেন? অন্যরা একই কোড, {code}, দিয়ে আবার যোগ দেবেন।</translation>
        </message>
        <message>
            <source>computer, {level}</source>
            <translation>কম্পিউটার, {level}</translation>
        </message>
        <message>
            <source>away: a computer plays</source>
            <translation>নেই: একটি কম্পিউটার খেলছে</translation>
        </message>
        <message>
            <source>Twenty-Nine: a table with others — your turn</source>
            <translation>টোয়েন্টি-নাইন: অন্যদের সঙ্গে টেবিল — আপনার পালা</translation>
        </message>
        <message>
            <source>Twenty-Nine: a table with others</source>
            <translation>টোয়েন্টি-নাইন: অন্যদের সঙ্গে টেবিল</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>{name}-এর জন্য অপেক্ষা…</translation>
        </message>
        <message>
            <source>Waiting for the cut of {names} (at most 20 seconds)…</source>
            <translation>{names}-এর কাটার জন্য অপেক্ষা (বড়জোর 20 সেকেন্ড)…</translation>
        </message>
        <message>
            <source>Waiting for the host to start the match…</source>
            <translation>হোস্টের ম্যাচ শুরু করার অপেক্ষা…</translation>
        </message>
        <message>
            <source>The match is over. Close this window to go back to your own table.</source>
            <translation>ম্যাচ শেষ। নিজের টেবিলে ফিরতে এই জানালা বন্ধ করুন।</translation>
        </message>
        <message>
            <source>Leave this table? A computer will play your seat.</source>
            <translation>এই টেবিল ছেড়ে যাবেন? আপনার আসনে একটি কম্পিউটার খেলবে।</translation>
        </message>
        <message>
            <source>Close this table? The match ends for everyone at it.</source>
            <translation>এই টেবিল বন্ধ করবেন? টেবিলের সবার জন্য ম্যাচ শেষ হবে।</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>টেবিল ছাড়ুন</translation>
        </message>
        <message>
            <source>The two programs are different versions of Twenty-Nine: install the same version on both computers.</source>
            <translation>দুটি প্রোগ্রাম টোয়েন্টি-নাইনের আলাদা সংস্করণ: দুই কম্পিউটারে একই সংস্করণ ইনস্টল করুন।</translation>
        </message>
        <message>
            <source>The table code is not right. Ask the host to read it out again.</source>
            <translation>টেবিলের কোড ঠিক নয়। হোস্টকে আবার পড়ে শোনাতে বলুন।</translation>
        </message>
        <message>
            <source>Your seat could not be taken back: the host may have opened a new table.</source>
            <translation>আপনার আসন ফিরে পাওয়া গেল না: হোস্ট হয়তো নতুন টেবিল খুলেছেন।</translation>
        </message>
        <message>
            <source>That seat already has a player: choose another seat.</source>
            <translation>ওই আসনে আগেই একজন খেলোয়াড় আছেন: অন্য আসন বেছে নিন।</translation>
        </message>
        <message>
            <source>Every seat at this table already has a person.</source>
            <translation>এই টেবিলের প্রতিটি আসনে আগেই একজন মানুষ আছেন।</translation>
        </message>
        <message>
            <source>Too many wrong codes: wait a minute, then try again.</source>
            <translation>অনেকবার ভুল কোড: এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।</translation>
        </message>
        <message>
            <source>The host has closed the table.</source>
            <translation>হোস্ট টেবিল বন্ধ করেছেন।</translation>
        </message>
        <message>
            <source>The host could not read a message from this program.</source>
            <translation>হোস্ট এই প্রোগ্রামের একটি বার্তা পড়তে পারেননি।</translation>
        </message>
        <message>
            <source>This program sent too many messages too fast.</source>
            <translation>এই প্রোগ্রাম খুব তাড়াতাড়ি অনেক বার্তা পাঠিয়েছে।</translation>
        </message>
        <message>
            <source>A message was too large.</source>
            <translation>একটি বার্তা খুব বড় ছিল।</translation>
        </message>
        <message>
            <source>Join the table first.</source>
            <translation>আগে টেবিলে যোগ দিন।</translation>
        </message>
        <message>
            <source>The host refused to seat you.</source>
            <translation>হোস্ট আপনাকে আসন দেননি।</translation>
        </message>
        <message>
            <source>A program tried to join with a wrong table code.</source>
            <translation>একটি প্রোগ্রাম ভুল টেবিল কোড দিয়ে যোগ দিতে চেয়েছিল।</translation>
        </message>
        <message>
            <source>A computer sent too many wrong codes: it must wait a minute.</source>
            <translation>একটি কম্পিউটার অনেকবার ভুল কোড পাঠিয়েছে: তাকে এক মিনিট অপেক্ষা করতে হবে।</translation>
        </message>
        <message>
            <source>A program of another version of Twenty-Nine tried to join.</source>
            <translation>টোয়েন্টি-নাইনের অন্য সংস্করণের একটি প্রোগ্রাম যোগ দিতে চেয়েছিল।</translation>
        </message>
        <message>
            <source>Connecting to the table…</source>
            <translation>টেবিলের সঙ্গে যুক্ত হচ্ছে…</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>টেবিলে আছেন</translation>
        </message>
        <message>
            <source>Connection lost: trying again to take back your seat…</source>
            <translation>সংযোগ কেটে গেছে: আপনার আসন ফিরে পেতে আবার চেষ্টা হচ্ছে…</translation>
        </message>
        <message>
            <source>Not at the table any more</source>
            <translation>আর টেবিলে নেই</translation>
        </message>
        <message>
            <source>Your cut came too late: the cards were already dealt.</source>
            <translation>আপনার কাটা দেরিতে এসেছে: তাস আগেই বাঁটা হয়ে গেছে।</translation>
        </message>
        <message>
            <source>You have already cut this deal: your first cut counts.</source>
            <translation>আপনি এই বাঁটা আগেই কেটেছেন: আপনার প্রথম কাটাই ধরা হবে।</translation>
        </message>
        <message>
            <source>A cut is made for your own seat only.</source>
            <translation>কাটা শুধু নিজের আসনের জন্যই করা যায়।</translation>
        </message>
        <message>
            <source>Take a seat at the table before you cut.</source>
            <translation>কাটার আগে টেবিলে একটি আসন নিন।</translation>
        </message>
        <message>
            <source>Your cut is too long: at most 1024 bytes of text.</source>
            <translation>আপনার কাটা খুব লম্বা: লেখা বড়জোর 1024 বাইট হতে পারে।</translation>
        </message>
        <message>
            <source>Your cut could not be read as text.</source>
            <translation>আপনার কাটা লেখা হিসেবে পড়া গেল না।</translation>
        </message>
        <message>
            <source>Your cut is in: the host deals when everyone has cut.</source>
            <translation>আপনার কাটা পৌঁছেছে: সবাই কাটলে হোস্ট বাঁটবেন।</translation>
        </message>
        <message>
            <source>Other computers on your home network will now be able to join this table.

Windows may ask whether Twenty-Nine may use the network: tick “Private networks” and click “Allow access”.

macOS may ask whether Twenty-Nine may find and connect to devices on your local network: click “Allow” (or “OK”).

Nothing is sent outside your home network.</source>
            <translation>এখন আপনার বাড়ির নেটওয়ার্কের অন্য কম্পিউটার এই টেবিলে যোগ দিতে পারবে।

Windows জিজ্ঞেস করতে পারে টোয়েন্টি-নাইন নেটওয়ার্ক ব্যবহার করতে পারবে কি না: “Private networks”-এ টিক দিন আর “Allow access” চাপুন।

macOS জিজ্ঞেস করতে পারে টোয়েন্টি-নাইন আপনার লোকাল নেটওয়ার্কের ডিভাইস খুঁজে যুক্ত হতে পারবে কি না: “Allow” (বা “OK”) চাপুন।

বাড়ির নেটওয়ার্কের বাইরে কিছুই পাঠানো হয় না।</translation>
        </message>
        <message>
            <source>A connection was refused: {why}</source>
            <translation>একটি সংযোগ ফিরিয়ে দেওয়া হল: {why}</translation>
        </message>
        <message>
            <source>on</source>
            <translation>চালু</translation>
        </message>
        <message>
            <source>off</source>
            <translation>বন্ধ</translation>
        </message>
        <message>
            <source>Hints: {state}</source>
            <translation>ইঙ্গিত: {state}</translation>
        </message>
        <message>
            <source>Practice undo: {state}</source>
            <translation>অনুশীলনের ফিরিয়ে নেওয়া: {state}</translation>
        </message>
        <message>
            <source>Bid advisor: {state}</source>
            <translation>ডাকের পরামর্শ: {state}</translation>
        </message>
        <message>
            <source>Ask for trump</source>
            <translation>রং চান</translation>
        </message>
        <message>
            <source>Declare pair</source>
            <translation>পেয়ার দেখান</translation>
        </message>
        <message>
            <source>Your bid:</source>
            <translation>আপনার ডাক:</translation>
        </message>
        <message>
            <source>Choose the trump:</source>
            <translation>রং বাছুন:</translation>
        </message>
        <message>
            <source>Set a card face down as trump:</source>
            <translation>একটি তাস রং হিসেবে উল্টে রাখুন:</translation>
        </message>
        <message>
            <source>Double the stake?</source>
            <translation>বাজি ডাবল করবেন?</translation>
        </message>
        <message>
            <source>Redouble?</source>
            <translation>রিডাবল করবেন?</translation>
        </message>
        <message>
            <source>Call set?</source>
            <translation>সেট ডাকবেন?</translation>
        </message>
        <message>
            <source>You may:</source>
            <translation>আপনি পারেন:</translation>
        </message>
        <message>
            <source>You cannot follow suit: reveal the trump</source>
            <translation>আপনার কাছে ওই স্যুটের তাস নেই: রং খুলুন।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump</source>
            <translation>আপনার কাছে ওই স্যুটের তাস নেই: রং চান</translation>
        </message>
        <message>
            <source>Your turn: play a card (drag, double-click, or arrows + Enter)</source>
            <translation>আপনার পালা: একটি তাস খেলুন (টেনে আনুন, ডাবল-ক্লিক, বা তীর + Enter)</translation>
        </message>
        <message>
            <source>Reveal trump</source>
            <translation>রং খুলুন</translation>
        </message>
        <message>
            <source>{s} s left</source>
            <translation>আর {s} সেকেন্ড</translation>
        </message>
        <message>
            <source>Resume match: hand {n}, NS {ns:+d}, EW {ew:+d}</source>
            <translation>ম্যাচ চালিয়ে যান: দান {n}, উ-দ {ns:+d}, পূ-প {ew:+d}</translation>
        </message>
        <message>
            <source>Your saved match could not be read ({why}), so it was kept aside as {kept} and a new match begins.</source>
            <translation>আপনার সংরক্ষিত ম্যাচ পড়া গেল না ({why}), তাই সেটি {kept} নামে আলাদা রাখা হল আর নতুন ম্যাচ শুরু হচ্ছে।</translation>
        </message>
        <message>
            <source>Your last match was not finished. Go on from where you left it, or start a new match (the unfinished one is kept in the history as abandoned).</source>
            <translation>আপনার শেষ ম্যাচ শেষ হয়নি। যেখানে ছেড়েছিলেন সেখান থেকে চালিয়ে যান, বা নতুন ম্যাচ শুরু করুন (অসমাপ্তটি ইতিহাসে পরিত্যক্ত হিসেবে রাখা থাকবে)।</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>চালিয়ে যান</translation>
        </message>
        <message>
            <source>Deal number, as History shows it (such as 87696215-N: the number and who dealt). The same number always deals the same cards to the same seats:</source>
            <translation>বাঁটার নম্বর, ইতিহাসে যেমন দেখায় (যেমন 87696215-N: নম্বর আর কে বেঁটেছিল)। একই নম্বরে সবসময় একই আসনে একই তাস আসে:</translation>
        </message>
        <message>
            <source>A deal number is a whole number, with the dealer's letter after it, such as 1234567-N.</source>
            <translation>বাঁটার নম্বর একটি পূর্ণ সংখ্যা, তার পরে যে বেঁটেছে তার অক্ষর, যেমন 1234567-N।</translation>
        </message>
        <message>
            <source>Start a new match with deal {n}? The match in progress is kept in the history as abandoned.</source>
            <translation>বাঁটা নং {n} দিয়ে নতুন ম্যাচ শুরু করবেন? চলতি ম্যাচ ইতিহাসে পরিত্যক্ত হিসেবে রাখা থাকবে।</translation>
        </message>
        <message>
            <source>Hand records (*.json);;All files (*)</source>
            <translation>দানের রেকর্ড (*.json);;সব ফাইল (*)</translation>
        </message>
        <message>
            <source>Opening {name}…</source>
            <translation>{name} খোলা হচ্ছে…</translation>
        </message>
        <message>
            <source>{name} could not be read.</source>
            <translation>{name} পড়া গেল না।</translation>
        </message>
        <message>
            <source>No finished hand in this match to export yet.</source>
            <translation>এই ম্যাচে রপ্তানি করার মতো শেষ হওয়া দান এখনও নেই।</translation>
        </message>
        <message>
            <source>Export this match</source>
            <translation>এই ম্যাচ রপ্তানি</translation>
        </message>
        <message>
            <source>Match record written to {p}</source>
            <translation>ম্যাচের রেকর্ড লেখা হয়েছে: {p}</translation>
        </message>
        <message>
            <source>Play a &amp;deal by number…</source>
            <translation>নম্বর দিয়ে বাঁটা খেলুন (&amp;D)…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>ইতিহাস (&amp;H)…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>পরিসংখ্যান (&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Open a hand record…</source>
            <translation>দানের রেকর্ড খুলুন (&amp;O)…</translation>
        </message>
        <message>
            <source>Export this &amp;match…</source>
            <translation>এই ম্যাচ রপ্তানি (&amp;M)…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>ফাইল (&amp;F)</translation>
        </message>
        <message>
            <source>{value} game points per hand</source>
            <translation>প্রতি দানে {value} গেম পয়েন্ট</translation>
        </message>
        <message>
            <source>{value} card points per hand</source>
            <translation>প্রতি দানে {value} তাসের পয়েন্ট</translation>
        </message>
        <message>
            <source>{text}, give or take {margin}</source>
            <translation>{text}, কমবেশি {margin}</translation>
        </message>
        <message>
            <source>Too few hands to tell.</source>
            <translation>বলার মতো যথেষ্ট দান নেই।</translation>
        </message>
        <message>
            <source>You did clearly better than Hard on these cards.</source>
            <translation>এই তাসে আপনি কঠিনের চেয়ে স্পষ্টভাবে ভালো খেলেছেন।</translation>
        </message>
        <message>
            <source>Hard did clearly better than you on these cards.</source>
            <translation>এই তাসে কঠিন আপনার চেয়ে স্পষ্টভাবে ভালো খেলেছে।</translation>
        </message>
        <message>
            <source>No clear difference from Hard on these cards: the difference is within the give or take.</source>
            <translation>এই তাসে কঠিনের সঙ্গে স্পষ্ট কোনো তফাত নেই: তফাতটা কমবেশির মধ্যেই।</translation>
        </message>
        <message>
            <source>How well did you play?</source>
            <translation>আপনি কেমন খেললেন?</translation>
        </message>
        <message>
            <source>&lt;h3&gt;How well did you play?&lt;/h3&gt;Each of your hands was played again from the same deal, with the Hard computer in your seat and the other seats as they were. Your side's points against Hard's on the same cards: the luck of the deal barely moves this figure.</source>
            <translation>&lt;h3&gt;আপনি কেমন খেললেন?&lt;/h3&gt;আপনার প্রতিটি দান একই বাঁটা থেকে আবার খেলা হয়েছে, আপনার জায়গায় কঠিন কম্পিউটার আর বাকিরা যেমন ছিল তেমন। একই তাসে আপনার দলের পয়েন্ট বনাম কঠিনের: বাঁটার ভাগ্য এই সংখ্যা প্রায় নড়ায় না।</translation>
        </message>
        <message>
            <source>%v of %m hands replayed</source>
            <translation>%m-টির মধ্যে %v টি দান আবার খেলা হয়েছে</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;বাতিল</translation>
        </message>
        <message>
            <source>Compute &amp;again</source>
            <translation>&amp;আবার হিসাব করুন</translation>
        </message>
        <message>
            <source>This match has no finished hand of yours to rate.</source>
            <translation>এই ম্যাচে মাপার মতো আপনার কোনো শেষ হওয়া দান নেই।</translation>
        </message>
        <message>
            <source>Replaying your hands in the background; the table goes on meanwhile.</source>
            <translation>পেছনে আপনার দানগুলো আবার খেলা হচ্ছে; এর মধ্যে টেবিল চলতে থাকে।</translation>
        </message>
        <message>
            <source>Replaying your hands with Hard in your seat…</source>
            <translation>আপনার জায়গায় কঠিনকে বসিয়ে দানগুলো আবার খেলা হচ্ছে…</translation>
        </message>
        <message>
            <source>Cancelled: nothing was kept. Compute again when you like.</source>
            <translation>বাতিল: কিছু রাখা হয়নি। চাইলে আবার হিসাব করুন।</translation>
        </message>
        <message>
            <source>The replay failed: {why}</source>
            <translation>আবার খেলা গেল না: {why}</translation>
        </message>
        <message>
            <source>The rating could not be kept ({why}), so it will be computed again next time.</source>
            <translation>ফলটি রাখা গেল না ({why}), তাই পরের বার আবার হিসাব হবে।</translation>
        </message>
        <message>
            <source>Kept: this rating is shown at once next time.</source>
            <translation>রাখা হয়েছে: পরের বার এটি সঙ্গে সঙ্গে দেখানো হবে।</translation>
        </message>
        <message>
            <source>Card points</source>
            <translation>তাসের পয়েন্ট</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>পর্যালোচনা</translation>
        </message>
        <message>
            <source>How Hard played it</source>
            <translation>কঠিন কীভাবে খেলল</translation>
        </message>
        <message>
            <source>A plus means you did better than Hard would have on the same cards. Give or take: the range that holds the true figure 19 times in 20.</source>
            <translation>যোগ চিহ্ন মানে একই তাসে আপনি কঠিনের চেয়ে ভালো খেলেছেন। কমবেশি: যে সীমার মধ্যে আসল সংখ্যা 20 বারে 19 বার থাকে।</translation>
        </message>
        <message>
            <source>Where your play cost most</source>
            <translation>কোথায় আপনার খেলায় সবচেয়ে বেশি গেল</translation>
        </message>
        <message>
            <source>Hand {n}: {game} game points and {cards} card points against Hard.</source>
            <translation>দান {n}: কঠিনের তুলনায় {game} গেম পয়েন্ট আর {cards} তাসের পয়েন্ট।</translation>
        </message>
        <message>
            <source>Your contract</source>
            <translation>আপনার ডাক</translation>
        </message>
        <message>
            <source>Hard's contract</source>
            <translation>কঠিনের ডাক</translation>
        </message>
        <message>
            <source>Your game points</source>
            <translation>আপনার গেম পয়েন্ট</translation>
        </message>
        <message>
            <source>Hard's game points</source>
            <translation>কঠিনের গেম পয়েন্ট</translation>
        </message>
        <message>
            <source>Your card points</source>
            <translation>আপনার তাসের পয়েন্ট</translation>
        </message>
        <message>
            <source>Hard's card points</source>
            <translation>কঠিনের তাসের পয়েন্ট</translation>
        </message>
        <message>
            <source>hand {n} played by Hard</source>
            <translation>দান {n}, কঠিনের খেলা</translation>
        </message>
        <message>
            <source>How well did I play?…</source>
            <translation>আমি কেমন খেললাম?…</translation>
        </message>
        <message>
            <source>Your play against Hard on the same deals</source>
            <translation>একই বাঁটায় কঠিনের তুলনায় আপনার খেলা</translation>
        </message>
        <message>
            <source>Kept ratings that could not be read and were kept aside: {n}</source>
            <translation>যে রাখা ফলগুলো পড়া যায়নি এবং সরিয়ে রাখা হয়েছে: {n}</translation>
        </message>
        <message>
            <source>no rated match yet (History: How well did I play?)</source>
            <translation>এখনও কোনো ম্যাচ মাপা হয়নি (ইতিহাস: আমি কেমন খেললাম?)</translation>
        </message>
        <message>
            <source>over {hands} hands; matches rated: {matches}</source>
            <translation>{hands}টি দানে; মাপা ম্যাচ: {matches}</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>এখন এটা করা যায় না।</translation>
        </message>
        <message>
            <source>The hand is over.</source>
            <translation>দান শেষ।</translation>
        </message>
        <message>
            <source>It is {seat}'s turn to bid, not yours.</source>
            <translation>এখন {seat}-এর ডাকার পালা, আপনার নয়।</translation>
        </message>
        <message>
            <source>A bid needs a number of points.</source>
            <translation>ডাকে পয়েন্টের একটি সংখ্যা থাকতে হবে।</translation>
        </message>
        <message>
            <source>A bid must be at least {bid}.</source>
            <translation>ডাক অন্তত {bid} হতে হবে।</translation>
        </message>
        <message>
            <source>A bid must be higher than the current bid.</source>
            <translation>ডাক বর্তমান ডাকের চেয়ে বেশি হতে হবে।</translation>
        </message>
        <message>
            <source>The highest possible bid is {bid}.</source>
            <translation>সবচেয়ে বেশি ডাক হতে পারে {bid}।</translation>
        </message>
        <message>
            <source>You hold the bid: hold {bid} or go higher.</source>
            <translation>ডাক আপনার কাছে: {bid} ধরে রাখুন বা আরও বেশি ডাকুন।</translation>
        </message>
        <message>
            <source>You must bid higher than {bid}.</source>
            <translation>আপনাকে {bid}-এর চেয়ে বেশি ডাকতে হবে।</translation>
        </message>
        <message>
            <source>Nobody else has bid: the dealer may not pass and must bid {bid} (a house rule at this table).</source>
            <translation>আর কেউ ডাকেনি: বাঁটিয়ে পাস করতে পারবে না, {bid} ডাকতে হবে (এই টেবিলের নিয়ম)।</translation>
        </message>
        <message>
            <source>The dealer must bid exactly {bid}.</source>
            <translation>বাঁটিয়েকে ঠিক {bid} ডাকতে হবে।</translation>
        </message>
        <message>
            <source>The auction is on: only a bid or a pass is possible.</source>
            <translation>ডাক চলছে: এখন শুধু ডাক বা পাস করা যায়।</translation>
        </message>
        <message>
            <source>That bid is not possible now.</source>
            <translation>এখন এই ডাক দেওয়া যায় না।</translation>
        </message>
        <message>
            <source>The auction is on: it is {seat}'s turn to speak.</source>
            <translation>ডাক চলছে: এখন {seat}-এর বলার পালা।</translation>
        </message>
        <message>
            <source>The bidder, {seat}, must choose the trump now.</source>
            <translation>ডাকদার, {seat}, এখন রং বাছবেন।</translation>
        </message>
        <message>
            <source>Only the bidder, {seat}, chooses the trump.</source>
            <translation>শুধু ডাকদার, {seat}, রং বাছেন।</translation>
        </message>
        <message>
            <source>The seventh card is not played at this table.</source>
            <translation>এই টেবিলে সাত নম্বর তাসের রং খেলা হয় না।</translation>
        </message>
        <message>
            <source>At this table the trump is chosen by suit, not by setting a card face down.</source>
            <translation>এই টেবিলে রং বাছা হয় স্যুটের নাম বলে, কোনো তাস উল্টে রেখে নয়।</translation>
        </message>
        <message>
            <source>Choose one of your first four cards to set face down as the trump.</source>
            <translation>রং হিসেবে উল্টে রাখতে আপনার প্রথম চারটি তাসের একটি বাছুন।</translation>
        </message>
        <message>
            <source>The {card} is not one of your first four cards.</source>
            <translation>{card} আপনার প্রথম চারটি তাসের একটি নয়।</translation>
        </message>
        <message>
            <source>Set is not played at this table.</source>
            <translation>এই টেবিলে সেট খেলা হয় না।</translation>
        </message>
        <message>
            <source>It is {side}'s turn to decide, not your side's.</source>
            <translation>এখন সিদ্ধান্ত নেওয়ার পালা {side}-এর, আপনার দলের নয়।</translation>
        </message>
        <message>
            <source>Choose one of the calls offered now, or pass.</source>
            <translation>এখন দেখানো ডাকগুলোর একটি বাছুন, নয়তো পাস করুন।</translation>
        </message>
        <message>
            <source>Doubling is not played at this table.</source>
            <translation>এই টেবিলে ডাবল খেলা হয় না।</translation>
        </message>
        <message>
            <source>The time to double has passed.</source>
            <translation>ডাবল করার সময় পেরিয়ে গেছে।</translation>
        </message>
        <message>
            <source>The play of the cards has begun: that is not possible now.</source>
            <translation>তাস খেলা শুরু হয়ে গেছে: এখন এটা করা যায় না।</translation>
        </message>
        <message>
            <source>The single hand is not played at this table.</source>
            <translation>এই টেবিলে সিঙ্গল হ্যান্ড খেলা হয় না।</translation>
        </message>
        <message>
            <source>A single hand has already been declared by {seat}.</source>
            <translation>{seat} আগেই সিঙ্গল হ্যান্ড ঘোষণা করেছেন।</translation>
        </message>
        <message>
            <source>A single hand can only be declared before the first lead.</source>
            <translation>সিঙ্গল হ্যান্ড শুধু প্রথম চালের আগেই ঘোষণা করা যায়।</translation>
        </message>
        <message>
            <source>Only the bidder may play alone (a house rule at this table).</source>
            <translation>শুধু ডাকদার একা খেলতে পারে (এই টেবিলের নিয়ম)।</translation>
        </message>
        <message>
            <source>The pair is not played at this table.</source>
            <translation>এই টেবিলে পেয়ার খেলা হয় না।</translation>
        </message>
        <message>
            <source>The pair has already been shown in this hand.</source>
            <translation>এই দানে পেয়ার আগেই দেখানো হয়েছে।</translation>
        </message>
        <message>
            <source>The pair can be shown only after the trump has been revealed.</source>
            <translation>রং খোলার পরেই শুধু পেয়ার দেখানো যায়।</translation>
        </message>
        <message>
            <source>The pair can be shown only straight after your side has won a trick.</source>
            <translation>আপনার দল একটি পিঠ জেতার ঠিক পরেই শুধু পেয়ার দেখানো যায়।</translation>
        </message>
        <message>
            <source>You do not hold both the King and the Queen of trumps.</source>
            <translation>আপনার কাছে রঙের সাহেব আর বিবি দুটোই নেই।</translation>
        </message>
        <message>
            <source>With the Bangladesh pair, the bidding side's pair counts only on a bid above 18.</source>
            <translation>বাংলাদেশ পেয়ারে ডাকদারের দলের পেয়ার শুধু 18-র বেশি ডাকে গোনা হয়।</translation>
        </message>
        <message>
            <source>With the Lucknow pair, it can be shown only after your side wins a trick by trumping a non-trump lead.</source>
            <translation>লখনউ পেয়ারে, রং ছাড়া অন্য তাসের চালে রং মেরে আপনার দল পিঠ জেতার পরেই শুধু পেয়ার দেখানো যায়।</translation>
        </message>
        <message>
            <source>The pair cannot be shown now.</source>
            <translation>এখন পেয়ার দেখানো যাবে না।</translation>
        </message>
        <message>
            <source>It is {seat}'s turn to play, not yours.</source>
            <translation>এখন {seat}-এর খেলার পালা, আপনার নয়।</translation>
        </message>
        <message>
            <source>A single hand is played without trumps: there is nothing to ask for.</source>
            <translation>সিঙ্গল হ্যান্ড রং ছাড়াই খেলা হয়: চাওয়ার মতো রং নেই।</translation>
        </message>
        <message>
            <source>There is no trump to ask for.</source>
            <translation>চাওয়ার মতো কোনো রং নেই।</translation>
        </message>
        <message>
            <source>The trump has already been revealed.</source>
            <translation>রং আগেই খোলা হয়েছে।</translation>
        </message>
        <message>
            <source>The leader of a trick cannot ask for the trump.</source>
            <translation>পিঠের প্রথম চালদার রং চাইতে পারে না।</translation>
        </message>
        <message>
            <source>The trump is revealed by itself at this table: there is no need to ask.</source>
            <translation>এই টেবিলে রং নিজে থেকেই খোলে: চাইতে হয় না।</translation>
        </message>
        <message>
            <source>Your last card is the face-down trump: it is played and revealed.</source>
            <translation>আপনার শেষ তাসটি উল্টে রাখা রং: সেটিই খেলা হবে আর রং খুলবে।</translation>
        </message>
        <message>
            <source>You can follow suit, so you may not ask for the trump.</source>
            <translation>আপনার কাছে ওই স্যুটের তাস আছে, তাই রং চাওয়া যাবে না।</translation>
        </message>
        <message>
            <source>Choose a card to play.</source>
            <translation>খেলার জন্য একটি তাস বাছুন।</translation>
        </message>
        <message>
            <source>That card is the face-down trump: it joins your hand when the trump is revealed.</source>
            <translation>এই তাসটি উল্টে রাখা রং: রং খুললে তবেই এটি হাতে আসবে।</translation>
        </message>
        <message>
            <source>You sit out this single hand.</source>
            <translation>এই সিঙ্গল হ্যান্ডে আপনি বসে আছেন।</translation>
        </message>
        <message>
            <source>You do not hold the {card}.</source>
            <translation>আপনার কাছে {card} নেই।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump first.</source>
            <translation>আপনার কাছে ওই স্যুটের তাস নেই: আগে রং চান।</translation>
        </message>
        <message>
            <source>The bidder may not lead a trump before it is revealed (a house rule at this table).</source>
            <translation>রং খোলার আগে ডাকদার রং দিয়ে শুরু করতে পারে না (এই টেবিলের নিয়ম)।</translation>
        </message>
        <message>
            <source>You must follow suit: play one of the {suit}.</source>
            <translation>একই স্যুটের তাস দিতে হবে: একটি {suit} খেলুন।</translation>
        </message>
        <message>
            <source>You asked for the trump and hold one: play a trump.</source>
            <translation>আপনি রং চেয়েছেন আর আপনার কাছে রং আছে: রং খেলুন।</translation>
        </message>
        <message>
            <source>You cannot follow suit and hold a trump: play a trump.</source>
            <translation>আপনার কাছে ওই স্যুটের তাস নেই, রং আছে: রং খেলুন।</translation>
        </message>
        <message>
            <source>Please wait: it is not your turn.</source>
            <translation>একটু অপেক্ষা করুন: এখন আপনার পালা নয়।</translation>
        </message>
        <message>
            <source>That is not your decision.</source>
            <translation>এটি আপনার সিদ্ধান্ত নয়।</translation>
        </message>
        <message>
            <source>There is no hand on the table.</source>
            <translation>টেবিলে কোনো দান নেই।</translation>
        </message>
        <message>
            <source>Undo is only for practice matches (Game &gt; New match).</source>
            <translation>ফিরিয়ে নেওয়া শুধু অনুশীলন ম্যাচে চলে (খেলা &gt; নতুন ম্যাচ)।</translation>
        </message>
        <message>
            <source>There is nothing to take back.</source>
            <translation>ফিরিয়ে নেওয়ার মতো কিছু নেই।</translation>
        </message>
        <message>
            <source>The hand is over: its cards can no longer be taken back.</source>
            <translation>দান শেষ: এর তাস আর ফিরিয়ে নেওয়া যাবে না।</translation>
        </message>
        <message>
            <source>You have not played in this hand yet.</source>
            <translation>এই দানে আপনি এখনও খেলেননি।</translation>
        </message>
        <message>
            <source>A hint is given on your turn.</source>
            <translation>আপনার পালায় ইঙ্গিত দেওয়া হয়।</translation>
        </message>
        <message>
            <source>The rest of the tricks can be claimed only during the play.</source>
            <translation>বাকি পিঠ শুধু খেলার সময় দাবি করা যায়।</translation>
        </message>
        <message>
            <source>You can claim the rest of the tricks when it is your lead.</source>
            <translation>আপনার প্রথম চালের পালায় বাকি পিঠ দাবি করতে পারেন।</translation>
        </message>
        <message>
            <source>No claim while your trump card is face down.</source>
            <translation>আপনার রঙের তাস উল্টে থাকা অবস্থায় দাবি চলে না।</translation>
        </message>
        <message>
            <source>No claim before the trump is revealed.</source>
            <translation>রং খোলার আগে দাবি চলে না।</translation>
        </message>
        <message>
            <source>Not certain: another player may still hold a trump ({suit}), and could cut your card.</source>
            <translation>নিশ্চিত নয়: অন্য কারও কাছে এখনও রং ({suit}) থাকতে পারে, সে আপনার তাস কাটতে পারে।</translation>
        </message>
        <message>
            <source>Not certain: a higher card of the {suit} than your {card} is still out. Play on.</source>
            <translation>নিশ্চিত নয়: আপনার {card}-এর চেয়ে বড় {suit}-এর তাস এখনও বাইরে আছে। খেলে যান।</translation>
        </message>
        <message>
            <source>The auction is on: it is your turn to bid.</source>
            <translation>ডাক চলছে: এখন আপনার ডাকার পালা।</translation>
        </message>
        <message>
            <source>You won the bid: choose the trump now.</source>
            <translation>ডাক আপনি জিতেছেন: এখন রং বাছুন।</translation>
        </message>
        <message>
            <source>You have already declared a single hand.</source>
            <translation>আপনি আগেই সিঙ্গল হ্যান্ড ঘোষণা করেছেন।</translation>
        </message>
        <message>
            <source>{who} bids {n}</source>
            <translation>{who} ডাকল {n}</translation>
        </message>
        <message>
            <source>{who}: no double</source>
            <translation>{who}: ডাবল নয়</translation>
        </message>
        <message>
            <source>{who} passes</source>
            <translation>{who} পাস দিল</translation>
        </message>
        <message>
            <source>{who} chooses trump {s} (face down)</source>
            <translation>{who} রং বাছল {s} (উল্টে রাখা)</translation>
        </message>
        <message>
            <source>{who} lays {c} face down as trump</source>
            <translation>{who} রং হিসেবে {c} উল্টে রাখল</translation>
        </message>
        <message>
            <source>{who} takes the seventh card as trump</source>
            <translation>{who} সাত নম্বর তাসকে রং করল</translation>
        </message>
        <message>
            <source>{who} plays {c}</source>
            <translation>{who} খেলল {c}</translation>
        </message>
        <message>
            <source>{who} asks for the trump: {s} revealed</source>
            <translation>{who} রং চাইল: {s} খুলল</translation>
        </message>
        <message>
            <source>{who} shows the pair</source>
            <translation>{who} পেয়ার দেখাল</translation>
        </message>
        <message>
            <source>{who} declares a single hand</source>
            <translation>{who} সিঙ্গল হ্যান্ড ঘোষণা করল</translation>
        </message>
        <message>
            <source>{side} double</source>
            <translation>{side}: ডাবল</translation>
        </message>
        <message>
            <source>{side} redouble</source>
            <translation>{side}: রিডাবল</translation>
        </message>
        <message>
            <source>{side} call set: the match is at stake</source>
            <translation>{side}: সেট (পুরো ম্যাচ বাজি)</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>তাস বাঁটা হল</translation>
        </message>
        <message>
            <source>Action {i} ({a}) is not legal: {r}. The hand is shown up to it.</source>
            <translation>চাল {i} ({a}) বৈধ নয়: {r}। দানটি সেই পর্যন্ত দেখানো হচ্ছে।</translation>
        </message>
        <message>
            <source> (the trump {s} is revealed)</source>
            <translation> (রং {s} খুলেছে)</translation>
        </message>
        <message>
            <source>Dealer {d}</source>
            <translation>বাঁটিয়ে {d}</translation>
        </message>
        <message>
            <source>bid {n} by {who}</source>
            <translation>ডাক {n}, {who}</translation>
        </message>
        <message>
            <source>trump {s}, revealed in trick {t}</source>
            <translation>রং {s}, পিঠ {t}-এ খুলেছে</translation>
        </message>
        <message>
            <source>trump {s}, still face down</source>
            <translation>রং {s}, এখনও উল্টে রাখা</translation>
        </message>
        <message>
            <source>trump: the seventh card, face down</source>
            <translation>রং: সাত নম্বর তাস, উল্টে রাখা</translation>
        </message>
        <message>
            <source>doubled ×{m}</source>
            <translation>ডাবল ×{m}</translation>
        </message>
        <message>
            <source>trick {n}, led by {who}</source>
            <translation>পিঠ {n}, শুরু করল {who}</translation>
        </message>
        <message>
            <source>trick {n} won by {who} ({p} points)</source>
            <translation>পিঠ {n} জিতল {who} ({p} পয়েন্ট)</translation>
        </message>
        <message>
            <source>card points NS {a}, EW {b}</source>
            <translation>তাসের পয়েন্ট উ-দ {a}, পূ-প {b}</translation>
        </message>
        <message>
            <source>{r}; game points NS {a:+d}, EW {b:+d}</source>
            <translation>{r}; গেম পয়েন্ট উ-দ {a:+d}, পূ-প {b:+d}</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>বাঁটিয়ে</translation>
        </message>
        <message>
            <source>bidder</source>
            <translation>ডাকদার</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>আবার দেখা</translation>
        </message>
        <message>
            <source> – deal {n}</source>
            <translation> – বাঁটা নং {n}</translation>
        </message>
        <message>
            <source>⏮ Start</source>
            <translation>⏮ শুরু</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ পিছনে</translation>
        </message>
        <message>
            <source>Forward ▶</source>
            <translation>সামনে ▶</translation>
        </message>
        <message>
            <source>End ⏭</source>
            <translation>শেষ ⏭</translation>
        </message>
        <message>
            <source>One step back (Left arrow)</source>
            <translation>এক ধাপ পিছনে (বাঁ তীর)</translation>
        </message>
        <message>
            <source>One step forward (Right arrow)</source>
            <translation>এক ধাপ সামনে (ডান তীর)</translation>
        </message>
        <message>
            <source>The deal (Home)</source>
            <translation>তাস বাঁটা (Home)</translation>
        </message>
        <message>
            <source>The end of the hand (End)</source>
            <translation>দানের শেষ (End)</translation>
        </message>
        <message>
            <source>Step {k} of {n}</source>
            <translation>ধাপ {k} / {n}</translation>
        </message>
        <message>
            <source>{name} is too large to be a record ({size} MB): even a very long match is under {limit} MB.</source>
            <translation>{name} রেকর্ড হওয়ার পক্ষে খুব বড় ({size} MB): খুব লম্বা ম্যাচও {limit} MB-এর কম।</translation>
        </message>
        <message>
            <source>{name} is not a file that can be opened (it may be a folder or a device).</source>
            <translation>{name} খোলার মতো ফাইল নয় (এটি হয়তো একটি ফোল্ডার বা একটি ডিভাইস)।</translation>
        </message>
        <message>
            <source>{name} could not be opened: {why}.</source>
            <translation>{name} খোলা গেল না: {why}।</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>ফাইলটি</translation>
        </message>
        <message>
            <source>{name} is empty: it holds no hand record.</source>
            <translation>{name} খালি: এতে কোনো দানের রেকর্ড নেই।</translation>
        </message>
        <message>
            <source>{name} is not a hand record ({why}).</source>
            <translation>{name} দানের রেকর্ড নয় ({why})।</translation>
        </message>
        <message>
            <source>{name} is a match record that cannot be read: {why}.</source>
            <translation>{name} ম্যাচের রেকর্ড, কিন্তু পড়া যায় না: {why}।</translation>
        </message>
        <message>
            <source>{name} is a match record without a finished hand.</source>
            <translation>{name} ম্যাচের রেকর্ড, কিন্তু এতে কোনো শেষ হওয়া দান নেই।</translation>
        </message>
        <message>
            <source> (deal {d})</source>
            <translation> (বাঁটা নং {d})</translation>
        </message>
        <message>
            <source>{name} was written by another version of Twenty-Nine (format {f}); this version reads twentynine-hand/1.</source>
            <translation>{name} টোয়েন্টি-নাইনের অন্য সংস্করণে লেখা (ফরম্যাট {f}); এই সংস্করণ twentynine-hand/1 পড়ে।</translation>
        </message>
        <message>
            <source>{name} is not a hand record that can be read ({why}).</source>
            <translation>{name} পড়ার মতো দানের রেকর্ড নয় ({why})।</translation>
        </message>
        <message>
            <source>Review of the hand</source>
            <translation>দানের পর্যালোচনা</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Review of the hand&lt;/h3&gt;Each of your cards against the best card with every hand known (an exact solve of the rest of the hand).</source>
            <translation>&lt;h3&gt;দানের পর্যালোচনা&lt;/h3&gt;আপনার প্রতিটি তাস, সব হাত জানা থাকলে সেরা তাসের সঙ্গে তুলনা করে (বাকি দানের নিখুঁত হিসাব)।</translation>
        </message>
        <message>
            <source>Solving decision %v of %m</source>
            <translation>সিদ্ধান্ত %v / %m হিসাব হচ্ছে</translation>
        </message>
        <message>
            <source>Every card of every seat</source>
            <translation>সব আসনের সব তাস</translation>
        </message>
        <message>
            <source>Working out the best play…</source>
            <translation>সেরা চাল হিসাব করা হচ্ছে…</translation>
        </message>
        <message>
            <source>The review failed: {why}</source>
            <translation>পর্যালোচনা করা গেল না: {why}</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}: best play.</source>
            <translation>পিঠ {t}: {who} {card} খেললেন: সেরা চাল।</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}; the {best} was better: 1 card point lost.</source>
            <translation>পিঠ {t}: {who} {card} খেললেন; {best} ভালো ছিল: 1 তাসের পয়েন্ট গেল।</translation>
        </message>
        <message>
            <source>Trick {t}: {who} played the {card}; the {best} was better: {cost} card points lost.</source>
            <translation>পিঠ {t}: {who} {card} খেললেন; {best} ভালো ছিল: {cost} তাসের পয়েন্ট গেল।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}: best play.</source>
            <translation>পিঠ {t}: আপনি {card} খেললেন: সেরা চাল।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}; the {best} was better: 1 card point lost.</source>
            <translation>পিঠ {t}: আপনি {card} খেললেন; {best} ভালো ছিল: 1 তাসের পয়েন্ট গেল।</translation>
        </message>
        <message>
            <source>Trick {t}: You played the {card}; the {best} was better: {cost} card points lost.</source>
            <translation>পিঠ {t}: আপনি {card} খেললেন; {best} ভালো ছিল: {cost} তাসের পয়েন্ট গেল।</translation>
        </message>
        <message>
            <source>Working out the chances of the bids…</source>
            <translation>ডাকগুলোর সম্ভাবনা হিসাব করা হচ্ছে…</translation>
        </message>
        <message>
            <source>The auction</source>
            <translation>ডাক</translation>
        </message>
        <message>
            <source>The chances come from the program's bid table: deals solved around hands like your first four cards, checked against hands really played. They say how often your side would make each bid, not what the others would have bid.</source>
            <translation>সম্ভাবনাগুলো আসে প্রোগ্রামের ডাকের সারণি থেকে: আপনার প্রথম চারটি তাসের মতো তাস ঘিরে সমাধান করা বাঁটা, সত্যিই খেলা দানের সঙ্গে মিলিয়ে দেখা। এগুলো বলে আপনার দল কত বার প্রতিটি ডাক পূরণ করত, অন্যরা কী ডাকত তা নয়।</translation>
        </message>
        <message>
            <source>The chances come from {n} deals sampled to fit your first four cards, each played out by the program with you as the bidder. They say how often your side would make each bid, not what the others would have bid.</source>
            <translation>সম্ভাবনাগুলো আসে আপনার প্রথম চারটি তাসের সঙ্গে মেলানো {n}টি নমুনা বাঁটা থেকে, প্রতিটি প্রোগ্রাম খেলে দেখেছে আপনাকে ডাকিয়ে ধরে। এগুলো বলে আপনার দল কত বার প্রতিটি ডাক পূরণ করত, অন্যরা কী ডাকত তা নয়।</translation>
        </message>
        <message>
            <source>You bid {bid}: the program gives {chance} to make it</source>
            <translation>আপনি ডেকেছেন {bid}: প্রোগ্রামের হিসাবে তা পূরণ হয় {chance}</translation>
        </message>
        <message>
            <source>With these cards no bid has about 5 in 10 or better.</source>
            <translation>এই তাসে কোনো ডাক 10 বারে প্রায় 5 বার বা তার বেশি পূরণ হয় না।</translation>
        </message>
        <message>
            <source>It would have stopped at {best}: {bid} is more than it thinks these cards make.</source>
            <translation>প্রোগ্রাম {best}-এ থামত: তার হিসাবে এই তাসে {bid} পূরণ হয় না।</translation>
        </message>
        <message>
            <source>The bids up to {best} have about 5 in 10 or better: a higher bid was possible.</source>
            <translation>{best} পর্যন্ত ডাক 10 বারে প্রায় 5 বার বা তার বেশি পূরণ হয়: আরও বড় ডাক সম্ভব ছিল।</translation>
        </message>
        <message>
            <source>That is the highest bid with about 5 in 10 or better.</source>
            <translation>10 বারে প্রায় 5 বার বা তার বেশি পূরণ হয়, এমন সবচেয়ে বড় ডাক এটিই।</translation>
        </message>
        <message>
            <source>You passed (the bid stood at {high}).</source>
            <translation>আপনি পাস দিয়েছেন (ডাক তখন {high})।</translation>
        </message>
        <message>
            <source>You passed (no bid yet).</source>
            <translation>আপনি পাস দিয়েছেন (তখনও কোনো ডাক হয়নি)।</translation>
        </message>
        <message>
            <source>No bid open to you had about 5 in 10 or better: the program would have passed too.</source>
            <translation>আপনার সামনে থাকা কোনো ডাক 10 বারে প্রায় 5 বার বা তার বেশি পূরণ হত না: প্রোগ্রামও পাস দিত।</translation>
        </message>
        <message>
            <source>The program gives {chance} to make {bid}</source>
            <translation>প্রোগ্রামের হিসাবে {bid} ডাক পূরণ হয় {chance}</translation>
        </message>
        <message>
            <source>It gives {chance} to make {best}: the program would have bid.</source>
            <translation>প্রোগ্রামের হিসাবে {best} ডাক পূরণ হত {chance}: প্রোগ্রাম ডাকত।</translation>
        </message>
        <message>
            <source>(best trump: {suit})</source>
            <translation>(সেরা রং: {suit})</translation>
        </message>
        <message>
            <source>No card of this hand had a choice to review.</source>
            <translation>এই দানে পর্যালোচনার মতো বাছাইয়ের সুযোগ কোনো তাসে ছিল না।</translation>
        </message>
        <message>
            <source>The costliest decisions</source>
            <translation>সবচেয়ে দামি সিদ্ধান্ত</translation>
        </message>
        <message>
            <source>Every card was the best play: nothing lost.</source>
            <translation>প্রতিটি তাসই সেরা চাল ছিল: কিছু হারায়নি।</translation>
        </message>
        <message>
            <source>{who}: 1 card point lost in all.</source>
            <translation>{who}: মোট 1 তাসের পয়েন্ট গেল।</translation>
        </message>
        <message>
            <source>{who}: {lost} card points lost in all.</source>
            <translation>{who}: মোট {lost} তাসের পয়েন্ট গেল।</translation>
        </message>
        <message>
            <source>Every decision</source>
            <translation>প্রতিটি সিদ্ধান্ত</translation>
        </message>
        <message>
            <source>How to read the last column: each card that could have been played, followed by the card points the player's side ends the hand with if that card is played and everyone then plays their best, every hand known. “J♠ 7”: with the Jack of spades the side ends with 7 points. “Q♠ ≤7”: the Queen of spades was no better than the best card, at most 7 points (the program stops counting a card once it knows it is not the best).</source>
            <translation>শেষ কলাম যেভাবে পড়বেন: যে তাসগুলো খেলা যেত, প্রতিটির পরে সংখ্যাটি হল দানের শেষে খেলোয়াড়ের দলের তাসের পয়েন্ট, যদি সেই তাস খেলা হয় আর তারপর সবাই সব হাত জেনে সেরা খেলে। “J♠ 7”: ইস্কাবনের গোলাম খেললে দল শেষ করে 7 পয়েন্টে। “Q♠ ≤7”: ইস্কাবনের বিবি সেরা তাসের চেয়ে ভালো ছিল না, বড়জোর 7 পয়েন্ট (কোনো তাস সেরা নয় জানামাত্র প্রোগ্রাম তার হিসাব থামায়)।</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>পিঠ</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>আসন</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>খেলা তাস</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>সেরা</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>ক্ষতি</translation>
        </message>
        <message>
            <source>Each choice (your side's card points at the end)</source>
            <translation>প্রতিটি বাছাই (শেষে আপনার দলের তাসের পয়েন্ট)</translation>
        </message>
        <message>
            <source>ask</source>
            <translation>রং চাওয়া</translation>
        </message>
        <message>
            <source>Preset: {name}</source>
            <translation>প্রিসেট: {name}</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>নিজের নিয়ম</translation>
        </message>
        <message>
            <source>Rules: {name}</source>
            <translation>নিয়ম: {name}</translation>
        </message>
        <message>
            <source>Rules: custom, {n} changes</source>
            <translation>নিয়ম: নিজের, {n}টি বদল</translation>
        </message>
        <message>
            <source>Rules: custom, {n} change</source>
            <translation>নিয়ম: নিজের, {n}টি বদল</translation>
        </message>
        <message>
            <source>All the standard rules.</source>
            <translation>সব প্রচলিত নিয়ম।</translation>
        </message>
        <message>
            <source>Different from the standard table:</source>
            <translation>প্রচলিত নিয়ম থেকে আলাদা:</translation>
        </message>
        <message>
            <source>Table settings:</source>
            <translation>টেবিলের সেটিংস:</translation>
        </message>
        <message>
            <source>Change for the next match...</source>
            <translation>পরের ম্যাচের জন্য বদলান...</translation>
        </message>
        <message>
            <source>The rules of this match: click to see what differs from the standard table</source>
            <translation>এই ম্যাচের নিয়ম: প্রচলিত নিয়ম থেকে কী আলাদা দেখতে ক্লিক করুন</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>ডিস্ক ভরে গেছে</translation>
        </message>
        <message>
            <source>the folder cannot be written</source>
            <translation>ফোল্ডারে লেখা যাচ্ছে না</translation>
        </message>
        <message>
            <source>the statistics are in use by another program</source>
            <translation>পরিসংখ্যান অন্য একটি প্রোগ্রাম ব্যবহার করছে</translation>
        </message>
        <message>
            <source>the file could not be written ({why})</source>
            <translation>ফাইলটি লেখা গেল না ({why})</translation>
        </message>
        <message>
            <source>Free some space on the disk.</source>
            <translation>ডিস্কে কিছু জায়গা খালি করুন।</translation>
        </message>
        <message>
            <source>Make the folder {folder} writable.</source>
            <translation>{folder} ফোল্ডারে লেখার অনুমতি দিন।</translation>
        </message>
        <message>
            <source>Close the other Twenty-Nine window.</source>
            <translation>টোয়েন্টি-নাইনের অন্য উইন্ডোটি বন্ধ করুন।</translation>
        </message>
        <message>
            <source>Check the folder {folder}.</source>
            <translation>{folder} ফোল্ডারটি দেখুন।</translation>
        </message>
        <message>
            <source>Or choose Save elsewhere… to keep the match in another folder.</source>
            <translation>অথবা ম্যাচটি অন্য ফোল্ডারে রাখতে অন্যত্র সেভ করুন… বেছে নিন।</translation>
        </message>
        <message>
            <source>The game tries again after every move.</source>
            <translation>প্রতিটি চালের পরে খেলাটি আবার চেষ্টা করে।</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>সেভ হয়নি</translation>
        </message>
        <message>
            <source>Statistics not saved</source>
            <translation>পরিসংখ্যান সেভ হয়নি</translation>
        </message>
        <message>
            <source>{head}: {reason}. {todo}</source>
            <translation>{head}: {reason}। {todo}</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>আবার চেষ্টা করুন</translation>
        </message>
        <message>
            <source>Save elsewhere…</source>
            <translation>অন্যত্র সেভ করুন…</translation>
        </message>
        <message>
            <source>Save elsewhere</source>
            <translation>অন্যত্র সেভ করুন</translation>
        </message>
        <message>
            <source>The match could not be saved there either ({why}).</source>
            <translation>সেখানেও ম্যাচটি সেভ করা গেল না ({why})।</translation>
        </message>
        <message>
            <source>Saved in {where}. To go on with an unfinished match later, copy its file into {saves} under the name match-in-progress.json.</source>
            <translation>{where}-এ সেভ হয়েছে। অসমাপ্ত ম্যাচ পরে চালিয়ে যেতে, তার ফাইলটি match-in-progress.json নামে {saves}-এ কপি করুন।</translation>
        </message>
        <message>
            <source>If you quit now, what was not saved is lost.</source>
            <translation>এখন বন্ধ করলে যা সেভ হয়নি তা হারিয়ে যাবে।</translation>
        </message>
        <message>
            <source>Quit anyway</source>
            <translation>তবুও বন্ধ করুন</translation>
        </message>
        <message>
            <source>From {low} to {high}; the default is {default}.</source>
            <translation>{low} থেকে {high}; প্রাথমিক মান {default}।</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation> (প্রাথমিক)</translation>
        </message>
        <message>
            <source>Options: {options}.</source>
            <translation>বিকল্প: {options}।</translation>
        </message>
        <message>
            <source>A name has at most {n} characters.</source>
            <translation>নাম সর্বোচ্চ {n} অক্ষরের হতে পারে।</translation>
        </message>
        <message>
            <source>{label}:</source>
            <translation>{label}:</translation>
        </message>
        <message>
            <source>Changes to the rules apply from the next match.</source>
            <translation>নিয়মের বদল পরের ম্যাচ থেকে চালু হবে।</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>কম্পিউটার খেলোয়াড়</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>টেবিল</translation>
        </message>
        <message>
            <source>Display</source>
            <translation>দেখানো</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>নিজের</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>সেটিংস</translation>
        </message>
        <message>
            <source>Some of your settings could not be used:</source>
            <translation>আপনার কিছু সেটিংস ব্যবহার করা গেল না:</translation>
        </message>
        <message>
            <source>Presets:</source>
            <translation>প্রিসেট:</translation>
        </message>
        <message>
            <source>Standard rules, except: {changes}.</source>
            <translation>প্রচলিত নিয়ম, শুধু: {changes}।</translation>
        </message>
        <message>
            <source>The standard rules and the default table settings.</source>
            <translation>প্রচলিত নিয়ম আর টেবিলের প্রাথমিক সেটিংস।</translation>
        </message>
        <message>
            <source>{side}: {score} game points.</source>
            <translation>{side}: {score} গেম পয়েন্ট।</translation>
        </message>
        <message>
            <source>The red six counts the game points won, the black six the game points lost: the pips showing are the score. At +{target} the match is won, at -{target} it is lost.</source>
            <translation>লাল ছয় জেতা গেম পয়েন্ট গোনে, কালো ছয় হারানো গেম পয়েন্ট: ছয়ের ওপর যত ফোঁটা দেখা যায়, সেটাই স্কোর। +{target}-এ ম্যাচ জেতা, -{target}-এ হার।</translation>
        </message>
        <message>
            <source>{name}: the name plate says who deals, who holds the bid and the tricks won in this hand; a gold frame shows whose turn it is.</source>
            <translation>{name}: নামের ফলকে লেখা থাকে কে বাঁটিয়ে, ডাক কার কাছে আর এই দানে জেতা পিঠ; সোনালি ফ্রেম দেখায় কার পালা।</translation>
        </message>
        <message>
            <source>This hand: its number, the dealer, the bid and the target, the trump once you know it, the stake, and the card points each side has taken so far.</source>
            <translation>এই দান: তার নম্বর, কে বাঁটিয়ে, ডাক আর লক্ষ্য, রং (জানা হলে), বাজি, আর এ পর্যন্ত প্রতিটি দলের তোলা তাসের পয়েন্ট।</translation>
        </message>
        <message>
            <source>Twenty-Nine is already running with the data folder {folder}. Switch to its window, or close it before starting Twenty-Nine again.</source>
            <translation>টোয়েন্টি-নাইন ইতিমধ্যে {folder} ডেটা ফোল্ডার নিয়ে চলছে। তার উইন্ডোতে যান, অথবা আবার চালু করার আগে সেটি বন্ধ করুন।</translation>
        </message>
        <message>
            <source>{part} of {whole} ({percent}%)</source>
            <translation>{whole}-এর মধ্যে {part} ({percent}%)</translation>
        </message>
        <message>
            <source>Computer ({level})</source>
            <translation>কম্পিউটার ({level})</translation>
        </message>
        <message>
            <source>Contracts made: {who}</source>
            <translation>ডাক পূরণ: {who}</translation>
        </message>
        <message>
            <source>{total} ({n} of them in the match in progress)</source>
            <translation>{total} (এর মধ্যে {n}টি চলতি ম্যাচে)</translation>
        </message>
        <message>
            <source>Matches played</source>
            <translation>খেলা ম্যাচ</translation>
        </message>
        <message>
            <source>Matches won</source>
            <translation>জেতা ম্যাচ</translation>
        </message>
        <message>
            <source>Matches abandoned</source>
            <translation>পরিত্যক্ত ম্যাচ</translation>
        </message>
        <message>
            <source>Hands played</source>
            <translation>খেলা দান</translation>
        </message>
        <message>
            <source>Average card points as bidders</source>
            <translation>ডাকদারের দল হিসেবে গড় তাসের পয়েন্ট</translation>
        </message>
        <message>
            <source>Average card points as defenders</source>
            <translation>আটকানোর দল হিসেবে গড় তাসের পয়েন্ট</translation>
        </message>
        <message>
            <source>Doubled hands won</source>
            <translation>ডাবল হওয়া দান জেতা</translation>
        </message>
        <message>
            <source>Longest run of matches won</source>
            <translation>টানা সবচেয়ে বেশি ম্যাচ জয়</translation>
        </message>
        <message>
            <source>Your game points at the end of the last matches</source>
            <translation>শেষ কয়েকটি ম্যাচের শেষে আপনার গেম পয়েন্ট</translation>
        </message>
        <message>
            <source>No finished match yet</source>
            <translation>এখনও কোনো ম্যাচ শেষ হয়নি</translation>
        </message>
        <message>
            <source>Figures of finished and abandoned matches; an abandoned match is counted as abandoned, not lost.</source>
            <translation>শেষ হওয়া ও পরিত্যক্ত ম্যাচের হিসাব; পরিত্যক্ত ম্যাচ পরিত্যক্ত হিসেবেই গোনা হয়, হার হিসেবে নয়।</translation>
        </message>
        <message>
            <source>&amp;Reset…</source>
            <translation>মুছে ফেলুন (&amp;R)…</translation>
        </message>
        <message>
            <source>Your statistics cannot be read now ({why}).</source>
            <translation>আপনার পরিসংখ্যান এখন পড়া যাচ্ছে না ({why})।</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>পরিসংখ্যান মুছে ফেলুন</translation>
        </message>
        <message>
            <source>Reset all statistics? Every figure starts again from zero; the history of hands is kept.</source>
            <translation>সব পরিসংখ্যান মুছবেন? প্রতিটি হিসাব আবার শূন্য থেকে শুরু হবে; দানের ইতিহাস থেকে যাবে।</translation>
        </message>
        <message>
            <source>“{text}” had only just appeared: click it again if you meant it.</source>
            <translation>“{text}” সবে এসেছিল: সত্যিই চাইলে আবার ক্লিক করুন।</translation>
        </message>
        <message>
            <source>You deal first, drawn by lot.</source>
            <translation>লটারিতে ঠিক হয়েছে: প্রথম দান আপনি বাঁটবেন।</translation>
        </message>
        <message>
            <source>{who} deals first, drawn by lot.</source>
            <translation>লটারিতে ঠিক হয়েছে: প্রথম দান {who} বাঁটবেন।</translation>
        </message>
        <message>
            <source>Hand annulled: {why}</source>
            <translation>দান বাতিল: {why}</translation>
        </message>
        <message>
            <source>Declare a single hand?

{kind}: {n} game points are won or lost on it. A single hand cannot be taken back.</source>
            <translation>সিঙ্গল হ্যান্ড ঘোষণা করবেন?

{kind}: এতে {n} গেম পয়েন্ট জেতা বা হারা যায়। সিঙ্গল হ্যান্ড ফেরত নেওয়া যায় না।</translation>
        </message>
        <message>
            <source>No single hand declared.</source>
            <translation>সিঙ্গল হ্যান্ড ঘোষণা করা হয়নি।</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>দান শেষ</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>পরের ধাপ</translation>
        </message>
        <message>
            <source>Skip tutorial</source>
            <translation>পাঠ বাদ দিন</translation>
        </message>
        <message>
            <source>The point cards</source>
            <translation>পয়েন্টের তাস</translation>
        </message>
        <message>
            <source>Only eight cards score: each &lt;b&gt;Jack 3&lt;/b&gt;, each &lt;b&gt;Nine 2&lt;/b&gt;, each &lt;b&gt;Ace&lt;/b&gt; and &lt;b&gt;Ten 1&lt;/b&gt;: 28 points in the pack. In each suit the Jack is highest, then the Nine, the Ace, the Ten, the King, the Queen, the Eight and the Seven.</source>
            <translation>মাত্র আটটি তাসে পয়েন্ট: প্রতিটি &lt;b&gt;গোলাম 3&lt;/b&gt;, প্রতিটি &lt;b&gt;নহলা 2&lt;/b&gt;, প্রতিটি &lt;b&gt;টেক্কা&lt;/b&gt; আর &lt;b&gt;দহলা 1&lt;/b&gt;: পুরো তাসে 28 পয়েন্ট। প্রতিটি স্যুটে গোলাম সবচেয়ে বড়, তারপর নহলা, টেক্কা, দহলা, সাহেব, বিবি, আট্টা আর সাত্তা।</translation>
        </message>
        <message>
            <source>The bid</source>
            <translation>ডাক</translation>
        </message>
        <message>
            <source>You have seen four of your eight cards. A bid says how many of the 28 points your side (you and North) will take. Your Jack and King of hearts are strong: &lt;b&gt;bid up to 18&lt;/b&gt;, then pass if the others go higher.</source>
            <translation>আপনি আপনার আটটির মধ্যে চারটি তাস দেখেছেন। ডাক বলে দেয় 28 পয়েন্টের কতটা আপনার দল (আপনি ও উত্তর) নেবে। আপনার হরতনের গোলাম আর সাহেব জোরালো: &lt;b&gt;18 পর্যন্ত ডাকুন&lt;/b&gt;, অন্যরা বেশি ডাকলে পাস দিন।</translation>
        </message>
        <message>
            <source>The hidden trump</source>
            <translation>লুকোনো রং</translation>
        </message>
        <message>
            <source>You won the bid, so you choose the trump: the suit that beats all others. It is set face down and nobody else knows it until it is revealed. Choose &lt;b&gt;hearts&lt;/b&gt;.</source>
            <translation>আপনি ডাক জিতেছেন, তাই রং আপনি বাছবেন: রং হল সেই স্যুট, যা বাকি সব স্যুটকে হারায়। সেটি উল্টে রাখা হয়, খোলা না হওয়া পর্যন্ত আর কেউ জানে না। &lt;b&gt;হরতন&lt;/b&gt; বাছুন।</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>আপনার শুরু</translation>
        </message>
        <message>
            <source>All eight cards are dealt. You lead the first trick: the highest card of the suit led wins it, unless a trump is played once the trump is revealed. Play a card.</source>
            <translation>আটটি তাসই বাঁটা হয়েছে। প্রথম পিঠ আপনি শুরু করবেন: যে স্যুট দিয়ে শুরু, তার সবচেয়ে বড় তাস পিঠ জেতে, যদি না রং খোলার পরে কেউ রং মারে। একটি তাস খেলুন।</translation>
        </message>
        <message>
            <source>Following suit</source>
            <translation>একই স্যুট দেওয়া</translation>
        </message>
        <message>
            <source>You must &lt;b&gt;follow suit&lt;/b&gt;: when you hold a card of the suit led you must play one. Only those cards are lit up.</source>
            <translation>&lt;b&gt;একই স্যুট দিতে হবে&lt;/b&gt;: যে স্যুট দিয়ে শুরু হয়েছে তার তাস থাকলে সেটিই খেলতে হবে। শুধু সেই তাসগুলোই উজ্জ্বল।</translation>
        </message>
        <message>
            <source>Asking for the trump</source>
            <translation>রং চাওয়া</translation>
        </message>
        <message>
            <source>You have no card of the suit led. While the trump is hidden a trump wins nothing, so &lt;b&gt;ask for the trump&lt;/b&gt;: it is shown to everyone, and then you must play a trump if you have one.</source>
            <translation>যে স্যুট দিয়ে শুরু হয়েছে তার কোনো তাস আপনার নেই। রং লুকোনো থাকলে রঙের তাস কিছু জেতে না, তাই &lt;b&gt;রং চান&lt;/b&gt;: সেটি সবাইকে দেখানো হবে, তারপর রং থাকলে আপনাকে রং খেলতে হবে।</translation>
        </message>
        <message>
            <source>The pair</source>
            <translation>পেয়ার</translation>
        </message>
        <message>
            <source>You hold the &lt;b&gt;King and Queen of trumps&lt;/b&gt; and your side has just won a trick: &lt;b&gt;declare the pair&lt;/b&gt;. Your side's target goes down by 4, though not below the lowest bid (the opponents' pair would raise it by 4).</source>
            <translation>আপনার হাতে &lt;b&gt;রঙের সাহেব আর বিবি&lt;/b&gt;, আর আপনার দল এইমাত্র একটি পিঠ জিতেছে: &lt;b&gt;পেয়ার দেখান&lt;/b&gt;। আপনার দলের লক্ষ্য 4 কমে, তবে সবচেয়ে কম ডাকের নিচে নয় (বিপক্ষের পেয়ার লক্ষ্য 4 বাড়াত)।</translation>
        </message>
        <message>
            <source>Well done</source>
            <translation>শাবাশ</translation>
        </message>
        <message>
            <source>That is a whole hand of Twenty-Nine. The summary shows the points each side took and whether the bid was made. Play the tutorial again from the Help menu whenever you like.</source>
            <translation>এই হল টোয়েন্টি-নাইনের একটি পুরো দান। সারাংশে দেখা যায় প্রতিটি দল কত পয়েন্ট নিল আর ডাক পূরণ হল কি না। যখন খুশি সাহায্য মেনু থেকে পাঠটি আবার খেলুন।</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>শেষ</translation>
        </message>
        <message>
            <source>Tutorial: a guided hand</source>
            <translation>পাঠ: দেখিয়ে দেওয়া একটি দান</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>খেলা (&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New match</source>
            <translation>নতুন ম্যাচ (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Export this hand…</source>
            <translation>এই দান রপ্তানি (&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>সেটিংস (&amp;S)…</translation>
        </message>
        <message>
            <source>Rules in &amp;force…</source>
            <translation>চালু নিয়ম (&amp;F)…</translation>
        </message>
        <message>
            <source>&amp;Rules help</source>
            <translation>নিয়মের সাহায্য (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>বন্ধ করুন (&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>দেখুন (&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>শেষ পিঠ (&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>পূর্ণ পর্দা (&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>সাহায্য (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About Twenty-Nine</source>
            <translation>টোয়েন্টি-নাইন সম্পর্কে (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>কিবোর্ড (&amp;K)</translation>
        </message>
        <message>
            <source>(the platform's settings folder)</source>
            <translation>(সিস্টেমের সেটিংস ফোল্ডার)</translation>
        </message>
        <message>
            <source>Twenty-Nine {version}</source>
            <translation>টোয়েন্টি-নাইন {version}</translation>
        </message>
        <message>
            <source>The partnership trick-taking card game of north India, Bangladesh and Nepal, offline: no ads, no accounts, no server.</source>
            <translation>উত্তর ভারত, বাংলাদেশ ও নেপালের জুটি বেঁধে পিঠ জেতার তাসের খেলা, অফলাইনে: কোনো বিজ্ঞাপন নেই, অ্যাকাউন্ট নেই, সার্ভার নেই।</translation>
        </message>
        <message>
            <source>Free software under the MIT licence. Card art: Adrian Kennard's public-domain (CC0) deck.</source>
            <translation>MIT লাইসেন্সের মুক্ত সফটওয়্যার। তাসের ছবি: Adrian Kennard-এর পাবলিক-ডোমেইন (CC0) তাস।</translation>
        </message>
        <message>
            <source>Settings are kept in {where}.</source>
            <translation>সেটিংস রাখা আছে {where}-এ।</translation>
        </message>
        <message>
            <source>About Twenty-Nine</source>
            <translation>টোয়েন্টি-নাইন সম্পর্কে</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>খেলার দিক</translation>
        </message>
        <message>
            <source>Order of deal, auction and play.</source>
            <translation>বাঁটা, ডাক আর খেলার ক্রম।</translation>
        </message>
        <message>
            <source>Clockwise (N, E, S, W)</source>
            <translation>ঘড়ির কাঁটার দিকে (উ, পূ, দ, প)</translation>
        </message>
        <message>
            <source>Counter-clockwise (N, W, S, E)</source>
            <translation>ঘড়ির উল্টো দিকে (উ, প, দ, পূ)</translation>
        </message>
        <message>
            <source>Point for the last trick</source>
            <translation>শেষ পিঠের পয়েন্ট</translation>
        </message>
        <message>
            <source>The eighth trick is worth 1 more point: 29 in the pack, bids and the pair cap go to 29.</source>
            <translation>অষ্টম পিঠে 1 পয়েন্ট বেশি: তাসে মোট 29, ডাক আর পেয়ারের সীমা 29 পর্যন্ত।</translation>
        </message>
        <message>
            <source>Lowest bid</source>
            <translation>সবচেয়ে কম ডাক</translation>
        </message>
        <message>
            <source>Lowest bid, the dealer's forced bid and the floor of a pair.</source>
            <translation>সবচেয়ে কম ডাক, বাঁটিয়ের বাধ্য ডাক আর পেয়ারের নিচের সীমা।</translation>
        </message>
        <message>
            <source>Auction</source>
            <translation>ডাক</translation>
        </message>
        <message>
            <source>Open ascending auction, or the Bangladesh and Nepal duel where the holder may hold.</source>
            <translation>খোলা বাড়তি ডাক, অথবা বাংলাদেশ ও নেপালের দ্বৈত ডাক যেখানে ধারক ধরে রাখতে পারে।</translation>
        </message>
        <message>
            <source>Open (each bid higher)</source>
            <translation>খোলা (প্রতি ডাক বেশি)</translation>
        </message>
        <message>
            <source>Duel (holder may hold)</source>
            <translation>দ্বৈত (ধারক ধরে রাখতে পারে)</translation>
        </message>
        <message>
            <source>When the first three pass</source>
            <translation>প্রথম তিনজন পাস দিলে</translation>
        </message>
        <message>
            <source>The dealer must bid the minimum, or the dealer may pass too and the cards are redealt.</source>
            <translation>বাঁটিয়েকে সবচেয়ে কম ডাক ডাকতে হয়, অথবা বাঁটিয়েও পাস দিতে পারে আর আবার তাস বাঁটা হয়।</translation>
        </message>
        <message>
            <source>Dealer must bid</source>
            <translation>বাঁটিয়েকে ডাকতে হবে</translation>
        </message>
        <message>
            <source>Redeal if all pass</source>
            <translation>সবাই পাস দিলে আবার বাঁটা</translation>
        </message>
        <message>
            <source>Face-down trump</source>
            <translation>উল্টে রাখা রং</translation>
        </message>
        <message>
            <source>A spare indicator card, or one of the bidder's own four cards, set face down.</source>
            <translation>একটি বাড়তি নির্দেশক তাস, অথবা ডাকদারের নিজের চারটি তাসের একটি, উল্টে রাখা।</translation>
        </message>
        <message>
            <source>Spare indicator card</source>
            <translation>বাড়তি নির্দেশক তাস</translation>
        </message>
        <message>
            <source>One of the bidder's own cards</source>
            <translation>ডাকদারের নিজের একটি তাস</translation>
        </message>
        <message>
            <source>Seventh-card trump</source>
            <translation>সাত নম্বর তাসে রং</translation>
        </message>
        <message>
            <source>The bidder may call 'seventh card': the seventh card dealt to them sets the trump, unseen.</source>
            <translation>ডাকদার 'সাত নম্বর তাস' বলতে পারে: তাকে দেওয়া সপ্তম তাসটি না দেখেই রং ঠিক করে।</translation>
        </message>
        <message>
            <source>Revealing the trump</source>
            <translation>রং খোলা</translation>
        </message>
        <message>
            <source>A void player may ask; the first void player must ask; or the trump shows by itself.</source>
            <translation>যার ওই স্যুটের তাস নেই সে চাইতে পারে; প্রথম যার নেই তাকে চাইতেই হবে; অথবা রং নিজেই খোলে।</translation>
        </message>
        <message>
            <source>On request</source>
            <translation>চাইলে</translation>
        </message>
        <message>
            <source>First void player must ask</source>
            <translation>প্রথম যার নেই তাকে চাইতে হবে</translation>
        </message>
        <message>
            <source>Automatically</source>
            <translation>নিজে থেকে</translation>
        </message>
        <message>
            <source>Asker must trump</source>
            <translation>যে চায় তাকে রং দিতে হবে</translation>
        </message>
        <message>
            <source>After asking for the trump, the asker must play a trump to that trick if able.</source>
            <translation>রং চাওয়ার পরে, পারলে সেই পিঠে তাকে রং খেলতে হবে।</translation>
        </message>
        <message>
            <source>Void player must trump</source>
            <translation>যার নেই তাকে রং দিতে হবে</translation>
        </message>
        <message>
            <source>After the reveal, every player who cannot follow suit must play a trump if able.</source>
            <translation>রং খোলার পরে, যার ওই স্যুটের তাস নেই তাকে পারলে রং খেলতে হবে।</translation>
        </message>
        <message>
            <source>Trumps in the reveal trick</source>
            <translation>রং খোলার পিঠে রং</translation>
        </message>
        <message>
            <source>In the trick of the reveal, trumps played before it count too, or only those after it.</source>
            <translation>যে পিঠে রং খোলে, তাতে আগে খেলা রংও গোনা হয়, অথবা শুধু পরেরগুলো।</translation>
        </message>
        <message>
            <source>Whole trick</source>
            <translation>পুরো পিঠ</translation>
        </message>
        <message>
            <source>From the reveal on</source>
            <translation>খোলার পর থেকে</translation>
        </message>
        <message>
            <source>Bidder leading trumps</source>
            <translation>ডাকদারের রং দিয়ে শুরু</translation>
        </message>
        <message>
            <source>The bidder may lead a trump before the reveal, or not unless holding only trumps.</source>
            <translation>ডাকদার রং খোলার আগে রং দিয়ে শুরু করতে পারে, অথবা শুধু রং থাকলে তবেই।</translation>
        </message>
        <message>
            <source>Allowed</source>
            <translation>চলবে</translation>
        </message>
        <message>
            <source>Not before the reveal</source>
            <translation>খোলার আগে নয়</translation>
        </message>
        <message>
            <source>Trump never revealed</source>
            <translation>রং কখনও খোলেনি</translation>
        </message>
        <message>
            <source>A hand in which the trump is never revealed is scored, or annulled.</source>
            <translation>যে দানে রং কখনও খোলে না, তা গোনা হয় অথবা বাতিল হয়।</translation>
        </message>
        <message>
            <source>Scored</source>
            <translation>গোনা হয়</translation>
        </message>
        <message>
            <source>Annulled</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Pair (marriage)</source>
            <translation>পেয়ার (সাহেব-বিবি)</translation>
        </message>
        <message>
            <source>King and Queen of trumps move the target by 4; off, or Bangladesh or Lucknow form.</source>
            <translation>রঙের সাহেব আর বিবি লক্ষ্য 4 সরায়; বন্ধ, অথবা বাংলাদেশ বা লখনউ ধরন।</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>প্রচলিত</translation>
        </message>
        <message>
            <source>Bangladesh (bid above 18)</source>
            <translation>বাংলাদেশ (18-র বেশি ডাকে)</translation>
        </message>
        <message>
            <source>Lucknow (after trumping)</source>
            <translation>লখনউ (রং মেরে জেতার পরে)</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>ডাবল</translation>
        </message>
        <message>
            <source>Defenders may double and bidders redouble; with 'set' the defenders may stake the match.</source>
            <translation>আটকানোর দল ডাবল আর ডাকদারের দল রিডাবল করতে পারে; 'সেট' থাকলে আটকানোর দল পুরো ম্যাচ বাজি ধরতে পারে।</translation>
        </message>
        <message>
            <source>Double and redouble</source>
            <translation>ডাবল আর রিডাবল</translation>
        </message>
        <message>
            <source>Double, redouble and set</source>
            <translation>ডাবল, রিডাবল আর সেট</translation>
        </message>
        <message>
            <source>When to double</source>
            <translation>কখন ডাবল</translation>
        </message>
        <message>
            <source>The doubling windows open after the trump is set, or after all eight cards are dealt.</source>
            <translation>ডাবলের সময় আসে রং ঠিক হওয়ার পরে, অথবা আটটি তাসই বাঁটার পরে।</translation>
        </message>
        <message>
            <source>Before the second deal</source>
            <translation>দ্বিতীয় বাঁটার আগে</translation>
        </message>
        <message>
            <source>After the deal</source>
            <translation>বাঁটার পরে</translation>
        </message>
        <message>
            <source>Seconds to double</source>
            <translation>ডাবলের সেকেন্ড</translation>
        </message>
        <message>
            <source>Table timer for a human's doubling decision.</source>
            <translation>মানুষ খেলোয়াড়ের ডাবলের সিদ্ধান্তের সময়।</translation>
        </message>
        <message>
            <source>Gorakhpur auto-double</source>
            <translation>গোরখপুর নিজে-ডাবল</translation>
        </message>
        <message>
            <source>A bid of 21 or more is worth 2 game points; a double takes it to 4, the most.</source>
            <translation>21 বা বেশি ডাকে 2 গেম পয়েন্ট; ডাবলে 4, সর্বোচ্চ।</translation>
        </message>
        <message>
            <source>A player may play alone for all eight tricks, or the bidder alone for the bid.</source>
            <translation>একজন খেলোয়াড় আটটি পিঠের জন্য একা খেলতে পারে, অথবা ডাকদার একা তার ডাকের জন্য।</translation>
        </message>
        <message>
            <source>All eight tricks, no trumps</source>
            <translation>আটটি পিঠই, রং ছাড়া</translation>
        </message>
        <message>
            <source>Bidder plays alone</source>
            <translation>ডাকদার একা খেলে</translation>
        </message>
        <message>
            <source>Single hand value</source>
            <translation>সিঙ্গল হ্যান্ডের মান</translation>
        </message>
        <message>
            <source>Game points won or lost by a single hand.</source>
            <translation>সিঙ্গল হ্যান্ডে জেতা বা হারা গেম পয়েন্ট।</translation>
        </message>
        <message>
            <source>Bangladesh redeals</source>
            <translation>বাংলাদেশি আবার বাঁটা</translation>
        </message>
        <message>
            <source>Redeal when a first or second speaker has no point card, or a seventh-card trump is the bidder's only point card of its suit.</source>
            <translation>ডাকে প্রথম বা দ্বিতীয় পালার খেলোয়াড়ের কোনো পয়েন্টের তাস না থাকলে, অথবা সাত নম্বর তাস রং হয়ে সেটিই ডাকদারের ওই স্যুটের একমাত্র পয়েন্টের তাস হলে আবার বাঁটা।</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>ম্যাচ কত পর্যন্ত</translation>
        </message>
        <message>
            <source>Game points that win (and, negative, lose) the match.</source>
            <translation>যত গেম পয়েন্টে ম্যাচ জেতা (আর ঋণাত্মক হলে হারা) যায়।</translation>
        </message>
        <message>
            <source>Computer players show the pair</source>
            <translation>কম্পিউটার পেয়ার দেখায়</translation>
        </message>
        <message>
            <source>Computer players may show the pair.</source>
            <translation>কম্পিউটার খেলোয়াড়েরা পেয়ার দেখাতে পারে।</translation>
        </message>
        <message>
            <source>Computer players double</source>
            <translation>কম্পিউটার ডাবল করে</translation>
        </message>
        <message>
            <source>Computer players may double and redouble.</source>
            <translation>কম্পিউটার খেলোয়াড়েরা ডাবল আর রিডাবল করতে পারে।</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>রং</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>খেলা</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>পেয়ার</translation>
        </message>
        <message>
            <source>Scoring and match</source>
            <translation>গোনা আর ম্যাচ</translation>
        </message>
        <message>
            <source>Pagat</source>
            <translation>Pagat</translation>
        </message>
        <message>
            <source>Bangladesh</source>
            <translation>বাংলাদেশ</translation>
        </message>
        <message>
            <source>Twenty-nine with the last trick</source>
            <translation>শেষ পিঠ সহ টোয়েন্টি-নাইন</translation>
        </message>
        <message>
            <source>Gorakhpur</source>
            <translation>গোরখপুর</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>ঠিক আছে</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>বন্ধ</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>প্রাথমিক অবস্থায় ফেরান</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>হ্যাঁ (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>না (&amp;N)</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>চালু করুন</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>আবার আগের মতো</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>সাহায্য</translation>
        </message>
    </context>
</TS>
