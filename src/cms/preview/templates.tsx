/**
 * The CMS's preview templates: each renders an entry being edited with the site's own sections, which
 * take the content's own shapes, as the pages pass them (files resolved here). The entry is completed first
 * (complete.ts), so a half-written one still renders, its gaps marked in Italian.
 */
import React from "react";
import { Statement } from "../../components/accessibility/statement/Statement";
import { BriefForm } from "../../components/contact/brief-form/BriefForm";
import { BriefIntro } from "../../components/contact/brief-intro/BriefIntro";
import { BriefSent } from "../../components/contact/brief-sent/BriefSent";
import { Faq } from "../../components/home/faq/Faq";
import { Services } from "../../components/home/services/Services";
import { Technologies } from "../../components/home/technologies/Technologies";
import { PostBody } from "../../components/journal/post-body/PostBody";
import { PostHeader } from "../../components/journal/post-header/PostHeader";
import { PostToc } from "../../components/journal/post-toc/PostToc";
import type { PostSummary } from "../../components/journal/post-list/PostList";
import { BriefInvite } from "../../components/shared/brief-invite/BriefInvite";
import { SpeechBall } from "../../components/shared/speech-ball/SpeechBall";
import { CookieBar } from "../../components/shell/consent/CookieBar";
import { CONSENT_ASKED_ATTRIBUTE } from "../../components/shell/consent/consent-cookie";
import { CookiePreferencesContext } from "../../components/shell/consent/CookiePreferences";
import { CtaBall } from "../../components/shell/cta/CtaBall";
import { ctaText } from "../../components/shell/cta/cta-text";
import { Footer } from "../../components/shell/footer/Footer";
import { Collaborators } from "../../components/studio/collaborators/Collaborators";
import { Team } from "../../components/studio/team/Team";
import { WorkGallery } from "../../components/works/work-gallery/WorkGallery";
import { WorkHeader } from "../../components/works/work-header/WorkHeader";
import { WorkResults } from "../../components/works/work-results/WorkResults";
import { WorksList } from "../../components/works/works-list/WorksList";
import {
  accessibilityPage,
  collaborators,
  contactPage,
  faq,
  journal,
  services,
  site,
  team,
  technologies,
  works,
  type Collection,
  type ContentOf,
} from "../../content/collections";
import { isCalendarDate } from "../../content/fields";
import { anchorHeadings } from "../../content/markdown";
import { imageDataFromUrl } from "./image-data";
import { postFacts } from "../../content/post-facts";
import { formatDate } from "../../lib/format-date";
import { readingMinutes } from "../../lib/reading-time";
import { tagsNamed } from "../../lib/tags";
import { completeEntry, missingMark } from "./complete";
import { DEFAULT_LOCALE, type Locale } from "../../lib/locales";
import { assetUrl, entryData, fieldAt, previewLocale, type PreviewTemplateProps } from "./decap";
import { renderMarkdown } from "./markdown";
import { PreviewFrame, PreviewSection, RemovedFromText } from "./PreviewFrame";
import { savedTexts, type SavedTexts } from "./saved-texts";

/** Stands where a required image is missing: a grey card that says so. */
export const MISSING_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="#e5e5e5"/>' +
    '<text x="800" y="520" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#595959">Manca l’immagine</text></svg>',
)}`;

const noop = () => undefined;

/**
 * The entry's values in the language previewed, completed against its collection's fields. Every required field then
 * holds a value of its kind, a missing file null, so the data has the collection's content type (the cast says so to
 * TypeScript). A translation holds its shared values as Decap copies them from the Italian side (`i18n: duplicate`, the
 * paired lists of src/cms/paired-list.tsx), so an image added in Italian shows its file in English too. The other
 * files' texts come in the same language.
 */
function useCompleted<C extends Collection>(collection: C, props: PreviewTemplateProps, original?: Locale) {
  const locale = previewLocale(props, original);
  const raw = entryData(props.entry);
  const { data, missing } = completeEntry(collection.fields, raw);
  return { raw, data: data as ContentOf<C, string | null>, missing, resetKey: JSON.stringify(raw), locale, files: savedTexts(locale) };
}

export function JournalPostPreview(props: PreviewTemplateProps) {
  return <PostPreview {...props} original={DEFAULT_LOCALE} />;
}

/** A post written in English first (src/cms/config.ts journalCollections): English is its editor's default language. */
export function EnglishJournalPostPreview(props: PreviewTemplateProps) {
  return <PostPreview {...props} original="en" />;
}

function PostPreview({ original, ...props }: PreviewTemplateProps & { original: Locale }) {
  const { raw, data, missing, resetKey, locale, files } = useCompleted(journal, props, original);
  const body = typeof raw.body === "string" ? raw.body : "";
  if (!body.trim()) missing.push("Testo");
  // An impossible date is already a mark: it stands in for the date's label.
  const facts = isCalendarDate(data.date)
    ? postFacts(data.date, body, data.updated && isCalendarDate(data.updated) ? data.updated : null, locale)
    : { dateLabel: data.date, updatedDateLabel: null, readingMinutes: readingMinutes(body, locale) };
  const cover = assetUrl(props.getAsset, data.cover);
  const post: Omit<PostSummary, "tagEntries"> = {
    ...data,
    slug: String(props.entry.get("slug") ?? "") || "anteprima",
    ...facts,
    cover: cover ? imageDataFromUrl(cover, { width: 1280, height: 720 }) : null,
  };
  // The tags' names in the previewed language. One the list lacks reads as what the entry holds: an empty one's mark,
  // or an address the CMS's choice never offers (the build would stop, naming it).
  const named = (list: SavedTexts["tags"]) => tagsNamed(data.tags, list.items, (slug) => ({ id: slug, slug, label: slug, description: "" }));
  const rendered = body.trim()
    ? renderMarkdown(body, (path) => assetUrl(props.getAsset, path) ?? path)
    : { html: `<p>${missingMark("Testo")}</p>`, removed: [] };
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <PostPreviewArticle post={{ ...post, tagEntries: named(files.tags) }} text={rendered} labels={files.journalPage} />
    </PreviewFrame>
  );
}

/**
 * A post as its page shows it: headings anchored with the journal's label, a table of contents when it is long; above
 * its text, what the site leaves out of it.
 */
function PostPreviewArticle({
  post,
  text,
  labels,
}: {
  post: PostSummary;
  text: ReturnType<typeof renderMarkdown>;
  labels: SavedTexts["journalPage"];
}) {
  const anchored = anchorHeadings(text.html, labels.headingLinkLabel);
  return (
    <article>
      <PostHeader {...post} labels={labels} />
      <PostToc headings={anchored.headings} title={labels.tocTitle} />
      <RemovedFromText removed={text.removed} />
      <PostBody html={anchored.html} />
    </article>
  );
}

/** A work's entry on /works, then its own page's sections (its body is optional: no body, no text). */
export function WorkPreview(props: PreviewTemplateProps) {
  const { raw, data, missing, resetKey, locale, files } = useCompleted(works, props);
  const image = (url: string | null) => imageDataFromUrl(url ?? MISSING_IMAGE, { layout: "fullWidth", width: 1600, height: 1000 });
  const images = data.images.map((item) => ({ alt: item.alt, image: image(assetUrl(props.getAsset, item.path)) }));
  const shown = images.length > 0 ? images : [{ alt: missingMark(works.fields.images.label), image: image(null) }];
  const work = { ...data, slug: String(props.entry.get("slug") ?? "") || "anteprima", images: shown };
  const body = typeof raw.body === "string" ? raw.body : "";
  const story = body.trim() ? renderMarkdown(body, (path) => assetUrl(props.getAsset, path) ?? path) : null;
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <>
        <WorksList works={[work]} labels={files.worksPage} controls={files.site.controls} />
        <article>
          <WorkHeader work={work} accent="yellow" labels={{ technologies: files.worksPage.technologiesLabel, newTab: files.site.controls.newTab }} />
          <WorkResults results={work.results} labels={files.worksPage.results} accent="yellow" />
          <WorkGallery images={shown} label={files.worksPage.imagesLabel} />
          {story && (
            <>
              <RemovedFromText removed={story.removed} />
              <PostBody html={story.html} />
            </>
          )}
        </article>
      </>
    </PreviewFrame>
  );
}

export function ServicesPreview(props: PreviewTemplateProps) {
  const { data, missing, resetKey, locale, files } = useCompleted(services, props);
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <Services {...data} controls={files.site.controls} />
    </PreviewFrame>
  );
}

export function TechnologiesPreview(props: PreviewTemplateProps) {
  const { data, missing, resetKey, locale } = useCompleted(technologies, props);
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <Technologies {...data} />
    </PreviewFrame>
  );
}

export function FaqPreview(props: PreviewTemplateProps) {
  const { data, missing, resetKey, locale } = useCompleted(faq, props);
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <Faq {...data} />
    </PreviewFrame>
  );
}

export function TeamPreview(props: PreviewTemplateProps) {
  const { data, missing, resetKey, locale, files } = useCompleted(team, props);
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <Team
        {...data}
        members={data.members.map((member) => {
          const photo = assetUrl(props.getAsset, member.photo, fieldAt(props.fields, ["members", "photo"]));
          const cv = assetUrl(props.getAsset, member.cv, fieldAt(props.fields, ["members", "cv"])) ?? "#";
          return { ...member, photo: photo ? imageDataFromUrl(photo, { width: 600, height: 600 }) : null, cv };
        })}
        newTabHint={files.site.controls.newTab}
      />
    </PreviewFrame>
  );
}

export function CollaboratorsPreview(props: PreviewTemplateProps) {
  const { data, missing, resetKey, locale, files } = useCompleted(collaborators, props);
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <Collaborators {...data} newTabHint={files.site.controls.newTab} />
    </PreviewFrame>
  );
}

/** The brief's page: its opening and the form, with the services of the home and the studio's contacts, then the confirmation. */
export function BriefPagePreview(props: PreviewTemplateProps) {
  const { data, missing, resetKey, locale, files } = useCompleted(contactPage, props);
  const { site: studio, services: offered } = files;
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <>
        <BriefIntro {...data} contacts={studio} />
        <BriefForm
          copy={data}
          services={offered.items}
          studio={{ email: studio.email, legalName: studio.company.legalName, privacyPolicyUrl: studio.legal.privacyPolicyUrl }}
          newTabHint={studio.controls.newTab}
        />
        <PreviewSection title={contactPage.fields.sent.label}>
          <BriefSent level={2} {...data.sent} />
        </PreviewSection>
      </>
    </PreviewFrame>
  );
}

/** The site settings that show on every page: footer, cookie bar, call-to-action ball and speech balls. */
export function SitePreview(props: PreviewTemplateProps) {
  const { data, missing, resetKey, locale } = useCompleted(site, props);
  const bottomRef = React.useRef<HTMLDivElement>(null);
  const labels = site.fields as Record<string, { label: string }>;
  // The cookie bar shows while the page asks for consent: the frame always asks (the shell's consentAskScript).
  React.useEffect(() => bottomRef.current?.ownerDocument.documentElement.setAttribute(CONSENT_ASKED_ATTRIBUTE, ""), []);
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <PreviewSection title={labels.footer.label}>
        <CookiePreferencesContext.Provider value={noop}>
          <Footer site={data} />
        </CookiePreferencesContext.Provider>
      </PreviewSection>
      <PreviewSection title={labels.cookieBar.label} fixedInside>
        <CookieBar site={data} onChoice={noop} />
      </PreviewSection>
      <PreviewSection title={`${labels.cookieBar.label}: «${data.footer.cookiePreferencesLabel}»`} fixedInside>
        <CookieBar site={data} onChoice={noop} detailed />
      </PreviewSection>
      <PreviewSection title={`${labels.cta.label}: home, Studio, altre pagine (solo da 1024 px in su)`} fixedInside>
        {(["home", "studio", null] as const).map((section) => (
          <CtaBall key={section ?? "altre"} text={ctaText(data, section)} email={data.email} bottomRef={bottomRef} pathname="/" />
        ))}
      </PreviewSection>
      <PreviewSection title={labels.briefInvite.label}>
        <BriefInvite {...data.briefInvite} />
      </PreviewSection>
      <PreviewSection title={labels.speechBalls.label} fixedInside>
        <SpeechBall {...data.speechBalls.home} />
        <SpeechBall {...data.speechBalls.studio} />
      </PreviewSection>
      <div ref={bottomRef} />
    </PreviewFrame>
  );
}

/** The accessibility statement, with the studio's name, address and e-mail as the site settings hold them. */
export function AccessibilityStatementPreview(props: PreviewTemplateProps) {
  const { data, missing, resetKey, locale, files } = useCompleted(accessibilityPage, props);
  // An impossible date is already a mark (complete.ts): it stands in for the date's label.
  const date = data.assessment.date;
  const assessed = isCalendarDate(date) ? { label: formatDate(date, locale), isoDate: date } : { label: date, isoDate: "" };
  return (
    <PreviewFrame missing={missing} resetKey={resetKey} locale={locale}>
      <Statement statement={data} assessed={assessed} site={files.site} locale={locale} />
    </PreviewFrame>
  );
}
