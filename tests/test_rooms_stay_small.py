"""No module of the program is over 500 lines and no class over 30 methods, so that each
room of the house (docs/ARCHITECTURE.md) can be read at one sitting.  The research
tools outside the program (tools/) are not held to it."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "twentynine_desktop"
MOST_LINES = 500
MOST_METHODS = 30


def modules() -> list[Path]:
    found = sorted(PACKAGE.rglob("*.py"))
    assert len(found) > 50, found  # the package is where it should be
    return found


def test_no_module_of_the_program_is_over_500_lines():
    long = [f"{p.relative_to(PACKAGE)}: {n}" for p in modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES]
    assert not long, long


def methods_of_classes(source: str) -> dict[str, int]:
    counts = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            counts[node.name] = sum(isinstance(x, (ast.FunctionDef, ast.AsyncFunctionDef))
                                    for x in node.body)
    return counts


def test_no_class_of_the_program_has_over_30_methods():
    big = [f"{p.relative_to(PACKAGE)}: {name} {n}" for p in modules()
           for name, n in methods_of_classes(p.read_text(encoding="utf-8")).items()
           if n > MOST_METHODS]
    assert not big, big


def test_the_method_count_sees_every_method_of_a_class():
    src = "class A:\n" + "".join(f"    def m{i}(self): pass\n" for i in range(31)) + \
          "    async def n(self): pass\n    x = 1\n"
    assert methods_of_classes(src) == {"A": 32}
