"""How a rule reads in French: the pages of its citation (« p. 76–77 »), the summary a source is read through
(« d'après »), and French typography over its title and statement.

>>> CITING.pages("pp. 314–315"), CITING.pages("p. 12"), CITING.after
('p. 314–315', 'p. 12', 'd’après')
"""

from __future__ import annotations

from engine.rules import Citing
from engine.wording_fr import typeset

CITING = Citing(pages=lambda pages: pages.replace("pp. ", "p. "), after="d’après", typeset=typeset)
"""The words of a French citation."""
