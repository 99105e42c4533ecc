/**
 * A scorer in the manner of Mozilla's HTTP Observatory (its header tests and
 * their modifiers), for the headers one path receives. 100 is the start;
 * A+ needs 100 or more.
 */
export interface Score {
  score: number;
  grade: string;
  notes: string[];
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

export function observatoryScore(headers: Record<string, string>): Score {
  let score = 100;
  const notes: string[] = [];
  const adjust = (points: number, note: string) => {
    score += points;
    notes.push(`${points >= 0 ? "+" : ""}${points} ${note}`);
  };

  const csp = headers["content-security-policy"];
  if (!csp) adjust(-25, "no Content-Security-Policy");
  else {
    const d = directives(csp);
    const script = d.get("script-src") ?? d.get("default-src") ?? [];
    if (script.includes("'unsafe-inline'") && !script.some((v) => v.startsWith("'sha256-") || v.startsWith("'nonce-")))
      adjust(-20, "CSP allows unsafe-inline scripts");
    else if (script.includes("'unsafe-eval'")) adjust(-10, "CSP allows unsafe-eval");
    else if (!d.has("default-src")) adjust(-10, "CSP without default-src");
    else if (d.get("frame-ancestors")?.includes("'none'") && d.get("base-uri") && d.get("object-src")?.includes("'none'"))
      adjust(0, "CSP blocks inline script, restricts base-uri, object-src and framing");
    if (script.some((v) => v === "http:" || v === "https:" || v === "*")) adjust(-20, "CSP allows scripts from any host");
  }

  const hsts = headers["strict-transport-security"];
  const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1] ?? 0);
  if (!hsts) adjust(-20, "no Strict-Transport-Security");
  else if (maxAge < 15768000) adjust(-10, "HSTS max-age under six months");

  if (headers["x-content-type-options"]?.toLowerCase() !== "nosniff") adjust(-5, "no X-Content-Type-Options: nosniff");

  const framing = csp && directives(csp).get("frame-ancestors");
  if (framing) adjust(5, "framing restricted by CSP frame-ancestors");
  else if (!headers["x-frame-options"]) adjust(-20, "no X-Frame-Options nor frame-ancestors");

  const referrer = headers["referrer-policy"]?.toLowerCase();
  if (referrer && ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer))
    adjust(5, "private Referrer-Policy");
  else if (referrer === "unsafe-url" || referrer === "no-referrer-when-downgrade") adjust(-5, "Referrer-Policy leaks the URL");

  const grade =
    score >= 100
      ? "A+"
      : score >= 90
        ? "A"
        : score >= 85
          ? "A-"
          : score >= 80
            ? "B+"
            : score >= 70
              ? "B"
              : score >= 60
                ? "C"
                : score >= 50
                  ? "D"
                  : "F";
  return { score, grade, notes };
}
