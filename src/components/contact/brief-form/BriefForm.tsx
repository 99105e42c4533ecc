import React, { useEffect, useRef, useState } from "react";
import type { contactPage, ContentOf } from "../../../content/collections";
import { trackLead } from "../../../lib/analytics";
import { useLocale, useRoutes } from "../../../hooks/useLocale";
import { fill } from "../../../lib/text";
import { brandVar, onBrandVar, type BrandColor } from "../../../styles/tokens";
import { ExternalLink } from "../../shared/external-link/ExternalLink";
import { BriefSent } from "../brief-sent/BriefSent";
import { BRIEF_FORM, briefMailto, briefProblems, briefText, fieldProblem, FIELD, MESSAGE_LENGTH, type CheckedField } from "./brief";
import * as styles from "./BriefForm.module.css";

/** The brief's copy (content/pages/contatti.yaml). */
type BriefFormCopy = Pick<
  ContentOf<typeof contactPage>,
  "form" | "errors" | "sent" | "failed" | "mailFallback" | "mailFallbackCut" | "copyBrief" | "copied" | "copyFailed"
>;

export interface BriefFormProps {
  copy: BriefFormCopy;
  /** The services of content/services.yaml: what a visitor can ask for. */
  services: readonly { title: string; color: string }[];
  /** Who receives the brief (the privacy notice names them) and where else to write. */
  studio: { email: string; legalName: string; privacyPolicyUrl: string };
  newTabHint: string;
}

type Sending = "idle" | "sending" | "sent" | "failed";

/** Puts `text` on the clipboard: the Clipboard API, or a selected text area where it is missing (http, older browsers). */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The text area takes the focus to be selected; then it goes back where it was (the button), not to the page's start.
    const focused = document.activeElement as HTMLElement | null;
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.focus({ preventScroll: true });
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    focused?.focus();
    return copied;
  }
}

const id = (field: string, part?: "hint" | "error") => `brief-${field.replace(/\W/g, "")}${part ? `-${part}` : ""}`;

/** The privacy notice with its link where the copy has `{link}` (the schema requires it). */
function PrivacyNotice({ copy, studio, newTabHint }: Pick<BriefFormProps, "studio" | "newTabHint"> & { copy: BriefFormCopy["form"] }) {
  const [before, after = ""] = fill(copy.privacy, { company: studio.legalName, email: studio.email }).split("{link}");
  return (
    <p className={styles.privacy}>
      {before}
      <ExternalLink href={studio.privacyPolicyUrl} newTabHint={newTabHint}>
        {copy.privacyLink}
      </ExternalLink>
      {after}
    </p>
  );
}

/**
 * The project brief, a Netlify form. Without scripts it posts natively to the thank-you page, checked by the
 * browser (required, type=email, minlength, maxlength). With scripts the same fields are checked with Italian
 * messages under each field, the first wrong one focused, and posted with `fetch` as Netlify documents for
 * scripted forms: the confirmation replaces the form; a failure keeps every answer and offers an e-mail instead.
 */
export function BriefForm({ copy, services, studio, newTabHint }: BriefFormProps) {
  const routes = useRoutes();
  const locale = useLocale();
  const text = copy.form;
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [problems, setProblems] = useState<Partial<Record<CheckedField, string>>>({});
  const [sending, setSending] = useState<Sending>("idle");
  /** After a failure: the brief as text, for the e-mail link and the copy button. */
  const [failedBrief, setFailedBrief] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  /** While a brief is on its way: a second submit (a double click) sends nothing. */
  const inFlight = useRef(false);
  /** Set on a refused submit: after that render, the first wrong field takes the focus, its message attached. */
  const focusFirstProblem = useRef(false);

  // Scripts check the fields themselves, with Italian messages; without them the browser does.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (!focusFirstProblem.current) return;
    focusFirstProblem.current = false;
    const first = Object.keys(problems)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [problems]);

  // The disabled button lost the focus while sending: it goes to the confirmation, or back to the button to try again.
  useEffect(() => {
    if (sending === "sent") sentRef.current?.focus();
    if (sending === "failed") submitRef.current?.focus();
  }, [sending]);

  const answerLabels = {
    [FIELD.name]: text.name,
    [FIELD.email]: text.email,
    [FIELD.company]: text.company,
    [FIELD.services]: text.services,
    [FIELD.budget]: text.budget,
    [FIELD.timeframe]: text.timeframe,
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const data = new FormData(event.currentTarget);
    const found = briefProblems(data, copy.errors);
    setProblems(found);
    if (Object.keys(found).length) {
      focusFirstProblem.current = true;
      return;
    }
    inFlight.current = true;
    setSending("sending");
    try {
      const body = new URLSearchParams([...data.entries()].map(([name, value]) => [name, String(value)]));
      // window.fetch, not the bare name: for the server's render Gatsby provides `fetch` from node-fetch, which would
      // load it (and Node's deprecated punycode) into the build of every page for a call made in browsers only.
      const response = await window.fetch("/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setSending("sent");
      trackLead(BRIEF_FORM);
    } catch {
      setFailedBrief(briefText(data, answerLabels));
      setCopied(null);
      setSending("failed");
    } finally {
      inFlight.current = false;
    }
  }

  // After a refused submit, a field's message follows what is typed, so it goes as soon as the field is right.
  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name as CheckedField;
    if (!(field in problems)) return;
    const problem = fieldProblem(field, (event.target as HTMLInputElement).value, copy.errors);
    setProblems(({ [field]: _old, ...others }) => (problem ? { ...others, [field]: problem } : others));
  }

  const described = (field: CheckedField, hint = false) => ({
    "aria-invalid": field in problems ? true : undefined,
    "aria-describedby": [hint && id(field, "hint"), field in problems && id(field, "error")].filter(Boolean).join(" ") || undefined,
  });
  const problemOf = (field: CheckedField) =>
    problems[field] && (
      <p id={id(field, "error")} className={styles.error}>
        <span aria-hidden="true">!</span>
        {problems[field]}
      </p>
    );
  const optional = <span className={styles.optional}>({text.optional})</span>;
  /** An optional choice among ranges (budget, time frame), "don't know yet" first. */
  const rangeField = (field: string, label: string, options: readonly string[]) => (
    <div className={styles.field}>
      <label htmlFor={id(field)}>
        {label} {optional}
      </label>
      <select id={id(field)} name={field}>
        {["", ...options].map((option) => (
          <option key={option} value={option}>
            {option || text.undecided}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.brief}>
      {/* Announced when it fills: the confirmation takes the form's place, and the heading takes the focus. */}
      <div role="status">{sending === "sent" && <BriefSent ref={sentRef} level={2} {...copy.sent} />}</div>
      {sending !== "sent" && (
        <form
          ref={formRef}
          name={BRIEF_FORM}
          method="post"
          action={routes.briefSent}
          data-netlify="true"
          netlify-honeypot={FIELD.honeypot}
          aria-label={text.label}
          aria-busy={sending === "sending"}
          className={styles.form}
          onSubmit={onSubmit}
          onInput={onInput}
        >
          <input type="hidden" name="form-name" value={BRIEF_FORM} />
          <input type="hidden" name={FIELD.language} value={locale} />
          <p className={styles.trap} hidden>
            <label>
              {text.honeypot} <input name={FIELD.honeypot} tabIndex={-1} autoComplete="off" />
            </label>
          </p>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor={id(FIELD.name)}>{text.name}</label>
              <input id={id(FIELD.name)} name={FIELD.name} required autoComplete="name" maxLength={200} {...described(FIELD.name)} />
              {problemOf(FIELD.name)}
            </div>
            <div className={styles.field}>
              <label htmlFor={id(FIELD.email)}>{text.email}</label>
              <input
                id={id(FIELD.email)}
                name={FIELD.email}
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                maxLength={254}
                {...described(FIELD.email)}
              />
              {problemOf(FIELD.email)}
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor={id(FIELD.company)}>
              {text.company} {optional}
            </label>
            <input id={id(FIELD.company)} name={FIELD.company} autoComplete="organization" maxLength={200} />
          </div>
          <fieldset className={styles.services} aria-describedby={id(FIELD.services, "hint")}>
            <legend>
              {text.services} {optional}
            </legend>
            <p id={id(FIELD.services, "hint")} className={styles.hint}>
              {text.servicesHint}
            </p>
            <div className={styles.chips}>
              {services.map((service) => (
                <label
                  key={service.title}
                  className={styles.chip}
                  style={
                    { "--chip": brandVar(service.color as BrandColor), "--chip-text": onBrandVar(service.color as BrandColor) } as React.CSSProperties
                  }
                >
                  <input type="checkbox" name={FIELD.services} value={service.title} />
                  {service.title}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.pair}>
            {rangeField(FIELD.budget, text.budget, text.budgets)}
            {rangeField(FIELD.timeframe, text.timeframe, text.timeframes)}
          </div>
          <div className={styles.field}>
            <label htmlFor={id(FIELD.message)}>{text.message}</label>
            <p id={id(FIELD.message, "hint")} className={styles.hint}>
              {fill(text.messageHint, MESSAGE_LENGTH)}
            </p>
            <textarea
              id={id(FIELD.message)}
              name={FIELD.message}
              required
              minLength={MESSAGE_LENGTH.min}
              maxLength={MESSAGE_LENGTH.max}
              rows={7}
              {...described(FIELD.message, true)}
            />
            {problemOf(FIELD.message)}
          </div>
          <PrivacyNotice copy={text} studio={studio} newTabHint={newTabHint} />
          <button ref={submitRef} type="submit" className={styles.submit} disabled={sending === "sending"}>
            {sending === "sending" ? text.sending : text.submit}
          </button>
        </form>
      )}
      {/* Announced when it fills; everything typed stays in the form above. */}
      <div role="alert" className={styles.failed}>
        {sending === "failed" && (
          <p>
            {copy.failed}{" "}
            {failedBrief !== null && <a href={briefMailto(studio.email, text.label, failedBrief, copy.mailFallbackCut)}>{copy.mailFallback}</a>}
          </p>
        )}
      </div>
      {sending === "failed" && failedBrief !== null && (
        <div className={styles.copy}>
          <button
            type="button"
            className={styles.copyButton}
            onClick={async () => {
              // Emptied first, so a second copy is announced again.
              setCopied(null);
              setCopied(await copyToClipboard(failedBrief));
            }}
          >
            {copy.copyBrief}
          </button>
          <p role="status">{copied === null ? "" : copied ? copy.copied : copy.copyFailed}</p>
        </div>
      )}
    </div>
  );
}
