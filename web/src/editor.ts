// The program's editor: CodeMirror 6 with Python's colours and line numbers, indented as in
// IDLE (four spaces, Tab and Shift+Tab indent and dedent, Enter keeps the indentation and adds
// a level after a colon, Backspace in the indentation removes one level). For a screen reader
// it is a text box named by the page's word for "Program". Esc, then Tab, moves the focus on
// (CodeMirror's tab focus mode), so no one is trapped in it.
import {
  defaultKeymap,
  history,
  historyKeymap,
  indentWithTab,
  temporarilySetTabFocusMode,
} from "@codemirror/commands";
import { python } from "@codemirror/lang-python";
import { HighlightStyle, indentUnit, syntaxHighlighting } from "@codemirror/language";
import { Compartment, EditorSelection, EditorState, type Extension } from "@codemirror/state";
import { drawSelection, EditorView, keymap, lineNumbers } from "@codemirror/view";
import { tags } from "@lezer/highlight";

/** Python's colours from the page's style sheet, so that they read well in light and dark. */
const colours = HighlightStyle.define([
  { tag: tags.keyword, color: "var(--code-keyword)" },
  { tag: [tags.string, tags.special(tags.string)], color: "var(--code-string)" },
  { tag: tags.comment, color: "var(--code-comment)", fontStyle: "italic" },
  { tag: [tags.number, tags.bool, tags.null], color: "var(--code-number)" },
  { tag: [tags.definition(tags.variableName), tags.className], color: "var(--code-name)" },
]);

const look = EditorView.theme({
  "&": {
    backgroundColor: "var(--panel)",
    color: "inherit",
    border: "1px solid var(--line)",
    borderRadius: "4px",
    height: "var(--editor-height, 16rem)", // less while a run is replayed (style.css)
    fontSize: "0.78rem",
  },
  "&.cm-focused": { outline: "2px solid var(--accent)" },
  ".cm-scroller": { fontFamily: '"DejaVu Sans Mono", ui-monospace, monospace' },
  ".cm-gutters": { backgroundColor: "var(--panel)", color: "inherit", border: "none" },
});

export class ProgramEditor {
  private readonly name = new Compartment();
  private readonly view: EditorView;
  private named: string;

  /** ``changed`` hears every change of the text (typed, or put in). */
  constructor(
    parent: HTMLElement,
    name: string,
    private readonly changed: (text: string) => void = () => {},
  ) {
    this.named = name;
    this.view = new EditorView({ parent, state: EditorState.create({ extensions: this.setup() }) });
  }

  /** The editor's parts, its name the one of the moment. */
  private setup(): Extension[] {
    return [
      lineNumbers(),
      history(),
      drawSelection(),
      python(),
      syntaxHighlighting(colours),
      indentUnit.of("    "),
      EditorState.tabSize.of(4),
      keymap.of([
        { key: "Escape", run: temporarilySetTabFocusMode },
        indentWithTab,
        ...defaultKeymap,
        ...historyKeymap,
      ]),
      this.name.of(named(this.named)),
      look,
      EditorView.updateListener.of((update) => {
        if (update.docChanged) this.changed(update.state.doc.toString());
      }),
    ];
  }

  get text(): string {
    return this.view.state.doc.toString();
  }

  set text(text: string) {
    this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text } });
  }

  /** Its name in the page's language. */
  rename(name: string): void {
    this.named = name;
    this.view.dispatch({ effects: this.name.reconfigure(named(name)) });
  }

  /** ``text`` as a new start: nothing before it to undo (a lesson's code, which Ctrl+Z must
   * not turn into another lesson's). No change is heard. */
  reset(text: string): void {
    this.view.setState(EditorState.create({ doc: text, extensions: this.setup() }));
  }

  /** Line ``number`` (from 1) selected and in view, the focus in the editor. */
  selectLine(number: number): void {
    const doc = this.view.state.doc;
    if (number < 1 || number > doc.lines) return;
    const line = doc.line(number);
    this.view.dispatch({
      selection: EditorSelection.range(line.from, line.to),
      effects: EditorView.scrollIntoView(line.from, { y: "center" }),
    });
    this.view.focus();
  }
}

/** The editor's name, and its one tab stop said outright (a scroll region's checkers look for
 * a tabindex inside it). */
function named(name: string) {
  return EditorView.contentAttributes.of({ "aria-label": name, tabindex: "0" });
}
