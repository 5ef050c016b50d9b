"""Translations: English message ids, one catalog a language in the top-level ``translations/``.

The ``.po`` files are read at run time with polib and handed to the standard library's
``GNUTranslations``, so an edited catalog works without a compile step. The template
``translations/labyrinth.pot`` is extracted from the source (the manual, "Translating").
"""

from __future__ import annotations

import gettext
import io
import os
from functools import cache
from pathlib import Path

from labyrinth.languages import LANGUAGES

DOMAIN = "labyrinth"

# The active catalog; None until first used, then the system's language is loaded.
_current: gettext.NullTranslations | None = None
_language = "en"


def translations_dir() -> Path:
    """``labyrinth/translations`` in a wheel install, ``../translations`` in a checkout."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "translations", here.parent / "translations"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"no translations/ folder in or beside {here}")


def catalog_path(language: str) -> Path:
    return translations_dir() / language / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def _load(language: str) -> gettext.NullTranslations:
    if language == "en":
        return gettext.NullTranslations()
    import polib  # only needed when a catalog is read

    binary = polib.pofile(str(catalog_path(language))).to_binary()
    return gettext.GNUTranslations(io.BytesIO(binary))


def system_language() -> str:
    """The first supported language named by LANGUAGE, LC_ALL, LC_MESSAGES or LANG; else English."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
        if value:
            break  # the first variable that is set decides, as gettext does
    return "en"


def set_language(language: str | None = None) -> str:
    """Switch every later message to ``language`` (None: the system's, unknown: English).

    Returns the code used.
    """
    global _current, _language
    code = system_language() if language is None else language
    code = code if code in LANGUAGES else "en"
    _current = _load(code)
    _language = code
    return code


def current_language() -> str:
    _active()
    return _language


def _active() -> gettext.NullTranslations:
    if _current is None:
        set_language(None)
    assert _current is not None  # set_language has made it
    return _current


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _active().gettext(message)


def in_language(language: str, message: str) -> str:
    """``message`` in ``language``, whatever language is active: for the texts a desktop file
    carries in every language at once."""
    return _load(language).gettext(message)


def N_(message: str) -> str:  # noqa: N802 - the usual gettext name
    """Mark ``message`` for the catalog without translating it: it is translated when shown,
    so a label can be shown again in another language."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate with the plural form that fits ``n``."""
    return _active().ngettext(singular, plural, n)


def N_plural(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 - like N_
    """Mark a plural message for the catalog without translating it (``ngettext`` later)."""
    return singular, plural


class Message:
    """A sentence kept as its message id and arguments, translated each time it is shown.

    ``str(message)`` translates in the language active at that moment, so an error that
    carries a Message reads in the new language after a switch. An argument that is itself
    a Message is translated too. Write the id with ``N_`` (or the ids with ``N_plural``)
    where it is made, so the catalog's extraction finds it::

        Message(N_("Field ({x} | {y}) is excluded."), x=1, y=2)
        Message(*N_plural("{n} loop", "{n} loops"), n=3)
    """

    __slots__ = ("msgid", "plural", "n", "args")

    def __init__(
        self, msgid: str, plural: str | None = None, /, *, n: int | None = None, **args: object
    ) -> None:
        if plural is not None and n is None:
            raise TypeError(f"the plural message {msgid!r} needs its number n")
        self.msgid, self.plural, self.n, self.args = msgid, plural, n, args

    def __str__(self) -> str:
        catalog = _active()
        if self.plural is None or self.n is None:
            text = catalog.gettext(self.msgid)
        else:
            text = catalog.ngettext(self.msgid, self.plural, self.n)
        values = {
            name: str(value) if isinstance(value, Message) else value
            for name, value in self.args.items()
        }
        if self.n is not None:
            values.setdefault("n", Number(self.n))
        # A message without arguments is shown as written, as _() alone would show it.
        return text.format(**values) if values else text

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return (self.msgid, self.plural, self.n, self.args) == (
            other.msgid,
            other.plural,
            other.n,
            other.args,
        )

    def __repr__(self) -> str:
        parts = [repr(self.msgid)]
        if self.plural is not None:
            parts.append(repr(self.plural))
        if self.n is not None:
            parts.append(f"n={self.n!r}")
        parts += [f"{name}={value!r}" for name, value in self.args.items()]
        return f"Message({', '.join(parts)})"


def format_number(value: float, decimals: int = 0) -> str:
    """``value`` written the way the current language writes numbers: thousands grouped,
    ``decimals`` places after the decimal mark (English 10,045 and 3.6, German 10.045 and
    3,6, French 10 045 and 3,6)."""
    language = LANGUAGES[current_language()]
    group, point = language.thousands, language.decimal_mark
    english = f"{value:,.{decimals}f}"
    return "".join(group if c == "," else point if c == "." else c for c in english)


class Number:
    """A number shown in the language active when it is shown, as a Message's argument or
    in ``str.format``: ``{seconds:.1f}`` gives one decimal place, ``{moves}`` none; the
    thousands are always grouped."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        # Only the places after the point are taken from the spec ("", ",", ".2f", ",.1f").
        decimals = int(spec.split(".")[1].rstrip("f")) if "." in spec else 0
        return format_number(self.value, decimals)

    def __str__(self) -> str:
        return format(self, "")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Number) and self.value == other.value

    def __hash__(self) -> int:
        return hash(self.value)

    def __repr__(self) -> str:
        return f"Number({self.value!r})"


class MessageError(Exception):
    """An error whose sentence is a Message (or a fixed text), translated when it is shown:
    ``str(error)`` reads in the language active at that moment."""

    def __init__(self, message: Message | str) -> None:
        super().__init__(message)

    @property
    def message(self) -> Message | str:
        return self.args[0]

    def __str__(self) -> str:
        return str(self.message)


def message_of(error: BaseException) -> Message | str:
    """The sentence an error carries, untranslated where it is a Message (a MessageError's,
    or a ValueError raised with a Message), else its text."""
    if isinstance(error, MessageError):
        return error.message
    if len(error.args) == 1 and isinstance(error.args[0], Message):
        return error.args[0]
    return str(error)


# argparse's own messages that a user of the command line can meet: ``labyrinth.cli`` hands
# argparse our ``_`` and ``ngettext``, and this table puts them into the template. After a
# Python upgrade, tests/test_i18n.py names the ones argparse no longer has.
ARGPARSE_MESSAGES: tuple[str | tuple[str, str], ...] = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_plural("expected %s argument", "expected %s arguments"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("unexpected option string: %s"),
)
