import React from "react";
import { render } from "@testing-library/react";
import { PostBody } from "./PostBody";

test("renders the build's HTML as is: highlighted spans, no script needed", () => {
  const html =
    '<p>Testo</p><div class="gatsby-highlight" data-language="ts"><pre tabindex="0" class="language-ts"><code class="language-ts"><span class="token keyword">const</span> a</code></pre></div>';
  const { container } = render(<PostBody html={html} />);
  expect(container.querySelector("p")).toHaveTextContent("Testo");
  expect(container.querySelector("pre .token.keyword")).toHaveTextContent("const");
  expect(container.querySelector("script")).toBeNull();
});
