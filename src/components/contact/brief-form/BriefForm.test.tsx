import path from "node:path";
import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { readContent } from "../../../../e2e/content";
import { fill } from "../../../lib/text";
import { briefMailto, briefText, fieldProblem, FIELD, MAILTO_MAX, MESSAGE_LENGTH } from "./brief";
import { BriefForm } from "./BriefForm";

const { site, services, contactPage } = readContent(path.resolve(__dirname, "../../../.."));
const { form: copy, errors } = contactPage;
const studio = { email: site.email, legalName: site.company.legalName, privacyPolicyUrl: site.legal.privacyPolicyUrl };

function renderForm() {
  render(<BriefForm copy={contactPage} services={services.items} studio={studio} newTabHint={site.controls.newTab} />);
  return screen.getByRole("form", { name: copy.label });
}
const input = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
function fillIn(form: HTMLElement, message = "Un'app per le lezioni di vela, con i turni degli istruttori.") {
  fireEvent.change(input(form, FIELD.name), { target: { value: "Ada Lovelace" } });
  fireEvent.change(input(form, FIELD.email), { target: { value: "ada@example.it" } });
  fireEvent.click(within(form).getByRole("checkbox", { name: services.items[0].title }));
  fireEvent.change(input(form, FIELD.message), { target: { value: message } });
}
async function submit(form: HTMLElement) {
  await act(async () => {
    fireEvent.submit(form);
  });
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe("the checks", () => {
  test("name, a reachable e-mail and a message of the right length", () => {
    expect(fieldProblem(FIELD.name, "  ", errors)).toBe(errors.name);
    expect(fieldProblem(FIELD.email, "", errors)).toBe(errors.email);
    expect(fieldProblem(FIELD.email, "ada@esempio", errors)).toBe(errors.emailFormat);
    expect(fieldProblem(FIELD.email, "ada@esempio.it", errors)).toBeNull();
    expect(fieldProblem(FIELD.message, "Breve.", errors)).toBe(fill(errors.tooShort, { min: MESSAGE_LENGTH.min, count: 6 }));
    const long = "a".repeat(MESSAGE_LENGTH.max + 1);
    expect(fieldProblem(FIELD.message, long, errors)).toBe(fill(errors.tooLong, { max: MESSAGE_LENGTH.max, count: long.length }));
    expect(fieldProblem(FIELD.message, "a".repeat(MESSAGE_LENGTH.min), errors)).toBeNull();
  });

  test("the e-mail fallback carries every answer and the message", () => {
    const data = new FormData();
    data.append(FIELD.name, "Ada");
    data.append(FIELD.services, "App");
    data.append(FIELD.services, "API");
    data.append(FIELD.budget, "");
    data.append(FIELD.message, "Una riga\ne un'altra & basta");
    const text = briefText(data, { [FIELD.name]: "Nome", [FIELD.services]: "Servizi", [FIELD.budget]: "Budget" });
    expect(text).toBe("Nome: Ada\nServizi: App, API\n\nUna riga\ne un'altra & basta");
    const url = new URL(briefMailto("ciao@example.it", "Il tuo brief", text, contactPage.mailFallbackCut));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("ciao@example.it");
    expect(url.searchParams.get("subject")).toBe("Il tuo brief");
    expect(url.searchParams.get("body")).toBe(text);
  });

  test("a brief too long for a mail app's link is cut at a word, within the limit, with the note to paste the rest", () => {
    // The longest message the form takes, in accented words: about 7 encoded characters each.
    const message = "perché già più ".repeat(MESSAGE_LENGTH.max / 15).slice(0, MESSAGE_LENGTH.max);
    const href = briefMailto("ciao@example.it", "Il tuo brief", `Nome: Ada\n\n${message}`, contactPage.mailFallbackCut);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX);
    const body = new URL(href).searchParams.get("body")!;
    expect(body.startsWith("Nome: Ada\n\nperché già più")).toBe(true);
    expect(body.endsWith(`\n\n${contactPage.mailFallbackCut}`)).toBe(true);
    // Cut between words, not inside one.
    expect(body.replace(`\n\n${contactPage.mailFallbackCut}`, "")).toMatch(/(perché|già|più)$/);
  });

  test.each(["🚀", "🚀x", "a🚀", "👩‍💻 "])("a long brief of emoji (%j repeated) is cut between characters, never inside one", (piece) => {
    const message = piece.repeat(MESSAGE_LENGTH.max / piece.length);
    const href = briefMailto("ciao@example.it", "Il tuo brief", message, contactPage.mailFallbackCut);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX);
    const body = new URL(href).searchParams.get("body")!;
    expect(body.endsWith(`\n\n${contactPage.mailFallbackCut}`)).toBe(true);
    expect(message.startsWith(body.replace(`\n\n${contactPage.mailFallbackCut}`, ""))).toBe(true);
  });
});

test("without scripts' help the browser checks it: the native constraints are in the markup", () => {
  const form = renderForm();
  expect(form).toHaveAttribute("data-netlify", "true");
  expect(input(form, FIELD.name)).toBeRequired();
  expect(input(form, FIELD.email)).toHaveAttribute("type", "email");
  expect(input(form, FIELD.message)).toHaveAttribute("minlength", String(MESSAGE_LENGTH.min));
  expect(within(form).getAllByRole("checkbox")).toHaveLength(services.items.length);
});

test("a wrong brief is not sent: each wrong field says why, and the first takes the focus", async () => {
  const form = renderForm();
  // Hydrated, the form checks for itself.
  expect((form as HTMLFormElement).noValidate).toBe(true);
  await submit(form);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(input(form, FIELD.name)).toHaveFocus();
  expect(input(form, FIELD.name)).toHaveAttribute("aria-invalid", "true");
  expect(input(form, FIELD.name)).toHaveAccessibleDescription(errors.name);
  expect(input(form, FIELD.message)).toHaveAccessibleDescription(`${fill(copy.messageHint, MESSAGE_LENGTH)} ${errors.message}`);
  // A fixed field loses its message as it is typed.
  fireEvent.input(input(form, FIELD.name), { target: { value: "Ada" } });
  expect(input(form, FIELD.name)).not.toHaveAttribute("aria-invalid");
  expect(input(form, FIELD.name)).not.toHaveAttribute("aria-describedby");
  expect(form).not.toHaveTextContent(errors.name);
});

test("a brief is posted URL-encoded, once; the confirmation takes the form's place and the focus", async () => {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  const form = renderForm();
  fillIn(form);
  await submit(form);
  const button = within(form).getByRole("button", { name: copy.sending });
  expect(button).toBeDisabled();
  await submit(form);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/");
  expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" });
  const body = new URLSearchParams(init.body);
  expect(body.get("form-name")).toBe("brief");
  expect(body.getAll(FIELD.services)).toEqual([services.items[0].title]);
  await act(async () => answer({ ok: true, status: 200 } as Response));
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent(contactPage.sent.title);
  expect(screen.getByRole("heading", { name: contactPage.sent.title })).toHaveFocus();
});

test.each([
  ["no network", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ["an answer that is not 2xx", () => fetchMock.mockResolvedValue({ ok: false, status: 500 } as Response)],
])("with %s, the failure is said, what was typed stays, and the brief can go by e-mail", async (_, failing) => {
  failing();
  const form = renderForm();
  const message = "Un'app per le lezioni di vela, con i turni degli istruttori.";
  fillIn(form, message);
  await submit(form);
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent(contactPage.failed.replace(/\s+/g, " ").trim());
  const mailto = within(alert).getByRole("link", { name: contactPage.mailFallback }).getAttribute("href")!;
  expect(new URL(mailto).searchParams.get("body")).toContain(message);
  expect(input(form, FIELD.message)).toHaveValue(message);
  expect(input(form, FIELD.name)).toHaveValue("Ada Lovelace");
  expect(within(form).getByRole("button", { name: copy.submit })).toBeEnabled();
  expect(within(form).getByRole("button", { name: copy.submit })).toHaveFocus();
});

test("after a failure the whole brief can be copied, and the copy is announced", async () => {
  fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  const form = renderForm();
  const message = "Un'app per le lezioni di vela, con i turni degli istruttori. ".repeat(60).trim();
  fillIn(form, message);
  await submit(form);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: contactPage.copyBrief }));
  });
  expect(writeText).toHaveBeenCalledTimes(1);
  // The whole message, which the e-mail link carries only in part.
  expect(writeText.mock.calls[0][0]).toContain(message);
  expect(screen.getByText(contactPage.copied)).toHaveAttribute("role", "status");
});

test("without the Clipboard API the brief is copied from a selected text area, the focus stays on the button", async () => {
  fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  let selected = "";
  const execCommand = jest.fn((command: string) => {
    selected = (document.activeElement as HTMLTextAreaElement).value;
    return command === "copy";
  });
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  const form = renderForm();
  const message = "Un'app per le lezioni di vela, con i turni degli istruttori. ".repeat(60).trim();
  fillIn(form, message);
  await submit(form);
  const button = screen.getByRole("button", { name: contactPage.copyBrief });
  button.focus();
  await act(async () => {
    fireEvent.click(button);
  });
  expect(execCommand).toHaveBeenCalledWith("copy");
  expect(selected).toContain(message);
  expect(document.querySelector("textarea[readonly]")).toBeNull();
  expect(button).toHaveFocus();
  expect(screen.getByText(contactPage.copied)).toHaveAttribute("role", "status");

  execCommand.mockReturnValue(false);
  await act(async () => {
    fireEvent.click(button);
  });
  expect(screen.getByText(contactPage.copyFailed)).toHaveAttribute("role", "status");
});
