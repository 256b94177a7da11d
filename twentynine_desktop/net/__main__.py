"""Try a hosted table by hand, headless: ``python -m twentynine_desktop.net host`` runs a
table (no window; people join it) and ``python -m twentynine_desktop.net bot`` joins one
as a scripted player that plays a random legal action at each of its turns.  The tests
run four such programs on 127.0.0.1.

    python -m twentynine_desktop.net host --loopback-only --people N,E,W --target 4
    python -m twentynine_desktop.net bot --port 29029 --code ABC-DEF --seat 0
    python -m twentynine_desktop.net find --loopback-only

The host prints ``LISTENING <port> <code>`` when it listens, ``OVER <winner> <ns> <ew>``
at the end; a bot prints ``JOINED <seat> <token>`` and ``OVER <winner> <ns> <ew>``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m twentynine_desktop.net")
    sub = p.add_subparsers(dest="command", required=True)
    h = sub.add_parser("host", help="host a table (headless)")
    h.add_argument("--loopback-only", action="store_true", help="listen on 127.0.0.1 only")
    h.add_argument("--port", type=int, default=None, help="TCP port (0: any free one)")
    h.add_argument("--code", default=None, help="the table code (default: a fresh one)")
    h.add_argument("--people", default="N,E,W", help="seats for people, e.g. N,E,W")
    h.add_argument("--level", default="normal", help="level of the computers")
    h.add_argument("--target", type=int, default=6, help="match to (4-12)")
    h.add_argument("--pace", type=int, default=0, help="ms before a computer moves")
    h.add_argument("--wait", type=int, default=3, help="people to wait for before dealing")
    h.add_argument("--announce", action="store_true", help="announce the table (UDP)")
    h.add_argument("--verbose", action="store_true",
                   help="print POSITION <seat> <view digest> when a seat (re)joins mid-hand")
    h.add_argument("--timings", action="store_true",
                   help="print the host's CPU seconds and wall seconds at the end")
    h.add_argument("--save", default=None, help="folder: save the match after every action")
    h.add_argument("--resume", action="store_true", help="go on with the match saved in --save")
    h.add_argument("--announce-port", type=int, default=None, help="UDP port of announcements")
    b = sub.add_parser("bot", help="join a table as a scripted player")
    b.add_argument("--address", default="127.0.0.1")
    b.add_argument("--port", type=int, required=True)
    b.add_argument("--code", required=True)
    b.add_argument("--seat", type=int, default=None)
    b.add_argument("--token", default=None)
    b.add_argument("--name", default="bot")
    b.add_argument("--seed", type=int, default=None)
    b.add_argument("--delay", type=int, default=0, help="ms before each action")
    b.add_argument("--loopback-only", action="store_true")
    b.add_argument("--verbose", action="store_true", help="print TURN at each turn")
    b.add_argument("--timings", action="store_true",
                   help="print SENT/RECV <hand> <action> <monotonic seconds> (tools/net_bench.py)")
    f = sub.add_parser("find", help="list the tables announced on this network")
    f.add_argument("--count", type=int, default=1, help="stop after this many tables")
    f.add_argument("--port", type=int, default=None, help="UDP port to listen on")
    f.add_argument("--loopback-only", action="store_true")
    return p


def _app() -> object:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..controller import qtfix
    qtfix.apply()
    from PySide6.QtCore import QCoreApplication

    from ..controller import gcpolicy
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    gcpolicy.install(app)      # as the game does: cyclic collection on this thread only
    return app


def run_host(args: argparse.Namespace) -> int:
    app = _app()
    from ..controller import TableConfig
    from ..engine.cards import SEATS
    from ..engine.rules import Rules
    from .host import LOOPBACK_ENV, HostedTable
    from .messages import SeatKind, seat_kind
    from .protocol import DEFAULT_PORT, normalise_code
    if args.loopback_only:
        os.environ[LOOPBACK_ENV] = "1"
    people = frozenset(SEATS.index(s.strip().upper()) for s in args.people.split(",") if s.strip())
    cfg = TableConfig(rules=Rules().replace(match_to=args.target),
                      levels={s: args.level for s in SEATS}, human_seat=None,
                      computer_delay_ms=args.pace, animation_speed=0.0, remote_seats=people)
    code = normalise_code(args.code) if args.code else None
    table = None
    if args.resume and args.save:
        table = HostedTable.resume(Path(args.save), cfg)
        if table is None:
            print("nothing to resume", file=sys.stderr)
            return 1
        m = table._resumed
        assert m is not None and m.current is not None
        print(f"RESUMED {m.hand_number} {len(m.current.history)} {m.scores[0]} {m.scores[1]}",
              flush=True)
    if table is None:
        table = HostedTable(cfg, code=code)
        if args.save:
            table.save_to(Path(args.save))
    table.controller.auto_continue = True
    port = table.listen(DEFAULT_PORT if args.port is None else args.port)
    print(f"LISTENING {port} {table.code_shown}", flush=True)
    announcer = None
    if args.announce:
        from .discovery import TableAnnouncer
        from .protocol import DISCOVERY_PORT
        announcer = TableAnnouncer(table, name="Twenty-Nine", port=args.announce_port or DISCOVERY_PORT)
        announcer.start()

    def maybe_start(rows: object) -> None:
        joined = sum(1 for r in table.seat_rows() if seat_kind(r) == SeatKind.PERSON)
        if table.controller.hand is None and joined >= args.wait:
            started[:] = [time.monotonic(), time.process_time()]
            table.start()

    import time
    started = [time.monotonic(), time.process_time()]

    def over(winner: int) -> None:
        m = table.controller.match
        assert m is not None
        print(f"OVER {winner} {m.scores[0]} {m.scores[1]}", flush=True)
        if args.timings:
            c = table.controller
            print(f"CPU {time.process_time() - started[1]:.3f} {time.monotonic() - started[0]:.3f} "
                  f"{sum(c.think_times):.3f} {len(c.think_times)} {table.session.sent}", flush=True)
        from PySide6.QtCore import QTimer

        def end() -> None:
            table.shutdown()
            app.quit()  # type: ignore[attr-defined]
        QTimer.singleShot(300, end)

    if args.verbose:
        from .codec import view_digest
        table.session.on_position = lambda seat, view: print(
            f"POSITION {seat} {view_digest(view)}", flush=True)
    table.sig_seats.connect(maybe_start)
    table.controller.sig_match_over.connect(over)
    maybe_start(None)
    return int(app.exec())  # type: ignore[attr-defined]


def run_bot(args: argparse.Namespace) -> int:
    app = _app()
    from PySide6.QtCore import QTimer

    from .client import RemoteTable
    rng = random.Random(args.seed)
    rt = RemoteTable()
    rt.max_retries = 30         # a scripted player gives up when the host is gone for good
    result = {"code": 1}

    def turn(view: object) -> None:
        if args.verbose:
            print("TURN", flush=True)

        def act() -> None:
            v = rt.view()
            if v is None or not v.legal:
                return
            if rt.human_optional_only and rng.random() < 0.5:
                rt.human_decline()
            else:
                if args.timings:
                    print(f"SENT {hands[0]} {len(v.history) + 1} {time.monotonic():.6f}", flush=True)
                rt.human_act(rng.choice(v.legal))
        QTimer.singleShot(args.delay, act)

    def joined(state: str) -> None:
        if state == "joined":
            print(f"JOINED {rt.seat} {rt.token}", flush=True)
        elif state == "lost" and args.verbose:
            print("LOST", flush=True)
        elif state == "ended":
            app.quit()  # type: ignore[attr-defined]

    def over(winner: int) -> None:
        print(f"OVER {winner} {rt.scores[0]} {rt.scores[1]}", flush=True)
        result["code"] = 0
        rt.shutdown()
        QTimer.singleShot(100, app.quit)  # type: ignore[attr-defined]

    if args.verbose:
        from .codec import view_digest
        rt.sig_update.connect(lambda u: print(f"UPDATE {len(u.view.history)}", flush=True))
        rt.sig_resync.connect(lambda v: print(f"POSITION {view_digest(v)}", flush=True))
    import time
    hands = [0]
    if args.timings:
        rt.sig_update.connect(lambda u: print(
            f"RECV {hands[0]} {len(u.view.history)} {time.monotonic():.6f}", flush=True))

    def hand_over(_summary: object) -> None:
        hands[0] += 1
    rt.sig_hand_over.connect(hand_over)
    # a scripted player cuts every deal (a random text), as a person's program does
    rt.sig_fingerprint.connect(lambda _n, _fp: rt.send_cut(f"bot {rng.getrandbits(32):08x}".encode()))
    rt.sig_human_turn.connect(turn)
    rt.sig_connection.connect(joined)
    rt.sig_match_over.connect(over)
    rt.sig_join_refused.connect(lambda code, text: print(f"REFUSED {code} {text}", flush=True))
    rt.join(args.address, args.port, args.code, args.name, args.seat, args.token)
    app.exec()  # type: ignore[attr-defined]
    return result["code"]


def run_find(args: argparse.Namespace) -> int:
    app = _app()
    from .discovery import TableFinder
    from .host import LOOPBACK_ENV
    from .protocol import DISCOVERY_PORT
    if args.loopback_only:
        os.environ[LOOPBACK_ENV] = "1"
    finder = TableFinder(DISCOVERY_PORT if args.port is None else args.port)
    found: list[object] = []

    def heard(table: dict[str, object]) -> None:
        print(f"FOUND {table['address']} {table['port']} {table['name']}", flush=True)
        found.append(table)
        if len(found) >= args.count:
            app.quit()  # type: ignore[attr-defined]

    finder.sig_found.connect(heard)
    if not finder.start():
        print("cannot listen for tables", file=sys.stderr)
        return 1
    app.exec()  # type: ignore[attr-defined]
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "host":
        return run_host(args)
    if args.command == "find":
        return run_find(args)
    return run_bot(args)


if __name__ == "__main__":
    sys.exit(main())
