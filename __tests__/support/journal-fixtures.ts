/** The journal's labels as the sections take them, for the journal's component tests. */
export const postMetaLabels = {
  readingTime: "{minutes} min di lettura",
  draftBadge: "Bozza",
  scheduledBadge: "Programmato",
  updatedLabel: "Aggiornato il {date}",
};
