"""``labyrinth --web``: serve the built browser page on this computer and open it.

The site is laid out as the published one (tools/build_site.py): the manual's copy at the top,
the page under ``/app/``, so the page's Manual link (``../index.html``) works here too.

The page needs two headers that make it cross-origin isolated (so that Stop can interrupt
Python in its worker): every answer carries them. A static host that cannot send headers
gets them from the page's service worker instead (the manual, "The browser edition").
"""

from __future__ import annotations

import sys
import webbrowser
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from labyrinth.browser.site import check_site, site_folder
from labyrinth.i18n import N_, Message
from labyrinth.manual_copy import MISSING, manual_folder, manual_index

# The address a teacher can tell others; another is taken when it is in use.
PORT = 8421
# Where the page is in the site.
APP = "/app"
HEADERS = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
    # The page changes with each build of the site: the browser asks again each time.
    "Cache-Control": "no-cache",
}


class PageHandler(SimpleHTTPRequestHandler):
    """Files of the site, with the isolation headers and the types a module worker needs: the
    page's folder ``app`` under /app/, the manual's folder ``manual`` (None: there is no copy)
    everywhere else."""

    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".zip": "application/zip",
        ".json": "application/json",
    }
    # An error is its sentence (the explanation), without the server's frame around it.
    error_message_format = (
        '<!doctype html><html><head><meta charset="utf-8"><title>%(code)d %(message)s</title>'
        "</head><body><p>%(explain)s</p></body></html>"
    )

    def __init__(self, *args: Any, app: Path, manual: Path | None, **kwargs: Any) -> None:
        self.app, self.manual = app, manual
        super().__init__(*args, directory=str(app), **kwargs)

    def _in_app(self, path: str) -> bool:
        where = urlsplit(path).path
        return where == APP or where.startswith(APP + "/")

    def translate_path(self, path: str) -> str:
        if self._in_app(path):
            self.directory = str(self.app)
            return super().translate_path(urlsplit(path).path.removeprefix(APP) or "/")
        self.directory = str(self.manual)
        return super().translate_path(path)

    def send_head(self) -> Any:
        """Without a manual, the top goes to the page and the rest says how to get one."""
        if self.manual is None and not self._in_app(self.path):
            asked = urlsplit(self.path)
            if asked.path == "/":  # an address from before the manual, its maze kept
                self.send_response(HTTPStatus.FOUND)
                self.send_header("Location", asked._replace(path=APP + "/").geturl())
                self.end_headers()
            else:
                self.send_error(HTTPStatus.NOT_FOUND, explain=str(MISSING))
            return None
        return super().send_head()

    def end_headers(self) -> None:
        for name, value in HEADERS.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass  # a request a line would bury the one line that matters: the address


class PageServer(ThreadingHTTPServer):
    """The site's server: a browser that goes in the middle of a download (a tab closed, a
    reload while the runtime comes) is no error to print on the teacher's terminal."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(app: Path, manual: Path | None = None, port: int = PORT) -> ThreadingHTTPServer:
    """A server of the page built in ``app`` and the manual built in ``manual`` on this computer
    only, at ``port`` or, when that is taken, at one the system chooses; SiteMissing when
    ``app`` holds no built page."""
    check_site(app)
    handler = partial(PageHandler, app=app, manual=manual)
    try:
        return PageServer(("127.0.0.1", port), handler)
    except OSError:
        return PageServer(("127.0.0.1", 0), handler)


def serve(open_browser: bool = True) -> int:
    """Serve the site until Ctrl+C; the exit code."""
    manual = manual_folder() if manual_index() else None
    server = make_server(site_folder(), manual)
    address = f"http://127.0.0.1:{server.server_address[1]}{APP}/"
    print(Message(N_("labyrinth is served at {address} (Ctrl+C stops it)."), address=address))
    if open_browser:
        webbrowser.open(address)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
