/** Fills `{name}` placeholders of a content text: `fill("{product}! :D", { product: "Blessbit" })`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** The `tel:` target of a phone number written for people ("+39 080 000 0000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
