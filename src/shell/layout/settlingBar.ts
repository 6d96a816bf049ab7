/** The thin bar over a section that has arrived and is settling: shown for SECTION_LOAD_FINISHED_DELAY_MS whatever the section has drawn. */
export const SETTLING_BAR_CLASS = 'section-settling';
