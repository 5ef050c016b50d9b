"""Every picture of the README and the manual, taken again by one command:

    python -m tools.screenshots                 # all of them, into docs/images
    python -m tools.screenshots --only walk     # one, after a change to what it shows
    python -m tools.screenshots --list          # their names and what each shows

Pictures of the program's output come from the command line, the window's from the real
window under an X server of their own (Xvfb, at a fixed screen size, with DejaVu fonts only),
the browser edition's from the built site in headless Chromium."""
