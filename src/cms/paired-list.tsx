/**
 * The CMS's widget for a list whose items are translated and hold shared values too (a work's results and images, the
 * team, the collaborators, the trackers): on the Italian side Decap's own list; on every other side the Italian items,
 * in their order, each with its shared values shown read-only and its translated words to write. The translation's
 * items follow the Italian ones by the list's key (`pair_by`: an item's name, its image's file, or a code the CMS
 * gives it), so adding, removing or reordering an item in Italian does the same in English, each item keeping its
 * English words. The build pairs them the same way (src/content/translations.ts).
 *
 * Decap hands a control neither the entry nor the other language's value (its documented props are value, field,
 * forID, classNameWrapper and onChange). The side a control is on comes from `locale`, a prop Decap gives every control
 * of an i18n entry (decap-cms-core's EditorControl) and does not document; the Italian items come from the Italian
 * side's own control of the same field, which publishes them here (both sides' controls are mounted together).
 */
import React, { useEffect, useId, useImperativeHandle, useLayoutEffect, useSyncExternalStore, type ComponentType, type Ref } from "react";
import { fromJS, is, isKeyed, type Collection, type List, type Map as ImmutableMap } from "immutable";
import { DEFAULT_LOCALE } from "../lib/locales";

type Item = Record<string, unknown>;

/** A field's configuration as Decap holds it (an Immutable map; a list of them for `fields`). */
interface FieldConfig {
  get(key: string, fallback?: unknown): unknown;
}

export interface PairedListProps {
  value?: List<ImmutableMap<string, unknown>> | null;
  field: FieldConfig;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  /** The side of the editor this control is on (undocumented: see above). */
  locale?: string;
  /**
   * Decap's widget wrapper reads the control's `isValid()` through its ref before a save (documented: "Advanced field
   * validation"); React 19 hands a function component its ref as a prop.
   */
  ref?: Ref<{ isValid(): boolean }>;
}

/** The Italian items of each paired list being edited, by field name, as the Italian side's control last had them. */
const italianItems = new Map<string, Item[]>();
const listeners = new Set<() => void>();

function publish(name: string, items: Item[]) {
  italianItems.set(name, items);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const plainItems = (value: PairedListProps["value"]): Item[] => (value ? (value.toJS() as Item[]) : []);

/** Items as Decap holds a list's value, each keeping its fields' order (a map of more than eight keys would not). */
const asList = (items: readonly Item[]) =>
  fromJS(items, (_key, value: Collection<unknown, unknown>) => (isKeyed(value) ? value.toOrderedMap() : value.toList()));

interface SubField {
  name: string;
  label: string;
  widget: string;
  shared: boolean;
  required: boolean;
}

function subFields(field: FieldConfig): SubField[] {
  const fields = field.get("fields") as { toJS(): Array<Record<string, unknown>> } | undefined;
  return (fields?.toJS() ?? []).map((sub) => ({
    name: String(sub.name),
    label: String(sub.label ?? sub.name),
    widget: String(sub.widget),
    shared: sub.i18n === "duplicate",
    required: sub.required !== false,
  }));
}

/** A code for an item that has none yet (a list keyed by a code the CMS gives, not by a name or a file). */
const newKey = () => crypto.randomUUID().slice(0, 8);

/**
 * The translation's items for the Italian ones: in the Italian order, each with the Italian item's shared values and
 * the translated words of the translation's item with the same key. An item whose key changed in Italian (a name
 * corrected) keeps the words of the translation's item in its place, if no other Italian item has that item's key.
 */
export function mirrored(italian: readonly Item[], translation: readonly Item[], fields: readonly SubField[], key: string): Item[] {
  const byKey = new Map(translation.map((item) => [item[key], item]));
  const italianKeys = new Set(italian.map((item) => item[key]));
  return italian.map((item, index) => {
    const inPlace = translation[index];
    const own = byKey.get(item[key]) ?? (inPlace && !italianKeys.has(inPlace[key]) ? inPlace : undefined);
    const result: Item = {};
    for (const sub of fields) {
      const value = sub.shared ? item[sub.name] : own?.[sub.name];
      if (value !== undefined && value !== null && value !== "") result[sub.name] = value;
    }
    return result;
  });
}

/** How a shared value reads beside the translated fields. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "sì" : "no";
  return String(value);
}

const styles = {
  item: { border: "1px solid #dfdfe3", borderRadius: 5, padding: "12px 16px", margin: "12px 0" },
  legend: { fontWeight: 600, padding: "0 4px" },
  shared: { display: "grid", gridTemplateColumns: "max-content 1fr", gap: "2px 12px", margin: "0 0 12px", color: "#5d626f" },
  label: { display: "block", fontWeight: 600, fontSize: 13, margin: "12px 0 4px" },
} as const;

function TranslationItems({ field, value, forID, classNameWrapper, onChange, ref }: PairedListProps) {
  // The build names a translated word left empty; the CMS requires the Italian side alone.
  useImperativeHandle(ref, () => ({ isValid: () => true }), []);
  const name = String(field.get("name"));
  const key = String(field.get("pair_by"));
  const fields = subFields(field);
  const italian = useSyncExternalStore(subscribe, () => italianItems.get(name));
  const own = plainItems(value);
  const items = italian ? mirrored(italian, own, fields, key) : own;
  const singular = String(field.get("label_singular", field.get("label")));
  const baseId = useId();

  // The translation follows the Italian list as soon as this side sees it: what Decap saves is what the editor sees.
  useEffect(() => {
    if (italian && !is(asList(items), value ?? asList([]))) onChange(asList(items));
  });

  const write = (index: number, sub: string, text: string) => {
    const next = items.map((item, at) => (at === index ? { ...item, [sub]: text } : item));
    onChange(asList(next));
  };

  if (!italian) return <p id={forID}>Apri la voce in italiano per vedere questo elenco.</p>;
  if (items.length === 0) return <p id={forID}>L’elenco in italiano è vuoto: gli elementi aggiunti lì compaiono qui da tradurre.</p>;
  return (
    <div id={forID}>
      {items.map((item, index) => (
        <fieldset key={String(italian[index][key] ?? index)} style={styles.item}>
          <legend style={styles.legend}>
            {singular} {index + 1}
          </legend>
          <dl style={styles.shared} aria-label="Valori in comune con l’italiano (si cambiano lì)">
            {fields
              .filter((sub) => sub.shared && sub.widget !== "hidden")
              .map((sub) => (
                <React.Fragment key={sub.name}>
                  <dt>{sub.label}</dt>
                  <dd style={{ margin: 0 }}>{shown(item[sub.name])}</dd>
                </React.Fragment>
              ))}
          </dl>
          {fields
            .filter((sub) => !sub.shared)
            .map((sub) => {
              const id = `${baseId}-${index}-${sub.name}`;
              const text = typeof item[sub.name] === "string" ? (item[sub.name] as string) : "";
              const Input = sub.widget === "text" ? "textarea" : "input";
              return (
                <div key={sub.name}>
                  <label htmlFor={id} style={styles.label}>
                    {sub.label}
                    {sub.required ? "" : " (opzionale)"}
                  </label>
                  <Input id={id} className={classNameWrapper} value={text} onChange={(event) => write(index, sub.name, event.target.value)} />
                </div>
              );
            })}
        </fieldset>
      ))}
    </div>
  );
}

/**
 * The widget's control: Decap's list on the Italian side, which publishes its items (with a code for each new one, if
 * the list is keyed by code); the paired items on the others.
 */
export function pairedListControl(ListControl: ComponentType<PairedListProps>) {
  function ItalianItems(props: PairedListProps) {
    const { field, value, onChange } = props;
    const name = String(field.get("name"));
    const key = String(field.get("pair_by"));
    const generated = subFields(field).find((sub) => sub.name === key)?.widget === "hidden";
    useLayoutEffect(() => {
      const items = plainItems(value);
      if (generated && items.some((item) => !item[key])) {
        onChange(asList(items.map((item) => (item[key] ? item : { ...item, [key]: newKey() }))));
        return;
      }
      publish(name, items);
    }, [value, name, key, generated, onChange]);
    return <ListControl {...props} />;
  }

  return function PairedListControl(props: PairedListProps) {
    return !props.locale || props.locale === DEFAULT_LOCALE ? <ItalianItems {...props} /> : <TranslationItems {...props} />;
  };
}
