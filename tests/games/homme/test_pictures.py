"""Homme d'Auvergne's picture draws a trick: a step before any trick lies on the table stops the build."""

from __future__ import annotations

import pytest

from tests.test_pictures import BLOCKS, draw
from widgets.pictures import PictureBlockError


def test_a_step_with_no_trick_on_the_table_is_refused() -> None:
    with pytest.raises(PictureBlockError) as raised:
        draw(BLOCKS["homme"].replace("homme.play.win", "3"))
    assert str(raised.value).startswith("picture homme-picture: at: no trick is on the table")
