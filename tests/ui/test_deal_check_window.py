"""A deal you can check, in the window: the table shows the next deal's fingerprint
before it is dealt; the summary's cut box cuts (typed, or the mouse by default, with no
extra click); *Check this deal* from the summary and from History says in plain words
that the secret matches the fingerprint and the cards are those dealt; *Save this hand
for a report* writes one file and opens its folder (injected: nothing opens); nothing
on the table holds a hand's secret or deal number before the hand is over."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel

from twentynine_desktop import __version__
from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.engine.deal import CutPart, deal_number_of, short_fingerprint
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.storage.archive import Folder
from twentynine_desktop.ui import play_keeping
from twentynine_desktop.ui.deal_check import CutBox, check_lines, cut_words
from twentynine_desktop.ui.main_window import MainWindow


def _window(qtbot, tmp_path, keeping: bool = False) -> MainWindow:
    cfg = TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None, animation_speed=0.0,
                      computer_delay_ms=0, first_dealer=0)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    rng = random.Random(400)
    win.controller.deals.source = rng.randbytes
    if keeping:
        play_keeping.install(win, Folder(tmp_path / "saves"))
    win.exporter.report_dir = tmp_path / "reports"
    win.opened: list = []
    win.exporter.open_folder = win.opened.append
    win.show()
    qtbot.waitExposed(win)
    return win


def _summary(qtbot, win, number: int):
    qtbot.waitUntil(lambda: win.summary_dialog is not None and win.summary_dialog.summary.number == number,
                    timeout=30000)
    return win.summary_dialog


def _table_texts(win) -> str:
    """Every text the table and the window show."""
    out = [win.windowTitle(), win.statusBar().currentMessage(), win.panel.prompt.text()]
    for it in win.scene.items():
        if isinstance(it, QGraphicsSimpleTextItem | QGraphicsTextItem):
            out.append(it.text() if isinstance(it, QGraphicsSimpleTextItem) else it.toPlainText())
        for attr in ("text", "toolTip"):
            value = getattr(it, attr, None)
            out.append(str(value() if callable(value) else value))
    out += [w.text() for w in win.findChildren(QLabel)]
    out += list(win.announcements)
    return "\n".join(out)


def test_the_summary_shows_the_next_fingerprint_and_a_typed_cut_deals_the_next_hand(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    win.new_match()
    dlg = _summary(qtbot, win, 1)
    c = win.controller
    nxt = c.deals.next_fingerprint
    assert isinstance(dlg.cut_box, CutBox) and dlg.cut_box.shown.text() == short_fingerprint(nxt)
    assert nxt.hex().upper() in dlg.cut_box.shown.toolTip()
    # the table shows it too, before the deal
    assert short_fingerprint(nxt) in win.scene.info.text
    secret = c.deals._pending
    dlg.cut_box.edit.setText("  a cut \u0915 ")
    dlg.accept()
    qtbot.waitUntil(lambda: c.match.hand_number == 2, timeout=10000)
    got = c.match.current_cut if c.match.current is not None else c.match.hands_played[1].cut
    # as typed (NFC, UTF-8), in South's name (a table of computers: South is the one watching)
    assert got == (CutPart(2, "  a cut \u0915 ".encode()),)
    assert deal_number_of(secret, got) == (c.match.current_deal_number if c.match.current is not None
                                           else c.match.hands_played[1].deal_number)
    c.shutdown()


def test_the_mouse_cuts_by_default_with_no_extra_click(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    win.new_match()
    dlg = _summary(qtbot, win, 1)
    dlg.cut_box.pointer = lambda: dlg.mapToGlobal(QPoint(212, 340))
    dlg.cut_box.elapsed_ms = lambda: 2817
    assert dlg.cut_box.cut(2) == (CutPart(2, b"mouse 212,340 2817"),)
    dlg.next_button.click()          # the one click the summary always had
    c = win.controller
    h2 = _summary(qtbot, win, 2).summary
    assert h2.cut == (CutPart(2, b"mouse 212,340 2817"),)
    assert "212,340" in cut_words(h2.cut) and "2817" in cut_words(h2.cut)
    c.shutdown()


def test_check_this_deal_from_the_summary_says_it_checks(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    win.new_match()
    _summary(qtbot, win, 1).cut_box.edit.setText("hello")
    win.summary_dialog.accept()
    dlg = _summary(qtbot, win, 2)
    from PySide6.QtWidgets import QPushButton
    dlg.findChild(QPushButton, "check_deal").click()
    chk = dlg.deal_check
    assert chk.ok is True
    text = chk.body.toPlainText()
    h = dlg.summary
    assert short_fingerprint(h.shown) in text and h.secret.hex().upper() in text
    assert "South typed \u201chello\u201d" in text
    assert "The secret matches the fingerprint shown before the deal." in text
    assert "This deal checks" in text
    win.controller.shutdown()


def test_a_deal_that_does_not_check_says_so(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    win.new_match()
    h = _summary(qtbot, win, 1).summary
    h.cut = (CutPart(2, b"not the cut it was dealt with"),)
    ok, lines = check_lines(h)
    assert ok is False and any("\u2718" in line for line in lines) and "does not check" in lines[-1]
    win.controller.shutdown()


def test_history_checks_a_past_deal_and_saves_a_report_of_it(qtbot, tmp_path):
    win = _window(qtbot, tmp_path, keeping=True)
    win.new_match()
    _summary(qtbot, win, 1).cut_box.edit.setText("from history")
    win.summary_dialog.accept()
    _summary(qtbot, win, 2)
    hist = win.keeper.open_history()
    top = hist.tree.topLevelItem(0)
    hist.tree.setCurrentItem(top.child(1))
    assert hist.b_check.isEnabled() and hist.b_report.isEnabled()
    chk = hist.check_deal()
    assert chk.ok is True and "from history" in chk.body.toPlainText()
    path = hist.save_report()
    assert path is not None and path.parent == tmp_path / "reports"
    assert win.opened == [tmp_path / "reports"]       # its folder "opened" (injected)
    obj = json.loads(path.read_text(encoding="utf-8"))
    h = win.controller.match.hands_played[1]
    assert obj["format"] == "twentynine-report/1" and obj["program"]["version"] == __version__
    assert obj["record"] == json.loads(h.record.dumps())          # the hand record, byte for byte
    assert obj["rules"] == h.record.rules.to_dict() and obj["hand"] == 2
    assert obj["deal"]["number"] == h.deal_number and obj["deal"]["secret"] == h.secret.hex()
    assert obj["deal"]["cut"] == [{"seat": "S", "hex": b"from history".hex()}]
    assert obj["match_id"] == win.keeper.saver.info.match_id
    win.controller.shutdown()


def test_the_summary_saves_a_report_of_its_hand(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    win.new_match()
    dlg = _summary(qtbot, win, 1)
    from PySide6.QtWidgets import QPushButton
    dlg.findChild(QPushButton, "save_report").click()
    files = list((tmp_path / "reports").iterdir())
    assert len(files) == 1 and win.opened == [tmp_path / "reports"]
    assert json.loads(files[0].read_text())["deal"]["secret"] == dlg.summary.secret.hex()
    win.controller.shutdown()


def test_nothing_on_the_table_holds_the_hands_secret_or_number_before_it_is_over(qtbot, tmp_path):
    win = _window(qtbot, tmp_path, keeping=True)
    seen: list[tuple[bytes, int, str]] = []
    c = win.controller

    def look(_update=None):
        m = c.match
        if m is None or m.current is None or m.current.over or m.current_secret is None:
            return
        v = c.view()
        if v is not None and v.phase != Phase.DONE:
            seen.append((m.current_secret, m.current_deal_number, _table_texts(win)))
    c.sig_update.connect(look)
    c.sig_state.connect(lambda _s: look())
    win.new_match()
    for n in (1, 2):
        _summary(qtbot, win, n)
        if n == 1:
            win.summary_dialog.accept()
    assert len(seen) > 20
    for secret, number, text in seen:
        for trace in (secret.hex(), secret.hex().upper(), str(number), f"{number:,}"):
            assert trace not in text
    # and the fingerprint was on the table during the hand
    assert any(short_fingerprint(c.match.hands_played[0].shown) in text for _s, _n, text in seen)
    assert c.state in (TableState.HAND_OVER, TableState.MATCH_OVER)
    c.shutdown()


def test_the_new_match_dialog_shows_the_first_deals_fingerprint_and_takes_the_cut(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from twentynine_desktop.ui import dialogs
    win = _window(qtbot, tmp_path)
    seen = {}

    def fake_exec(self):
        seen["shown"] = self.cut_box.shown.text()
        self.cut_box.edit.setText("new match cut")
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(dialogs.NewMatchDialog, "exec", fake_exec)
    assert win.ask_new_match()
    m = win.controller.match
    assert seen["shown"] == short_fingerprint(m.current_fingerprint)
    assert m.current_cut == (CutPart(2, b"new match cut"),)
    assert m.current_deal_number == deal_number_of(m.current_secret, m.current_cut)
    win.controller.shutdown()
