/**
 * Decap's relation control, searching an i18n file's list right on every side. Decap filters the Italian copy's
 * items by what is typed and numbers the matches anew, then reads each option in the side's language at those
 * numbers: typing "Design" on a post's English side offered, and saved, the English list's first tag (decap-cms-core's
 * `mergeExpandedEntries`, decap-cms-widget-relation's `parseHitOptions`). This control asks for the whole list, as
 * Decap does before anything is typed, and keeps the options whose name holds what was typed. docs/architecture.md,
 * "The CMS's relation search", says how it breaks.
 */
import type { Component, ComponentType } from "react";

interface Option {
  value: unknown;
  label: string;
}
type Options = (options: Option[]) => void;

/** The props of Decap's relation control that its search reads (the field comes as an Immutable map). */
interface RelationProps {
  forID: string;
  field: { get(key: string): unknown };
  query(forID: string, collection: unknown, searchFields: string[], term: string, file: unknown): Promise<{ payload: { hits?: unknown[] } }>;
}

/** Decap's control: its props, the options it reads from a query's hits, and the search AsyncSelect calls. */
type RelationControl = Component<RelationProps> & {
  parseHitOptions(hits: unknown[]): Option[];
  loadOptions(term: string, callback: Options): void;
  componentWillUnmount(): void;
  typing?: ReturnType<typeof setTimeout>;
};
type RelationControlClass = (new (props: RelationProps) => RelationControl) & { prototype: RelationControl };

/** Decap searches this long after the last key (its own `loadOptions`): an earlier key's search never runs. */
const TYPING_PAUSE_MS = 500;

/** The options of the whole list, in the side's language, whose name holds `term`. */
function search(control: RelationControl, term: string, callback: Options) {
  const { field, forID, query } = control.props;
  const searchFields = (field.get("search_fields") as { toJS(): string[] } | undefined)?.toJS() ?? [];
  const wanted = term.trim().toLocaleLowerCase();
  query(forID, field.get("collection"), searchFields, "", field.get("file"))
    .then(({ payload }) => {
      const options = control.parseHitOptions(payload.hits ?? []).filter((option) => option.label.toLocaleLowerCase().includes(wanted));
      callback(options.slice(0, Number(field.get("options_length") ?? 20)));
    })
    .catch(() => callback([]));
}

/**
 * Decap's control with that search. A subclass written out (`Reflect.construct`) rather than `class … extends`: Babel
 * compiles the site's classes for older browsers into functions that call their parent, which a native class (Decap's
 * ES module build) refuses ("Class constructor cannot be invoked without 'new'").
 */
export function wholeListRelation(Control: ComponentType<never>) {
  const Base = Control as unknown as RelationControlClass;
  function WholeListRelation(props: RelationProps) {
    const control = Reflect.construct(Base, [props], WholeListRelation) as RelationControl;
    control.loadOptions = (term, callback) => {
      clearTimeout(control.typing);
      control.typing = setTimeout(() => search(control, term, callback), TYPING_PAUSE_MS);
    };
    return control;
  }
  WholeListRelation.prototype = Object.create(Base.prototype, { constructor: { value: WholeListRelation, writable: true, configurable: true } });
  WholeListRelation.prototype.componentWillUnmount = function componentWillUnmount(this: RelationControl) {
    clearTimeout(this.typing);
    Base.prototype.componentWillUnmount.call(this);
  };
  Object.setPrototypeOf(WholeListRelation, Base);
  return WholeListRelation as unknown as RelationControlClass;
}
