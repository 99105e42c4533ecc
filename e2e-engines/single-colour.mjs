import sharp from "sharp";

/**
 * The colour a screenshot is made of when it is one colour throughout (every channel's standard deviation
 * under 1 of 255), as "rgba(r, g, b, a)"; null when it shows something. A page has text and edges: a
 * screenshot of one colour (all black, all white) means the engine painted nothing, whatever the DOM says.
 * @param {string} file a PNG
 */
export async function singleColour(file) {
  const { channels } = await sharp(file).stats();
  if (channels.some((channel) => channel.stdev >= 1)) return null;
  const [r, g, b, a = 255] = channels.map((channel) => Math.round(channel.mean));
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}
