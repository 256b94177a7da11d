<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn" sourcelanguage="en">
    <context>
        <name />
        <message>
            <source>Jack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ten</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>King</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seven</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Face-down card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{card}, playable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{card}, not playable now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match over: {result}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules of Twenty-Nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source># Rules

The rules help file (resources/help/rules.md) is not installed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;Start a new match?&lt;/h3&gt;The match in progress, if any, ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>spades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hearts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>diamonds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clubs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>North</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>South</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hold {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wins the bid at {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seventh card!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sets the trump face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair! Target now {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump is {symbol} {suit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wins the trick (+{points})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redouble!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No double</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No redouble</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump, please?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Single hand!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dealer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hold {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>holds {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>single hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sits out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand {n}   (match to ±{target})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dealer: {seat}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>High bid: {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid: {bid} by {seat}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Single hand: {who} play alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Single hand: {who} plays alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target: all eight tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No trumps (single hand)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target: {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  (after pair)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump: {symbol} {suit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  (hidden)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump: face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not doubled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>doubled (×2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>redoubled (×4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set: the match is at stake</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} game points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} game point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stake: {stake}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trick {n} of 8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (your side)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Single hand: {won} of 8 tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidders{yours}: {points} of {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Defenders{yours}: {points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you and your partner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} win the match!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} win the match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>annulled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>single hand, {who}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>made</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The last hand (hand {n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The hand was annulled:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{who}&lt;/b&gt; bid &lt;b&gt;{bid}&lt;/b&gt;; target &lt;b&gt;{target}&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (pair shown by {who})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; trump {symbol} {suit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card points: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Single hand by {who}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>made it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>went down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{side} {verdict}&lt;/b&gt;: {who} {points}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match score: {us} &lt;b&gt;{ours}&lt;/b&gt;, {them} &lt;b&gt;{theirs}&lt;/b&gt;.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a card of your hand (only the playable ones on your turn)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the chosen card; on a button: press it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the buttons of the action bar: bids, Pass, the trump, Double...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the action bar: the next or the previous button</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the action bar back to the cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hold the bid (duel auction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seventh card as trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double, redouble or set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ask for the trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare the pair (King and Queen of trumps)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Single hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play on (let the pair or single hand go by)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show or hide the last trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the hand summary: the next deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings (language, four-colour deck, large cards, text size)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This list of keys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You can export a hand once it is over: until then the record would show the other players' cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the record of the hand just played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Twenty-Nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Welcome to Twenty-Nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export this hand…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules in &amp;force…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Twenty-Nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{text}” had only just appeared: click it again if you meant it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dealing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings saved. Rule changes apply from the next match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(the platform's settings folder)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Twenty-Nine {version}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partnership trick-taking card game of north India, Bangladesh and Nepal, offline: no ads, no accounts, no network.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free software under the MIT licence. Card art: Adrian Kennard's public-domain (CC0) deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings are kept in {where}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About Twenty-Nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No hand to export yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export this hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand records (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not write {path}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand record written to {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand annulled: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare a single hand?

{kind}: {n} game points are won or lost on it. A single hand cannot be taken back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No single hand declared.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left and Right choose a card, Enter plays it; Tab or Up goes to the action bar; ? lists the keys.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action bar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} plays {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last trick (L)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A match is in progress (hand {n}; you and your partner {ours}, the opponents {theirs}).

Quit now? The match will be lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quit Twenty-Nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seventh card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redouble</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ask for trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your bid:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the trump:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set a card face down as trump:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double the stake?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redouble?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Call set?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You may:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your turn: play a card (drag, double-click, or arrows + Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{s} s left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must follow suit: play one of the {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You asked for the trump and hold one: play a trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot follow suit and hold a trump: play a trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot follow suit: ask for the trump first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bidder may not lead a trump before it is revealed (a house rule at this table).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That card is the face-down trump: it joins your hand when the trump is revealed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You can follow suit, so you may not ask for the trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The leader of a trick cannot ask for the trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The trump has already been revealed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You do not hold both the King and the Queen of trumps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The pair cannot be shown now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You sit out this single hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Please wait: it is not your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That is not your decision.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bid must be higher than the current bid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dealer must bid now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preset: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Custom rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules: custom, {n} changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules: custom, {n} change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All the standard rules.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Different from the standard table:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules in force</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change for the next match...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rules of this match: click to see what differs from the standard table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>EW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your trump: {suit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump: {suit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last trick: won by {who} (+{points})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Changes to the rules apply from the next match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Display</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From {low} to {high}; the default is {default}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Options: {options}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Custom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Some of your settings could not be used:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{label}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Presets:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard rules, except: {changes}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The standard rules and the default table settings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your settings could not be saved ({error}). They apply until you close Twenty-Nine.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Easy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>North (your partner)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How well the computer partner plays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East (opponent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How well the opponent on your right plays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West (opponent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How well the opponent on your left plays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card animations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How fast cards move on the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shown at your seat (up to 20 characters).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The colour of the backs of the cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Red</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The language of the program; it changes at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As the system (English if not one of these)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suit colours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four colours tell the suits apart at a glance: spades black, hearts red, diamonds blue, clubs green.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two colours (red and black)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four colours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Large cards make your own hand bigger and easier to read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Text size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The size of the text of the action bar, the menus and the dialogs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Direction of play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Order of deal, auction and play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clockwise (N, E, S, W)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter-clockwise (N, W, S, E)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Point for the last trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The eighth trick is worth 1 more point: 29 in the pack, bids and the pair cap go to 29.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lowest bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lowest bid, the dealer's forced bid and the floor of a pair.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Auction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open ascending auction, or the Bangladesh and Nepal duel where the holder may hold.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open (each bid higher)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duel (holder may hold)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When the first three pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dealer must bid the minimum, or the dealer may pass too and the cards are redealt.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dealer must bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redeal if all pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Face-down trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A spare indicator card, or one of the bidder's own four cards, set face down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spare indicator card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One of the bidder's own cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seventh-card trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bidder may call 'seventh card': the seventh card dealt to them sets the trump, unseen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revealing the trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A void player may ask; the first void player must ask; or the trump shows by itself.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On request</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First void player must ask</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Automatically</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Asker must trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After asking for the trump, the asker must play a trump to that trick if able.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Void player must trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After the reveal, every player who cannot follow suit must play a trump if able.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trumps in the reveal trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the trick of the reveal, trumps played before it count too, or only those after it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whole trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the reveal on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidder leading trumps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bidder may lead a trump before the reveal, or not unless holding only trumps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allowed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not before the reveal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump never revealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hand in which the trump is never revealed is scored, or annulled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Annulled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair (marriage)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>King and Queen of trumps move the target by 4; off, or Bangladesh or Lucknow form.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bangladesh (bid above 18)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lucknow (after trumping)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Defenders may double and bidders redouble; with 'set' the defenders may stake the match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double and redouble</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double, redouble and set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When to double</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The doubling windows open after the trump is set, or after all eight cards are dealt.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before the second deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After the deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seconds to double</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table timer for a human's doubling decision.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gorakhpur auto-double</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bid of 21 or more is worth 2 game points; a double takes it to 4, the most.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A player may play alone for all eight tricks, or the bidder alone for the bid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All eight tricks, no trumps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidder plays alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Single hand value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game points won or lost by a single hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bangladesh redeals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redeal when a first or second speaker has no point card, or a seventh-card trump is the bidder's only point card of its suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game points that win (and, negative, lose) the match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer players show the pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer players may show the pair.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer players double</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer players may double and redouble.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring and match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pagat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bangladesh</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Twenty-nine with the last trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gorakhpur</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Help</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
