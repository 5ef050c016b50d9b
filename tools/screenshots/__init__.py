"""Every picture of the README and the manual, taken again by one command:

    python -m tools.screenshots                 # all of them, into docs/images
    python -m tools.screenshots --only walk     # one, after a change to what it shows
    python -m tools.screenshots --list          # their names and what each shows

Pictures of the program's output come from the command line, the window's from the real
window under an X server of their own (Xvfb, at a fixed screen size, with DejaVu fonts only),
the browser edition's from the built site in headless Chromium. A change to how the program
looks takes its pictures again in the same commit.

It needs Xvfb, pdftoppm (poppler-utils), the DejaVu fonts (fonts-dejavu-core), Chromium
(chromium-headless-shell) with Playwright, and Node.js to build the page when web/dist is
missing; tests/test_screenshots.py checks that the pictures shown are the pictures made."""
