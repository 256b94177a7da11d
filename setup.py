"""Build hook: ship the top-level ``resources/`` folder inside the package.

All project metadata lives in pyproject.toml.  This file only extends setuptools'
``build_py`` so that a wheel (``pip install .``, ``pip wheel .``, ``python -m build``)
contains ``resources/**`` as ``twentynine_desktop/resources_data/**``, where
``twentynine_desktop.resources.resource_path`` looks for it once installed.  A source
checkout and an editable install read ``resources/`` directly instead.
"""

from pathlib import Path
import shutil

from setuptools import setup
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


setup(cmdclass={"build_py": build_py_with_resources})
