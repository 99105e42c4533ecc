import React from "react";
import { render } from "@testing-library/react";
import type { JsonLdBlock } from "../../../lib/structured-data";
import { JsonLd } from "./JsonLd";

test("writes a JSON-LD data block that parses back to the object", () => {
  const data: JsonLdBlock = { "@context": "https://schema.org", "@type": "Organization", name: "Blessbit <studio>" };
  const { container } = render(<JsonLd data={data} />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  expect(script!.innerHTML).not.toContain("<studio>");
  expect(JSON.parse(script!.innerHTML)).toEqual(data);
});
