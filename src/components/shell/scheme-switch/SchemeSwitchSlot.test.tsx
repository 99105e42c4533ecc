import React from "react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SCHEME_ATTRIBUTE } from "../../../styles/scheme-styles";
import { SchemeSwitchSlot } from "./SchemeSwitchSlot";

const copy = { label: "Colori", light: "Chiari", dark: "Scuri", system: "Come il sistema" };
const slot = <SchemeSwitchSlot copy={copy} className="slot" />;

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(SCHEME_ATTRIBUTE);
});

test("the server's HTML holds the empty slot alone: without scripts there is no switch", () => {
  expect(renderToString(slot)).toBe('<span class="slot"></span>');
});

test("hydrated, the switch comes into the slot without a hydration error, with the root's choice checked", async () => {
  document.documentElement.setAttribute(SCHEME_ATTRIBUTE, "dark");
  const container = document.createElement("div");
  container.innerHTML = renderToString(slot);
  document.body.append(container);
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, slot, { onRecoverableError: (error) => console.error(error) });
    });
    const radios = await act(async () => {
      // The lazy chunk resolves on a later task than the render that asked for it.
      for (let i = 0; i < 10 && !container.querySelector("fieldset"); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      return [...container.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    });
    expect(container.querySelector(".slot > fieldset legend")).toHaveTextContent(copy.label);
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ["light", false],
      ["dark", true],
      ["system", false],
    ]);
    expect(errors).not.toHaveBeenCalled();
  } finally {
    act(() => root?.unmount());
    errors.mockRestore();
  }
});
