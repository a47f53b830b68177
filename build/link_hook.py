"""MkDocs hook (mkdocs.yml `hooks:`): the repository links are a build setting.

mkdocs.yml reads `repo_url` from REPO_URL and `edit_uri` from EDIT_URI (with a default). MkDocs joins a page's
edit link from the two, and without a repository it would make a relative link out of `edit_uri` alone, which
leads nowhere: when REPO_URL is unset, this hook drops `edit_uri`, so that the site names no repository and
shows no edit button.
"""

from __future__ import annotations

from typing import Any


def on_config(config: Any, **kwargs: Any) -> Any:
    if not config.get("repo_url"):
        config["repo_url"] = None
        config["edit_uri"] = None
        config["edit_uri_template"] = None
    return config
