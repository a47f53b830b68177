"""The examples in the docstrings of the engine and the widgets run and give what they show."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine
import widgets

MODULES = [
    name
    for package in (engine, widgets)
    for name in (info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."))
    if any(test.examples for test in doctest.DocTestFinder().find(importlib.import_module(name)))
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted and not result.failed
