"""Moving through a recorded build, for any view: the window's or the browser page's."""
