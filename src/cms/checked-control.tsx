/**
 * CMS widgets for texts with a check no pattern can make (a Partita IVA's check digit): Decap's own string
 * control, plus the `isValid()` that Decap calls on a control before it saves, whose error it shows under the field.
 */
import React from "react";
import { collections } from "../content/collections";
import type { Field, ValueCheck } from "../content/fields";

/** The few props of Decap's control that the check reads (the field comes as an Immutable map). */
export interface CheckedControlProps {
  value?: string | null;
  field: { get(key: string): unknown };
}

export function checkedControl<P extends CheckedControlProps>(check: ValueCheck, StringControl: React.ComponentType<P>) {
  return class CheckedControl extends React.Component<P> {
    isValid = () => {
      const value = (this.props.value ?? "").trim();
      // Empty is the required check's to report, a wrong form the pattern's: each gives its own message.
      if (!value || !this.formMatches(value) || check.test(value)) return true;
      return { error: { type: "CUSTOM", message: `${String(this.props.field.get("label"))}: ${check.italian}.` } };
    };

    formMatches(value: string) {
      const pattern = this.props.field.get("pattern") as { first(): string } | undefined;
      return !pattern || new RegExp(pattern.first()).test(value);
    }

    render() {
      return <StringControl {...this.props} />;
    }
  };
}

/** Every check used by a field of the site's collections, once. */
export function valueChecks(): ValueCheck[] {
  const found = new Map<string, ValueCheck>();
  const walk = (field: Field) => {
    if (field.kind === "string" && field.check) found.set(field.check.widget, field.check);
    if (field.kind === "object") Object.values(field.fields).forEach(walk);
    if (field.kind === "list") walk(field.of);
  };
  collections.forEach((collection) => Object.values(collection.fields).forEach(walk));
  return [...found.values()];
}
