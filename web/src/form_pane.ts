// The form: the link's parameters as fields. It shows the values the bridge returns and
// sends what the user typed as text, for the bridge to read or refuse.
import type { Choice, Words } from "./messages";

export const FIELDS = ["width", "height", "seed", "rng", "algorithm", "loops", "blocks"];

export class FormPane {
  constructor(private readonly form: HTMLFormElement) {}

  /** The lists' choices and the fields' hints, in the language of the moment. */
  setWords(words: Words): void {
    fillChoices(this.select("rng"), words.rngs);
    fillChoices(this.select("algorithm"), words.algorithms);
    for (const [name, hint] of Object.entries(words.hints)) {
      const element = this.form.elements.namedItem(name) ?? this.form.querySelector(`#${name}`);
      if (element instanceof HTMLElement) element.title = hint;
    }
  }

  show(values: Record<string, string>): void {
    for (const name of FIELDS) {
      const element = this.form.elements.namedItem(name);
      const value = values[name] ?? "";
      if (
        element instanceof HTMLSelectElement &&
        ![...element.options].some((o) => o.value === value)
      ) {
        element.add(new Option(value, value)); // a variant, such as growing-tree:oldest
      }
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
        element.value = value;
      }
    }
  }

  values(): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of FIELDS) {
      const element = this.form.elements.namedItem(name);
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
        values[name] = element.value;
      }
    }
    return values;
  }

  private select(name: string): HTMLSelectElement {
    return this.form.elements.namedItem(name) as HTMLSelectElement;
  }
}

export function fillChoices(select: HTMLSelectElement, choices: Choice[]): void {
  const chosen = select.value;
  select.replaceChildren(
    ...choices.map((choice) => new Option(choice.title, choice.value, false, false)),
  );
  select.value = chosen;
}
