"""Shared pytest setup: tests/helpers.py importable however pytest is started, slow tests first."""

from __future__ import annotations

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The slow simulations first: on pytest-xdist's workers they then overlap the many
    # short tests instead of running alone at the end.
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
