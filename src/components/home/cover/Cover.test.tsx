import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Cover, type CoverProps } from "./Cover";
import { COIN_SOUND_URL } from "./CoinButton";

const props: CoverProps = {
  slogan: "Make your projects blessed",
  labels: ["Software", "Development"],
  coinButtonLabel: "Fai suonare la moneta",
  speechBall: { text: "Cosa possiamo fare per te?", rotation: 20 },
};

const created: string[] = [];
const play = jest.fn(() => Promise.resolve());
class FakeAudio {
  currentTime = 0;
  play = play;
  constructor(public src: string) {
    created.push(src);
  }
}
const realAudio = window.Audio;

beforeEach(() => {
  created.length = 0;
  play.mockClear();
  window.Audio = FakeAudio as unknown as typeof Audio;
});
afterAll(() => {
  window.Audio = realAudio;
});

test("the slogan is the only h1 and is in the server markup, with labels and speech-ball", () => {
  const html = renderToString(<Cover {...props} />);
  expect(html).toMatch(/<h1[^>]*>Make your projects blessed<\/h1>/);
  render(<Cover {...props} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(props.slogan);
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Software", "Development"]);
  expect(screen.getByText(props.speechBall.text).closest("p")).toHaveAttribute("data-rotation", "20");
});

test("the plus button loads the coin sound on the first press only, and plays it on every press", () => {
  render(<Cover {...props} />);
  expect(created).toEqual([]);
  const button = screen.getByRole("button", { name: "Fai suonare la moneta" });
  fireEvent.click(button);
  expect(created).toEqual([COIN_SOUND_URL]);
  expect(COIN_SOUND_URL).toBe("/sounds/coin.wav");
  fireEvent.click(button);
  expect(created).toHaveLength(1);
  expect(play).toHaveBeenCalledTimes(2);
});

test("a refused playback does not break the button", async () => {
  play.mockImplementationOnce(() => Promise.reject(new DOMException("no device", "NotAllowedError")));
  render(<Cover {...props} />);
  fireEvent.click(screen.getByRole("button", { name: "Fai suonare la moneta" }));
  await Promise.resolve();
  expect(screen.getByTestId("coin")).toBeInTheDocument();
});

test("the mascots are decorative", () => {
  const { container } = render(<Cover {...props} />);
  const mascots = container.querySelectorAll("svg[viewBox='0 0 200 220']");
  expect(mascots).toHaveLength(2);
  mascots.forEach((svg) => expect(svg).toHaveAttribute("aria-hidden", "true"));
});
