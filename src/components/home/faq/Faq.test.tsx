import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { Faq } from "./Faq";

const items = [
  { question: "Chi siete?", answer: "Uno studio." },
  { question: "Fate check-up?", answer: "Sì, 90 minuti a 150 euro." },
];

test("each question is a heading holding a button that controls its answer", () => {
  render(<Faq title="Domande frequenti" items={items} />);
  const headings = screen.getAllByRole("heading", { level: 3 });
  expect(headings).toHaveLength(2);
  headings.forEach((heading, index) => {
    const button = heading.querySelector("button")!;
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAccessibleName(items[index].question);
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel).toHaveTextContent(items[index].answer);
    expect(panel).toHaveAttribute("aria-labelledby", button.id);
  });
});

test("a click opens an answer and the next click closes it; answers open independently", () => {
  const { container } = render(<Faq title="Domande frequenti" items={items} />);
  const [first, second] = screen.getAllByRole("button");
  fireEvent.click(first);
  expect(first).toHaveAttribute("aria-expanded", "true");
  expect(container.querySelectorAll("[data-open='true']")).toHaveLength(1);
  fireEvent.click(second);
  expect(second).toHaveAttribute("aria-expanded", "true");
  expect(first).toHaveAttribute("aria-expanded", "true");
  fireEvent.click(first);
  expect(first).toHaveAttribute("aria-expanded", "false");
  expect(first.closest("[data-open]")).toHaveAttribute("data-open", "false");
});
