"""The examples in the engine's docstrings run and give what they show."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine

MODULES = [
    name
    for name in (info.name for info in pkgutil.walk_packages(engine.__path__, "engine."))
    if any(test.examples for test in doctest.DocTestFinder().find(importlib.import_module(name)))
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted and not result.failed
