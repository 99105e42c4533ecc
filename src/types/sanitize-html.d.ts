// The part of sanitize-html (2.17, plain CommonJS without types) that src/content/sanitize.ts uses.
declare module "sanitize-html" {
  namespace sanitizeHtml {
    type Attributes = Record<string, string>;
    interface AllowedAttribute {
      name: string;
      multiple?: boolean;
      values: string[];
    }
    interface Options {
      allowedTags?: string[] | false;
      allowVulnerableTags?: boolean;
      allowedAttributes?: Record<string, (string | AllowedAttribute)[]> | false;
      allowedClasses?: Record<string, (string | RegExp)[]>;
      allowedSchemes?: string[];
      allowedSchemesByTag?: Record<string, string[]>;
      allowedSchemesAppliedToAttributes?: string[];
      allowProtocolRelative?: boolean;
      allowedEmptyAttributes?: string[];
      nonTextTags?: string[];
      selfClosing?: string[];
      disallowedTagsMode?: "discard" | "completelyDiscard" | "escape" | "recursiveEscape";
      parseStyleAttributes?: boolean;
      transformTags?: Record<string, (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes }>;
      exclusiveFilter?: (frame: { tag: string; attribs: Attributes; text: string }) => boolean;
      onOpenTag?: (name: string, attribs: Attributes) => void;
    }
  }
  function sanitizeHtml(dirty: string, options?: sanitizeHtml.Options): string;
  export = sanitizeHtml;
}
