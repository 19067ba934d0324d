/** The one dynamic segment of a public page's path: "/book/intro-call" with "/book/" → "intro-call". */
export function pathParam(prefix: "/book/" | "/cancel/" | "/reschedule/" | "/u/"): string {
  const { pathname } = window.location;
  if (!pathname.startsWith(prefix)) return "";
  const segment = pathname.slice(prefix.length).split("/")[0] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
