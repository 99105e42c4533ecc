import React from "react";
import { render } from "@testing-library/react";
import { checkedControl, valueChecks, type CheckedControlProps } from "../../src/cms/checked-control";
import { site } from "../../src/content/collections";
import type { ObjectField, StringField } from "../../src/content/fields";

const vatField = (site.fields.company as ObjectField).fields.vatNumber as StringField;

/** Decap hands a control its field as an Immutable map; `pattern` is a List of [source, message]. */
const decapField = (field: StringField) => ({
  get: (key: string) =>
    key === "label" ? field.label : key === "pattern" && field.pattern ? { first: () => field.pattern!.regex.source } : undefined,
});

/** The control as Decap mounts it, with a ref to the instance whose isValid() Decap calls before saving. */
function isValidFor(value: string) {
  const Control = checkedControl(vatField.check!, (props: CheckedControlProps) => <input readOnly value={props.value ?? ""} />);
  const ref = React.createRef<InstanceType<typeof Control>>();
  const { container } = render(<Control ref={ref} value={value} field={decapField(vatField)} />);
  expect(container.querySelector("input")).toHaveValue(value);
  return ref.current!.isValid();
}

test("a Partita IVA whose check digit is wrong is refused in Italian, naming the field", () => {
  expect(isValidFor("01234567890")).toEqual({
    error: { type: "CUSTOM", message: "Partita IVA: l'ultima cifra non è la cifra di controllo delle altre dieci: ricontrolla il numero." },
  });
});

test("a right one passes; an empty or malformed one is left to Decap's required and pattern checks, which say so", () => {
  expect(isValidFor("01234567897")).toBe(true);
  expect(isValidFor("")).toBe(true);
  expect(isValidFor("0123")).toBe(true);
});

test("every check of the collections gets its widget", () => {
  expect(valueChecks().map((check) => check.widget)).toEqual(["partita-iva", "codice-fiscale"]);
});
