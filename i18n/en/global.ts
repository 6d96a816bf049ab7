/** Texts of the global elements: go to page, popups, new version, impersonation timer. */
export const global = {};
