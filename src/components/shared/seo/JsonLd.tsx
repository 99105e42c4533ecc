import React from "react";
import { serializeJsonLd, type JsonLdBlock } from "../../../lib/structured-data";

/**
 * Structured data for a page's Head. A data block, not a script: browsers do not run it,
 * so the Content-Security-Policy needs no hash for it.
 */
export function JsonLd({ data }: { data: JsonLdBlock }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
