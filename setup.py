"""Build hook: ship the top-level ``resources/`` folder inside the package.

All project metadata lives in pyproject.toml.  This file only extends setuptools'
``build_py`` so that a wheel (``pip install .``, ``pip wheel .``, ``python -m build``)
contains ``resources/**`` as ``twentynine_desktop/resources_data/**``, where
``twentynine_desktop.resources.resource_path`` looks for it once installed.  A source
checkout and an editable install read ``resources/`` directly instead.

It also builds the compiled endgame solver ``twentynine_desktop.ai._csolver`` (plain
C99, the CPython C API, no other dependency) as an *optional* extension: where no C
compiler works, the build says so and goes on without it, and the game uses the
pure-Python solver (``twentynine_desktop/ai/solver.py``).  In a source checkout or an
editable install, build it in place with ``python setup.py build_ext --inplace``.
"""

import shutil
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "resources"
TARGET = ("twentynine_desktop", "resources_data")


class build_py_with_resources(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False) or not SOURCE.is_dir():
            return  # editable installs use resources/ in place
        dest = Path(self.build_lib, *TARGET)
        if dest.exists():
            shutil.rmtree(dest)
        shutil.copytree(SOURCE, dest)

    def get_outputs(self, include_bytecode=True):
        outputs = list(super().get_outputs(include_bytecode))
        if not getattr(self, "editable_mode", False) and SOURCE.is_dir():
            base = Path(self.build_lib, *TARGET)
            outputs += [
                str(base / p.relative_to(SOURCE))
                for p in sorted(SOURCE.rglob("*"))
                if p.is_file()
            ]
        return outputs


CSOLVER = Extension(
    "twentynine_desktop.ai._csolver",
    sources=["twentynine_desktop/ai/_csolver.c"],
    optional=True,  # no compiler: install without it, the pure-Python solver is used
)

setup(cmdclass={"build_py": build_py_with_resources}, ext_modules=[CSOLVER])
