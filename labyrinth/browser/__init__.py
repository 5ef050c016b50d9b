"""The browser edition's Python side: the bridge the page's worker calls (JSON in and out),
the link's parameters, the page's words and what a screen reader says of a field. Nothing
here imports tkinter or Pillow: it runs in Pyodide as it runs here."""
