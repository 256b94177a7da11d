"""Count the package files one card's trip passes through, from the drop of a dragged
card (scene.mouseReleaseEvent) to the start of its animation (scene._play_card)."""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
root = os.getcwd()
sys.path[:0] = [root, os.path.join(root, "tests", "controller"), os.path.join(root, "tests", "ui")]
try:
    from twentynine_desktop.controller import qtfix
    getattr(qtfix, "apply", lambda: None)()
except Exception:
    pass
from PySide6.QtWidgets import QApplication
app = QApplication([])
from test_table_window import make_window, wait_human, card_point, table_point, drag
from table_hands import S, south_to_follow_state
from twentynine_desktop.engine.actions import PLAY

class QB:  # the little of qtbot make_window needs
    def addWidget(self, w): pass
    def waitExposed(self, w): pass
    def waitUntil(self, cond, timeout=30000):
        import time
        t = time.time()
        while not cond():
            app.processEvents()
            if time.time() - t > timeout / 1000: raise TimeoutError
qb = QB()
win = make_window(qb, hand=south_to_follow_state())
wait_human(qb, win)
c = win.controller
card = next(a.arg for a in c.view().legal if a.kind == PLAY and a.actor == S)
pkg = os.path.join(root, "twentynine_desktop") + os.sep
files, edges, seq = [], set(), []
state = {"on": False, "done": False, "last": None}

def rel(f):
    return f[len(pkg):] if f.startswith(pkg) else None

def prof(frame, event, arg):
    if event != "call" or state["done"]:
        return
    f = rel(frame.f_code.co_filename)
    name = frame.f_code.co_name
    if not state["on"]:
        if f == "ui/scene.py" and name == "mouseReleaseEvent":
            state["on"] = True
        else:
            return
    if f is None:
        return
    caller = frame.f_back
    while caller is not None and rel(caller.f_code.co_filename) is None:
        caller = caller.f_back
    cf = rel(caller.f_code.co_filename) if caller is not None else None
    if f not in files:
        files.append(f)
    if cf is not None and cf != f:
        if (cf, f) not in edges:
            seq.append(f"{cf}:{caller.f_code.co_name} -> {f}:{name}")
        edges.add((cf, f))
    if f == "ui/scene.py" and name == "_play_card":
        state["done"] = True

n = len(c.hand.history)
sys.setprofile(prof)
drag(win, card_point(win, card), table_point(win))
qb.waitUntil(lambda: state["done"] or len(c.hand.history) > n + 3)
sys.setprofile(None)
print(len(files), "files:", ", ".join(files))
print(len(edges), "hops (distinct calls from one file into another):")
for x in seq:
    print("  ", x)
