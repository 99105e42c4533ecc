import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { nextPhase } from "./reveal-state";
import { Technologies } from "./Technologies";

const extra = ["C++", "PHP", "Cassandra", "MongoDB", "MySQL", "RabbitMQ", "YML", "Bootstrap", "Tailwind", "Jekyll"];
const renderSection = () => render(<Technologies title="Tecnologie" moreLabel="Mostra altre tecnologie" shown={["React", "Gatsby"]} extra={extra} />);

test("collapsed -> fading -> expanded, and never back", () => {
  expect(nextPhase("collapsed", "faded")).toBe("collapsed");
  expect(nextPhase("collapsed", "more")).toBe("fading");
  expect(nextPhase("fading", "more")).toBe("fading");
  expect(nextPhase("fading", "faded")).toBe("expanded");
  expect(nextPhase("expanded", "more")).toBe("expanded");
  expect(nextPhase("expanded", "faded")).toBe("expanded");
});

test("with no extra technology there is no '···' button", () => {
  render(<Technologies title="Tecnologie" moreLabel="Mostra altre tecnologie" shown={["React"]} extra={[]} />);
  expect(screen.getAllByRole("listitem").map((chip) => chip.textContent)).toEqual(["React"]);
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

describe("the '···' button", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("fades out for 0.5 s, then gives way to the ten extra chips, staggered by 0.1 s", () => {
    renderSection();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    const button = screen.getByRole("button", { name: "Mostra altre tecnologie" });
    fireEvent.click(button);
    expect(button).toHaveAttribute("data-phase", "fading");
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole("button")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    const revealed = document.querySelectorAll("[data-extra]");
    expect([...revealed].map((chip) => chip.textContent)).toEqual(extra);
    expect([...revealed].map((chip) => (chip as HTMLElement).style.getPropertyValue("--delay"))).toEqual(extra.map((_, i) => `${i * 100}ms`));
    expect(screen.getByTestId("technologies").style.getPropertyValue("--reveal")).toBe("1000ms");
  });

  test("moves focus to the first new chip when the button had it", () => {
    renderSection();
    const button = screen.getByRole("button", { name: "Mostra altre tecnologie" });
    button.focus();
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText("C++")).toHaveFocus();
  });

  test("leaves focus alone when it was elsewhere", () => {
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Mostra altre tecnologie" }));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText("C++")).not.toHaveFocus();
  });
});
