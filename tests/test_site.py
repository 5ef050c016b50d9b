"""The one site the GitHub Pages workflow publishes (tools/build_site.py): the manual built by
``mkdocs build --strict``, the browser edition under it in app/. Every relative link and picture
of every page is a file of the site, every #anchor a place in its page; the page's Manual link
opens the manual, also where ``labyrinth --web`` serves them."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.error import HTTPError
from urllib.parse import unquote, urlsplit
from urllib.request import urlopen

import pytest

from labyrinth.manual_copy import MISSING
from tests.browser import open_page, served
from tools.build_site import APP, build_site


class Page(HTMLParser):
    """The links (href and src) of an HTML page, and its anchors (id and name)."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.links: list[str] = []
        self.anchors: set[str] = set()
        self.feed(path.read_text(encoding="utf-8"))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is not None and name in ("href", "src"):
                self.links.append(value)
            elif value is not None and name in ("id", "name"):
                self.anchors.add(value)


def broken_links(root: Path) -> list[str]:
    """Each relative link of the pages in ``root`` that names no file of it, or no anchor in
    its page: "page: link"."""
    pages = {path: Page(path) for path in root.rglob("*.html")}
    broken = []
    for path, page in pages.items():
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:  # another site, or mailto: and data:
                continue
            where = unquote(parts.path)
            if where.startswith("/"):  # from the top of the host (the manual's 404 page)
                target = root / where.lstrip("/")
            else:
                target = (path.parent / where).resolve() if where else path
            if target.is_dir():
                target = target / "index.html"
            if not target.is_relative_to(root) or not target.is_file():
                broken.append(f"{path.relative_to(root)}: {link}")
            elif parts.fragment and parts.fragment not in pages[target].anchors:
                broken.append(f"{path.relative_to(root)}: {link} (no such anchor)")
    return broken


@pytest.fixture(scope="module")
def one_site(tmp_path_factory, site) -> Path:
    """The site as the workflow builds it, with the browser edition the page's tests built."""
    return build_site(tmp_path_factory.mktemp("pages") / "site", app=site).resolve()


@pytest.mark.timeout(600)
def test_the_site_is_the_manual_with_the_browser_edition_and_no_link_is_broken(one_site):
    assert (one_site / "index.html").is_file() and (one_site / "getting-started.html").is_file()
    assert (one_site / APP / "index.html").is_file() and (
        one_site / APP / "labyrinth.zip"
    ).is_file()
    pages = list(one_site.rglob("*.html"))
    assert len(pages) > 15
    assert sum(len(Page(path).links) for path in pages) > 500  # the checker saw the links
    assert "../index.html" in Page(one_site / APP / "index.html").links  # the page's Manual link
    assert broken_links(one_site) == []


def test_the_link_check_finds_a_missing_file_and_a_missing_anchor(tmp_path):
    (tmp_path / "a.html").write_text(
        '<h2 id="here">A</h2><a href="b.html#there">b</a><img src="gone.png"><a href="#here">',
        encoding="utf-8",
    )
    (tmp_path / "b.html").write_text('<a href="a.html#here">a</a><a href="../out.html">', "utf-8")
    assert sorted(broken_links(tmp_path)) == [
        "a.html: b.html#there (no such anchor)",
        "a.html: gone.png",
        "b.html: ../out.html",
    ]


@pytest.mark.timeout(600)
def test_the_pages_manual_link_opens_the_manual_where_labyrinth_web_serves_both(chromium, one_site):
    """Served as ``labyrinth --web`` serves them: the manual at the top, the page under /app/."""
    with served(one_site / APP, manual=one_site) as address:
        assert address.endswith("/app/")
        page = open_page(chromium, address + "?seed=2&width=6&height=5", locale="fr-FR")
        link = page.locator("#manual")
        assert link.inner_text() == "Manuel"  # the page's words, from the catalogs
        with page.context.expect_page() as opening:
            link.click()
        manual = opening.value
        manual.wait_for_load_state()
        assert manual.url == address.removesuffix("app/") + "index.html"
        assert "labyrinth" in manual.title()
        assert manual.locator("a[href='getting-started.html']").count() > 0
        page.context.close()


def test_without_a_manual_the_server_opens_the_page_and_says_how_to_get_one(site):
    with served(site) as address:
        top = address.removesuffix("app/")
        with urlopen(top + "?seed=3") as answer:  # the top goes to the page, with its maze
            assert answer.url == address + "?seed=3"
            assert b'id="manual"' in answer.read()
        with pytest.raises(HTTPError) as missing:
            urlopen(top + "index.html")
        assert missing.value.code == 404
        assert f"<p>{MISSING}</p>" in missing.value.read().decode()
