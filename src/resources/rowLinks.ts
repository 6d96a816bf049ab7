/** What a link inside a list row needs: its click is its own, not the row's (which opens the record). */
export const stopRowClick = (event: React.MouseEvent) => event.stopPropagation();

/** The page a row's link opens starts at its top, as react-admin's own record links do. */
export const SCROLL_TO_TOP = { _scrollToTop: true };
