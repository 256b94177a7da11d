<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn" sourcelanguage="en">
    <context>
        <name />
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
            <source>{rank} of {suit}</source>
            <translation>{suit}ের {rank}</translation>
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
            <source>Hold {bid}</source>
            <translation>{bid} ধরে রাখলাম</translation>
        </message>
        <message>
            <source>Wins the bid at {bid}</source>
            <translation>{bid}-এ ডাক জিতল</translation>
        </message>
        <message>
            <source>Seventh card!</source>
            <translation>সাত নম্বর তাস!</translation>
        </message>
        <message>
            <source>Sets the trump face down</source>
            <translation>রং উল্টে রাখল</translation>
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
            <translation>পিঠ জিতল (+{points})</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>পাস</translation>
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
            <source>Trump, please?</source>
            <translation>রং দেখাও?</translation>
        </message>
        <message>
            <source>Single hand!</source>
            <translation>সিঙ্গল হ্যান্ড!</translation>
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
            <source>Hand {n}   (match to ±{target})</source>
            <translation>দান {n}   (ম্যাচ ±{target} পর্যন্ত)</translation>
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
            <source>You</source>
            <translation>আপনি</translation>
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
            <translation>ডাকের দল{yours}: {target}-এর মধ্যে {points}</translation>
        </message>
        <message>
            <source>Defenders{yours}: {points}</source>
            <translation>বিপক্ষ দল{yours}: {points}</translation>
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
            <translation>&lt;b&gt;{who}&lt;/b&gt; ডেকেছে &lt;b&gt;{bid}&lt;/b&gt;; লক্ষ্য &lt;b&gt;{target}&lt;/b&gt;</translation>
        </message>
        <message>
            <source> (pair shown by {who})</source>
            <translation> (পেয়ার দেখিয়েছে {who})</translation>
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
            <translation>সিঙ্গল হ্যান্ড খেলেছে {who}।</translation>
        </message>
        <message>
            <source>made it</source>
            <translation>পেরেছে</translation>
        </message>
        <message>
            <source>went down</source>
            <translation>পারেনি</translation>
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
            <translation>জিতেছে</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>পয়েন্ট</translation>
        </message>
        <message>
            <source>Match score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation>ম্যাচের স্কোর: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;।</translation>
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
            <source>Hold the bid (duel auction)</source>
            <translation>ডাক ধরে রাখুন (দ্বৈত ডাক)</translation>
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
            <source>In the hand summary: the next deal</source>
            <translation>দানের সারাংশে: পরের দান</translation>
        </message>
        <message>
            <source>Settings (language, four-colour deck, large cards, text size)</source>
            <translation>সেটিংস (ভাষা, চার রঙের তাস, বড় তাস, লেখার মাপ)</translation>
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
            <source>Playing with the keyboard</source>
            <translation>কিবোর্ডে খেলা</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>কিবোর্ড</translation>
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
            <source>Twenty-Nine</source>
            <translation>টোয়েন্টি-নাইন</translation>
        </message>
        <message>
            <source>Welcome to Twenty-Nine</source>
            <translation>টোয়েন্টি-নাইনে স্বাগতম</translation>
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
            <source>“{text}” had only just appeared: click it again if you meant it.</source>
            <translation>“{text}” সবে এসেছিল: সত্যিই চাইলে আবার ক্লিক করুন।</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>তাস বাঁটা হচ্ছে…</translation>
        </message>
        <message>
            <source>Settings saved. Rule changes apply from the next match.</source>
            <translation>সেটিংস সংরক্ষিত। নিয়মের বদল পরের ম্যাচ থেকে চালু হবে।</translation>
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
            <source>The partnership trick-taking card game of north India, Bangladesh and Nepal, offline: no ads, no accounts, no network.</source>
            <translation>উত্তর ভারত, বাংলাদেশ ও নেপালের জুটি বেঁধে পিঠ জেতার তাসের খেলা, অফলাইনে: কোনো বিজ্ঞাপন নেই, অ্যাকাউন্ট নেই, নেটওয়ার্ক নেই।</translation>
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
            <source>Could not write {path}: {error}</source>
            <translation>{path} লেখা গেল না: {error}</translation>
        </message>
        <message>
            <source>Hand record written to {path}</source>
            <translation>দানের রেকর্ড লেখা হয়েছে: {path}</translation>
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
            <source>{who} plays {card}</source>
            <translation>{who} খেলল {card}</translation>
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
            <source>You cannot follow suit: ask for the trump</source>
            <translation>আপনার কাছে ওই রঙের তাস নেই: রং চান</translation>
        </message>
        <message>
            <source>Your turn: play a card (drag, double-click, or arrows + Enter)</source>
            <translation>আপনার পালা: একটি তাস খেলুন (টেনে আনুন, ডাবল-ক্লিক, বা তীর + Enter)</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>খেলে যান</translation>
        </message>
        <message>
            <source>{s} s left</source>
            <translation>আর {s} সেকেন্ড</translation>
        </message>
        <message>
            <source>You must follow suit: play one of the {suit}.</source>
            <translation>একই রঙের তাস দিতে হবে: একটি {suit} খেলুন।</translation>
        </message>
        <message>
            <source>You asked for the trump and hold one: play a trump.</source>
            <translation>আপনি রং চেয়েছেন আর আপনার কাছে রং আছে: রং খেলুন।</translation>
        </message>
        <message>
            <source>You cannot follow suit and hold a trump: play a trump.</source>
            <translation>আপনার কাছে ওই রঙের তাস নেই, রং আছে: রং খেলুন।</translation>
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump first.</source>
            <translation>আপনার কাছে ওই রঙের তাস নেই: আগে রং চান।</translation>
        </message>
        <message>
            <source>The bidder may not lead a trump before it is revealed (a house rule at this table).</source>
            <translation>রং খোলার আগে ডাকদার রং দিয়ে শুরু করতে পারে না (এই টেবিলের নিয়ম)।</translation>
        </message>
        <message>
            <source>That card is the face-down trump: it joins your hand when the trump is revealed.</source>
            <translation>এই তাসটি উল্টে রাখা রং: রং খুললে তবেই এটি হাতে আসবে।</translation>
        </message>
        <message>
            <source>You can follow suit, so you may not ask for the trump.</source>
            <translation>আপনার কাছে ওই রঙের তাস আছে, তাই রং চাওয়া যাবে না।</translation>
        </message>
        <message>
            <source>The leader of a trick cannot ask for the trump.</source>
            <translation>পিঠের প্রথম চালদার রং চাইতে পারে না।</translation>
        </message>
        <message>
            <source>The trump has already been revealed.</source>
            <translation>রং আগেই খোলা হয়েছে।</translation>
        </message>
        <message>
            <source>You do not hold both the King and the Queen of trumps.</source>
            <translation>আপনার কাছে রঙের সাহেব আর বিবি দুটোই নেই।</translation>
        </message>
        <message>
            <source>The pair cannot be shown now.</source>
            <translation>এখন পেয়ার দেখানো যাবে না।</translation>
        </message>
        <message>
            <source>You sit out this single hand.</source>
            <translation>এই সিঙ্গল হ্যান্ডে আপনি বসে আছেন।</translation>
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
            <source>A bid must be higher than the current bid.</source>
            <translation>ডাক বর্তমান ডাকের চেয়ে বেশি হতে হবে।</translation>
        </message>
        <message>
            <source>The dealer must bid now.</source>
            <translation>বাঁটিয়েকে এখন ডাকতেই হবে।</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>এখন এটা করা যায় না।</translation>
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
            <translation>সব সাধারণ নিয়ম।</translation>
        </message>
        <message>
            <source>Different from the standard table:</source>
            <translation>সাধারণ নিয়ম থেকে আলাদা:</translation>
        </message>
        <message>
            <source>Rules in force</source>
            <translation>চালু নিয়ম</translation>
        </message>
        <message>
            <source>Change for the next match...</source>
            <translation>পরের ম্যাচের জন্য বদলান...</translation>
        </message>
        <message>
            <source>The rules of this match: click to see what differs from the standard table</source>
            <translation>এই ম্যাচের নিয়ম: সাধারণ নিয়ম থেকে কী আলাদা দেখতে ক্লিক করুন</translation>
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
            <source>Your trump: {suit}</source>
            <translation>আপনার রং: {suit}</translation>
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation>রং: {suit}</translation>
        </message>
        <message>
            <source>Last trick: won by {who} (+{points})</source>
            <translation>শেষ পিঠ: জিতেছে {who} (+{points})</translation>
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
            <source>From {low} to {high}; the default is {default}.</source>
            <translation>{low} থেকে {high}; সাধারণত {default}।</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation> (সাধারণ)</translation>
        </message>
        <message>
            <source>Options: {options}.</source>
            <translation>বিকল্প: {options}।</translation>
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
            <source>{label}:</source>
            <translation>{label}:</translation>
        </message>
        <message>
            <source>Presets:</source>
            <translation>প্রিসেট:</translation>
        </message>
        <message>
            <source>Standard rules, except: {changes}.</source>
            <translation>সাধারণ নিয়ম, শুধু: {changes}।</translation>
        </message>
        <message>
            <source>The standard rules and the default table settings.</source>
            <translation>সাধারণ নিয়ম আর টেবিলের আগের সেটিংস।</translation>
        </message>
        <message>
            <source>Your settings could not be saved ({error}). They apply until you close Twenty-Nine.</source>
            <translation>আপনার সেটিংস সংরক্ষণ করা গেল না ({error})। টোয়েন্টি-নাইন বন্ধ না করা পর্যন্ত এগুলো চালু থাকবে।</translation>
        </message>
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
            <translation>আপনার আসনে দেখানো হয় (২০ অক্ষর পর্যন্ত)।</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>তাসের পিঠ</translation>
        </message>
        <message>
            <source>The colour of the backs of the cards.</source>
            <translation>তাসের পিঠের রং।</translation>
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
            <source>The language of the program; it changes at once.</source>
            <translation>প্রোগ্রামের ভাষা; সঙ্গে সঙ্গে বদলায়।</translation>
        </message>
        <message>
            <source>As the system (English if not one of these)</source>
            <translation>সিস্টেমের মতো (এগুলোর কোনোটি না হলে ইংরেজি)</translation>
        </message>
        <message>
            <source>Suit colours</source>
            <translation>তাসের রঙ</translation>
        </message>
        <message>
            <source>Four colours tell the suits apart at a glance: spades black, hearts red, diamonds blue, clubs green.</source>
            <translation>চার রঙে এক নজরে রং চেনা যায়: ইস্কাবন কালো, হরতন লাল, রুইতন নীল, চিড়িতন সবুজ।</translation>
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
            <translation>অষ্টম পিঠে ১ পয়েন্ট বেশি: তাসে মোট 29, ডাক আর পেয়ারের সীমা 29 পর্যন্ত।</translation>
        </message>
        <message>
            <source>On</source>
            <translation>চালু</translation>
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
            <translation>যার ওই রং নেই সে চাইতে পারে; প্রথম যার নেই তাকে চাইতেই হবে; অথবা রং নিজেই খোলে।</translation>
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
            <translation>রং খোলার পরে, যার ওই রঙের তাস নেই তাকে পারলে রং খেলতে হবে।</translation>
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
            <translation>সাধারণ</translation>
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
            <translation>বিপক্ষ ডাবল আর ডাকের দল রিডাবল করতে পারে; 'সেট' থাকলে বিপক্ষ পুরো ম্যাচ বাজি ধরতে পারে।</translation>
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
            <translation>প্রথম বা দ্বিতীয় ডাকদারের কোনো পয়েন্টের তাস না থাকলে, অথবা সাত নম্বর তাসের রং ডাকদারের ওই রঙের একমাত্র পয়েন্টের তাস হলে আবার বাঁটা।</translation>
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
            <translation>আগের মতো করুন</translation>
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
