"""French Tarot's picture on its page draws a trick of the play widget: the same block read as a watched deal has
no step under its rule."""

from __future__ import annotations

import pytest

from tests.test_pictures import BLOCKS, draw
from widgets.pictures import PictureBlockError


def test_the_picture_without_its_kind_has_no_step_under_its_rule() -> None:
    with pytest.raises(PictureBlockError) as raised:
        draw(BLOCKS["french-tarot"].replace("kind: play\n", ""))
    assert str(raised.value).startswith("picture french-tarot-picture: at: no step")
