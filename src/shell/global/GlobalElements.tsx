/** The console's global elements (spec 2.11, 4.5, 4.7), mounted once inside the layout. */
export function GlobalElements() {
  return null;
}
