"""The site generators the build can run between its steps: MkDocs (the default), ProperDocs and Zensical.

Each reads the flat configuration build/site_config.py writes and turns the staged pages into HTML; the steps around
it (build/site_pages.py before, build/site_assets.py after) are the same for the three. MkDocs 1.x is no longer
maintained and Material for MkDocs, its theme here, announced its end of life for May 2027: ProperDocs continues
MkDocs 1.x, and Zensical is the successor by Material's makers. Each one's pinned version is in its own
requirements file. `lacks` says what the site loses when that generator builds it; the build prints it, and
docs/build.md ("Three generators") says the same.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Generator:
    """One site generator: the module `python -m` runs, the arguments of a strict build of a configuration file,
    its requirements file, and what it does not do that the site uses."""

    name: str
    module: str
    requirements: str
    lacks: tuple[str, ...] = ()

    def command(self, python: str, config: str) -> list[str]:
        """The command that builds the pages of `config` strictly: any warning (a broken link, a missing page)
        fails the build."""
        return [python, "-m", self.module, "build", "--strict", "--config-file", config]


GENERATORS: dict[str, Generator] = {
    "mkdocs": Generator("mkdocs", "mkdocs", "build/requirements-site.txt"),
    "properdocs": Generator("properdocs", "properdocs", "build/requirements-properdocs.txt"),
    "zensical": Generator(
        "zensical", "zensical", "build/requirements-zensical.txt",
        lacks=(
            "its own search replaces Material's: its index is search.json, which a page with widgets does not hold "
            "back until the first widget is live",
            "its own theme draws the header, the navigation and the footer around the same articles and widgets",
        ),
    ),
}
"""The generators by the name the build is given (SITE_GENERATOR, or `--generator`)."""
DEFAULT = "mkdocs"
