"""``labyrinth --web``: serve the built browser page on this computer and open it.

The page needs two headers that make it cross-origin isolated (so that Stop can interrupt
Python in its worker): every answer carries them. A static host that cannot send headers
gets them from the page's service worker instead (the manual, "The browser edition").
"""

from __future__ import annotations

import webbrowser
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from labyrinth.browser.site import check_site, site_folder
from labyrinth.i18n import N_, Message

# The address a teacher can tell others; another is taken when it is in use.
PORT = 8421
HEADERS = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
    # The page changes with each build of the site: the browser asks again each time.
    "Cache-Control": "no-cache",
}


class PageHandler(SimpleHTTPRequestHandler):
    """Files of the site, with the isolation headers and the types a module worker needs."""

    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".zip": "application/zip",
        ".json": "application/json",
    }

    def end_headers(self) -> None:
        for name, value in HEADERS.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass  # a request a line would bury the one line that matters: the address


def make_server(folder: Path, port: int = PORT) -> ThreadingHTTPServer:
    """A server of ``folder`` on this computer only, at ``port`` or, when that is taken, at
    one the system chooses; SiteMissing when ``folder`` holds no built page."""
    check_site(folder)
    handler = partial(PageHandler, directory=str(folder))
    try:
        return ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError:
        return ThreadingHTTPServer(("127.0.0.1", 0), handler)


def serve(open_browser: bool = True) -> int:
    """Serve the site until Ctrl+C; the exit code."""
    server = make_server(site_folder())
    address = f"http://127.0.0.1:{server.server_address[1]}/"
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
