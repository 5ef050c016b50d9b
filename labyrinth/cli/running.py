"""What a command line runs once the parser has read it: a list, a comparison, the desktop
entry, or a maze built or opened, then printed, saved, exported and shown."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from labyrinth import build, i18n
from labyrinth.build import BuildResult
from labyrinth.cli import lessons, printing, terminal
from labyrinth.cli.compare import compare
from labyrinth.cli.messages import complain, file_name, warn
from labyrinth.cli.parser import Parser
from labyrinth.cli.rules import BUILD_OPTIONS
from labyrinth.files import SaveError, check_writable
from labyrinth.formats.text import MazeFileError
from labyrinth.generators import ALGORITHMS
from labyrinth.i18n import _, ngettext
from labyrinth.islands import WORD_ISLANDS
from labyrinth.maze_exception import MazeException
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BuildOptions
from labyrinth.quoting import shown_path
from labyrinth.screen import NoDisplayError
from labyrinth.settings import Settings
from labyrinth.teaching.limits import teaching_problem
from labyrinth.values import UsageError

if TYPE_CHECKING:
    from labyrinth.masks import Mask

# How many cut-off fields the warning names before it only counts the rest.
SHOWN_CUT_OFF = 10
# The options that say something about the maze (how it is built, its picture).
MAZE_OPTIONS = (*BUILD_OPTIONS, "--save", "--field-size")


def run_parsed(args: argparse.Namespace, parser: Parser) -> int:
    """Run the command line ``args`` that ``parser`` read (the rules hold); the exit code."""
    _file_to_load(args)
    _check_export(args)
    if args.list_algorithms:
        _list_algorithms()
        return 0
    if args.list_solvers:
        terminal.list_solvers()
        return 0
    # The terminal, no window; a solve is printed or drawn into the saved picture.
    args.no_display = args.no_display or args.text or args.ascii or bool(args.solve)
    if args.compare:
        return compare(args)
    if args.list_lessons or args.lessons and args.lesson is None:  # --lessons alone lists too
        return lessons.list_lessons(args)
    if args.lesson is not None:
        return lessons.check_lesson_command(args)
    if args.program is not None:
        from labyrinth.cli.program import run_program_command

        return run_program_command(args)
    if args.web:
        from labyrinth.browser.serve import serve

        return serve(open_browser=not args.no_display)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return _desktop_entry(install=args.install_desktop_entry)
    settings = None
    if not args.no_display:
        from labyrinth.gui.window import remembered_settings

        settings = remembered_settings()
        if args.lang is None and settings.language:
            i18n.set_language(settings.language)
        if args.view is not None:  # shown, and remembered as a choice in the View menu is
            settings.view = args.view
    if args.load is not None:
        return _run_loaded(args, settings)
    return _run_built(args, parser, settings)


def maze_of_arguments(
    args: argparse.Namespace, width: int, height: int, algorithm: str, **more: Any
) -> tuple[BuildOptions, MazeGraphs]:
    """The options the command line's maze arguments give and their maze, not built yet, its
    openings checked (MazeException or ValueError when they do not fit). The size and the
    algorithm are the caller's: a plain start takes the remembered ones, a program the
    book's; ``more`` are the options only the caller knows of."""
    options = BuildOptions(
        width=width,
        height=height,
        seed=args.seed,
        rng=args.rng,
        algorithm=algorithm,
        loop_percent=args.loops,
        block_permille=args.blocks,
        ends=args.ends,
        entrance=args.entrance,
        exit=args.exit,
        field_size=args.field_size,
        **more,
    )
    graphs = MazeGraphs.from_options(options)
    build.check_openings(graphs.maze_array, options)
    return options, graphs


def _run_built(args: argparse.Namespace, parser: Parser, settings: Settings | None) -> int:
    # Only a plain start takes the remembered size and algorithm: once the command line says
    # anything about the maze, the rest are the defaults, so the same command gives the same
    # maze with a screen and without one.
    plain = settings is not None and not parser.given(args, MAZE_OPTIONS)
    remembered = settings if plain and settings is not None else Settings()
    try:
        mask = _mask(args)
        width, height = (mask.width, mask.height) if mask else (args.width, args.height)
        options, graphs = maze_of_arguments(
            args,
            width or remembered.width,
            height or remembered.height,
            args.algorithm or remembered.algorithm,
            excluded=(*args.exclude, *(mask.outside_fields() if mask else ())),
            islands=args.islands or (WORD_ISLANDS if args.mask_text is not None else None),
            block_mode=args.blocks_mode,
        )
    except MazeException as error:
        raise UsageError(error.problem) from None
    except ValueError as error:  # options that do not go together
        raise UsageError(str(error)) from None
    if args.teach:
        _check_teachable(options)
    save_to = checked_save_path(args, graphs)  # before building: a big maze takes a while
    if args.save_mask is not None:
        check_writable(args.save_mask)
    _tell_islands(graphs, options, from_mask=mask is not None)
    root = None
    if settings is not None:
        from labyrinth.gui.window import make_root

        root = make_root()  # before building: without a screen, say so at once
        settings.width, settings.height = options.width, options.height
    if root is not None and (save_to, args.export) == (None, None) and not (args.play or args.walk):
        from labyrinth.gui.window import watch_build

        assert settings is not None  # a window goes with the remembered settings
        shown = watch_build(root, settings, options, plain, args.teach)
        if args.stats and shown.result is not None:
            _print_texture(shown)
        return 0
    result = graphs.build_maze()
    print(result.recipe())
    _report_and_write(graphs, result, args, save_to)
    if root is not None:
        from labyrinth.gui.window import show_maze

        show_maze(graphs, root, settings, play=args.play, walk=args.walk)
    return 0


def _mask(args: argparse.Namespace) -> Mask | None:
    """The mask that --mask or --mask-text asks for, at the size --width and --height give
    (or its own), or None."""
    if args.mask is not None:
        from labyrinth.masks import load_mask
        from labyrinth.masks.picture import is_picture

        mask = load_mask(args.mask, args.width, args.height)
        if args.width is None and args.height is None and is_picture(args.mask):
            print(
                _(
                    "The picture {path} makes a maze of {width} × {height} fields; --width or "
                    "--height gives another size."
                ).format(path=shown_path(args.mask), width=mask.width, height=mask.height)
            )
        return mask
    if args.mask_text is not None:
        from labyrinth.masks.font import word_mask

        return word_mask(args.mask_text, args.width, args.height)
    return None


def _tell_islands(graphs: MazeGraphs, options: BuildOptions, from_mask: bool) -> None:
    """Before building: how many regions the excluded fields leave, what becomes of them, and
    how to choose otherwise."""
    if not options.excluded:
        return
    islands = build.islands_ahead(graphs.maze_array, options)
    sentence = islands.sentence(options, from_mask)
    if not sentence:
        return
    if options.islands is None:
        book_walk = options.chosen[0].build is None
        sentence += " " + (
            _(
                "Use --islands separate to give each region a maze of its own, or --islands "
                "join to join them with doors."
            )
            if book_walk
            else _("Use --islands join to join them with doors.")
        )
    print(sentence)


def _file_to_load(args: argparse.Namespace) -> None:
    """A FILE alone is ``--load FILE``: what a desktop runs for a double-clicked maze file
    (the rules have made sure that not both are given)."""
    if args.file is not None:
        args.load, args.file = args.file, None  # from here on, the file is --load's


def _check_teachable(options: BuildOptions) -> None:
    """A maze bigger than the teaching view holds for its algorithm is refused before the
    window opens, not after minutes of recording."""
    problem = teaching_problem(options)
    if problem:
        raise UsageError(problem)


def _check_export(args: argparse.Namespace) -> None:
    from labyrinth.formats import export_problem

    if args.export is None:
        return
    problem = export_problem(args.export)
    if problem:
        raise UsageError(problem)
    check_writable(args.export)


def checked_save_path(args: argparse.Namespace, graphs: MazeGraphs) -> Path | None:
    """Where --save writes, once it is clear that the file can be written and the worksheet
    printed as asked; None without --save."""
    if args.save is None:
        return None
    try:
        save_to = printing.save_path(args.save, graphs.file_name())
    except printing.RefusedType as error:
        raise UsageError(str(error)) from None
    refused = printing.worksheet_problem(args, graphs, save_to)
    if refused:
        raise UsageError(refused)
    for path in printing.files_to_write(args, save_to):
        check_writable(path)
    return save_to


def _only_shown(args: argparse.Namespace) -> bool:
    """The command line asks for nothing but showing the file in the window (as a desktop's
    double-click does): no file to write, no mode, no numbers."""
    return (args.save, args.export) == (None, None) and not (args.play or args.walk or args.stats)


def _run_loaded(args: argparse.Namespace, settings: Settings | None) -> int:
    """Show, save and export a maze from a file, as a built one is (nothing is built).

    A file that cannot be read is one sentence and exit code 1, except where the window is
    all that was asked for: a double-click has no terminal to read the sentence in, so the
    window opens on a new grid and says it in a message box.
    """
    from labyrinth.formats import load_maze

    try:
        graphs = load_maze(args.load)
    except MazeFileError as error:
        if settings is None or not _only_shown(args):
            raise
        _show_unreadable(error, settings)
        return 0
    if graphs.warning is not None:
        warn(graphs.warning)
    if args.field_size:
        try:
            graphs.options = graphs.options.with_changes(field_size=args.field_size)
        except MazeException as error:  # too big a picture for this maze
            raise UsageError(error.problem) from None
    save_to = checked_save_path(args, graphs)
    if args.save_mask is not None:
        check_writable(args.save_mask)
    root = None
    if settings is not None:
        from labyrinth.gui.window import make_root

        root = make_root()
    print(graphs.result.message())
    if graphs.recipe is not None:
        print(graphs.result.recipe())
    _report_and_write(graphs, graphs.result, args, save_to)
    if root is not None:
        from labyrinth.gui.window import show_maze

        show_maze(graphs, root, settings, play=args.play, walk=args.walk)
    return 0


def _show_unreadable(error: MazeFileError, settings: Settings) -> None:
    """The window on a new grid, the file's sentence in a message box (and on standard error,
    for a terminal if there is one); without a screen, only the file's sentence."""
    from labyrinth.gui.window import make_root, show_problem

    try:
        root = make_root()
    except NoDisplayError:
        raise error from None
    complain(error)
    show_problem(root, settings, str(error))


def _report_and_write(
    graphs: MazeGraphs, result: BuildResult, args: argparse.Namespace, save_to: Path | None
) -> None:
    """After the book's sentence: how imperfect, the texture, and the files asked for."""
    if result.imperfections():
        print(result.imperfections())
    _warn_cut_off(result)
    if result.blocks_cut_off:
        print(
            ngettext(
                "The blocks cut off {n} field: --blocks-mode whole keeps every field reachable.",
                "The blocks cut off {n} fields: --blocks-mode whole keeps every field reachable.",
                result.blocks_cut_off,
            ).format(n=result.blocks_cut_off)
        )
    elif result.blocks_sentence():
        print(result.blocks_sentence())
    if args.stats:
        _print_texture(graphs)
    try:
        solution = terminal.print_solved(args, graphs, result)
    except terminal.SolveFieldError as error:
        raise UsageError(str(error)) from None
    if save_to is not None:
        solver = terminal.picture_solver(args, graphs, solution)
        for written in printing.save(args, graphs, save_to, solver):
            print(_("Saved {file}.").format(file=written))
    if args.export is not None:
        from labyrinth.formats import export_maze

        print(_("Saved {file}.").format(file=export_maze(graphs, args.export)))
    if args.save_mask is not None:
        from labyrinth.masks import Mask
        from labyrinth.masks.text_file import write_mask

        written = write_mask(Mask.of_maze(graphs.maze_array), args.save_mask)
        print(_("Saved {file}.").format(file=written))


def _warn_cut_off(result: BuildResult) -> None:
    if not result.cut_off_count:
        return
    fields = ", ".join(f"({x} | {y})" for x, y in result.first_cut_off_fields(SHOWN_CUT_OFF))
    more = result.cut_off_count - SHOWN_CUT_OFF
    if more > 0:
        fields += " " + ngettext("and {n} more", "and {n} more", more).format(n=more)
    warn(
        ngettext(
            "Warning: {count} field cannot be reached from the start: {fields}.",
            "Warning: {count} fields cannot be reached from the start: {fields}.",
            result.cut_off_count,
        ).format(count=result.cut_off_count, fields=fields)
    )


def _print_texture(graphs: MazeGraphs) -> None:
    from labyrinth.texture import format_texture, measure

    print(format_texture(measure(graphs)))


def _list_algorithms() -> None:
    for algorithm in ALGORITHMS.values():
        variants = f" [{', '.join(algorithm.options)}]" if algorithm.options else ""
        print(f"{algorithm.name}{variants}: {_(algorithm.title)}")
        print(f"    {_(algorithm.summary)}")


def _desktop_entry(install: bool) -> int:
    """Install the menu entry, or remove it; a failure is one sentence (exit code 1)."""
    from labyrinth import desktop

    try:
        if install:
            print(desktop.installed_message(*desktop.install_desktop_entry()))
        else:
            print(desktop.uninstalled_message(desktop.uninstall_desktop_entry()))
    except OSError as error:
        reason = error.strerror or error
        if error.filename is None:  # a desktop tool's answer, which names its folder
            sentence = (
                _("Cannot install the menu entry: {reason}.")
                if install
                else _("Cannot remove the menu entry: {reason}.")
            )
            raise SaveError(sentence.format(reason=reason)) from error
        sentence = (
            _("Cannot install the menu entry into {path}: {reason}.")
            if install
            else _("Cannot remove the menu entry from {path}: {reason}.")
        )
        raise SaveError(sentence.format(path=file_name(error.filename), reason=reason)) from error
    return 0
