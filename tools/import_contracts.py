"""An import-linter contract type of the project's own: which modules of an external
package (PySide6) a part of the game may import.

import-linter's ``forbidden`` contract cannot say "the controller uses QtCore only":
with ``include_external_packages`` the graph holds an external package as one node
(``PySide6``), so ``PySide6.QtWidgets`` is not a module it can forbid.  This contract
reads each direct import of that node by the source modules (the lines grimp found)
back from the source file, and reports every submodule not in ``allowed_modules``.

It is registered in pyproject.toml (``contract_types`` of ``[tool.importlinter]``) as
``allowed_submodules``::

    [[tool.importlinter.contracts]]
    type = "allowed_submodules"
    source_modules = ["twentynine_desktop.controller"]
    external_package = "PySide6"
    allowed_modules = ["PySide6.QtCore"]

Only direct imports are checked (a lazy import inside a function counts); what the
source modules reach through other parts of the game is the layers contract's affair.
Source checkout only, like the rest of tools/.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from typing import cast

from grimp import ImportGraph
from importlinter import Contract, ContractCheck, fields, output
from importlinter.domain.imports import Module


def _module_file(module: str) -> Path | None:
    """The source file of ``module``, found from its root package's folder (nothing of
    the game is imported to find it)."""
    root, *rest = module.split(".")
    spec = importlib.util.find_spec(root)
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        base = Path(folder).joinpath(*rest)
        for path in (base.with_suffix(".py"), base / "__init__.py"):
            if path.is_file():
                return path
    return None


def imported_names(source: str, line: int) -> list[str]:
    """The full names of the modules (or names of a package) imported by the import
    statement that starts at ``line`` of ``source``: ``from A import b, c`` gives
    ``A.b`` and ``A.c`` (a name of ``A`` may be a submodule: ``from PySide6 import
    QtGui``), ``import A.B as x`` gives ``A.B``."""
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if getattr(node, "lineno", None) != line:
            continue
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None and node.level == 0:
            names.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _within(name: str, module: str) -> bool:
    return name == module or name.startswith(module + ".")


class AllowedSubmodulesContract(Contract):
    """The modules in ``source_modules`` (packages: their modules too) import, of
    ``external_package``, only ``allowed_modules`` (and what is inside them)."""

    type_name = "allowed_submodules"

    source_modules = fields.ListField(subfield=fields.ModuleField())
    external_package = fields.StringField()
    allowed_modules = fields.ListField(subfield=fields.StringField())

    # the fields' parsed values (import-linter sets them on the instance)
    def _package(self) -> str:
        return cast(str, self.external_package)

    def _allowed(self) -> list[str]:
        return cast(list[str], self.allowed_modules)

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:
        package, allowed = self._package(), self._allowed()
        importers: set[str] = set()
        for source in cast(list[Module], self.source_modules):
            importers.add(source.name)
            importers |= graph.find_descendants(source.name)
        found: list[tuple[str, int, str]] = []
        if package in graph.modules:
            for importer in sorted(importers & graph.find_modules_that_directly_import(package)):
                path = _module_file(importer)
                text = path.read_text(encoding="utf-8") if path is not None else ""
                for detail in graph.get_import_details(importer=importer, imported=package):
                    line = detail["line_number"]
                    names = [n for n in imported_names(text, line) if _within(n, package)]
                    if not names:  # not readable back: judged by the package alone
                        names = [package]
                    found.extend((importer, line, n) for n in names
                                 if not any(_within(n, a) for a in allowed))
        return ContractCheck(kept=not found, metadata={"found": found})

    def render_broken_contract(self, check: ContractCheck) -> None:
        allowed = ", ".join(self._allowed())
        output.print_error(f"Imports of {self._package()} beyond {allowed}:", bold=False)
        output.new_line()
        for importer, line, name in check.metadata["found"]:
            output.print_error(f"- {importer} -> {name} (l.{line})", bold=False)
        output.new_line()
