/**
 * The English side of a paired list (src/cms/paired-list.tsx): the Italian items, in their order, each with its shared
 * values and the English words of the item with the same key.
 */
import { mirrored } from "../../src/cms/paired-list";

const fields = [
  { name: "id", label: "Codice", widget: "hidden", shared: true, required: true },
  { name: "measure", label: "Misura", widget: "string", shared: false, required: true },
  { name: "after", label: "Dopo", widget: "number", shared: true, required: true },
];
const italian = [
  { id: "a", measure: "Prenotazioni", after: 64 },
  { id: "b", measure: "Telefonate", after: 35 },
];
const english = [
  { id: "a", measure: "Bookings", after: 1 },
  { id: "b", measure: "Calls", after: 2 },
];

test("each item takes the Italian shared values and keeps its English words", () => {
  expect(mirrored(italian, english, fields, "id")).toEqual([
    { id: "a", measure: "Bookings", after: 64 },
    { id: "b", measure: "Calls", after: 35 },
  ]);
});

test("an item added in Italian comes with no words; one removed goes with its words; a move keeps each item's words", () => {
  const changed = [italian[1], { id: "c", measure: "Nuova", after: 5 }];
  expect(mirrored(changed, english, fields, "id")).toEqual([
    { id: "b", measure: "Calls", after: 35 },
    { id: "c", after: 5 },
  ]);
});

test("an item whose key changed in Italian (a name corrected) keeps the words of the item in its place", () => {
  const renamed = [{ ...italian[0], id: "a2" }, italian[1]];
  expect(mirrored(renamed, english, fields, "id")[0]).toEqual({ id: "a2", measure: "Bookings", after: 64 });
});
