/**
 * The approval of a translation by a fluent reader (`reviewed`, src/content/translations.ts): a switch on the
 * translation's side of the editor; on the Italian side, which it does not concern, a line saying where it is. The side
 * comes from `locale`, which Decap gives every control of an i18n entry without documenting it (src/cms/paired-list.tsx).
 */
import React, { useId, useImperativeHandle, type Ref } from "react";
import { DEFAULT_LOCALE } from "../lib/locales";

interface ApprovalProps {
  value?: boolean | null;
  forID: string;
  onChange(value: boolean): void;
  locale?: string;
  ref?: Ref<{ isValid(): boolean }>;
}

export function TranslationApproval({ value, forID, onChange, locale, ref }: ApprovalProps) {
  useImperativeHandle(ref, () => ({ isValid: () => true }), []);
  const hint = useId();
  if (!locale || locale === DEFAULT_LOCALE) {
    return (
      <p id={forID} style={{ margin: "8px 0", color: "#5d626f" }}>
        La traduzione si approva nella sua colonna, quando chi legge la lingua correntemente l’ha riletta.
      </p>
    );
  }
  return (
    <label style={{ display: "flex", gap: 8, alignItems: "center", margin: "8px 0" }}>
      <input id={forID} type="checkbox" checked={value === true} aria-describedby={hint} onChange={(event) => onChange(event.target.checked)} />
      <span id={hint}>Approvata: chi legge questa lingua correntemente l’ha riletta</span>
    </label>
  );
}
