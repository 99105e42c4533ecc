/**
 * @jest-environment node
 */
import fs from "node:fs";
import React from "react";
import { IMAGE_DECODE_SCRIPT_KEY, withoutImageDecodeScript } from "../src/gatsby/image-decode";

test("gatsby-plugin-image's decode-on-load script leaves the head; its styles and everything else stay", () => {
  const head = [
    <style key="gatsby-image-style" />,
    <script key={IMAGE_DECODE_SCRIPT_KEY} type="module" />,
    <script key="consent-ask" />,
  ];
  const keys = withoutImageDecodeScript(head).map((node) => (React.isValidElement(node) ? node.key : null));
  expect(keys).toEqual(["gatsby-image-style", "consent-ask"]);
});

test("the key is the one gatsby-plugin-image gives the script", () => {
  const ssr = fs.readFileSync(require.resolve("gatsby-plugin-image/gatsby-ssr.js"), "utf8");
  expect(ssr).toMatch(new RegExp(`key: "${IMAGE_DECODE_SCRIPT_KEY}",\\s*type: "module"`));
});
