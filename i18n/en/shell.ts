/** Texts of the console's frame: menu, layout, error and status pages. */
export const shell = {};
